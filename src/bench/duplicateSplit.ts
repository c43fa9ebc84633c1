/**
 * Where a duplicate match's IMPs come from: each board is played at two tables with the bots
 * swapped, so a board both tables played in the same contract by the same declarer differs only
 * in the card play, and a board in different contracts mostly in the auction. Pure, so the
 * worked examples can pin it; `duplicateSplitCli.ts` reads `stikk simulate --duplicate --out`.
 */
import { imps } from '../games/bridge/imps.js';

/** One table's result of a board, North-South's point of view. */
export interface TableResult {
  /** `4SX`, `3NT`; null when passed out. */
  contract: string | null;
  /** Declarer's seat, 0..3 = N E S W (null when passed out). */
  declarer: number | null;
  /** Tricks declarer's side took (null when passed out). */
  tricks: number | null;
  /** Tricks declarer takes double dummy in that contract (null when passed out or not solved). */
  ddTricks: number | null;
  /** The board's duplicate score for North-South. */
  scoreNS: number;
}

/** A board: table A with the judged bot North-South, table B with it East-West. */
export interface BoardPair {
  a: TableResult;
  b: TableResult;
}

export interface PlaySide {
  boards: number;
  /** Tricks the judged bot's side took beyond double dummy, summed over the boards (negative: fewer). */
  beyondDd: number;
  /** The other bot's side in the same seat at the other table, summed the same way. */
  otherBeyondDd: number;
}

export interface Split {
  boards: number;
  /** IMPs per board for the judged bot, over all boards. */
  imps: number;
  sameContract: { boards: number; imps: number; won: number; lost: number };
  otherContract: { boards: number; imps: number; won: number; lost: number };
  /** Same-contract boards by the judged bot's role: declaring (dummy too) or defending. */
  declaring: PlaySide;
  defending: PlaySide;
}

const sameContract = (x: TableResult, y: TableResult): boolean =>
  x.contract !== null && x.contract === y.contract && x.declarer === y.declarer;

/** The judged bot's IMPs on one board: its North-South score at A against the other bot's at B. */
export const boardImps = (p: BoardPair): number => imps(p.a.scoreNS - p.b.scoreNS);

export function splitBoards(pairs: readonly BoardPair[]): Split {
  const tally = () => ({ boards: 0, imps: 0, won: 0, lost: 0 });
  const same = tally();
  const other = tally();
  const declaring: PlaySide = { boards: 0, beyondDd: 0, otherBeyondDd: 0 };
  const defending: PlaySide = { boards: 0, beyondDd: 0, otherBeyondDd: 0 };
  let total = 0;
  for (const p of pairs) {
    const d = boardImps(p);
    total += d;
    const t = sameContract(p.a, p.b) ? same : other;
    t.boards++;
    t.imps += d;
    if (d > 0) t.won++;
    if (d < 0) t.lost++;
    if (t !== same || p.a.ddTricks === null || p.a.tricks === null || p.b.tricks === null) continue;
    // At A the judged bot sits North-South: it declares when declarer is North or South.
    const judgedDeclares = p.a.declarer! % 2 === 0;
    const role = judgedDeclares ? declaring : defending;
    const dd = p.a.ddTricks;
    // Its side's tricks beyond double dummy: declaring at A, defending at B (it is then East-West).
    const judgedSide = judgedDeclares ? p.a.tricks - dd : dd - p.a.tricks;
    const otherSide = judgedDeclares ? p.b.tricks - dd : dd - p.b.tricks;
    role.boards++;
    role.beyondDd += judgedSide;
    role.otherBeyondDd += otherSide;
  }
  const perBoard = (x: number) => (pairs.length ? x / pairs.length : 0);
  return {
    boards: pairs.length,
    imps: perBoard(total),
    sameContract: same,
    otherContract: other,
    declaring,
    defending,
  };
}
