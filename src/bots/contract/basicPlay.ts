import { type Card, formatCard, rankOf, suitOf, trustedCard } from '../../cards/card.js';
import type { Seat, TrickView } from '../../engine/game.js';
import { trickWinnerIndex } from '../../engine/trick.js';
import { openingLead } from './openingLead.js';
import { attitudeFollow, encouragingDiscard, isDefender, partnerSignals } from './signals.js';

/**
 * The basic bot's card play, by the classic rules: second hand low, third hand high (as
 * cheaply as it wins), cover an honour with an honour, win cheaply, don't overtake partner,
 * ruff when an opponent is winning, discard low; declarer draws trumps and cashes winners;
 * lead partner's suit, top of a sequence, or low from the longest suit. Defenders give attitude
 * signals (`signals.ts`) and lead a suit partner encouraged. It sees only what the view shows:
 * its hand, dummy when face up, the tricks played and the auction.
 */
export interface PlayInput {
  /** The seat whose card is due (dummy's seat when declarer plays from dummy). */
  seat: Seat;
  hand: readonly Card[];
  /** The partner's hand when visible (dummy, or declarer's hand seen from dummy's seat never is). */
  partnerHand: readonly Card[] | null;
  legal: readonly string[];
  tricks: readonly TrickView[];
  /** Suit index of trumps, null in no trump. */
  trump: number | null;
  declarer: Seat;
  /** Suits partner bid in the auction (suit indices), first bid first. */
  partnerSuits: number[];
  /** For the opening lead: the least length partner's calls, and declarer's side's, showed in each suit. */
  partnerShown?: readonly number[];
  theirShown?: readonly number[];
}

const partnerOf = (s: Seat): Seat => (s + 2) % 4;
const lowest = (cards: readonly Card[]): Card => cards.reduce((a, b) => (rankOf(b) < rankOf(a) ? b : a));
const highest = (cards: readonly Card[]): Card => cards.reduce((a, b) => (rankOf(b) > rankOf(a) ? b : a));
const inSuit = (cards: readonly Card[], suit: number): Card[] => cards.filter((c) => suitOf(c) === suit);

export function chooseCard(input: PlayInput): string {
  const legal = input.legal.map(trustedCard);
  if (legal.length === 1) return formatCard(legal[0]);
  const played = new Set<Card>();
  for (const t of input.tricks) for (const [, c] of t.cards) played.add(trustedCard(c));
  const open = input.tricks.length && input.tricks[input.tricks.length - 1].winner === undefined;
  const current = open ? input.tricks[input.tricks.length - 1] : null;
  const ctx: Ctx = { ...input, legalCards: legal, played };
  const chosen = current && current.cards.length > 0 ? follow(ctx, current) : lead(ctx);
  return formatCard(chosen);
}

interface Ctx extends PlayInput {
  legalCards: Card[];
  played: Set<Card>;
}

/** True when no card outside our hands that could still be played beats `c` in its suit. */
function isMaster(ctx: Ctx, c: Card): boolean {
  const ours = new Set([...ctx.hand, ...(ctx.partnerHand ?? [])]);
  for (let r = rankOf(c) + 1; r <= 14; r++) {
    const higher = suitOf(c) * 13 + (r - 2);
    if (!ctx.played.has(higher) && !ours.has(higher)) return false;
  }
  return true;
}

/** Trumps not yet played and not in our (visible) hands: the ones the opponents may hold. */
function outstandingTrumps(ctx: Ctx): number {
  if (ctx.trump === null) return 0;
  let n = 13;
  for (const c of ctx.played) if (suitOf(c) === ctx.trump) n--;
  n -= inSuit(ctx.hand, ctx.trump).length;
  if (ctx.partnerHand) n -= inSuit(ctx.partnerHand, ctx.trump).length;
  return n;
}

function lead(ctx: Ctx): Card {
  const cards = ctx.legalCards;
  const declaring = ctx.seat === ctx.declarer || ctx.seat === partnerOf(ctx.declarer);
  const nonTrump = ctx.trump === null ? cards : cards.filter((c) => suitOf(c) !== ctx.trump);
  if (!declaring && ctx.played.size === 0 && ctx.partnerShown && ctx.theirShown)
    return openingLead(
      { hand: ctx.hand, trump: ctx.trump, partnerShown: ctx.partnerShown, theirShown: ctx.theirShown },
      cards,
    );
  if (declaring && ctx.trump !== null) {
    const trumps = inSuit(cards, ctx.trump);
    // Draw trumps while the opponents may hold some and we keep at least one for later.
    if (trumps.length >= 2 && outstandingTrumps(ctx) > 0) {
      const top = highest(trumps);
      return isMaster(ctx, top) ? top : lowest(trumps);
    }
  }
  // Cash a winner outside trumps.
  const masters = nonTrump.filter((c) => isMaster(ctx, c));
  if (masters.length && (declaring || ctx.tricks.length > 0)) return highest(masters);
  const signals = partnerSignals(ctx.tricks, ctx.seat, ctx.declarer, ctx.trump);
  if (!declaring) {
    const encouraged = [0, 1, 2, 3].filter((suit) => signals[suit] === 1);
    for (const suit of [...encouraged, ...ctx.partnerSuits]) {
      const mine = inSuit(cards, suit);
      if (mine.length && suit !== ctx.trump)
        return mine.length <= 2 ? highest(mine) : topOfSequenceOrLow(mine);
    }
  }
  const pool = nonTrump.length ? nonTrump : cards;
  const welcome = pool.filter((c) => signals[suitOf(c)] !== -1);
  return topOfSequenceOrLow(longestStrongestSuit(welcome.length ? welcome : pool));
}

/** The cards of the longest suit in `cards` (ties: the one with more high cards). */
function longestStrongestSuit(cards: readonly Card[]): Card[] {
  let best: Card[] = [];
  let bestScore = -1;
  for (let s = 0; s < 4; s++) {
    const suit = inSuit(cards, s);
    const score = suit.length * 100 + suit.reduce((sum, c) => sum + rankOf(c), 0);
    if (suit.length && score > bestScore) {
      best = suit;
      bestScore = score;
    }
  }
  return best;
}

/** Top of a sequence of two touching honours (AK, KQ, QJ, JT), otherwise the fourth best or lowest. */
function topOfSequenceOrLow(suit: readonly Card[]): Card {
  const sorted = [...suit].sort((a, b) => rankOf(b) - rankOf(a));
  if (sorted.length >= 2 && rankOf(sorted[0]) >= 10 && rankOf(sorted[0]) - rankOf(sorted[1]) === 1)
    return sorted[0];
  if (sorted.length >= 4) return sorted[3];
  return sorted[sorted.length - 1];
}

function follow(ctx: Ctx, trick: TrickView): Card {
  const cards = ctx.legalCards;
  const played = trick.cards.map(([, c]) => trustedCard(c));
  const led = suitOf(played[0]);
  const winIdx = trickWinnerIndex(played, ctx.trump);
  const winningSeat = trick.cards[winIdx][0];
  const winningCard = played[winIdx];
  const partnerWinning = winningSeat === partnerOf(ctx.seat);
  const lastToPlay = played.length === 3;
  const beats = (c: Card) => trickWinnerIndex([...played, c], ctx.trump) === played.length;
  const winners = cards.filter(beats);
  const cheapestWinner = winners.length
    ? winners.reduce((a, b) => (cheaperWin(a, b, ctx.trump) ? a : b))
    : null;
  const following = suitOf(cards[0]) === led && cards.every((c) => suitOf(c) === led);
  const defending = isDefender(ctx.seat, ctx.declarer);
  // Not trying to win a trick partner led: a defender shows attitude instead of playing lowest.
  const giveUp = () =>
    defending && trick.cards[0][0] === partnerOf(ctx.seat)
      ? attitudeFollow(ctx.hand, cards, played, ctx.trump)
      : lowest(cards);

  if (following) {
    if (partnerWinning && (lastToPlay || isMaster(ctx, winningCard))) return giveUp();
    if (played.length === 1) {
      // Second hand low — but cover an honour with an honour.
      if (rankOf(played[0]) >= 11 && cheapestWinner !== null && rankOf(cheapestWinner) >= 11)
        return cheapestWinner;
      return lowest(cards);
    }
    // Third hand high, fourth hand win cheaply; as cheaply as it wins.
    if (cheapestWinner !== null && !partnerWinning) return cheapestWinner;
    return giveUp();
  }
  // Cannot follow: ruff when an opponent is winning, else discard low.
  if (!partnerWinning || (!lastToPlay && !isMaster(ctx, winningCard))) {
    const ruffs = ctx.trump === null ? [] : inSuit(winners, ctx.trump);
    if (ruffs.length) return lowest(ruffs);
  }
  return discard(ctx, cards);
}

/** The lower of two winning cards (a trump counts above any card of another suit). */
function cheaperWin(a: Card, b: Card, trump: number | null): boolean {
  const ta = suitOf(a) === trump;
  const tb = suitOf(b) === trump;
  if (ta !== tb) return !ta;
  return rankOf(a) <= rankOf(b);
}

/**
 * Discard: a defender encourages a suit it holds A, K or Q in with a spare high spot card;
 * otherwise the lowest card of the longest non-trump suit, keeping winners.
 */
function discard(ctx: Ctx, cards: readonly Card[]): Card {
  if (isDefender(ctx.seat, ctx.declarer)) {
    const signal = encouragingDiscard(ctx.hand, cards, ctx.trump);
    if (signal !== null && !isMaster(ctx, signal)) return signal;
  }
  const nonTrump = cards.filter((c) => suitOf(c) !== ctx.trump);
  const pool = nonTrump.length ? nonTrump : cards;
  const losers = pool.filter((c) => !isMaster(ctx, c));
  const from = losers.length ? losers : pool;
  let best: Card = from[0];
  let bestKey = -1;
  for (const c of from) {
    const key = inSuit(cards, suitOf(c)).length * 100 - rankOf(c);
    if (key > bestKey) {
      best = c;
      bestKey = key;
    }
  }
  return best;
}
