import { POPCOUNT as POPCOUNT_TABLE } from './bits.js';
import { Board, HANDS as HANDS_AT, LIVE as LIVE_AT, MAX_PLY, NO_TRUMP, TRICK as TRICK_AT } from './board.js';

// Module-local copies of the imported bindings used in hot code (see `board.ts`).
const POPCOUNT = POPCOUNT_TABLE;
const HANDS = HANDS_AT;
const LIVE = LIVE_AT;
const TRICK = TRICK_AT;
const NT = NO_TRUMP;

/** Move slots per ply: at most 13 distinct cards can be playable. */
export const MS = 16;
/**
 * A killer recorded under the same lead node one trick up (four plies back) comes from a
 * sibling subtree: a position that differs only in the cards of that trick. Such a killer is
 * nearly always right again, so it gets a weight that overrides the suit weights; a killer from
 * elsewhere stays a hint.
 */
const NEAR_LEAD = 4;
const NEAR_LEAD_WEIGHT = 400;
/** A lead killer recorded under the same lead node two tricks up: a weaker override. */
const NEAR_LEAD2 = 8;
const NEAR_LEAD2_WEIGHT = 180;
/** The same for following killers, whose contexts go back two tricks. */
const NEAR_FOLLOW = 8;
const NEAR_FOLLOW_WEIGHT = 200;

/**
 * Move generation and ordering for the search: one card per run of equivalent cards, scored by
 * weights and sorted best first, and the killers (moves that cut off before, remembered per ply
 * with the context they cut off in) that those weights use. A move is `suit << 4 | bit`; the
 * moves of ply `ply` go to `moves[ply * MS ..]`. The search (`search.ts`) extends it.
 */
export class MoveOrder extends Board {
  /** The moves of each ply, at `ply * MS`. */
  protected readonly moves = new Int32Array(MAX_PLY * MS);
  /**
   * Serial number of the node last entered at each ply (the search numbers every node it
   * enters): identifies a killer's ancestors. It wraps at 2^30 to stay a small integer in
   * long-running processes (a rare false match only changes the move order).
   */
  protected readonly nodeId = new Int32Array(MAX_PLY);
  protected nodeSeq = 0;
  /** Per ply and leader: the lead that last caused a cut-off there. */
  private readonly killer = new Int32Array(MAX_PLY * 4).fill(-1);
  /** Per ply and leader: who held the top card of the killer's suit when it cut off. */
  private readonly killerTop = new Int8Array(MAX_PLY * 4);
  /** Per ply and leader: the killer before the last one, and its top card's owner. */
  private readonly killer2 = new Int32Array(MAX_PLY * 4).fill(-1);
  private readonly killerTop2 = new Int8Array(MAX_PLY * 4);
  /**
   * Per ply: the card that last cut off at a following position, and its trick so far (led
   * suit, winning seat, suit and rank, player to act).
   */
  private readonly fkiller = new Int32Array(MAX_PLY).fill(-1);
  private readonly fctx = new Int32Array(MAX_PLY).fill(-1);
  /** Per ply: who held the top card of the following killer's suit when it cut off. */
  private readonly fTop = new Int8Array(MAX_PLY);
  /**
   * Per ply: the discard that last cut off (the order having missed it), and its looser context
   * (led suit, player to act, owner of the top card of the discard's suit): which card to throw
   * depends less on the trick than other plays.
   */
  private readonly dkiller = new Int32Array(MAX_PLY).fill(-1);
  private readonly dctx = new Int32Array(MAX_PLY).fill(-1);
  /** Per ply and leader: the node `NEAR_LEAD` plies up when the killer was recorded. */
  private readonly killerAnc = new Int32Array(MAX_PLY * 4);
  /** Per ply: the node `NEAR_FOLLOW` plies up when the following killer was recorded. */
  private readonly fAnc = new Int32Array(MAX_PLY);
  /** Per ply and leader: the node `NEAR_LEAD2` plies up when the killer was recorded. */
  private readonly killerAnc2 = new Int32Array(MAX_PLY * 4);

  /**
   * The lead `m` of `leader` cut off at `ply` though it was not the first one tried: it becomes
   * the killer there (the one before it the second killer), with the owner of its suit's top
   * card and the nodes above.
   */
  protected leadCutoff(ply: number, leader: number, m: number): void {
    const k = ply * 4 + leader;
    if (this.killer[k] !== m) {
      this.killer2[k] = this.killer[k];
      this.killerTop2[k] = this.killerTop[k];
    }
    this.killer[k] = m;
    this.killerTop[k] = this.topOwner(m >> 4);
    this.killerAnc[k] = this.ancestor(ply, NEAR_LEAD);
    this.killerAnc2[k] = this.ancestor(ply, NEAR_LEAD2);
  }

  /**
   * The card `m` of `seat` cut off at `ply` though it was not the first one tried, following in
   * the current trick as it was before `m` (led in suit `ls`, won so far by `winSeat` with bit
   * `winBit` of suit `winSuit`): it becomes the following killer for that trick so far, and a
   * discard also the discard killer.
   */
  protected followCutoff(
    ply: number,
    seat: number,
    m: number,
    ls: number,
    winSeat: number,
    winSuit: number,
    winBit: number,
  ): void {
    const s = m >> 4;
    const top = this.topOwner(s);
    this.fkiller[ply] = m;
    this.fctx[ply] = trickContext(ls, winSeat, winSuit, winBit, seat);
    this.fTop[ply] = top;
    this.fAnc[ply] = this.ancestor(ply, NEAR_FOLLOW);
    if (s !== ls && s !== this.trump) {
      this.dkiller[ply] = m;
      this.dctx[ply] = discardContext(ls, seat, top);
    }
  }

  /** Appends one card per run of equivalent cards in holding `h` (others: cards that split runs). */
  private addRuns(mb: number, cnt: number, s: number, h: number, others: number): number {
    // A card starts a run unless the next higher card still around is this hand's own.
    let x = h;
    let prev = 13;
    while (x !== 0) {
      const b = 31 - Math.clz32(x);
      x ^= 1 << b;
      if ((others & ((1 << prev) - (2 << b))) !== 0 || prev === 13) this.moves[mb + cnt++] = (s << 4) | b;
      prev = b;
    }
    return cnt;
  }

  /**
   * The leads of `leader` at `ply` with `nLeft` tricks left, best first, at `moves[ply * MS]`;
   * returns their count. `hint`: the move a table entry remembered (-1: none).
   */
  protected leadMoves(ply: number, leader: number, nLeft: number, hint: number): number {
    const st = this.st;
    const moves = this.moves;
    const trump = this.trump;
    const pd = (leader + 2) & 3;
    const lho = (leader + 1) & 3;
    const rho = (leader + 3) & 3;
    const owner = this.owner;
    let killer = this.killer[ply * 4 + leader];
    // The killer only while the top card of its suit has the owner it had when the killer cut
    // off: with another owner, the lead means something else (a failed first killer lead cost
    // half the nodes of failed first leads; 2.6% / 2.9% fewer nodes).
    if (killer >= 0 && this.topOwner(killer >> 4) !== this.killerTop[ply * 4 + leader]) killer = -1;
    // A killer from a sibling subtree (see `NEAR_LEAD`): in the first session with it, 4.2% /
    // 3.2% fewer nodes on deals 0-29 / 30-59 (the plain killer at +150 or more was worse).
    const killerNear = killer >= 0 && this.isAncestor(this.killerAnc[ply * 4 + leader], ply, NEAR_LEAD);
    // From the same subtree two tricks up: 1.0% / 0.2% fewer nodes.
    const killerNear2 = killer >= 0 && this.isAncestor(this.killerAnc2[ply * 4 + leader], ply, NEAR_LEAD2);
    let killer2 = this.killer2[ply * 4 + leader];
    if (killer2 >= 0 && this.topOwner(killer2 >> 4) !== this.killerTop2[ply * 4 + leader]) killer2 = -1;
    const mb = ply * MS;
    let cnt = 0;
    for (let s = 0; s < 4; s++) {
      const h = st[HANDS + leader * 4 + s];
      if (h === 0) continue;
      const first = cnt;
      const L = st[LIVE + s];
      cnt = this.addRuns(mb, cnt, s, h, L & ~h);
      // The weights of the suit, then of each card in it.
      const top = 31 - Math.clz32(L);
      const side = trump !== NT && s !== trump;
      const hl = st[HANDS + lho * 4 + s];
      const hr = st[HANDS + rho * 4 + s];
      const hp = st[HANDS + pd * 4 + s];
      const lhoRuff = side && hl === 0 && st[HANDS + lho * 4 + trump] !== 0;
      const rhoRuff = side && hr === 0 && st[HANDS + rho * 4 + trump] !== 0;
      const pdRuff = side && hp === 0 && st[HANDS + pd * 4 + trump] !== 0;
      const o1 = owner[s * 13 + top];
      // The top card (only the leader can lead it), a lower card when partner holds the top,
      // and a lower card into the opponents' top card. Below the top card, the lowest card of
      // the suit first (also toward partner's top card: 6% fewer nodes than highest first).
      const topScore = lhoRuff || rhoRuff ? -20 : 60;
      const pdTopScore = lhoRuff ? 0 : 40;
      // Leading into a suit the opponents hold: low cards, from length, not from honours (not
      // when the leader holds the second-highest card left behind left-hand opponent's top).
      const L2 = L & ~(1 << top);
      const oppTopScore =
        -10 + (o1 === lho && (h & (1 << (31 - Math.clz32(L2)))) !== 0 ? -35 : 0) + (o1 === lho ? 20 : -10);
      // The opponents hold the top card and the leader the next two: the higher of the two
      // (DDS's lead of the second-highest card from a sequence).
      let seqLead = -1;
      if (o1 !== leader && o1 !== pd && L2 !== 0 && (h & (1 << (31 - Math.clz32(L2)))) !== 0) {
        const L3 = L2 & ~(1 << (31 - Math.clz32(L2)));
        if (L3 !== 0 && (h & (1 << (31 - Math.clz32(L3)))) !== 0) seqLead = 31 - Math.clz32(L2);
      }
      const o2 = L2 === 0 ? -1 : owner[s * 13 + (31 - Math.clz32(L2))];
      let sc = 0;
      // Don't lead trumps the opponents cannot follow. (A bonus for drawing trumps with the top
      // trump measured worse: the opponents' card count below already favours it.)
      if (s === trump && (hl | hr) === 0) sc -= 100;
      // Not into a top card held behind us (right-hand opponent); yes through left-hand
      // opponent's top card toward partner's second one.
      if ((o1 === rho || o2 === rho) && POPCOUNT[hr] !== 1) sc -= 30;
      else if (o1 === lho && o2 === pd && POPCOUNT[hp] !== 1) sc += 60;
      // Establishing: the opponents hold the top card, our side the next two.
      if (o1 !== leader && o1 !== pd && o2 >= 0 && (o2 & 1) === (leader & 1)) {
        const L3 = L2 & ~(1 << (31 - Math.clz32(L2)));
        if (L3 !== 0 && (owner[s * 13 + (31 - Math.clz32(L3))] & 1) === (leader & 1)) sc += 80;
      }
      // Partner's ruff counts only if right-hand opponent cannot overruff it.
      if (pdRuff && !lhoRuff && !rhoRuff) sc += 50;
      // A singleton toward partner's top card, to be returned for a ruff.
      if (side && POPCOUNT[h] === 1 && st[HANDS + leader * 4 + trump] !== 0 && POPCOUNT[hp] > 1 && o1 === pd)
        sc += 45;
      if (lhoRuff) sc -= 40;
      // An opponent void in the suit without trumps (in no trump: any void) only discards: its
      // void costs less than the free choice counted below (in suit contracts 0.4% / 0.2% fewer
      // nodes, +30 and +90 did less; also in no trump a further 1.0% / 0.8%).
      if (s !== trump && ((hl === 0 && !lhoRuff) || (hr === 0 && !rhoRuff))) sc += 60;
      // A suit partner is void in and cannot ruff: partner only discards, so the lead gains
      // nothing from partner's hand (0.7% fewer nodes).
      if (hp === 0 && (trump === NT || st[HANDS + pd * 4 + trump] === 0)) sc -= 60;
      sc += POPCOUNT[h] * 2 + POPCOUNT[hp] * 3;
      {
        // Smaller trees where the opponents have fewer cards to choose from (a void: any card).
        const cl = POPCOUNT[hl];
        const cr = POPCOUNT[hr];
        sc -= 24 * ((cl === 0 ? nLeft + 1 : cl) + (cr === 0 ? nLeft + 1 : cr));
      }
      for (let i = first; i < cnt; i++) {
        const m = moves[mb + i];
        const b = m & 15;
        let v = sc + (b === top ? topScore : o1 === pd ? pdTopScore - b : oppTopScore - b);
        // Holding the top card with the second one against us: a low card, which gives the
        // opponents a cheap trick, last (1.9% fewer nodes).
        if (o1 === leader && b !== top && o2 !== leader && o2 !== pd) v -= 100;
        // From a sequence below the opponents' top card, its highest card before the low ones
        // (+30: 3.4% / 0.9% fewer nodes; +40 about the same, +60 and +90 less, the same bonus
        // with the third card in partner's hand 6% more).
        if (b === seqLead) v += 30;
        // The table's remembered move and the lead that last refuted at this depth (DDS's best
        // move per depth) weigh about as much as two and four opposing cards: a strong hint,
        // but a suit where the opponents have little choice still comes first. (The killer at
        // +90 since it is checked against its suit's top card and kept when the first lead cuts
        // off: 3.3% / 1.5% fewer nodes than +70; +80, +100 and +120 did no better.)
        if (m === hint) v += 40;
        if (m === killer) v += killerNear ? NEAR_LEAD_WEIGHT : killerNear2 ? NEAR_LEAD2_WEIGHT : 90;
        // The killer before it, as a tie-breaker among close suits (0.6% / 0.8% fewer nodes;
        // weighing it +35 or +55 did less or worse on deals 30-59).
        else if (m === killer2) v += 20;
        moves[mb + i] = (v << 12) | ((15 - i) << 8) | m;
      }
    }
    this.sortMoves(mb, cnt);
    return cnt;
  }

  /**
   * The cards the player `seat` may play at `ply` as the `pos`-th card (1..3) of the current
   * trick, best first, at `moves[ply * MS]`; returns their count.
   */
  protected followMoves(ply: number, seat: number, pos: number): number {
    const st = this.st;
    const trump = this.trump;
    const mb = ply * MS;
    const ls = this.leadSuit;
    const hl = st[HANDS + seat * 4 + ls];
    let cnt = 0;
    if (hl !== 0) cnt = this.addRuns(mb, cnt, ls, hl, (st[LIVE + ls] & ~hl) | st[TRICK + ls]);
    else
      for (let s = 0; s < 4; s++) {
        const h = st[HANDS + seat * 4 + s];
        if (h !== 0) cnt = this.addRuns(mb, cnt, s, h, (st[LIVE + s] & ~h) | st[TRICK + s]);
      }
    if (cnt === 1) return 1;
    const winSuit = this.winSuit;
    const winBit = this.winBit;
    const winSeat = this.winSeat;
    const pdWinning = (winSeat & 1) === (seat & 1);
    // The card that last cut off in the same trick so far (the same cards led and winning, the
    // same player to act), nearly first (+80; +100 and +60 did less on one set of deals):
    // unlike a killer per depth alone, which made things much worse (without the winning rank
    // in the context: 2.5 times the nodes).
    let fk = this.fctx[ply] === trickContext(ls, winSeat, winSuit, winBit, seat) ? this.fkiller[ply] : -1;
    // As for the lead's killer, only while the top card of its suit has the same owner (0.5% /
    // 0.6% fewer nodes).
    if (fk >= 0 && this.topOwner(fk >> 4) !== this.fTop[ply]) fk = -1;
    const fNear = fk >= 0 && this.isAncestor(this.fAnc[ply], ply, NEAR_FOLLOW);
    // The discard killer likewise only while its suit's top card has the same owner (0.3% /
    // 0.1% fewer nodes).
    let dk = hl === 0 ? this.dkiller[ply] : -1;
    if (dk >= 0 && this.dctx[ply] !== discardContext(ls, seat, this.topOwner(dk >> 4))) dk = -1;
    if (pos === 3 && hl !== 0) {
      // Fourth hand following suit (the scores below, without scoring): the cheapest card that
      // wins the trick first, then the low cards, lowest first. The runs come highest first.
      const moves = this.moves;
      let w = 0;
      if (!pdWinning && winSuit === ls) while (w < cnt && (moves[mb + w] & 15) > winBit) w++;
      this.reverseMoves(mb, mb + w - 1);
      this.reverseMoves(mb + w, mb + cnt - 1);
      if (fk >= 0) {
        // The following killer comes first among the winners, or first among the low cards.
        let i = 0;
        while (i < cnt && moves[mb + i] !== fk) i++;
        if (i < cnt) {
          const to = i < w ? 0 : w;
          for (let j = i; j > to; j--) moves[mb + j] = moves[mb + j - 1];
          moves[mb + to] = fk;
        }
      }
      return cnt;
    }
    // The opponents still to play: their highest card in the led suit, and whether one of them
    // could ruff (void in the led suit, holding trumps).
    let oppTop = -1;
    let oppRuff = false;
    let oppRuffTop = -1;
    // Does the current winner beat everything the players still to come can play?
    let winnerSafe = true;
    for (let p = pos + 1, q = (seat + 1) & 3; p < 4; p++, q = (q + 1) & 3) {
      const hq = st[HANDS + q * 4 + ls];
      const qTrumps = trump === NT ? 0 : st[HANDS + q * 4 + trump];
      if (hq !== 0) {
        const t = 31 - Math.clz32(hq);
        if ((q & 1) !== (seat & 1) && t > oppTop) oppTop = t;
        if ((q & 1) !== (winSeat & 1) && winSuit === ls && t > winBit) winnerSafe = false;
      } else if (qTrumps !== 0) {
        if ((q & 1) !== (seat & 1)) {
          oppRuff = true;
          if (31 - Math.clz32(qTrumps) > oppRuffTop) oppRuffTop = 31 - Math.clz32(qTrumps);
        }
        if ((q & 1) !== (winSeat & 1) && (winSuit === ls || qTrumps >> (winBit + 1) !== 0))
          winnerSafe = false;
      }
    }
    const lsRuffable = oppRuff && ls !== trump;
    // Second or third hand: a card above the next hand's second-highest forces out its top card.
    let forceAbove = 99;
    if (pos < 3) {
      const hn = st[HANDS + (((seat + 1) & 3) * 4 + ls)];
      if ((hn & (hn - 1)) !== 0) forceAbove = 31 - Math.clz32(hn ^ (1 << (31 - Math.clz32(hn))));
    }
    // Second hand: partner, last to play, beats the lead and third hand's cards anyway.
    let pdWins = false;
    if (pos === 1 && !lsRuffable) {
      const hp = st[HANDS + (((seat + 2) & 3) * 4 + ls)];
      if (hp !== 0) {
        const t = 31 - Math.clz32(hp);
        pdWins = t > winBit && t > oppTop;
      }
    }
    for (let i = 0; i < cnt; i++) {
      const m = this.moves[mb + i];
      const s = m >> 4;
      const b = m & 15;
      let sc: number;
      if (s === ls) {
        if ((pdWinning && winnerSafe) || pdWins) sc = -b;
        else if ((s === winSuit && b > winBit) || (s === trump && winSuit !== trump)) {
          // Win as cheaply as is safe: the lowest card that also beats the players still to come.
          // Otherwise second hand still beats the lead as cheaply as it can before playing low
          // (third hand must then spend a higher card: 10% fewer nodes than ducking first), and
          // third hand plays high to force out fourth hand's top card, preferring the cheapest
          // card above fourth hand's second-highest, then the cheapest card that beats the lead
          // (2.4% fewer nodes than the highest).
          const safe = b > oppTop && !lsRuffable;
          sc = safe ? 100 - b : pos === 1 ? 20 - b : b > forceAbove ? 70 - b : 40 - b;
          // Second hand below third hand's top card: a card that does not even force it out
          // comes after the low cards (1.9% fewer nodes).
          if (!safe && pos === 1 && 31 - Math.clz32(hl) <= oppTop && b <= forceAbove) sc = -20 - b;
        } else sc = -b;
      } else if (s === trump) {
        if ((pdWinning && winnerSafe) || pdWins) sc = -60 - b;
        else if (winSuit !== trump || b > winBit) {
          // A ruff that an opponent still to play can overruff comes after one that it cannot.
          sc = oppRuffTop > b ? 60 - b : 80 - b;
        } else sc = -70 - b;
      } else {
        // Discard: low cards from suits with no winners.
        const top = 31 - Math.clz32(st[LIVE + s] | st[TRICK + s]);
        const len = POPCOUNT[st[HANDS + seat * 4 + s]];
        sc = -b - (b === top ? 30 : 0) + 5 * len;
        // A suit nobody else holds any more first: its cards guard nothing and leave every
        // other hand's choices as they were (though they are winners once on lead; 0.2% / 0.5%
        // fewer nodes; penalising it instead measured 0.9% more).
        if ((st[LIVE + s] & ~st[HANDS + seat * 4 + s]) === 0) sc += 40;
        // A singleton side-suit discard by a player with trumps makes a void to ruff later, if
        // the opponents still hold the suit (1.8% fewer nodes); more weakly a doubleton by a
        // player with two trumps or more.
        if (
          trump !== NT &&
          (st[HANDS + (((seat + 1) & 3) * 4 + s)] | st[HANDS + (((seat + 3) & 3) * 4 + s)]) !== 0
        ) {
          const trumps = POPCOUNT[st[HANDS + seat * 4 + trump]];
          if (len === 1 && trumps >= 1) sc += 30;
          else if (len === 2 && trumps >= 2) sc += 10;
        }
      }
      // A discard as following killer only +30: discards' scores lie close together, and a
      // discard that refuted one trick rarely refutes the next one as well (0.7% / 1.0% fewer
      // nodes than +80; +20, +40 and +55 did less, +150 worse).
      if (m === fk) sc += fNear ? NEAR_FOLLOW_WEIGHT : s !== ls && s !== trump ? 30 : 80;
      // Else the last discard that cut off after the same lead by the same player, as a
      // tie-breaker among discards (0.8% / 1.3% fewer nodes; +5 and +20 did less, +40 worse).
      else if (m === dk) sc += 10;
      this.moves[mb + i] = (sc << 12) | ((15 - i) << 8) | m;
    }
    this.sortMoves(mb, cnt);
    return cnt;
  }

  /** The node `up` plies above `ply` (its serial number), -1 above the root. */
  private ancestor(ply: number, up: number): number {
    return ply >= up ? this.nodeId[ply - up] : -1;
  }

  /** Was `anc` (recorded with `ancestor`) the node `up` plies above `ply` now? */
  private isAncestor(anc: number, ply: number, up: number): boolean {
    return ply >= up && anc === this.nodeId[ply - up];
  }

  /** Reverses `moves[from..to]`. */
  private reverseMoves(from: number, to: number): void {
    const mv = this.moves;
    for (let i = from, j = to; i < j; i++, j--) {
      const t = mv[i];
      mv[i] = mv[j];
      mv[j] = t;
    }
  }

  /**
   * Sorts the scored moves, best first, and strips the scores. A scored move is `score << 12 |
   * (15 - index) << 8 | move`: one int per move, ties kept in generation order.
   */
  private sortMoves(mb: number, cnt: number): void {
    const mv = this.moves;
    for (let i = 1; i < cnt; i++) {
      const x = mv[mb + i];
      let j = i - 1;
      while (j >= 0 && mv[mb + j] < x) {
        mv[mb + j + 1] = mv[mb + j];
        j--;
      }
      mv[mb + j + 1] = x;
    }
    for (let i = 0; i < cnt; i++) mv[mb + i] &= 255;
  }
}

/** The trick so far as a following killer's context: led suit, winner's seat, suit and rank, player to act. */
function trickContext(ls: number, winSeat: number, winSuit: number, winBit: number, seat: number): number {
  return ls | (winSeat << 2) | (winBit << 4) | (winSuit << 8) | (seat << 12);
}

/** A discard killer's context: led suit, player to act, owner of the discard suit's top card (-1: none left). */
function discardContext(ls: number, seat: number, topOwner: number): number {
  return ls | (seat << 2) | (topOwner << 4);
}
