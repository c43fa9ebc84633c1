/**
 * The challenge pages in words: a challenge's size and window, a ranking's cells, a board's
 * figures, the routes' refusals. Pure, given the words and the language, so the tests read them
 * as a player does.
 */
import type { Messages } from '../i18n/index.js';
import type { Language } from '../i18n/languages.js';
import type { ApiError } from '../net/api.js';
import type { PbnProblem } from './pbnBoards.js';
import type { ChallengeInfo, ResultLine } from './types.js';

const locale = (lang: Language): string => (lang === 'en' ? 'en-GB' : lang);

/** A figure with at most `digits` decimals, in the language's way (`52,5` in nb). */
export const figure = (n: number, lang: Language, digits = 1): string =>
  new Intl.NumberFormat(locale(lang), { maximumFractionDigits: digits }).format(n).replace('-', '−');

/** A score or IMPs with its sign: `+620`, `−100`, `0`. */
export const signed = (n: number, lang: Language, digits = 1): string =>
  n > 0 ? `+${figure(n, lang, digits)}` : figure(n, lang, digits);

/** `62.5 %` (`62,5 %` in nb); the server's percent is 0–100. */
export const percentText = (p: number, lang: Language): string =>
  new Intl.NumberFormat(locale(lang), { style: 'percent', maximumFractionDigits: 1 })
    .format(p / 100)
    .replace(/\u00a0/g, ' ');

/** A date and time in the language: the window's ends. */
export const whenText = (iso: string, lang: Language): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(d);
};

/** A daily challenge's day (`2026-12-05`) as the language writes it, read as UTC. */
export const dayText = (date: string, lang: Language): string => {
  const d = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(d.getTime())
    ? date
    : new Intl.DateTimeFormat(locale(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(d);
};

/** How much it deals: `8 boards`, or `one match` where the match decides. */
export const sizeText = (c: ChallengeInfo, t: Messages): string =>
  c.boards === null
    ? t.challenge.oneMatch
    : c.game === 'selbu'
      ? t.challenge.rounds(c.boards)
      : t.challenge.boards(c.boards);

export type WindowState = 'open' | 'not-yet' | 'closed';

export function windowState(c: ChallengeInfo, now: number): WindowState {
  if (now < Date.parse(c.opens)) return 'not-yet';
  return now < Date.parse(c.closes) ? 'open' : 'closed';
}

export function windowText(c: ChallengeInfo, now: number, t: Messages, lang: Language): string {
  const w = t.challenge;
  const state = windowState(c, now);
  if (state === 'not-yet') return w.opensAt(whenText(c.opens, lang));
  return state === 'open' ? w.openUntil(whenText(c.closes, lang)) : w.closed;
}

/** What a challenge offers its asker: to play, to go on with their table, or their results. */
export type Offer = 'play' | 'continue' | 'results' | 'none';

export function offerOf(c: ChallengeInfo, now: number): Offer {
  const mine = c.mine;
  if (mine?.done) return 'results';
  if (mine?.tableId && windowState(c, now) === 'open') return 'continue';
  if (mine) return mine.played > 0 ? 'results' : 'none';
  return windowState(c, now) === 'open' ? 'play' : 'none';
}

/** The ranking's columns for a challenge: matchpoints and IMPs, or the total (selbu: and exact bids). */
export type Column = 'percent' | 'imps' | 'total' | 'exact';

export const columnsOf = (c: Pick<ChallengeInfo, 'ranking' | 'game'>): Column[] =>
  c.ranking === 'boards' ? ['percent', 'imps'] : c.game === 'selbu' ? ['total', 'exact'] : ['total'];

/** The share of rounds bid exactly, 0–1 (a server that sends a percent is read as one). */
const rate = (r: number) => (r > 1 ? r / 100 : r);

/** One ranked line as the table shows it: "the bot" in the language, figures in its way. */
export function lineCells(
  line: ResultLine,
  columns: readonly Column[],
  t: Messages,
  lang: Language,
): { rank: string; name: string; boards: string; figures: Record<Column, string> } {
  const figures = {} as Record<Column, string>;
  for (const c of columns) {
    if (c === 'percent') figures.percent = line.percent === undefined ? '—' : percentText(line.percent, lang);
    if (c === 'imps') figures.imps = line.imps === undefined ? '—' : signed(line.imps, lang);
    if (c === 'total') figures.total = line.total === undefined ? '—' : figure(line.total, lang, 0);
    if (c === 'exact')
      figures.exact = line.exactRate === undefined ? '—' : percentText(100 * rate(line.exactRate), lang);
  }
  return {
    rank: String(line.rank),
    name: line.bot ? t.challenge.theBot : line.name,
    boards: String(line.boards),
    figures,
  };
}

/** Boards (deals) whose results the asker may see: those they have played. */
export const boardsToShow = (c: ChallengeInfo): number => c.mine?.played ?? 0;

/** A refusal of the challenge routes in words (`play-first` is no error: the page says it as a sentence). */
export function challengeError(e: ApiError, t: Messages): string {
  const w = t.challenge;
  switch (e.code) {
    case 'play-first':
      return w.playFirst;
    case 'already-entered':
      return w.errors.alreadyEntered;
    case 'name-taken':
      return w.errors.nameTaken;
    case 'challenge-closed':
      return w.errors.closed;
    case 'no-challenge':
      return e.status === 404 && /not yet|begun/i.test(e.message) ? w.errors.notYet : w.errors.noChallenge;
    case 'bad-challenge':
      return badChallenge(e.message, t);
    case 'offline':
      return w.errors.offline;
    // Taking it offline: the browser's own games did not answer (src/web/offline/client.ts).
    case 'worker-failed':
      return t.offline.workerFailed;
    case 'worker-timeout':
      return t.offline.workerSlow;
    case 'rate-limited':
      return w.errors.rateLimited;
    case 'too-many-tables':
      return w.errors.full;
    default:
      return e.status === 404 ? w.errors.noChallenge : w.errors.other(e.message);
  }
}

/** The maker's description refused: the field the server names (`closes: …`) said in words. */
export function badChallenge(message: string, t: Messages): string {
  const w = t.challenge;
  const field = /^\s*(name|opens|closes|seed|boards|game)\b/.exec(message)?.[1] as
    | keyof Messages['challenge']['badField']
    | undefined;
  return field ? w.badField[field] : w.errors.badChallenge(message);
}

export function pbnProblemText(p: PbnProblem, t: Messages): string {
  const w = t.challenge;
  if (p.kind === 'no-deals') return w.fileNoDeals;
  if (p.kind === 'too-many') return w.fileTooMany(p.max);
  return w.fileBadDeal(p.board);
}

const COMPASS = 'NESW';

/**
 * A contract or result as the table writes it: `4S` → `4♠`, `3NTX S` → `3NT X S` in the
 * language's strain and compass letters (`3gr X S` in nb, `4♠ Ø`); `passed out` in words.
 */
export function contractText(text: string, t: Messages): string {
  if (/^passed out$/i.test(text.trim())) return t.auction.passedOut;
  const m = /^([1-7])(NT|[CDHS])(XX|X)?(?:\s+([NESW]))?$/.exec(text.trim());
  if (!m) return text;
  const [, level, strain, doubled, by] = m;
  const seat = by === undefined ? '' : ` ${t.seat.compassShort[COMPASS.indexOf(by)]}`;
  return `${level}${t.auction.strains[strain] ?? strain}${doubled ?? ''}${seat}`;
}

/** Declarer's compass letter in the language (`Ø` for East in nb). */
export const byText = (by: string, t: Messages): string => {
  const i = COMPASS.indexOf(by);
  return i < 0 ? by : t.seat.compassShort[i];
};
