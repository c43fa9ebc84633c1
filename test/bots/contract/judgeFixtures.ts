/** Deals, inputs and match states the judgement's tests share (`judgement.test.ts`, `redouble.test.ts`). */
import { botInput } from '../../../src/bots/bot.js';
import { judgementChoice } from '../../../src/bots/contract/judgementCandidates.js';
import type { AuctionDeals } from '../../../src/bots/contract/simBidding.js';
import { strongBridgeBot } from '../../../src/bots/contract/strong.js';
import type { Card } from '../../../src/cards/card.js';
import { parseDeal } from '../../../src/cards/hand.js';
import { Rng } from '../../../src/cards/rng.js';
import { getGame } from '../../../src/catalog.js';
import { Match } from '../../../src/engine/match.js';
import type { ContractView } from '../../../src/games/contract/contractGame.js';

// North holds every top card: 13 tricks in any strain, all key cards and every queen.
export const ALL_TOPS = 'N:AKQJ.AKQ.AKQ.AKQ 5432.5432.5432.5 T987.T98.T98.T98 6.J76.J76.J76432';

export const deal = (pbn: string): Card[][] => {
  const d = parseDeal(pbn);
  if (!d.ok) throw new Error(d.error);
  return d.value.hands;
};
export const fixedDeals = (deals: Card[][][]): AuctionDeals => {
  let i = 0;
  return { next: () => deals[i++ % deals.length] };
};

/** North's input after `calls` (North to act) with its hand and the legal calls given. */
export const northInput = (calls: Array<[number, string]>, hand: string, legal: string[]) => ({
  game: 'bridge' as const,
  options: { scoring: 'duplicate' },
  seat: 0,
  view: {
    calls,
    firstCaller: calls.length ? calls[0][0] : 0,
    hands: [hand.split(' '), null, null, null],
    vulnerable: 'none',
  } as unknown as ContractView,
  legal,
  timeMs: 1000,
  rng: new Rng('judge'),
});

export const trustedCardsText = (cards: readonly Card[]): string =>
  cards.map((c) => 'SHDC'[Math.floor(c / 13)] + '23456789TJQKA'[c % 13]).join(' ');

/**
 * The match state of board `board` (duplicate scoring: dealer and vulnerability by its number)
 * dealt `pbn` after `calls`, with a card swapped between East and West when `swap`: a deal North
 * and South cannot tell from the other.
 */
export function stateAfter(pbn: string, board: number, calls: string[], swap: boolean) {
  const game = getGame('bridge')!;
  const parsed = game.parseOptions({ scoring: 'duplicate', boards: 1, firstBoard: board });
  if (!parsed.ok) throw new Error('options');
  const hands = deal(pbn);
  if (swap) [hands[1][0], hands[3][0]] = [hands[3][0], hands[1][0]];
  // Card i of the deck goes to seat (dealer + 1 + i) mod 4.
  const dealer = (board - 1) % 4;
  const cards: Card[] = [];
  for (let i = 0; i < 13; i++) for (let k = 0; k < 4; k++) cards.push(hands[(dealer + 1 + k) % 4][i]);
  const dealt = Match.start(game, parsed.value, 0).dealIfNeeded(() => cards);
  if (!dealt.ok) throw new Error(dealt.error.message);
  let match = dealt.value;
  for (const call of calls) {
    const next = match.act(match.toAct[0], call);
    if (!next.ok) throw new Error(next.error.message);
    match = next.value;
  }
  return { game, options: parsed.value, state: match.state };
}

/**
 * The strong bot's decision at `seat` (3 layouts), from each of the two deals of `stateAfter` its
 * view cannot tell apart, after checking that basic's call there is judged as `kind`.
 */
export const bothDeals = (
  pbn: string,
  board: number,
  calls: string,
  seat: number,
  basic: string,
  kind: string,
) =>
  [false, true].map((swap) => {
    const { game, options, state } = stateAfter(pbn, board, calls.split(' '), swap);
    const input = { ...botInput(game, options, state, seat, new Rng('honest'), 300), samples: 3 };
    if (judgementChoice(input, 'bridge', basic)?.kind !== kind) throw new Error(`no ${kind} choice there`);
    return strongBridgeBot.explain!(input);
  });
