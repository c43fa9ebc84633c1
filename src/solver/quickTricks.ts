/**
 * Quick tricks: what the leader's side cashes from the top without giving up the lead, its own
 * runs or partner's after an entry (a sure-trick bound of the search, see `bounds.ts`).
 */
import { POPCOUNT as POPCOUNT_TABLE, topCards as topCardsOf } from './bits.js';
import { type Board, HANDS as HANDS_AT, LIVE as LIVE_AT, NO_TRUMP } from './board.js';

// Module-local copies of the imported bindings used in hot code (see `board.ts`).
const POPCOUNT = POPCOUNT_TABLE;
const topCards = topCardsOf;
const HANDS = HANDS_AT;
const LIVE = LIVE_AT;
const NT = NO_TRUMP;

// Scratch for quick tricks, filled and read within one call (a module has one instance per thread).
/** Scratch for quick tricks: counted cards of the leader (0..3) and of partner (4..7), trumps used to draw (8, 12). */
const qtBuf = new Int32Array(16);
/** Scratch for quick tricks: tricks counted per suit, leader (0..3) and partner (4..7). */
const qtCnt = new Int32Array(8);

/**
 * Tricks the leader's side can cash without giving up the lead: the leader's unbroken run of
 * top cards in each suit, or, if the leader can reach partner's top card in some suit, the
 * partner's runs instead. In a suit contract a side-suit run is capped by the length of any
 * opponent who could ruff. A sure lower bound for the leader's side; the cards counted are the
 * relevant ones (written to `rw` at this ply).
 */
export function quickTricks(board: Board, ply: number, leader: number, req: number, n: number): number {
  const rw = board.rw;
  const rwo = ply * 4;
  const qb = qtBuf;
  const own = cash(board, leader, 0);
  const pd = (leader + 2) & 3;
  let best = own;
  let from = 0;
  const st = board.st;
  let cashed = false;
  let entrySuit = -1;
  for (let s = 0; s < 4; s++) {
    const L = st[LIVE + s];
    if (L === 0 || st[HANDS + leader * 4 + s] === 0) continue;
    if ((st[HANDS + pd * 4 + s] & (1 << (31 - Math.clz32(L)))) === 0) continue;
    // Partner holds the top card of a suit the leader can lead: an entry, unless ruffed.
    if (!cashed) {
      cashed = true;
      const viaPartner = cash(board, pd, 4);
      if (board.trump === NT && own !== 0 && own + viaPartner <= n) {
        // No trump: the leader cashes its own runs first (partner's cards in those suits are
        // all lower, and partner has enough cards outside its own runs to follow or discard),
        // then crosses to partner, who cashes its runs. A suit has a run in at most one hand.
        const total = own + viaPartner;
        if (total < req) return total;
        for (let t = 0; t < 4; t++) rw[rwo + t] = qb[t] | qb[4 + t];
        return total;
      }
      if (viaPartner <= best) break;
    }
    if (qb[4 + s] !== 0 && safeLead(board, leader, s)) {
      const qc = qtCnt;
      best = qc[4] + qc[5] + qc[6] + qc[7];
      from = 4;
      entrySuit = s;
      break;
    }
  }
  if (best < req) return best;
  // Only the cards of the tricks actually needed are relevant: fewer fixed cards make the
  // table entries above this node match more positions.
  let left = req;
  for (let s = 0; s < 4; s++) {
    const m = qb[from + s];
    const c = qtCnt[from + s];
    if (c <= left) {
      rw[rwo + s] = m;
      left -= c;
    } else {
      // Length winners need the whole run; the top cards alone need only as many as counted.
      rw[rwo + s] = left < POPCOUNT[m] ? topCards(m, left) : m;
      left = 0;
    }
  }
  // What the count relied on besides the cashed cards: the entry card to partner, the
  // trumps that draw the opponents'.
  if (entrySuit >= 0) rw[rwo + entrySuit] |= 1 << (31 - Math.clz32(st[LIVE + entrySuit]));
  if (qb[from + 8] !== 0) rw[rwo + board.trump] |= qb[from + 8];
  return best;
}

/** Can no opponent of `seat` ruff a lead of suit `s` right now? */
function safeLead(board: Board, seat: number, s: number): boolean {
  const trump = board.trump;
  if (trump === NT || s === trump) return true;
  const st = board.st;
  const lho = (seat + 1) & 3;
  const rho = (seat + 3) & 3;
  return (
    (st[HANDS + lho * 4 + s] !== 0 || st[HANDS + lho * 4 + trump] === 0) &&
    (st[HANDS + rho * 4 + s] !== 0 || st[HANDS + rho * 4 + trump] === 0)
  );
}

/** Tricks `seat` can cash from the top on its own lead; the counted cards go to qtBuf[base..]. */
function cash(board: Board, seat: number, base: number): number {
  const st = board.st;
  const qb = qtBuf;
  const trump = board.trump;
  const lho = (seat + 1) & 3;
  const rho = (seat + 3) & 3;
  let lhoTrumps = trump !== NT && st[HANDS + lho * 4 + trump] !== 0;
  let rhoTrumps = trump !== NT && st[HANDS + rho * 4 + trump] !== 0;
  qb[base + 8] = 0;
  if (lhoTrumps || rhoTrumps) {
    // Top trumps enough to draw every opposing trump first leave no one to ruff.
    const t = st[HANDS + seat * 4 + trump];
    const x = st[LIVE + trump] & ~t;
    const run = POPCOUNT[t & ~((2 << (31 - Math.clz32(x))) - 1)];
    const l = POPCOUNT[st[HANDS + lho * 4 + trump]];
    const r = POPCOUNT[st[HANDS + rho * 4 + trump]];
    if (run >= l && run >= r) {
      lhoTrumps = rhoTrumps = false;
      // The trumps that draw are relevant whatever else is counted.
      qb[base + 8] = topCards(t, Math.max(l, r));
    }
  }
  let qt = 0;
  for (let s = 0; s < 4; s++) {
    const h = st[HANDS + seat * 4 + s];
    if (h === 0) {
      qb[base + s] = 0;
      qtCnt[base + s] = 0;
      continue;
    }
    const x = st[LIVE + s] & ~h;
    let runMask = x === 0 ? h : h & ~((2 << (31 - Math.clz32(x))) - 1);
    let run = POPCOUNT[runMask];
    if (run !== 0 && s !== trump && trump !== NT) {
      let cap = 13;
      if (lhoTrumps) cap = POPCOUNT[st[HANDS + lho * 4 + s]];
      if (rhoTrumps) {
        const c = POPCOUNT[st[HANDS + rho * 4 + s]];
        if (c < cap) cap = c;
      }
      while (run > cap) {
        runMask &= runMask - 1;
        run--;
      }
    }
    // A suit nobody else holds wins by length alone (the table key has every suit length), so
    // none of its cards is relevant: marking them made the entries above nearly useless in
    // long-suit endings (10.6% / 12.6% fewer nodes without).
    qb[base + s] = x === 0 ? 0 : runMask;
    // Length winners: once the run has exhausted every other hand's cards in the suit (and
    // nobody can ruff), the rest of the holding wins too, whatever its ranks. Also when the
    // run is the whole holding: then only the drawing rounds need rank (a position with the
    // same lengths and the same owner of those top cards cashes the suit the same way;
    // 1.1% / 1.5% fewer nodes than fixing the whole run).
    let tricks = run;
    if (run !== 0 && (s === trump || !(lhoTrumps || rhoTrumps))) {
      const pd = (seat + 2) & 3;
      const ll = POPCOUNT[st[HANDS + lho * 4 + s]];
      const lr = POPCOUNT[st[HANDS + rho * 4 + s]];
      const lp = POPCOUNT[st[HANDS + pd * 4 + s]];
      if (ll <= run && lr <= run && lp <= run) {
        tricks = POPCOUNT[h];
        // Only the rounds that draw the other hands' cards need their rank.
        qb[base + s] = topCards(runMask, Math.max(ll, lr, lp));
      }
    }
    qtCnt[base + s] = tricks;
    qt += tricks;
  }
  return qt;
}
