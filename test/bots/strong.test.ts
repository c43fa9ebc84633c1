import { describe, expect, it } from 'vitest';
import { botInput } from '../../src/bots/bot.js';
import { declarerUtility } from '../../src/bots/contract/strongPlay.js';
import { Budget } from '../../src/bots/search/budget.js';
import { heuristicCard } from '../../src/bots/search/trickPlay.js';
import { guessTricks } from '../../src/bots/selbu/strong.js';
import { type Card, parseCard, suitOf } from '../../src/cards/card.js';
import { Rng } from '../../src/cards/rng.js';
import { getBot, getGame, replayRecord } from '../../src/catalog.js';
import type { AnyGame, BaseView } from '../../src/engine/game.js';
import { playMatch } from '../../src/engine/play.js';
import { sampleHidden } from '../../src/engine/sampling.js';
import { roundPoints } from '../../src/games/selbu/scoring.js';
import { runSimulation } from '../../src/sim/runner.js';

const cards = (...t: string[]): Card[] =>
  t.map((x) => {
    const c = parseCard(x);
    if (!c.ok) throw new Error(x);
    return c.value;
  });

describe('sampling deals consistent with a view', () => {
  it('gives each hidden hand its count and never a card of a suit it showed out of', () => {
    const unknown = Array.from({ length: 39 }, (_, i) => i + 13);
    const rng = new Rng(3);
    for (let i = 0; i < 50; i++) {
      const out = sampleHidden(
        {
          unknown,
          need: [13, 13, 13],
          allowed: (h, c) => !(h === 0 && suitOf(c) === 1) && !(h === 2 && suitOf(c) === 3),
        },
        rng,
      );
      expect(out.map((h) => h.length)).toEqual([13, 13, 13]);
      expect(out[0].some((c) => suitOf(c) === 1)).toBe(false);
      expect(out[2].some((c) => suitOf(c) === 3)).toBe(false);
      expect(new Set(out.flat()).size).toBe(39);
    }
  });

  it('a fixed sample count overrides the time budget', () => {
    const b = new Budget(0, 3);
    expect([0, 1, 2, 3].map((n) => b.more(n))).toEqual([true, true, true, false]);
    expect(new Budget(0, undefined, 1).more(0)).toBe(true);
  });
});

describe('selbu objective', () => {
  it('scores as the rule book: classic 10 + bid on the exact bid, penalty 10 + 5 × bid or −5 × (2^k − 1)', () => {
    expect(roundPoints('classic', 4, 4)).toBe(14);
    expect(roundPoints('classic', 0, 0)).toBe(10);
    expect(roundPoints('classic', 2, 3)).toBe(0);
    expect(roundPoints('penalty', 2, 2)).toBe(20);
    expect(roundPoints('penalty', 2, 3)).toBe(-5);
    expect(roundPoints('penalty', 2, 0)).toBe(-15);
    expect(roundPoints('penalty', 0, 3)).toBe(-35);
  });

  it('guesses that top trumps and aces take tricks and small cards do not', () => {
    expect(guessTricks(cards('SA', 'SK', 'SQ'), 0, 4)).toBeGreaterThanOrEqual(2);
    expect(guessTricks(cards('SA', 'SK', 'SQ', 'SJ'), 0, 4)).toBeGreaterThan(
      guessTricks(cards('SA', 'SK', 'SQ'), 0, 4),
    );
    expect(guessTricks(cards('H2', 'D3', 'C4'), 0, 4)).toBe(0);
  });
});

describe('card-play heuristic', () => {
  const base = { seats: 4, partnered: true, trump: null as number | null, seat: 3 };
  it('plays low when partner already wins the trick in last seat', () => {
    const hand = cards('HK', 'H3');
    const c = heuristicCard({
      ...base,
      hand,
      legal: hand,
      trick: cards('H5', 'HA', 'H7'),
      trickSeats: [0, 1, 2],
    });
    // Seat 3's partner is seat 1, who played the ace.
    expect(c).toBe(cards('H3')[0]);
  });

  it('wins as cheaply as possible in last seat', () => {
    const hand = cards('HA', 'HQ', 'H3');
    const c = heuristicCard({
      ...base,
      hand,
      legal: hand,
      trick: cards('HJ', 'H2', 'H4'),
      trickSeats: [0, 1, 2],
    });
    expect(c).toBe(cards('HQ')[0]);
  });

  it('ducks with the highest losing card when it does not want the trick (selbu, bid reached)', () => {
    const hand = cards('HA', 'H9', 'H3');
    const c = heuristicCard({
      ...base,
      partnered: false,
      hand,
      legal: hand,
      trick: cards('HT'),
      trickSeats: [2],
      wantTrick: false,
    });
    expect(c).toBe(cards('H9')[0]);
  });
});

describe('contract play', () => {
  it('values making the contract above any single trick', () => {
    expect(declarerUtility(9, 3)).toBeGreaterThan(declarerUtility(8, 3));
    expect(declarerUtility(9, 3) - declarerUtility(8, 3)).toBeGreaterThan(
      declarerUtility(10, 3) - declarerUtility(9, 3),
    );
    expect(declarerUtility(7, 3)).toBe(-4);
  });

  it('without the making bonus it is bondebridge’s standard score (the rule book’s worked examples)', () => {
    expect(declarerUtility(9, 2, 0)).toBe(9); // 2C, 9 tricks: +9
    expect(declarerUtility(8, 4, 0)).toBe(-4); // 4S, 2 short: defenders +4
    expect(declarerUtility(13, 7, 0)).toBe(16); // 7NT, 13 tricks: +16
  });

  it('strong beats random at bondebridge over a duplicate pair of deals (fixed samples)', async () => {
    if (!getBot('bondebridge', 'strong')) return;
    const out = await runSimulation(
      {
        gameId: 'bondebridge',
        rawOptions: { deals: 1 },
        bots: [
          { label: 'strong', level: 'strong' },
          { label: 'random', level: 'random' },
        ],
        seed: 'strong-vs-random',
        timeMs: 100,
        samples: 2,
        rotations: 2,
        games: 2,
        keepRecords: false,
      },
      { workers: 0 },
    );
    let diff = 0;
    for (const o of out) {
      const strongSide = o.botOfSeat[0] === 0 ? 'NS' : 'EW';
      const other = strongSide === 'NS' ? 'EW' : 'NS';
      diff += o.result.totals[strongSide] - o.result.totals[other];
    }
    expect(diff).toBeGreaterThan(0);
  });
});

/** Views compared on the fields a determinization must reproduce. */
const core = (v: BaseView & Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(
    ['phase', 'toAct', 'hands', 'handCounts', 'tricks', 'tricksWon', 'trump', ...keys].map((k) => [k, v[k]]),
  );

function checkDeterminizations(id: 'bondtolva' | 'bridgette', keys: string[]) {
  const game = getGame(id) as AnyGame | undefined;
  if (!game?.resample) return 0;
  const det = (input: ReturnType<typeof botInput>, rng: Rng) => game.resample?.(input.view, rng) ?? null;
  const options = game.defaultOptions;
  const rng = new Rng(`det:${id}`);
  const basic = getBot(id, 'basic') ?? getBot(id, 'random')!;
  const { record } = playMatch(game, options, {
    rng,
    choose: (s, seat) => basic.choose(botInput(game, options, s, seat, rng)),
    maxActions: 300,
  });
  let checked = 0;
  for (let upTo = 1; upTo < record.actions.length; upTo += 3) {
    const r = replayRecord({ ...record, actions: record.actions.slice(0, upTo) });
    if (!r.ok || game.needsDeck(r.value.state) || game.isOver(r.value.state)) continue;
    const s = r.value.state;
    const seat = game.toAct(s)[0];
    const input = botInput(game, options, s, seat, rng);
    const d = det(input, new Rng(upTo));
    if (d === null) continue;
    const mine = game.view(d, seat) as BaseView & Record<string, unknown>;
    expect(core(mine, keys)).toEqual(core(input.view as BaseView & Record<string, unknown>, keys));
    expect(game.legalActions(d, seat)).toEqual(input.legal);
    checked++;
  }
  return checked;
}

describe('resampled states look the same from the deciding seat', () => {
  it('bondtolva: sampled opponent hand and stock, the same view and legal actions', () => {
    const n = checkDeterminizations('bondtolva', [
      'stockCount',
      'knownCards',
      'declarations',
      'declared',
      'matadorsWon',
      'cardPointsWon',
      'protocol',
    ]);
    if (getGame('bondtolva')) expect(n).toBeGreaterThan(5);
  });

  it('bridgette: sampled opponent hand, discards and stock, the same view and legal actions in the auction and in play', () => {
    const n = checkDeterminizations('bridgette', [
      'upcard',
      'stockCount',
      'drawn',
      'ownDiscards',
      'auction',
      'contract',
      'declarer',
      'leadBan',
      'barredBids',
    ]);
    if (getGame('bridgette')) expect(n).toBeGreaterThan(5);
  });
});
