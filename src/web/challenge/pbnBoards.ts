/**
 * The boards of a PBN file as a challenge's maker sends them (src/challenge/spec.ts): each
 * `[Deal "N:…"]` tag's four hands, N E S W, in notation (`SA`, `H10`), labelled by the game's
 * `[Board]` tag. Only what a challenge needs is read: the page checks the shape (four hands of
 * 13 cards) so that a wrong file is said at once; the server checks the cards.
 */
export const MAX_FILE_BOARDS = 64;

export interface FileBoard {
  label?: string;
  hands: string[][];
}

export type PbnProblem =
  | { kind: 'no-deals' }
  | { kind: 'bad-deal'; board: string }
  | { kind: 'too-many'; max: number };

const SEATS = 'NESW';
const SUITS = ['S', 'H', 'D', 'C'];
const RANKS = /^[AKQJT98765432]*$/;

/** One `[Deal]` value's hands N, E, S, W, or null when it is not four hands of 13 cards. */
export function readDeal(value: string): string[][] | null {
  const m = /^\s*([NESW])\s*:\s*(.+?)\s*$/i.exec(value);
  if (!m) return null;
  const first = SEATS.indexOf(m[1].toUpperCase());
  const hands = m[2].split(/\s+/);
  if (hands.length !== 4) return null;
  const out: string[][] = [[], [], [], []];
  for (const [i, hand] of hands.entries()) {
    const suits = hand.split('.');
    if (suits.length !== 4) return null;
    const cards: string[] = [];
    for (const [s, ranks] of suits.entries()) {
      const r = ranks === '-' ? '' : ranks.toUpperCase();
      if (!RANKS.test(r)) return null;
      for (const rank of r) cards.push(`${SUITS[s]}${rank === 'T' ? '10' : rank}`);
    }
    if (cards.length !== 13) return null;
    out[(first + i) % 4] = cards;
  }
  return out;
}

/** Every deal of the file in its order; `[Board]` before a deal labels it. */
export function boardsFromPbn(text: string): { boards: FileBoard[] } | { problem: PbnProblem } {
  const boards: FileBoard[] = [];
  let label: string | undefined;
  for (const m of text.matchAll(/\[\s*(\w+)\s+"([^"]*)"\s*\]/g)) {
    const tag = m[1].toLowerCase();
    if (tag === 'board') label = m[2].trim() || undefined;
    if (tag !== 'deal') continue;
    const hands = readDeal(m[2]);
    if (!hands) return { problem: { kind: 'bad-deal', board: label ?? String(boards.length + 1) } };
    boards.push({ ...(label ? { label: label.slice(0, 20) } : {}), hands });
    label = undefined;
  }
  if (boards.length === 0) return { problem: { kind: 'no-deals' } };
  if (boards.length > MAX_FILE_BOARDS) return { problem: { kind: 'too-many', max: MAX_FILE_BOARDS } };
  return { boards };
}
