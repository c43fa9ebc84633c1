import { parseCall, strainSuit } from '../../cards/call.js';
import { type Card, isColon, type Suit, suitOf, trustedCard, trustedCards } from '../../cards/card.js';
import { type Rng, shuffle } from '../../cards/rng.js';
import { type Auction, type Contract, parseContractText } from '../../engine/auction.js';
import type { Seat } from '../../engine/game.js';
import { sampleHidden } from '../../engine/sampling.js';
import { type Trick, trickFromView } from '../../engine/trick.js';
import { JUMP_LENGTH, lowestLevel, SUIT_BID_LENGTH, suitCounts } from './bidding.js';
import { BRIDGETTE_PACK, colonOfGroup, inColonGroup } from './cards.js';
import { leadBanAfter } from './play.js';
import type { BridgetteState, DealState } from './state.js';
import type { BridgetteView } from './view.js';

const ALL_COLONS: readonly Card[] = BRIDGETTE_PACK.filter(isColon);

/** What `seat` has shown it no longer holds: suits, and colons. */
export interface Shown {
  voids: Set<Suit>;
  absentColons: Set<Card>;
}

/**
 * What `seat`'s plays show it holds no more of: a suit card off the led suit shows a void in
 * it (only a colon may be played while holding the suit led); a colon played where no colon
 * may be (off its group, or on a led colon when that is forbidden) is the no-legal-card
 * fallback: the hand held no suit card at all, and off its group no colon of the led card's
 * group either (that colon would have been the one legal card); and leading the suit a lead ban forbade shows a
 * hand of that suit only (no other card, no colon, could be led).
 */
export function shownByPlay(tricks: readonly Trick[], seat: Seat, colonOnColonAllowed: boolean): Shown {
  const voids = new Set<Suit>();
  const absentColons = new Set<Card>();
  const allBut = (keep: Suit | null) => {
    for (const s of [0, 1, 2, 3] as Suit[]) if (s !== keep) voids.add(s);
  };
  for (let k = 0; k < tricks.length; k++) {
    const t = tricks[k];
    const i = t.seats.indexOf(seat);
    if (i === 0) {
      const ban = leadBanAfter(tricks[k - 1]);
      const lead = t.cards[0];
      if (ban && ban.seat === seat && !isColon(lead) && suitOf(lead) === ban.suit) {
        allBut(ban.suit);
        for (const c of ALL_COLONS) absentColons.add(c);
      }
      continue;
    }
    if (i !== 1) continue;
    const [lead, card] = t.cards;
    if (isColon(lead)) {
      if (isColon(card) && !colonOnColonAllowed) allBut(null);
      continue;
    }
    if (!isColon(card)) {
      if (suitOf(card) !== suitOf(lead)) voids.add(suitOf(lead));
    } else if (!inColonGroup(card, lead)) {
      allBut(null);
      absentColons.add(colonOfGroup(lead));
    }
  }
  return { voids, absentColons };
}

/** Draws of the hidden cards tried against the opponent's bids before they are built in. */
const AUCTION_TRIES = 24;

/** Cards per suit a hand held at least (S H D C), and of some suit at least `someSuit`. */
export interface ShownLengths {
  atLeast: number[];
  someSuit: number;
}

/**
 * What `seat`'s bids show of the hand it called with (the bidding limits): at least so many
 * cards of each suit, and of some suit at least `someSuit` (a jump in NT).
 */
export function shownLengths(auction: Auction, seat: Seat): ShownLengths {
  const atLeast = [0, 0, 0, 0];
  let someSuit = 0;
  for (let i = 0; i < auction.calls.length; i++) {
    const { seat: by, call } = auction.calls[i];
    if (by !== seat || call.kind !== 'bid') continue;
    const jump = call.level > lowestLevel({ ...auction, calls: auction.calls.slice(0, i) }, call.strain);
    const suit = strainSuit(call.strain);
    if (suit !== null) {
      atLeast[suit] = Math.max(atLeast[suit], jump ? JUMP_LENGTH : SUIT_BID_LENGTH);
    } else {
      for (let s = 0; s < 4; s++) atLeast[s] = Math.max(atLeast[s], 1);
      if (jump) someSuit = JUMP_LENGTH;
    }
  }
  return { atLeast, someSuit };
}

/** Does a hand hold what its bids showed (`shownLengths`), so that each of them was allowed? */
function holdsShownLengths(held: readonly Card[], shown: ShownLengths): boolean {
  const counts = suitCounts(held);
  return (
    counts.every((n, s) => n >= shown.atLeast[s]) &&
    (shown.someSuit === 0 || Math.max(...counts) >= shown.someSuit)
  );
}

/**
 * Cards to put in the opponent's hand first so that the hand it called with allowed its bids:
 * when random draws keep breaking them (long suits bid with few unseen cards left), each suit
 * is filled up to what the bids show from the unseen cards it may hold. Empty when the bids
 * cannot be met (a contradictory view): the draw then goes without them.
 */
function cardsTheBidsNeed(
  unknown: readonly Card[],
  mayHold: (c: Card) => boolean,
  played: readonly Card[],
  shown: ShownLengths,
  room: number,
  rng: Rng,
): Card[] {
  const have = suitCounts(played);
  const need = shown.atLeast.map((n, s) => Math.max(0, n - have[s]));
  const pools = [0, 1, 2, 3].map((s) =>
    shuffle(
      unknown.filter((c) => !isColon(c) && suitOf(c) === s && mayHold(c)),
      rng,
    ),
  );
  if (shown.someSuit > 0 && !have.some((n, s) => n + need[s] >= shown.someSuit)) {
    const open = [0, 1, 2, 3].filter((s) => have[s] + pools[s].length >= shown.someSuit);
    if (open.length) {
      const s = open[rng.int(open.length)];
      need[s] = shown.someSuit - have[s];
    }
  }
  if (need.some((n, s) => n > pools[s].length)) return [];
  const forced = pools.flatMap((pool, s) => pool.slice(0, need[s]));
  return forced.length <= room ? forced : [];
}

/**
 * A full Bridgette state consistent with what the view's seat sees and may infer: the
 * opponent's hand, its discards and the stock drawn from the unseen cards, so that the upcard
 * is where it must be (with the non-dealer, who took it), voids shown in play hold, and the
 * hand the opponent called with allowed each of its bids (the bidding limits). Null before the
 * auction (the exchange is not resampled) and for spectators.
 */
export function resampleBridgette(view: BridgetteView, rng: Rng): BridgetteState | null {
  if (view.phase !== 'play' && view.phase !== 'auction') return null;
  if (view.seat === null || !view.upcard) return null;
  let contract: Contract | null = null;
  if (view.phase === 'play') {
    if (view.contract === null || view.declarer === null) return null;
    const read = parseContractText(view.contract);
    if (!read) return null;
    contract = { ...read, declarer: view.declarer };
  }
  const me = view.seat;
  const opp = 1 - me;
  const mine = trustedCards(view.hands[me] ?? []);
  const ownDiscards = trustedCards(view.ownDiscards ?? []);
  const tricks = view.tricks.map(trickFromView);
  const played = tricks.flatMap((t) => t.cards);
  const oppPlayed = tricks.flatMap((t) => t.cards.filter((_, i) => t.seats[i] === opp));
  const seen = new Set<Card>([...mine, ...ownDiscards, ...played]);
  const unknown = BRIDGETTE_PACK.filter((c) => !seen.has(c));
  const oppNeed = view.handCounts[opp];
  // A seat keeps 13 cards, so it discarded as many as it drew.
  const oppDiscards = view.drawn[opp];
  const rest = unknown.length - oppNeed - oppDiscards;
  const calls = view.auction.map(([seat, text]) => {
    const c = parseCall(text);
    if (!c.ok) throw new Error(`expected a call, got "${text}"`);
    return { seat, call: c.value };
  });
  const auction: Auction = { seats: 2, first: view.dealer, calls };
  const upcard = trustedCard(view.upcard);
  // The non-dealer took the upcard: with the opponent, it is in its hand or its discards.
  const upcardWithOpp = view.dealer === me;
  const shown = shownByPlay(tricks, opp, view.colonOnColon === 'allowed');
  const allowed = (group: number, c: Card): boolean => {
    if (upcardWithOpp && c === upcard && group === 2) return false;
    if (group !== 0) return true;
    return isColon(c) ? !shown.absentColons.has(c) : !shown.voids.has(suitOf(c));
  };
  // The hand the opponent bid with: what it holds now and what it has played since.
  const lengths = shownLengths(auction, opp);
  const bidWith = (hand: readonly Card[]) => holdsShownLengths([...hand, ...oppPlayed], lengths);
  const draw = () => sampleHidden({ unknown, need: [oppNeed, oppDiscards, rest], allowed }, rng);
  let added = draw();
  let fits = bidWith(added[0]);
  for (let t = 1; t < AUCTION_TRIES && !fits; t++) {
    added = draw();
    fits = bidWith(added[0]);
  }
  if (!fits) {
    const forced = cardsTheBidsNeed(unknown, (c) => allowed(0, c), oppPlayed, lengths, oppNeed, rng);
    const others = unknown.filter((c) => !forced.includes(c));
    added = sampleHidden(
      { unknown: others, need: [oppNeed - forced.length, oppDiscards, rest], allowed },
      rng,
    );
    added[0].push(...forced);
  }
  const hands: Card[][] = [];
  hands[me] = mine;
  hands[opp] = added[0];
  const discards: Card[][] = [];
  discards[me] = ownDiscards;
  discards[opp] = added[1];
  const deal: DealState = {
    dealer: view.dealer,
    upcard,
    hands,
    stock: added[2],
    drawn: [...view.drawn],
    discards,
    auction,
    contract,
    tricks,
    tricksWon: [...view.tricksWon],
    phase: view.phase,
  };
  return {
    options: { colonOnColon: view.colonOnColon, insultFirst: view.insultFirst },
    firstDealer: view.dealer,
    dealCount: view.dealIndex + 1,
    results: [],
    totals: [0, 0],
    countedDeals: view.countedDeals,
    over: false,
    deal,
  };
}
