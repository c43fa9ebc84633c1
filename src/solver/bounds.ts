import { POPCOUNT as POPCOUNT_TABLE } from './bits.js';
import { type Board, HANDS as HANDS_AT, LIVE as LIVE_AT, NO_TRUMP } from './board.js';

// Module-local copies of the imported bindings used in hot code (see `board.ts`).
const POPCOUNT = POPCOUNT_TABLE;
const HANDS = HANDS_AT;
const LIVE = LIVE_AT;
const NT = NO_TRUMP;

/*
 * Sure-trick bounds that settle a yes/no question of the search without searching: quick tricks
 * of the leader's side (`quickTricks.ts`), second hand's sure tricks (`secondHand.ts`), and here
 * sure trump tricks of either side and tricks the opponents surely take (the search decides
 * which to ask where, and in which order). They read the search's board (`board.ts`). Each bound
 * that settles the question writes the cards whose rank it relied on to the board's
 * relevant-card masks at `rwo` (= ply * 4), as every search result does (partition search); one
 * that fails may leave them written, for the search to overwrite.
 */

/**
 * Do the opponents of `leader` surely win the trick it leads? Yes if the leader's side has no
 * trumps and, in every suit the leader holds, an opponent holds the top card or can ruff.
 * Writes the relevant cards (those top cards) at `rwo`.
 */
export function oppsWinTrick(board: Board, leader: number, rwo: number): boolean {
  const st = board.st;
  const trump = board.trump;
  const pd = (leader + 2) & 3;
  const lho = (leader + 1) & 3;
  const rho = (leader + 3) & 3;
  let lhoT = false;
  let rhoT = false;
  if (trump !== NT) {
    if (st[HANDS + leader * 4 + trump] !== 0 || st[HANDS + pd * 4 + trump] !== 0) return false;
    lhoT = st[HANDS + lho * 4 + trump] !== 0;
    rhoT = st[HANDS + rho * 4 + trump] !== 0;
  }
  // The relevant cards are written as found: on failure the caller's later cut-offs or
  // search overwrite them, as after `sureTrumps`.
  const rw = board.rw;
  for (let s = 0; s < 4; s++) {
    rw[rwo + s] = 0;
    if (st[HANDS + leader * 4 + s] === 0) continue;
    if ((lhoT && st[HANDS + lho * 4 + s] === 0) || (rhoT && st[HANDS + rho * 4 + s] === 0)) continue;
    const top = 31 - Math.clz32(st[LIVE + s]);
    if (((board.owner[s * 13 + top] ^ leader) & 1) === 0) return false;
    rw[rwo + s] = 1 << top;
  }
  return true;
}

/**
 * Without trumps (no trump, or no trumps left), can the leader's side, needing every trick,
 * not take them all? (DDS's LaterTricksMIN/MAX.) Winning every trick, it leads every trick,
 * and a lead in a suit whose top card an opponent holds loses: so it takes its tricks in the
 * suits whose top card it holds, at most the longer of its two holdings in each (each round
 * takes a card from both hands). Its tricks in a suit where an opponent holds the top card
 * would need that card discarded first, which the defence puts off to the end; the count in
 * its own top suits already bounds the tricks before that. Fewer than `n`: it fails (the
 * brute-force test cross-checks this). Relevant: the opponents' top cards (not in a suit
 * only their holder still has: the suit lengths fix that). The side's own top cards need no
 * rank: where an opponent held one instead the count could only be smaller, and lengths are
 * part of the key. On `false` the relevant cards written here are overwritten later.
 */
export function topSuitsShort(board: Board, leader: number, n: number, rwo: number): boolean {
  const st = board.st;
  const rw = board.rw;
  let sum = 0;
  for (let s = 0; s < 4; s++) {
    const L = st[LIVE + s];
    rw[rwo + s] = 0;
    if (L === 0) continue;
    const top = 31 - Math.clz32(L);
    const o = board.owner[s * 13 + top];
    if (((o ^ leader) & 1) === 0) {
      const a = POPCOUNT[st[HANDS + o * 4 + s]];
      const b = POPCOUNT[st[HANDS + (((o + 2) & 3) * 4 + s)]];
      sum += Math.max(a, b);
      if (sum >= n) return false;
    } else if ((L & ~st[HANDS + o * 4 + s]) !== 0) rw[rwo + s] = 1 << top;
  }
  return true;
}

/**
 * When the leader's side needs every trick and holds the top trump, do the opponents surely
 * take a trump trick anyway? (DDS's LaterTricks.) Yes if an opponent holds the second-highest
 * trump with another trump, and either the top trump sits in the hand before it (its
 * right-hand opponent: the second trump waits for the top one to be played first, except
 * when its holder leads, which it does only after taking a trick; void in a suit, it can
 * ruff with that trump, which only the top trump could overruff, and that sits before it),
 * or the opponents also hold the third-highest trump (the top trump takes one of the two,
 * and the holder of the second keeps a smaller trump to play under it). Relevant: the
 * owners of the top trumps down to the one that decides (the lengths are in the key).
 * 2.4% / 2.6% fewer nodes.
 */
export function oppsTrumpTrick(board: Board, leader: number, rwo: number): boolean {
  const t = board.trump;
  const L = board.st[LIVE + t];
  if ((L & (L - 1)) === 0) return false;
  const owner = board.owner;
  const top = 31 - Math.clz32(L);
  const o1 = owner[t * 13 + top];
  if (((o1 ^ leader) & 1) !== 0) return false;
  const L2 = L ^ (1 << top);
  const sec = 31 - Math.clz32(L2);
  const hh = owner[t * 13 + sec];
  if (((hh ^ leader) & 1) === 0) return false;
  const h = board.st[HANDS + hh * 4 + t];
  if ((h & (h - 1)) === 0) return false;
  let r = 0;
  if (o1 === ((hh + 3) & 3)) r = 1 << sec;
  else {
    const L3 = L2 ^ (1 << sec);
    if (L3 === 0) return false;
    const third = 31 - Math.clz32(L3);
    if (((owner[t * 13 + third] ^ leader) & 1) === 0) return false;
    r = 1 << third;
  }
  const rw = board.rw;
  rw[rwo] = rw[rwo + 1] = rw[rwo + 2] = rw[rwo + 3] = 0;
  rw[rwo + t] = r;
  return true;
}

/**
 * Does the leader's side surely win the trick by a ruff of partner's? Yes if the leader holds
 * a suit that partner is void in, partner holds a trump, and no opponent can ruff higher.
 * Writes the relevant cards (partner's top trump when an opponent could ruff) at `rwo`.
 */
export function partnerRuffs(board: Board, leader: number, rwo: number): boolean {
  const st = board.st;
  const trump = board.trump;
  const pd = (leader + 2) & 3;
  const pt = st[HANDS + pd * 4 + trump];
  if (pt === 0) return false;
  const lho = (leader + 1) & 3;
  const rho = (leader + 3) & 3;
  const lt = st[HANDS + lho * 4 + trump];
  const rt = st[HANDS + rho * 4 + trump];
  const ptop = 31 - Math.clz32(pt);
  for (let s = 0; s < 4; s++) {
    if (s === trump || st[HANDS + leader * 4 + s] === 0 || st[HANDS + pd * 4 + s] !== 0) continue;
    const lRuff = st[HANDS + lho * 4 + s] === 0 && lt !== 0;
    const rRuff = st[HANDS + rho * 4 + s] === 0 && rt !== 0;
    if ((lRuff && lt >> ptop !== 0) || (rRuff && rt >> ptop !== 0)) continue;
    const rw = board.rw;
    rw[rwo] = rw[rwo + 1] = rw[rwo + 2] = rw[rwo + 3] = 0;
    if (lRuff || rRuff) rw[rwo + trump] = 1 << ptop;
    return true;
  }
  return false;
}

/**
 * Trump tricks `side` cannot be denied: a trump higher than every opposing trump wins
 * whenever its holder plays it, so each hand's count of such trumps is a sure minimum for its
 * side (only the larger of the two hands counts, as partners' trumps may fall together).
 * Writes the lowest counted trump as the relevant card at `rwo`.
 */
export function sureTrumps(board: Board, side: number, rwo: number, req: number): number {
  const trump = board.trump;
  const st = board.st;
  if ((st[HANDS + ((side ^ 1) * 4 + trump)] | st[HANDS + ((side ^ 3) * 4 + trump)]) === 0) {
    // The opponents hold no trumps: every trump wins by length alone (only the longer hand
    // counts, as partners' trumps may fall together), so no trump is relevant (4.6% / 4.9%
    // fewer nodes in suit contracts than fixing the trumps counted).
    const rw = board.rw;
    rw[rwo] = rw[rwo + 1] = rw[rwo + 2] = rw[rwo + 3] = 0;
    const la = POPCOUNT[st[HANDS + side * 4 + trump]];
    const lb = POPCOUNT[st[HANDS + ((side + 2) * 4 + trump)]];
    return Math.max(la, lb);
  }
  let x = board.st[LIVE + trump];
  let a = 0;
  let b = 0;
  let lowA = 0;
  let lowB = 0;
  while (x !== 0) {
    const t = 31 - Math.clz32(x);
    x ^= 1 << t;
    const o = board.owner[trump * 13 + t];
    if ((o & 1) !== side) break;
    if (o === side) {
      a++;
      lowA = 1 << t;
    } else {
      b++;
      lowB = 1 << t;
    }
    if (a === req || b === req) break;
  }
  const rw = board.rw;
  rw[rwo] = rw[rwo + 1] = rw[rwo + 2] = rw[rwo + 3] = 0;
  if (a === 1 && b === 1 && req >= 2) {
    // The two top trumps in partners' hands: they fall together only if both are forced to
    // play them at once, which a second trump in either hand avoids.
    const ha = board.st[HANDS + side * 4 + trump];
    const hb = board.st[HANDS + ((side + 2) * 4 + trump)];
    if ((ha & (ha - 1)) !== 0 || (hb & (hb - 1)) !== 0) {
      rw[rwo + trump] = lowA | lowB;
      return 2;
    }
  }
  rw[rwo + trump] = a >= b ? lowA : lowB;
  return Math.max(a, b);
}
