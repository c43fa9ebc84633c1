import { type Card, rankOf, suitOf } from '../../cards/card.js';

/**
 * A plain card-play heuristic for trick games with partnerships (seat % 2) or without
 * (`partnered: false`): second hand low, third hand high, win as cheaply as possible, ruff when
 * the trick is the opponents', discard the lowest card of the weakest suit. The strong bots use
 * it where search is too expensive (early tricks) and inside rollouts.
 */
export interface TrickSituation {
  hand: readonly Card[];
  /** Cards legal now (a subset of hand). */
  legal: readonly Card[];
  trick: readonly Card[];
  /** Seats of the trick's cards, in order. */
  trickSeats: readonly number[];
  seat: number;
  trump: number | null;
  seats: number;
  partnered: boolean;
  /** Whether this seat wants the trick (selbu: only while short of its bid). */
  wantTrick?: boolean;
}

export function beats(a: Card, b: Card, trump: number | null): boolean {
  if (suitOf(a) === suitOf(b)) return rankOf(a) > rankOf(b);
  return trump !== null && suitOf(a) === trump;
}

export function currentWinner(trick: readonly Card[], trump: number | null): number {
  let w = 0;
  for (let i = 1; i < trick.length; i++) if (beats(trick[i], trick[w], trump)) w = i;
  return w;
}

const lowest = (cards: readonly Card[]) => cards.reduce((a, b) => (rankOf(b) < rankOf(a) ? b : a));
const highest = (cards: readonly Card[]) => cards.reduce((a, b) => (rankOf(b) > rankOf(a) ? b : a));

function cheapestWinner(legal: readonly Card[], best: Card, trump: number | null): Card | null {
  const winners = legal.filter((c) => beats(c, best, trump));
  if (!winners.length) return null;
  // Prefer following suit over ruffing, then the lowest rank.
  const follow = winners.filter((c) => suitOf(c) === suitOf(best));
  return lowest(follow.length ? follow : winners);
}

function discard(legal: readonly Card[], hand: readonly Card[], trump: number | null): Card {
  const nonTrump = legal.filter((c) => suitOf(c) !== trump);
  const pool = nonTrump.length ? nonTrump : legal;
  // The lowest card of the suit with the fewest high cards and the most length to spare.
  const strength = (s: number) =>
    hand.filter((c) => suitOf(c) === s).reduce((t, c) => t + Math.max(0, rankOf(c) - 10), 0);
  return pool.reduce((a, b) => {
    const sa = strength(suitOf(a));
    const sb = strength(suitOf(b));
    if (sa !== sb) return sb < sa ? b : a;
    return rankOf(b) < rankOf(a) ? b : a;
  });
}

function lead(sit: TrickSituation): Card {
  const { legal, hand, trump } = sit;
  // Top of a sequence of honours (A-K, K-Q, …) first: safe and it sets up tricks.
  for (const c of [...legal].sort((a, b) => rankOf(b) - rankOf(a))) {
    const r = rankOf(c);
    if (r >= 12 && (r === 14 || hand.includes(c + 1)) && hand.includes(c - 1)) return c;
  }
  const aces = legal.filter((c) => rankOf(c) === 14 && suitOf(c) !== trump);
  if (aces.length) return aces[0];
  // Otherwise a low card of the longest side suit.
  const bySuit = new Map<number, Card[]>();
  for (const c of legal)
    if (suitOf(c) !== trump || legal.every((x) => suitOf(x) === trump))
      bySuit.set(suitOf(c), [...(bySuit.get(suitOf(c)) ?? []), c]);
  let best: Card[] = [];
  for (const cards of bySuit.values()) if (cards.length > best.length) best = cards;
  return best.length ? lowest(best) : lowest(legal);
}

export function heuristicCard(sit: TrickSituation): Card {
  const { legal, trick, trump } = sit;
  if (legal.length === 1) return legal[0];
  const want = sit.wantTrick ?? true;
  if (trick.length === 0) return want ? lead(sit) : lowest(legal);
  const w = currentWinner(trick, trump);
  const best = trick[w];
  const partnerWinning = sit.partnered && sit.trickSeats[w] % 2 === sit.seat % 2;
  const last = trick.length === sit.seats - 1;
  if (!want) {
    // Duck: the highest card that does not win, else the lowest.
    const losers = legal.filter((c) => !beats(c, best, trump));
    return losers.length ? highest(losers) : lowest(legal);
  }
  if (partnerWinning && (last || rankOf(best) >= 13 || (trump !== null && suitOf(best) === trump))) {
    const follow = legal.filter((c) => suitOf(c) === suitOf(trick[0]));
    return follow.length ? lowest(follow) : discard(legal, sit.hand, trump);
  }
  const win = cheapestWinner(legal, best, trump);
  const secondHand = trick.length === 1 && sit.seats === 4;
  if (win !== null && !(secondHand && suitOf(win) === suitOf(best) && rankOf(win) < 13)) return win;
  const follow = legal.filter((c) => suitOf(c) === suitOf(trick[0]));
  return follow.length ? lowest(follow) : discard(legal, sit.hand, trump);
}
