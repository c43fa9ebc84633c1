/**
 * An independent count of Bondtolva's phase-1 action sequences, written from the rule book
 * (bondtolva.md) with none of the engine's modules: cards are plain strings, the state a small
 * object. The perft test checks the engine against it. Phase 1 only (while the stock lasts).
 */

/** Higher first within a suit: A, 10, K, Q, J, 9. */
const ORDER = 'ATKQJ9';
const higher = (a: string, b: string) => ORDER.indexOf(a[1]) < ORDER.indexOf(b[1]);

interface Ref {
  hands: [string[], string[]];
  stock: string[];
  leader: number;
  trick: Array<[number, string]>;
  trump: string | null;
  tjogMade: boolean;
  /** The trick winner whose declaration choice is awaited. */
  waiting: number | null;
}

/** The deal of `deck` (card strings, deck order) by `dealer`: one at a time from the non-dealer. */
export function refDeal(deck: readonly string[], dealer: number): Ref {
  const pack = [...'SHDC'].flatMap((s) => [...ORDER].map((r) => s + r));
  if (deck.length !== 24 || new Set(deck).size !== 24 || deck.some((c) => !pack.includes(c)))
    throw new Error('not the 24-card pack');
  const hands: [string[], string[]] = [[], []];
  for (let i = 0; i < 12; i++) hands[(dealer + 1 + i) % 2].push(deck[i]);
  return {
    hands,
    stock: deck.slice(12),
    leader: (dealer + 1) % 2,
    trick: [],
    trump: null,
    tjogMade: false,
    waiting: null,
  };
}

const pairSuits = (hand: readonly string[]) =>
  [...'SHDC'].filter((s) => hand.includes(`${s}K`) && hand.includes(`${s}Q`));

/** Every action of the player to act, each with the state it leads to. */
function moves(r: Ref): Array<[string, Ref]> {
  if (r.waiting !== null) {
    const w = r.waiting;
    const decls =
      r.trump === null
        ? pairSuits(r.hands[w]).map((s) => `trumf:${s}`)
        : pairSuits(r.hands[w])
            .filter((s) => s !== r.trump)
            .map((s) => `tjog:${s}`);
    return [...decls, 'pass'].map((a) => {
      const [kind, suit] = a.split(':');
      const next: Ref = { ...r, hands: [[...r.hands[0]], [...r.hands[1]]], waiting: null, leader: w };
      if (kind === 'trumf') next.trump = suit;
      if (kind === 'tjog') next.tjogMade = true;
      next.hands[w].push(r.stock[0]);
      next.hands[1 - w].push(r.stock[1]);
      next.stock = r.stock.slice(2);
      return [a, next];
    });
  }
  const seat = r.trick.length === 0 ? r.leader : 1 - r.leader;
  return r.hands[seat].map((card) => {
    const hands: [string[], string[]] = [[...r.hands[0]], [...r.hands[1]]];
    hands[seat] = hands[seat].filter((c) => c !== card);
    const trick: Array<[number, string]> = [...r.trick, [seat, card]];
    if (trick.length < 2) return [card, { ...r, hands, trick }];
    const [[lead, led], [, second]] = trick;
    const trumps = r.trump !== null && second[0] === r.trump && led[0] !== r.trump;
    const winner = trumps || (second[0] === led[0] && higher(second, led)) ? 1 - lead : lead;
    const free = r.trump === null || !r.tjogMade;
    if (free) return [card, { ...r, hands, trick: [], leader: winner, waiting: winner }];
    hands[winner].push(r.stock[0]);
    hands[1 - winner].push(r.stock[1]);
    return [card, { ...r, hands, trick: [], leader: winner, stock: r.stock.slice(2) }];
  });
}

/** Action sequences of length `depth` from `r`, all within phase 1. */
export function refPerft(r: Ref, depth: number): number {
  if (depth === 0) return 1;
  if (r.stock.length === 0) throw new Error('the reference covers phase 1 only');
  let n = 0;
  for (const [, next] of moves(r)) n += refPerft(next, depth - 1);
  return n;
}
