import { parseCall, type StrainIndex } from '../../cards/call.js';
import { type Card, parseCard } from '../../cards/card.js';
import type { Rng } from '../../cards/rng.js';
import type { AnyGame, Seat } from '../../engine/game.js';
import type { Trick } from '../../engine/trick.js';
import { BRIDGETTE_PACK } from '../../games/bridgette/cards.js';
import { bridgette } from '../../games/bridgette/game.js';
import type { BridgetteState, DealState } from '../../games/bridgette/state.js';
import type { BridgetteView } from '../../games/bridgette/view.js';
import type { Bot, BotInput } from '../bot.js';
import { rolloutChoice } from '../search/rollout.js';
import { sampleHidden } from '../search/sampler.js';
import { basicBot } from './basic.js';

const card = (t: string): Card => {
  const c = parseCard(t);
  if (!c.ok) throw new Error(`bad card ${t}`);
  return c.value;
};

/** `4SX` → level 4, strain S, doubled once. */
function parseContract(text: string, declarer: Seat) {
  const m = /^(\d)(C|D|H|S|NT)(X{0,2})$/.exec(text);
  if (!m) return null;
  return {
    level: Number(m[1]),
    strain: ['C', 'D', 'H', 'S', 'NT'].indexOf(m[2]) as StrainIndex,
    doubled: m[3].length as 0 | 1 | 2,
    declarer,
  };
}

/**
 * A full Bridgette state in the play phase consistent with what `input.seat` sees: the
 * opponent's hand, its discards and the stock drawn from the unseen cards.
 */
export function determinizeBridgette(input: BotInput, rng: Rng): BridgetteState | null {
  const view = input.view as BridgetteView;
  if (view.phase !== 'play' || view.contract === null || view.declarer === null || !view.upcard) return null;
  const contract = parseContract(view.contract, view.declarer);
  if (!contract) return null;
  const me = input.seat;
  const opp = 1 - me;
  const mine = (view.hands[me] ?? []).map(card);
  const ownDiscards = (view.ownDiscards ?? []).map(card);
  const tricks: Trick[] = view.tricks.map((t) => ({
    leader: t.leader,
    seats: t.cards.map(([s]) => s),
    cards: t.cards.map(([, c]) => card(c)),
    ...(t.winner !== undefined ? { winner: t.winner } : {}),
  }));
  const seen = new Set<Card>([...mine, ...ownDiscards, ...tricks.flatMap((t) => t.cards)]);
  const unknown = BRIDGETTE_PACK.filter((c) => !seen.has(c));
  const oppNeed = view.handCounts[opp];
  const oppDiscards = 13 + view.drawn[opp] - 13;
  const rest = unknown.length - oppNeed - oppDiscards;
  const added = sampleHidden({ unknown, need: [oppNeed, oppDiscards, rest], allowed: () => true }, rng);
  const hands: Card[][] = [];
  hands[me] = mine;
  hands[opp] = added[0];
  const discards: Card[][] = [];
  discards[me] = ownDiscards;
  discards[opp] = added[1];
  const calls = view.auction.map(([seat, text]) => {
    const c = parseCall(text);
    if (!c.ok) throw new Error(`bad call ${text}`);
    return { seat, call: c.value };
  });
  const deal: DealState = {
    dealer: view.dealer,
    upcard: card(view.upcard),
    hands,
    stock: added[2],
    drawn: [...view.drawn],
    discards,
    auction: { seats: 2, first: view.dealer, calls },
    contract,
    tricks,
    tricksWon: [...view.tricksWon],
    phase: 'play',
  };
  return {
    firstDealer: view.dealer,
    dealCount: view.dealIndex + 1,
    results: [],
    totals: [0, 0],
    countedDeals: view.countedDeals,
    over: false,
    deal,
  };
}

/** The finished deal's score for me minus the opponent's. */
function dealValue(s: BridgetteState, me: Seat): number {
  const last = s.results[s.results.length - 1];
  if (!last) return 0;
  return (last.score[String(me)] ?? 0) - (last.score[String(1 - me)] ?? 0);
}

/**
 * Bridgette `strong`: the basic bot's exchange and auction; card play by rollouts over
 * determinized deals (opponent's hand, discards and stock drawn from the unseen cards).
 */
export const strongBridgetteBot: Bot = {
  level: 'strong',
  choose(input) {
    if (input.legal.length === 1) return input.legal[0];
    const view = input.view as BridgetteView;
    if (view.phase !== 'play') return basicBot.choose(input);
    const choice = rolloutChoice<BridgetteState>(input, {
      game: bridgette as unknown as AnyGame,
      determinize: determinizeBridgette,
      policy: basicBot,
      prior: basicBot.choose({ ...input, rng: input.rng.fork('prior') }),
      dealOver: (_start, s) => s.deal === null || s.deal.phase === 'done' || s.over,
      value: dealValue,
    });
    return choice ?? basicBot.choose(input);
  },
};
