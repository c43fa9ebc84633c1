/**
 * A tiny trick game behind the real `Game` interface, so that the server can be tested before
 * (and independently of) the five real games. It has what makes a server's life hard: hidden
 * hands and an undealt stock, simultaneous hidden bids (like selbu), a seat played by another
 * seat and shown after the first card (like bridge's dummy), thrown-in deals and a finish.
 *
 * Rules: the pack is the 12 cards S9–SA, H9–HA. Each deal everybody gets `handSize` cards
 * (dealt one at a time from the dealer's left), the rest is a hidden stock. Every seat (but
 * dummy) bids how many tricks it will take, all at once (`simultaneous`) or in turn from the
 * dealer's left; bids are hidden until everyone has bid. A deal where all bids are 0 is thrown
 * in. The dealer's left leads; follow suit; the highest card of the suit led wins. Hitting
 * one's bid scores 10 + bid. With `dummy` (4 seats): the seat opposite the dealer is dummy,
 * played by the dealer and shown to everyone once the first card is down. The match lasts
 * `deals` deals, thrown-in ones included.
 */
import { type Card, formatCard, parseCard, suitOf } from '../../src/cards/card.js';
import { err, ok, type Result } from '../../src/cards/result.js';
import type {
  AnyGame,
  BaseView,
  DealResult,
  Game,
  GameId,
  IllegalAction,
  MatchResult,
  OptionSpec,
  Seat,
} from '../../src/engine/game.js';
import { optionError } from '../../src/engine/optionError.js';
import { defaultsOf, minimizeSimpleOptions, parseSimpleOptions } from '../../src/engine/options.js';
import { refusal } from '../../src/engine/refusal.js';

export interface FakeOptions {
  seats: number;
  deals: number;
  handSize: number;
  simultaneous: boolean;
  dummy: boolean;
}

interface Trick {
  leader: Seat;
  cards: Array<[Seat, Card]>;
  winner?: Seat;
}

interface FakeState {
  o: FakeOptions;
  dealer: Seat;
  dealIndex: number;
  deals: DealResult[];
  phase: 'deal' | 'bid' | 'play' | 'over';
  hands: Card[][];
  stock: Card[];
  bids: Array<number | null>;
  tricks: Trick[];
  won: Card[][];
}

export const FAKE_ID = 'fakewhist' as GameId;

const specs: OptionSpec[] = [
  { name: 'seats', kind: 'integer', default: 3, min: 2, max: 4, describe: 'players' },
  { name: 'deals', kind: 'integer', default: 2, min: 1, max: 20, describe: 'deals per match' },
  { name: 'handSize', kind: 'integer', default: 2, min: 1, max: 3, describe: 'cards per hand' },
  { name: 'simultaneous', kind: 'boolean', default: true, describe: 'bids at once' },
  { name: 'dummy', kind: 'boolean', default: false, describe: 'dealer plays the opposite hand (4 seats)' },
];

const PACK: Card[] = ['S', 'H'].flatMap((s) =>
  ['9', 'T', 'J', 'Q', 'K', 'A'].map((r) => {
    const c = parseCard(`${s}${r}`);
    if (!c.ok) throw new Error(c.error);
    return c.value;
  }),
);

/** Anything but a legal action now: the fake game names no finer rule. */
const notLegal = (s: FakeState, action: string): { ok: false; error: IllegalAction } =>
  err(refusal('unknown-action', { action, expected: 'bid-or-card', maxBid: s.o.handSize }));

const dummyOf = (s: FakeState): Seat | null => (s.o.dummy ? (s.dealer + 2) % 4 : null);
const bidders = (s: FakeState): Seat[] =>
  Array.from({ length: s.o.seats }, (_, i) => (s.dealer + 1 + i) % s.o.seats).filter((x) => x !== dummyOf(s));
const current = (s: FakeState): Trick | undefined => s.tricks[s.tricks.length - 1];

function toAct(s: FakeState): Seat[] {
  if (s.phase === 'bid') {
    const waiting = bidders(s).filter((x) => s.bids[x] === null);
    return s.o.simultaneous ? waiting.sort((a, b) => a - b) : waiting.slice(0, 1);
  }
  if (s.phase !== 'play') return [];
  const t = current(s);
  if (!t || t.winner !== undefined) return [t?.winner ?? (s.dealer + 1) % s.o.seats];
  return [(t.leader + t.cards.length) % s.o.seats];
}

function legal(s: FakeState, seat: Seat): string[] {
  if (!toAct(s).includes(seat)) return [];
  if (s.phase === 'bid') return Array.from({ length: s.o.handSize + 1 }, (_, i) => String(i));
  const hand = s.hands[seat];
  const t = current(s);
  const led = t && t.winner === undefined && t.cards.length ? suitOf(t.cards[0][1]) : null;
  const follow = led === null ? hand : hand.filter((c) => suitOf(c) === led);
  return (follow.length ? follow : hand)
    .slice()
    .sort((a, b) => a - b)
    .map(formatCard);
}

function finishDeal(s: FakeState, passedOut: boolean): void {
  const score: Record<string, number> = {};
  for (let i = 0; i < s.o.seats; i++) {
    const tricks = s.tricks.filter((t) => t.winner === i).length;
    score[String(i)] = !passedOut && s.bids[i] === tricks && i !== dummyOf(s) ? 10 + tricks : 0;
  }
  const d: DealResult = { dealer: s.dealer, score };
  if (passedOut) d.passedOut = true;
  else {
    d.bids = [...s.bids];
    d.tricks = Array.from({ length: s.o.seats }, (_, i) => s.tricks.filter((t) => t.winner === i).length);
  }
  s.deals = [...s.deals, d];
  s.dealIndex++;
  s.dealer = (s.dealer + 1) % s.o.seats;
  s.phase = s.dealIndex >= s.o.deals ? 'over' : 'deal';
}

function apply(state: FakeState, seat: Seat, action: string): Result<FakeState, IllegalAction> {
  if (!toAct(state).includes(seat))
    return err(refusal('not-your-turn', { action, seat, toAct: toAct(state) }));
  if (!legal(state, seat).includes(action)) return notLegal(state, action);
  const s: FakeState = {
    ...state,
    hands: state.hands.map((h) => [...h]),
    bids: [...state.bids],
    tricks: state.tricks.map((t) => ({ ...t, cards: [...t.cards] })),
    won: state.won.map((w) => [...w]),
  };
  if (s.phase === 'bid') {
    s.bids[seat] = Number(action);
    if (bidders(s).every((x) => s.bids[x] !== null)) {
      if (bidders(s).every((x) => s.bids[x] === 0)) finishDeal(s, true);
      else s.phase = 'play';
    }
    return ok(s);
  }
  const card = parseCard(action);
  if (!card.ok) return notLegal(state, action);
  s.hands[seat] = s.hands[seat].filter((c) => c !== card.value);
  let t = current(s);
  if (!t || t.winner !== undefined) {
    t = { leader: seat, cards: [] };
    s.tricks.push(t);
  }
  t.cards.push([seat, card.value]);
  if (t.cards.length === s.o.seats) {
    const led = suitOf(t.cards[0][1]);
    const best = t.cards.filter(([, c]) => suitOf(c) === led).reduce((a, b) => (b[1] > a[1] ? b : a));
    t.winner = best[0];
    s.won[best[0]].push(...t.cards.map(([, c]) => c));
    if (s.hands.every((h) => h.length === 0)) finishDeal(s, false);
  }
  return ok(s);
}

function result(s: FakeState): MatchResult {
  const totals: Record<string, number> = {};
  for (let i = 0; i < s.o.seats; i++) totals[String(i)] = s.deals.reduce((a, d) => a + d.score[String(i)], 0);
  const finished = s.phase === 'over';
  const top = Math.max(...Object.values(totals));
  return {
    game: FAKE_ID,
    finished,
    deals: s.deals,
    totals,
    winners: finished ? Object.keys(totals).filter((k) => totals[k] === top) : [],
  };
}

export interface FakeView extends BaseView {
  /** Own bid while bidding; everybody's once all have bid. */
  bids: Array<number | null>;
  hasBid: boolean[];
  dummy: Seat | null;
  stockCount: number;
}

function view(s: FakeState, seat: Seat | null): FakeView {
  const dummy = dummyOf(s);
  const dummyShown = dummy !== null && s.phase === 'play' && s.tricks.length > 0;
  const allBid = s.phase === 'play' || s.phase === 'deal' || s.phase === 'over';
  return {
    game: FAKE_ID,
    seat,
    seats: s.o.seats,
    dealIndex: s.dealIndex,
    dealer: s.dealer,
    phase: s.phase,
    toAct: toAct(s),
    hands: s.hands.map((h, i) =>
      i === seat || (i === dummy && dummyShown)
        ? h
            .slice()
            .sort((a, b) => a - b)
            .map(formatCard)
        : null,
    ),
    handCounts: s.hands.map((h) => h.length),
    tricks: s.tricks.map((t) => ({
      leader: t.leader,
      cards: t.cards.map(([p, c]) => [p, formatCard(c)] as [Seat, string]),
      ...(t.winner !== undefined ? { winner: t.winner } : {}),
    })),
    tricksWon: Array.from({ length: s.o.seats }, (_, i) => s.tricks.filter((t) => t.winner === i).length),
    trump: 'NT',
    result: result(s),
    bids: s.bids.map((b, i) => (allBid || i === seat ? b : null)),
    hasBid: s.bids.map((b) => b !== null),
    dummy,
    stockCount: s.stock.length,
  };
}

export const fakeGame: Game<FakeOptions, FakeState, FakeView> = {
  id: FAKE_ID,
  optionSpecs: specs,
  defaultOptions: defaultsOf<FakeOptions>(specs),
  parseOptions(raw) {
    const r = parseSimpleOptions<FakeOptions>(raw, specs);
    if (r.ok && r.value.dummy && r.value.seats !== 4)
      return err(optionError('not-a-choice', { option: 'dummy', choices: ['false'] }));
    return r;
  },
  minimizeOptions: (o) => minimizeSimpleOptions(o, specs),
  seatCount: (o) => o.seats,
  pack: () => PACK,
  newMatch: (o, firstDealer) => ({
    o,
    dealer: firstDealer,
    dealIndex: 0,
    deals: [],
    phase: 'deal',
    hands: Array.from({ length: o.seats }, () => []),
    stock: [],
    bids: Array.from({ length: o.seats }, () => null),
    tricks: [],
    won: Array.from({ length: o.seats }, () => []),
  }),
  needsDeck: (s) => s.phase === 'deal',
  deal(s, deck) {
    if (s.phase !== 'deal') return err('no deal is due');
    if (
      deck.length !== PACK.length ||
      new Set(deck).size !== PACK.length ||
      deck.some((c) => !PACK.includes(c))
    )
      return err('not a permutation of the pack');
    const n = s.o.seats;
    const hands: Card[][] = Array.from({ length: n }, () => []);
    for (let i = 0; i < n * s.o.handSize; i++) hands[(s.dealer + 1 + i) % n].push(deck[i]);
    const bids: Array<number | null> = Array.from({ length: n }, () => null);
    const next: FakeState = {
      ...s,
      phase: 'bid',
      hands,
      stock: deck.slice(n * s.o.handSize),
      bids,
      tricks: [],
      won: Array.from({ length: n }, () => []),
    };
    const dummy = dummyOf(next);
    if (dummy !== null) bids[dummy] = 0;
    return ok(next);
  },
  toAct,
  controller: (s, seat) => (s.phase === 'play' && seat === dummyOf(s) ? s.dealer : seat),
  legalActions: legal,
  apply,
  view,
  result,
  isOver: (s) => s.phase === 'over',
  inventory: (s) => [
    ...s.hands,
    s.stock,
    ...s.won,
    (current(s)?.winner === undefined ? (current(s)?.cards ?? []) : []).map(([, c]) => c),
  ],
};

export const fakeAny = fakeGame as AnyGame;
