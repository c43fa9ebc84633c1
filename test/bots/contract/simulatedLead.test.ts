import { describe, expect, it } from 'vitest';
import { botInput } from '../../../src/bots/bot.js';
import { basicContractBot } from '../../../src/bots/contract/basic.js';
import { defenceUtility, pickLead } from '../../../src/bots/contract/simulatedLead.js';
import { strongBridgeBot } from '../../../src/bots/contract/strong.js';
import { type Card, parseCard } from '../../../src/cards/card.js';
import { parseDeal } from '../../../src/cards/hand.js';
import { Rng } from '../../../src/cards/rng.js';
import { getGame } from '../../../src/catalog.js';
import { Match } from '../../../src/engine/match.js';
import type { ContractView } from '../../../src/games/contract/contractGame.js';

const cards = (...t: string[]): Card[] =>
  t.map((x) => {
    const c = parseCard(x);
    if (!c.ok) throw new Error(x);
    return c.value;
  });

describe('the opening lead by simulation: the rule', () => {
  // Four leads; the heuristic's is the first. Defence tricks per layout, against 3NT.
  const legal = cards('H4', 'SA', 'D4', 'C2');
  const natural = legal[0];
  const layout = (h4: number, sa: number, d4 = 3, c2 = 3) => ({ tricks: [h4, sa, d4, c2] });

  it('defence values setting the contract above an extra trick', () => {
    // Against 3NT (9 tricks): 5 tricks set it by one, 4 let it make.
    expect(defenceUtility(5, 3, 5) - defenceUtility(4, 3, 5)).toBe(2 + 5 + 9);
    expect(defenceUtility(4, 3, 5) - defenceUtility(3, 3, 5)).toBe(1);
  });

  it('keeps the heuristic lead while the layouts cannot tell the leads apart', () => {
    const noisy = [layout(4, 5), layout(5, 4), layout(4, 5), layout(5, 4), layout(4, 5), layout(5, 5)];
    expect(pickLead(legal, natural, noisy, 3, 5)).toBe(natural);
  });

  it('leads another card that sets the contract in every layout where the heuristic one does not', () => {
    const clear = [layout(4, 5), layout(3, 5), layout(4, 6), layout(5, 5), layout(4, 5), layout(4, 7)];
    expect(pickLead(legal, natural, clear, 3, 5)).toBe(legal[1]);
  });

  it('keeps the heuristic lead with fewer layouts than may replace it', () => {
    const few = [layout(4, 5), layout(3, 5), layout(4, 6)];
    expect(pickLead(legal, natural, few, 3, 5)).toBe(natural);
  });
});

describe('the opening lead by simulation: the strong bot', () => {
  // N 1♠, S 3NT. West holds ♠AKQJT: five spade tricks set 3NT in every layout, but dummy bid
  // spades, so the heuristic lead is fourth best from the longest other suit.
  const deal = parseDeal('N:98765.AK.AK2.543 .T98.T8765.T9876 432.QJ2.QJ9.AKQJ AKQJT.76543.43.2');
  if (!deal.ok) throw new Error(deal.error);
  const game = getGame('bridge')!;
  const parsed = game.parseOptions({});
  if (!parsed.ok) throw new Error('options');
  const options = parsed.value;
  const stateAtLead = () => {
    let match = Match.start(game, options, 0);
    const hands = deal.value.hands;
    const dealer = (match.state as { dealer?: number }).dealer ?? 0;
    const deck: Card[] = [];
    for (let i = 0; i < 13; i++) for (let k = 0; k < 4; k++) deck.push(hands[(dealer + 1 + k) % 4][i]);
    const dealt = match.dealIfNeeded(() => deck);
    if (!dealt.ok) throw new Error(dealt.error.message);
    match = dealt.value;
    expect(match.toAct[0]).toBe(0);
    for (const call of ['1S', 'P', '3NT', 'P', 'P', 'P']) {
      const next = match.act(match.toAct[0], call);
      if (!next.ok) throw new Error(next.error.message);
      match = next.value;
    }
    expect(match.toAct[0]).toBe(3);
    return match.state;
  };

  it('leads the spade that sets 3NT where the heuristic leads a heart', () => {
    const state = stateAtLead();
    const input = (timeMs: number, samples?: number) => ({
      ...botInput(game, options, state, 3, new Rng('lead'), timeMs),
      ...(samples !== undefined && { samples }),
    });
    const view = input(300).view as ContractView;
    expect(view.hands[3]).toHaveLength(13);
    expect(basicContractBot.choose(input(300))).toBe('H4');
    expect(strongBridgeBot.choose(input(1000, 12))).toBe('SA');
    // Below a 1 s budget too few layouts fit: the lead is the heuristic's.
    expect(strongBridgeBot.choose(input(300, 12))).toBe('H4');
  });
});
