/**
 * A player's page in words: a match as a line, a game's statistics as labelled figures, ratings
 * in the games' order. Pure, given the words and the language, so the tests read them as a
 * player does.
 */
import type { Messages } from '../i18n/index.js';
import type { Language } from '../i18n/languages.js';
import type { GameRating, GameStats, MatchSummary } from '../net/accounts.js';
import { replayPath } from '../state/paths.js';

/** Dates and numbers in the player's language; British English's day-month order for `en`. */
const locale = (lang: Language): string => (lang === 'en' ? 'en-GB' : lang);

export const formatDate = (iso: string, lang: Language): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale(lang), { dateStyle: 'medium' }).format(date);
};

/** `62 %` (`62%` in English); a dash when there is nothing to count yet. */
export const percent = (part: number, whole: number, lang: Language): string =>
  whole > 0
    ? new Intl.NumberFormat(locale(lang), { style: 'percent', maximumFractionDigits: 0 }).format(part / whole)
    : '—';

const decimal = (n: number, lang: Language): string =>
  new Intl.NumberFormat(locale(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

export const gameName = (game: string, t: Messages): string => t.games[game]?.name ?? game;

export interface MatchLine {
  game: string;
  date: string;
  /** `won`, `lost`, or the place among more sides (`1st of 3`). */
  result: string;
  /** Won (first place) or not: the line's colour, beside its words. */
  won: boolean;
  rated: boolean;
  /** The rating after the match and the change (`1472 (+18)`), rated matches only. */
  rating?: string;
  partners: string[];
  opponents: string[];
  /** The names among them that are players' accounts, whose pages can be opened. */
  accounts: string[];
  replay: string;
}

/**
 * The summary's partners and opponents by name. A bot has no name ("") and is named by its
 * level: the lists name no places, so the places they stand for are found first — the others'
 * places split in two whose names are the two lists', partners across the table where the
 * names leave a choice — and each side's bots are its places with no name, in place order. A person a bot stood in for keeps their name.
 */
function peopleOf(m: MatchSummary, t: Messages): { partners: string[]; opponents: string[] } {
  const sides = splitPlaces(m);
  const side = (names: string[], places: number[] | undefined): string[] => {
    const bots = (places ?? []).map((i) => m.places[i]).filter((p) => p.name === '' && p.bot !== undefined);
    return names.map((name) => {
      if (name !== '') return name;
      const level = bots.shift()?.bot;
      return level === undefined ? t.seat.bot : t.players.bot(t.bots.levels[level] ?? level);
    });
  };
  return { partners: side(m.partners, sides?.partners), opponents: side(m.opponents, sides?.opponents) };
}

/** The places of the partners and of the opponents: the split of the others whose names match the lists. */
function splitPlaces(m: MatchSummary): { partners: number[]; opponents: number[] } | undefined {
  const others = m.places.map((_, i) => i).filter((i) => i !== m.place);
  const sameNames = (places: number[], names: string[]) => {
    const a = places.map((i) => m.places[i].name).sort();
    const b = [...names].sort();
    return a.length === b.length && a.every((n, i) => n === b[i]);
  };
  // At most four others: sixteen ways to split them.
  const fits: Array<{ partners: number[]; opponents: number[] }> = [];
  for (let mask = 0; mask < 1 << others.length; mask++) {
    const partners = others.filter((_, j) => mask & (1 << j));
    const opponents = others.filter((_, j) => !(mask & (1 << j)));
    if (sameNames(partners, m.partners) && sameNames(opponents, m.opponents))
      fits.push({ partners, opponents });
  }
  // Two bots fit either side: partners sit across the table (North–South, East–West).
  const across = (f: { partners: number[] }) => f.partners.every((i) => (i - m.place) % 2 === 0);
  return fits.find(across) ?? fits[0];
}

export function matchLine(m: MatchSummary, t: Messages, lang: Language): MatchLine {
  const w = t.players;
  // Two sides: won or lost says it all; with more, the place among them.
  const result = m.of === 2 ? (m.rank === 1 ? w.won : w.lost) : w.rank(m.rank, m.of);
  return {
    game: gameName(m.game, t),
    date: formatDate(m.endedAt, lang),
    result,
    won: m.rank === 1,
    rated: m.rated,
    ...(m.rated && m.rating ? { rating: w.ratingChange(m.rating.before, m.rating.after) } : {}),
    ...peopleOf(m, t),
    accounts: m.places.filter((p, i) => i !== m.place && p.signedIn && p.name !== '').map((p) => p.name),
    replay: replayPath(m.tableId, m.match),
  };
}

export interface StatLine {
  label: string;
  value: string;
}

/** A game's figures: matches won for every game, contracts for the contract games, bids for selbu. */
export function statLines(stats: GameStats, t: Messages, lang: Language): StatLine[] {
  const w = t.players;
  const share = (part: number, whole: number) => `${percent(part, whole, lang)} (${w.ofTotal(part, whole)})`;
  const lines: StatLine[] = [{ label: w.matchesWon, value: share(stats.won, stats.matches) }];
  if (stats.declared !== undefined) {
    lines.push({ label: w.declared, value: String(stats.declared) });
    if (stats.made !== undefined && stats.declared > 0)
      lines.push({ label: w.made, value: share(stats.made, stats.declared) });
  }
  if (stats.ddCostPerCard !== undefined)
    lines.push({ label: w.ddCost, value: decimal(stats.ddCostPerCard, lang) });
  if (stats.bids !== undefined && stats.exact !== undefined && stats.bids > 0)
    lines.push({ label: w.exactBids, value: share(stats.exact, stats.bids) });
  return lines;
}

/** The games in the client's order (the words' game list), then any the client does not know. */
export function inGameOrder<T>(byGame: Partial<Record<string, T>>, t: Messages): Array<[string, T]> {
  const order = Object.keys(t.games);
  const rank = (g: string) => (order.includes(g) ? order.indexOf(g) : order.length);
  return Object.entries(byGame)
    .filter((e): e is [string, T] => e[1] !== undefined)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The games the player has a rating in: those with at least one rated match. */
export const ratedGames = (
  ratings: Partial<Record<string, GameRating>>,
  t: Messages,
): Array<[string, GameRating]> => inGameOrder(ratings, t).filter(([, r]) => r.matches > 0);

/**
 * Two names are one player's when they match as the server compares them at sign-up: without
 * case, width or repeated spaces (docs/protocol.md "Accounts").
 */
export const sameName = (a: string, b: string): boolean => nameKey(a) === nameKey(b);

const nameKey = (name: string): string => name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
