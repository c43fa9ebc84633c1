/**
 * The strong Bridgette bot's auction: rollouts over deals consistent with the view compare the
 * calls the basic bot rates best, and pass; every call is legal and the search is seen in the
 * decision's reason.
 */
import { describe, expect, it } from 'vitest';
import { botInput, decide } from '../../../src/bots/bot.js';
import { basicBridgetteBot } from '../../../src/bots/bridgette/basic.js';
import { auctionCandidates, strongBridgetteBot } from '../../../src/bots/bridgette/strong.js';
import { Rng } from '../../../src/cards/rng.js';
import { bridgette } from '../../../src/games/bridgette/game.js';
import type { BridgetteState } from '../../../src/games/bridgette/state.js';
import { afterExchange } from '../../games/bridgette/helpers.js';

const SAMPLES = 12;
const inputAt = (s: BridgetteState, seat: number, seed: string) => ({
  ...botInput(bridgette, {}, s, seat, new Rng(seed)),
  samples: SAMPLES,
});

describe('bridgette strong bot: the auction by rollouts', () => {
  const strongHand = afterExchange(0, [
    'SA SK SQ SJ ST S9 S8 HA HK DA DK CA CK',
    'H2 H3 H4 H5 D4 D5 D6 D7 C5 C6 C7 C8 C9',
  ]);
  const hopeless = afterExchange(0, [
    'S2 S3 S4 H2 H3 H4 D2 D3 D4 C2 C3 C4 LC',
    'SA SK SQ SJ HA HK HQ DA DK DQ CA CK CQ',
  ]);

  it('compares a few calls: the basic bot’s own, those it rates next, and pass, all legal', () => {
    const input = inputAt(strongHand, 0, 'candidates');
    const prior = basicBridgetteBot.choose(input);
    const calls = auctionCandidates(input, prior);
    expect(calls).toContain(prior);
    expect(calls).toContain('P');
    expect(calls.length).toBeGreaterThan(2);
    expect(calls.length).toBeLessThanOrEqual(8);
    for (const c of calls) expect(input.legal).toContain(c);
  });

  it('bids a hand of top cards and long spades, and says over how many playouts', () => {
    const d = decide(strongBridgetteBot, inputAt(strongHand, 0, 'strong-hand'));
    expect(d.action).not.toBe('P');
    expect(bridgette.legalActions(strongHand, 0)).toContain(d.action);
    expect(d.reason).toMatchObject({ code: 'average-margin', playouts: SAMPLES });
  });

  it('passes a hopeless hand: every bid goes down against the opponent’s tops', () => {
    expect(decide(strongBridgetteBot, inputAt(hopeless, 0, 'hopeless')).action).toBe('P');
  });
});
