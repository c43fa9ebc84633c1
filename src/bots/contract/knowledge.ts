import { type Card, parseCard, STANDARD_PACK, suitOf } from '../../cards/card.js';
import type { BaseView, Seat } from '../../engine/game.js';
import type { HiddenDeal } from '../search/sampler.js';

/** The fields of a four-hand contract game's view (bondebridge, bridge) the strong bot reads. */
export interface ContractLikeView extends BaseView {
  calls: Array<[Seat, string]>;
  contract: string | null;
  declarer: Seat | null;
  dummy: Seat | null;
}

const card = (text: string): Card => {
  const c = parseCard(text);
  if (!c.ok) throw new Error(`bad card in view: ${text}`);
  return c.value;
};

/** What a seat knows during play: its cards, the visible ones, the trick so far, who is void where. */
export interface PlayKnowledge {
  /** Holdings where visible (own hand, dummy), else null. */
  known: Array<Card[] | null>;
  counts: number[];
  /** Suit index 0..3 (S H D C) or null for no trump. */
  trump: number | null;
  leader: Seat;
  /** Cards played to the current trick, in order. */
  trick: Card[];
  /** void[seat][suit]: the seat showed out of that suit. */
  voids: boolean[][];
  /** Cards nobody sees (not in a visible hand, not played). */
  unknown: Card[];
}

export function trumpIndex(trump: string | null): number | null {
  if (trump === null || trump === 'NT') return null;
  return 'SHDC'.indexOf(trump);
}

export function playKnowledge(view: BaseView): PlayKnowledge {
  const known = view.hands.map((h) => (h ? h.map(card) : null));
  const seen = new Set<Card>();
  for (const h of known) if (h) for (const c of h) seen.add(c);
  const voids = [0, 1, 2, 3].map(() => [false, false, false, false]);
  let leader: Seat = view.toAct[0] ?? 0;
  let trick: Card[] = [];
  for (const t of view.tricks) {
    const cards = t.cards.map(([, c]) => card(c));
    for (const c of cards) seen.add(c);
    const led = cards.length ? suitOf(cards[0]) : -1;
    t.cards.forEach(([seat, text], i) => {
      if (i > 0 && suitOf(card(text)) !== led) voids[seat][led] = true;
    });
    if (t.winner === undefined && t.cards.length < 4) {
      leader = t.leader;
      trick = cards;
    } else if (t.winner !== undefined) {
      leader = t.winner;
      trick = [];
    }
  }
  const unknown = STANDARD_PACK.filter((c) => !seen.has(c));
  return {
    known,
    counts: [...view.handCounts],
    trump: trumpIndex(view.trump),
    leader,
    trick,
    voids,
    unknown,
  };
}

/** The hidden part of the deal as a sampling problem. */
export function hiddenOf(k: PlayKnowledge, extra?: (seat: Seat, c: Card) => boolean): HiddenDeal {
  return {
    unknown: k.unknown,
    need: k.known.map((h, s) => (h ? 0 : k.counts[s])),
    allowed: (s, c) => !k.voids[s][suitOf(c)] && (extra ? extra(s, c) : true),
  };
}
