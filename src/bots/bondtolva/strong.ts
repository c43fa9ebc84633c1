import { type Card, parseCard, type Suit } from '../../cards/card.js';
import type { Rng } from '../../cards/rng.js';
import type { AnyGame, Seat } from '../../engine/game.js';
import type { Trick } from '../../engine/trick.js';
import { BONDTOLVA_PACK } from '../../games/bondtolva/cards.js';
import { bondtolva } from '../../games/bondtolva/game.js';
import type { BondtolvaState, DealState } from '../../games/bondtolva/state.js';
import type { BondtolvaView } from '../../games/bondtolva/view.js';
import type { Bot, BotInput } from '../bot.js';
import { rolloutChoice } from '../search/rollout.js';
import { sampleHidden } from '../search/sampler.js';
import { basicBot } from './basic.js';

const card = (t: string): Card => {
  const c = parseCard(t);
  if (!c.ok) throw new Error(`bad card ${t}`);
  return c.value;
};
const suitIndex = (letter: string | null): Suit | null =>
  letter === null ? null : ('SHDC'.indexOf(letter) as Suit);

/**
 * A full Bondtolva state consistent with what `input.seat` sees: the opponent's hand (with its
 * declared cards) and the stock order drawn from the unseen cards, everything else from the view.
 */
export function determinizeBondtolva(input: BotInput, rng: Rng): BondtolvaState | null {
  const view = input.view as BondtolvaView;
  if (view.phase !== 'phase1' && view.phase !== 'declare' && view.phase !== 'phase2') return null;
  const me = input.seat;
  const opp = 1 - me;
  const mine = (view.hands[me] ?? []).map(card);
  const tricks: Trick[] = view.tricks.map((t) => ({
    leader: t.leader,
    seats: t.cards.map(([s]) => s),
    cards: t.cards.map(([, c]) => card(c)),
    ...(t.winner !== undefined ? { winner: t.winner } : {}),
  }));
  const seen = new Set<Card>([...mine, ...tricks.flatMap((t) => t.cards)]);
  const oppKnown = view.knownCards[opp].map(card);
  for (const c of oppKnown) seen.add(c);
  const unknown = BONDTOLVA_PACK.filter((c) => !seen.has(c));
  const oppNeed = view.handCounts[opp] - oppKnown.length;
  // In phase 2 the opponent follows strict rules; a card off the led suit shows a void only then.
  const added = sampleHidden(
    { unknown, need: [oppNeed, unknown.length - oppNeed], allowed: () => true },
    rng,
  );
  const piles: Card[][] = [[], []];
  for (const t of tricks) if (t.winner !== undefined) piles[t.winner].push(...t.cards);
  const hands: Card[][] = [];
  hands[me] = mine;
  hands[opp] = [...oppKnown, ...added[0]];
  const deal: DealState = {
    dealer: view.dealer,
    hands,
    stock: added[1],
    tricks,
    piles,
    trump: suitIndex(view.trump),
    declarations: view.declarations.map((d) => ({
      seat: d.seat,
      kind: d.kind,
      suit: suitIndex(d.suit) as Suit,
    })),
    awaitingDeclaration: view.phase === 'declare' ? (view.toAct[0] ?? null) : null,
    finished: false,
  };
  return {
    firstDealer: view.dealer,
    dealCount: view.dealIndex + 1,
    protocol: [...view.protocol],
    results: [],
    winner: null,
    deal,
  };
}

/** Value of the protocol after the deal: winning the game counts most, then the standing. */
function protocolValue(s: BondtolvaState, me: Seat): number {
  if (s.winner === me) return 100;
  if (s.winner !== null) return -100;
  return s.protocol[me] - s.protocol[1 - me];
}

/**
 * Bondtolva `strong`: phase 2 is solved exactly (the basic bot's endgame search, which is exact
 * once the stock is empty); phase 1 and declarations by rollouts over determinized deals.
 */
export const strongBondtolvaBot: Bot = {
  level: 'strong',
  choose(input) {
    if (input.legal.length === 1) return input.legal[0];
    const view = input.view as BondtolvaView;
    if (view.phase === 'phase2') return basicBot.choose(input);
    const choice = rolloutChoice<BondtolvaState>(input, {
      game: bondtolva as unknown as AnyGame,
      determinize: determinizeBondtolva,
      policy: basicBot,
      prior: basicBot.choose({ ...input, rng: input.rng.fork('prior') }),
      dealOver: (_start, s) => s.deal === null || s.deal.finished || s.winner !== null,
      value: protocolValue,
    });
    return choice ?? basicBot.choose(input);
  },
};
