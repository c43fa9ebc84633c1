import type { Challenge } from '../challenge/boards.js';
import type { EntrantLine } from '../challenge/scoring.js';
import { BOT_ENTRANT, type RankedLine, rankEntrants, scoreBoard } from '../challenge/scoring.js';
import { decimalComma, type Language } from '../words/languages.js';
import type { TerminalWords } from './language.js';

/** The entrant id of the person at the terminal. */
export const YOU = 'you';

/** The person's seat as players name it: a compass seat at the four-hand contract games. */
export const challengeSeatName = (challenge: Challenge, w: TerminalWords): string =>
  challenge.ranking === 'boards' ? w.compass[challenge.seat] : w.seat(challenge.seat);

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** Decimals with the language's separator (`62,5` in Norwegian). */
const decimal = (n: number, lang: Language): string => {
  const rounded = Math.round(n * 10) / 10;
  return lang === 'en' ? String(rounded) : decimalComma(rounded);
};

const pad = (cells: readonly string[], widths: readonly number[]): string =>
  cells.map((c, i) => c.padStart(widths[i])).join('  ');

/** Lines laid out in columns as wide as their widest cell. */
function columns(rows: readonly string[][]): string[] {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => pad(r, widths).trimEnd());
}

/** The board-by-board comparison of the person and the bot, and each one's totals. */
function boardsText(
  you: EntrantLine,
  bot: EntrantLine,
  ranked: RankedLine[],
  w: TerminalWords,
  lang: Language,
): string[] {
  const c = w.challenge;
  const width = Math.max(you.boards.length, bot.boards.length);
  const rows = [
    [
      c.board,
      c.you,
      c.bot,
      c.datum,
      `${c.matchpoints} ${c.you}`,
      `${c.matchpoints} ${c.bot}`,
      `${c.imps} ${c.you}`,
      `${c.imps} ${c.bot}`,
    ],
  ];
  for (let b = 0; b < width; b++) {
    const played = [you, bot].flatMap((l) =>
      l.boards[b] == null ? [] : [{ entrant: l.entrant, score: l.boards[b]! }],
    );
    const board = scoreBoard(played);
    const of = (who: string) => board.entries.find((e) => e.entrant === who);
    const cell = (who: string, pick: (e: NonNullable<ReturnType<typeof of>>) => string) => {
      const e = of(who);
      return e ? pick(e) : c.notPlayed;
    };
    rows.push([
      String(b + 1),
      cell(YOU, (e) => signed(e.score)),
      cell(BOT_ENTRANT, (e) => signed(e.score)),
      signed(board.datum),
      cell(YOU, (e) => String(e.matchpoints)),
      cell(BOT_ENTRANT, (e) => String(e.matchpoints)),
      cell(YOU, (e) => signed(e.imps)),
      cell(BOT_ENTRANT, (e) => signed(e.imps)),
    ]);
  }
  const totals = ranked.map((r) =>
    c.boardsLine(
      r.entrant === YOU ? c.you : c.bot,
      decimal(r.matchpoints ?? 0, lang),
      String(r.top ?? 0),
      decimal(r.percent ?? 0, lang),
      signed(r.imps ?? 0),
      r.rank,
    ),
  );
  return [...columns(rows), '', ...totals];
}

/** The deal-by-deal scores and the totals, with selbu's exact bids. */
function totalText(you: EntrantLine, bot: EntrantLine, ranked: RankedLine[], w: TerminalWords): string[] {
  const c = w.challenge;
  const width = Math.max(you.boards.length, bot.boards.length);
  const rows = [[c.deal, c.you, c.bot]];
  for (let d = 0; d < width; d++) {
    const at = (l: EntrantLine) => (l.boards[d] == null ? c.notPlayed : signed(l.boards[d]!));
    rows.push([String(d + 1), at(you), at(bot)]);
  }
  const totals = ranked.map((r) => {
    const line = c.totalLine(r.entrant === YOU ? c.you : c.bot, signed(r.total), r.rank);
    return r.exactBids ? `${line}; ${c.exactBids(r.exactBids.exact, r.exactBids.rounds)}` : line;
  });
  return [...columns(rows), '', ...totals];
}

/** What `stikk challenge` prints at the end: the person's line next to the bot's. */
export function challengeResultText(
  challenge: Challenge,
  you: EntrantLine,
  bot: EntrantLine,
  w: TerminalWords,
  lang: Language,
): string {
  const ranked = rankEntrants(challenge, [you, bot]);
  const body =
    challenge.ranking === 'boards' ? boardsText(you, bot, ranked, w, lang) : totalText(you, bot, ranked, w);
  return `${w.challenge.results(challenge.name)}\n${body.join('\n')}\n`;
}
