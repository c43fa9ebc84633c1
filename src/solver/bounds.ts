import { POPCOUNT as POPCOUNT_TABLE, topCards as topCardsOf } from './bits.js';
import { type Board, HANDS as HANDS_AT, LIVE as LIVE_AT, NO_TRUMP } from './board.js';

// Module-local copies of the imported bindings used in hot code (see `board.ts`).
const POPCOUNT = POPCOUNT_TABLE;
const topCards = topCardsOf;
const HANDS = HANDS_AT;
const LIVE = LIVE_AT;
const NT = NO_TRUMP;

/*
 * Sure-trick bounds that settle a yes/no question of the search without searching: quick tricks
 * of the leader's side, sure trump tricks of either side, tricks the opponents surely take, and
 * second hand's sure tricks (the search decides which to ask where, and in which order). They
 * read the search's board (`board.ts`). Each bound that settles the question writes the cards
 * whose rank it relied on to the board's relevant-card masks at `rwo` (= ply * 4), as every
 * search result does (partition search); one that fails may leave them written, for the
 * search to overwrite.
 */

// Scratch for quick tricks, filled and read within one call (a module has one instance per thread).
/** Scratch for quick tricks: counted cards of the leader (0..3) and of partner (4..7), trumps used to draw (8, 12). */
const qtBuf = new Int32Array(16);
/** Scratch for quick tricks: tricks counted per suit, leader (0..3) and partner (4..7). */
const qtCnt = new Int32Array(8);

/**
 * Does the side of `seat` (second hand) surely win the current trick? Yes if it holds the
 * highest card left in the led suit and it beats the lead, or if it can ruff, as long as third
 * hand must follow suit or cannot ruff. Writes the relevant cards at this ply.
 */
export function winsTrickSecond(board: Board, ply: number, seat: number): boolean {
  const st = board.st;
  const trump = board.trump;
  const ls = board.leadSuit;
  const third = (seat + 1) & 3;
  const pd = (seat + 2) & 3;
  const thirdFollows = st[HANDS + third * 4 + ls] !== 0;
  const thirdCannotRuff = thirdFollows || trump === NT || ls === trump || st[HANDS + third * 4 + trump] === 0;
  if (!thirdCannotRuff) {
    // Third hand can ruff: a ruff of ours above all its trumps still wins (with no trumps the top bit is -1).
    const t3 = 31 - Math.clz32(st[HANDS + third * 4 + trump]);
    const ts = st[HANDS + seat * 4 + ls] === 0 ? 31 - Math.clz32(st[HANDS + seat * 4 + trump]) : -1;
    const tp = st[HANDS + pd * 4 + ls] === 0 ? 31 - Math.clz32(st[HANDS + pd * 4 + trump]) : -1;
    const t = ts > t3 ? ts : tp > t3 ? tp : -1;
    if (t < 0) return false;
    const rw = board.rw;
    const rwo = ply * 4;
    rw[rwo] = rw[rwo + 1] = rw[rwo + 2] = rw[rwo + 3] = 0;
    rw[rwo + trump] = 1 << t;
    return true;
  }
  const rwo = ply * 4;
  const rw = board.rw;
  const L = board.st[LIVE + ls];
  if (L !== 0) {
    const top = 31 - Math.clz32(L);
    const holder = board.owner[ls * 13 + top];
    if ((holder === seat || holder === pd) && top > board.winBit) {
      rw[rwo] = rw[rwo + 1] = rw[rwo + 2] = rw[rwo + 3] = 0;
      rw[rwo + ls] = 1 << top;
      return true;
    }
  }
  if (trump !== NT && ls !== trump && thirdFollows) {
    // A ruff by second or fourth hand wins: third hand follows suit.
    if (
      (st[HANDS + seat * 4 + ls] === 0 && st[HANDS + seat * 4 + trump] !== 0) ||
      (st[HANDS + pd * 4 + ls] === 0 && st[HANDS + pd * 4 + trump] !== 0)
    ) {
      rw[rwo] = rw[rwo + 1] = rw[rwo + 2] = rw[rwo + 3] = 0;
      return true;
    }
  }
  return false;
}

/**
 * Does the side of `seat` (second hand) take at least `req` (≥ 2) tricks for sure? Yes if it
 * wins this trick with the top card of the led suit and then has enough sure tricks left: in
 * no trump, the winner's runs from the top (it will be on lead); in a suit contract, trumps
 * higher than every opposing trump. Writes the relevant cards at this ply.
 */
export function secondHandTricks(board: Board, ply: number, seat: number, req: number): boolean {
  const ls = board.leadSuit;
  const trump = board.trump;
  if (ls === trump) return false;
  const L = board.st[LIVE + ls];
  if (L === 0) return false;
  const top = 31 - Math.clz32(L);
  const hh = board.owner[ls * 13 + top];
  if ((hh & 1) !== (seat & 1) || top <= board.winBit) return false;
  const st = board.st;
  const third = (seat + 1) & 3;
  const pd = (seat + 2) & 3;
  if (trump !== NT && st[HANDS + third * 4 + ls] === 0 && st[HANDS + third * 4 + trump] !== 0) return false;
  const rw = board.rw;
  const rwo = ply * 4;
  if (trump === NT) {
    const lead = (seat + 3) & 3;
    let tricks = 1;
    let r0 = 0;
    let r1 = 0;
    let r2 = 0;
    let r3 = 0;
    for (let s = 0; s < 4 && tricks < req; s++) {
      const h = st[HANDS + hh * 4 + s];
      if (h === 0) continue;
      const x = st[LIVE + s] & ~h;
      let run = x === 0 ? h : h & ~((2 << (31 - Math.clz32(x))) - 1);
      // The top card of the led suit wins this trick; the rest of its run wins later.
      let c = POPCOUNT[run];
      // Length winners: once the run has drawn every other hand's cards of the suit, the rest
      // of the holding wins whatever its ranks. In the led suit the hands still to play to
      // this trick follow with one card now. Only the rounds that draw the others need rank:
      // a position with the same lengths and the same owners of those top cards draws them
      // the same way (0.6% / 0.7% fewer nodes).
      const ex = s === ls ? 1 : 0;
      let most = 0;
      if (x !== 0)
        for (let q = 0; q < 4; q++) {
          if (q === hh) continue;
          let l = POPCOUNT[st[HANDS + q * 4 + s]];
          if (ex === 1 && l > 0 && q !== lead) l--;
          if (l > most) most = l;
        }
      if (x !== 0 && c - ex >= most) {
        // The whole holding wins; rank matters for the top card now and `most` rounds.
        const all = POPCOUNT[h];
        if (all - ex > req - tricks) {
          const k = Math.min(req - tricks, most);
          run = topCards(run, k + ex);
          c = req - tricks + ex;
        } else {
          run = topCards(run, most + ex);
          c = all;
        }
      } else if (c > req - tricks) {
        run = topCards(run, s === ls ? req - tricks + 1 : req - tricks);
        c = POPCOUNT[run];
      }
      // A suit nobody else holds wins by length: no rank in it matters (the led suit's top card
      // is marked below, as it beats the lead).
      if (x === 0) run = 0;
      tricks += s === ls ? c - 1 : c;
      if (s === 0) r0 = run;
      else if (s === 1) r1 = run;
      else if (s === 2) r2 = run;
      else r3 = run;
    }
    if (tricks < req) return false;
    rw[rwo] = r0;
    rw[rwo + 1] = r1;
    rw[rwo + 2] = r2;
    rw[rwo + 3] = r3;
    rw[rwo + ls] |= 1 << top;
    return true;
  }
  // A hand of the side that cannot follow might have to ruff with a counted trump.
  if (
    (st[HANDS + seat * 4 + ls] === 0 && holdsOnlyTrumps(board, seat)) ||
    (st[HANDS + pd * 4 + ls] === 0 && holdsOnlyTrumps(board, pd))
  )
    return false;
  if (sureTrumps(board, seat & 1, rwo, req - 1) < req - 1) return false;
  rw[rwo + ls] = 1 << top;
  return true;
}

/** Does `seat` hold trumps and nothing else (so that it must ruff when void)? */
function holdsOnlyTrumps(board: Board, seat: number): boolean {
  const st = board.st;
  const t = board.trump;
  for (let s = 0; s < 4; s++) if (s !== t && st[HANDS + seat * 4 + s] !== 0) return false;
  return st[HANDS + seat * 4 + t] !== 0;
}

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
