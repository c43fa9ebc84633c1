import { describe, expect, it } from 'vitest';
import { botInput } from '../../../src/bots/bot.js';
import { basicBridgetteBot as basicBot } from '../../../src/bots/bridgette/basic.js';
import type { BridgetteKnowledge } from '../../../src/bots/bridgette/knowledge.js';
import { chooseCard } from '../../../src/bots/bridgette/play.js';
import { randomBot } from '../../../src/bots/random.js';
import { formatCard } from '../../../src/cards/card.js';
import { Rng } from '../../../src/cards/rng.js';
import { replayRecord } from '../../../src/catalog.js';
import { playMatch } from '../../../src/engine/play.js';
import { bridgette } from '../../../src/games/bridgette/game.js';
import type { BridgetteState } from '../../../src/games/bridgette/state.js';
import { afterExchange, cards, dealt, run } from '../../games/bridgette/helpers.js';
import { propertyRuns } from '../../harness/properties.js';
import { duplicateComparison, playWholeMatch } from './harness.js';

describe('bridgette basic bot: strength', () => {
  it('beats random: the mean score difference per deal has a 95% CI above zero', () => {
    const deals = propertyRuns(150);
    const r = duplicateComparison(basicBot, randomBot, deals, 'bridgette-basic-vs-random');
    // 2 × deals deals played (each deck twice, seats swapped).
    expect(r.low).toBeGreaterThan(0);
  });

  it('wins most whole matches against random', () => {
    const matches = propertyRuns(10);
    const rng = new Rng('bridgette-matches');
    let wins = 0;
    for (let m = 0; m < matches; m++) {
      const basicSeat = m % 2;
      const bots = basicSeat === 0 ? ([basicBot, randomBot] as const) : ([randomBot, basicBot] as const);
      const totals = playWholeMatch(m % 2, [bots[0], bots[1]], rng.fork(m));
      if (totals[basicSeat] > totals[1 - basicSeat]) wins++;
    }
    expect(wins).toBeGreaterThan(matches / 2);
  });
});

describe('bridgette basic bot: records', () => {
  it('plays a whole basic-vs-basic match whose record replays to the same result', () => {
    const rng = new Rng('bridgette-record');
    const played = playMatch(
      bridgette,
      {},
      {
        rng,
        firstDealer: 1,
        choose: (state, seat) => basicBot.choose(botInput(bridgette, {}, state, seat, rng)),
      },
    );
    const replayed = replayRecord(JSON.parse(JSON.stringify(played.record)));
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(replayed.value.result).toEqual(bridgette.result(played.state as BridgetteState));
    expect(replayed.value.result.finished).toBe(true);
    expect(replayed.value.result.deals.filter((d) => !d.passedOut).length).toBeGreaterThanOrEqual(6);
  });
});

describe('bridgette basic bot: decisions', () => {
  const choose = (s: ReturnType<typeof dealt>, seat: number) =>
    basicBot.choose(botInput(bridgette, {}, s, seat, new Rng('t')));

  it('discards exactly the surplus, even when the offered list is only a selection', () => {
    const s = dealt(
      1,
      ['HA HK HQ HJ HT H9 H8 H7 H6 H5 H4 H3 H2', 'DA DK DQ DJ DT D9 D8 D7 D6 D5 D4 D3 D2'],
      'GC',
    );
    const a = choose(s, 1);
    expect(a.startsWith('discard:')).toBe(true);
    expect(a.split(',').length).toBe(12);
    expect(bridgette.apply(s, 1, a).ok).toBe(true);
  });

  it('keeps a long strong suit and throws short-suit low cards', () => {
    // Non-dealer 0 holds long spades; it must throw 2 of 15.
    const s = dealt(
      1,
      ['SA SK SQ SJ ST S9 HA HK D2 D3 C2 C3 C4', 'H2 H3 H4 H5 D4 D5 D6 D7 C5 C6 C7 C8 C9'],
      'H6 D8',
    );
    const a = choose(s, 0);
    const thrown = a.slice('discard:'.length).split(',');
    expect(thrown).toHaveLength(2);
    for (const c of thrown) expect(['SA', 'SK', 'SQ', 'SJ', 'ST', 'S9', 'HA', 'HK']).not.toContain(c);
  });

  it('bids a strong hand and stays within the limits', () => {
    const s = afterExchange(0, [
      'SA SK SQ SJ ST S9 S8 HA HK DA DK CA CK',
      'H2 H3 H4 H5 D4 D5 D6 D7 C5 C6 C7 C8 C9',
    ]);
    const call = choose(s, 0);
    expect(call).not.toBe('P');
    expect(bridgette.legalActions(s, 0)).toContain(call);
  });

  it('passes a hopeless hand rather than bidding', () => {
    const s = afterExchange(0, [
      'S2 S3 S4 H2 H3 H4 D2 D3 D4 C2 C3 C4 LC',
      'SA SK SQ SJ HA HK HQ DA DK DQ CA CK CQ',
    ]);
    expect(choose(s, 0)).toBe('P');
  });

  it('wins a trick cheaply and follows with a matching colon instead of wasting an honour', () => {
    const s = run(
      afterExchange(0, ['SA SK SQ S5 S4 HA H7 D8 D7 C9 C8 GC LC', 'SJ ST S9 HK HQ HJ H8 DA DK DQ CA CK RC']),
      [
        [0, '1S'],
        [1, 'P'],
        [1, 'HK'],
      ],
    );
    // HA wins HK: the cheapest winner.
    expect(choose(s, 0)).toBe('HA');
    const t = run(
      afterExchange(0, ['SA SK SQ S5 S4 HA HQ D8 D7 C9 C8 GC LC', 'SJ ST S9 HK H9 HJ H8 DA DK DQ CA CK RC']),
      [
        [0, '1S'],
        [1, 'P'],
        [1, 'DA'],
      ],
    );
    // DA cannot be beaten; GC follows it and saves a diamond (and stops the diamonds).
    expect(choose(t, 0)).toBe('GC');
  });

  it('leads a colon to steal a trick when the opponent cannot beat it', () => {
    const k: BridgetteKnowledge = {
      seat: 0,
      hand: cards('S2 H3 GC'),
      // No ace is left anywhere the opponent could hold it; NT, so no trumps either.
      unseen: cards('SK SQ HK HQ D5 D6 C7'),
      oppCount: 3,
      oppVoid: [false, false, false, false],
      trump: null,
      strain: 4,
      declarer: 0,
      lead: undefined,
      leadBy: undefined,
    };
    expect(formatCard(chooseCard(k, k.hand))).toBe('GC');
    // With an ace unseen (and likely held), GC is no steal: lead low instead.
    const risky = { ...k, unseen: cards('SA SK SQ HK HQ HA DA CA D6') };
    expect(formatCard(chooseCard(risky, risky.hand))).not.toBe('GC');
  });
});
