/**
 * The deal viewer's review as its Web Worker computes it (src/web/analysis/worker/run.ts), run
 * here in Node: a deal taken by itself, as the viewer has it (its replay steps and deck), gives
 * what the analysis core gives for that deal inside its whole match record — the same cards,
 * costs and best cards, table and par (vulnerability and dealer come from the deal's view, so
 * duplicate boards and chicago deals later in a round count). And the step ↔ card mapping.
 */
import { describe, expect, test } from 'vitest';
import { analyzeRecord, canAnalyze } from '../../src/analysis/index.js';
import type { AnyGame } from '../../src/engine/game.js';
import { bondebridge } from '../../src/games/bondebridge/game.js';
import { bondtolva } from '../../src/games/bondtolva/game.js';
import { bridge } from '../../src/games/bridge/game.js';
import { bridgette } from '../../src/games/bridgette/game.js';
import { selbu } from '../../src/games/selbu/game.js';
import { dealSpans, dealSteps } from '../../src/table/finishedDeals.js';
import { costNote, fromHereLine, notReviewedNote } from '../../src/web/analysis/Review.js';
import { fromHere, playedAt, REVIEWABLE, requestFor } from '../../src/web/analysis/shape.js';
import { analyseDeal } from '../../src/web/analysis/worker/run.js';
import type { GameRecord, ReplayStep } from '../../src/web/net/types.js';
import bondebridge01 from '../fixtures/replay-samples/bondebridge/01.json' with { type: 'json' };
import bondtolva01 from '../fixtures/replay-samples/bondtolva/01.json' with { type: 'json' };
import bridge01 from '../fixtures/replay-samples/bridge/01.json' with { type: 'json' };
import bridge06 from '../fixtures/replay-samples/bridge/06.json' with { type: 'json' };
import bridgette01 from '../fixtures/replay-samples/bridgette/01.json' with { type: 'json' };
import selbu01 from '../fixtures/replay-samples/selbu/01.json' with { type: 'json' };
import { MESSAGES } from './messages.js';

const SAMPLES: Record<string, { record: unknown }> = {
  'bridge/01': bridge01,
  'bridge/06': bridge06,
  'bondebridge/01': bondebridge01,
  'bridgette/01': bridgette01,
  'bondtolva/01': bondtolva01,
  'selbu/01': selbu01,
};
const sample = (name: string): GameRecord => SAMPLES[name].record as GameRecord;
const GAMES: Record<string, AnyGame> = {
  bridge: bridge as AnyGame,
  bondebridge: bondebridge as AnyGame,
  bridgette: bridgette as AnyGame,
  bondtolva: bondtolva as AnyGame,
  selbu: selbu as AnyGame,
};

/**
 * One deal of a record as the viewer gets it from `GET /api/tables/:id/deals/:deal`; with
 * `prefix`, also the match up to the deal's end as that reply's `prefix` carries it.
 */
function viewerDeal(record: GameRecord, deal: number, prefix = false) {
  const game = GAMES[record.game];
  const parsed = game.parseOptions(record.options ?? {});
  if (!parsed.ok) throw new Error('bad options');
  const log = { firstDealer: record.firstDealer ?? 0, decks: record.decks, actions: record.actions };
  const steps = dealSteps(game, parsed.value, log, deal) as unknown as ReplayStep[];
  const end = dealSpans(game, parsed.value, log)[deal].to;
  const match = prefix
    ? {
        firstDealer: log.firstDealer,
        decks: log.decks.slice(0, deal + 1),
        actions: log.actions.slice(0, end),
        deal,
      }
    : undefined;
  return { steps, request: requestFor(record.game, record.options ?? {}, record.decks[deal], steps, match) };
}

describe.each([
  // Duplicate boards 1–3: dealer and vulnerability move with the board.
  { name: 'bridge/01', deals: [1, 2] },
  // Chicago, the player on the dealer's left calling first: the fourth deal is vulnerable.
  { name: 'bridge/06', deals: [3] },
  { name: 'bondebridge/01', deals: [0] },
])('$name', ({ name, deals }) => {
  const record = sample(name);
  test.each(deals)('deal %i by itself, as in its match', (deal) => {
    const whole = analyzeRecord(record, { deals: [deal] });
    if (!whole.ok) throw new Error(whole.error.message);
    const core = whole.value.deals[0];
    const { steps, request } = viewerDeal(record, deal);
    const progress: Array<[number, number]> = [];
    const mine = analyseDeal(request, (done, total) => progress.push([done, total]));
    if (!mine.ok) throw new Error(mine.message);
    const a = mine.analysis;
    expect(a.cards).toEqual(core.cards);
    expect(a.ddTable).toEqual(core.ddTable);
    if (core.par) {
      expect(a.par?.score).toBe(core.par.score);
      expect(a.par?.contracts.map((c) => c.call)).toEqual(
        core.par.contracts.map((c) => `${c.level}${c.strain}${c.doubled ? 'X' : ''}`),
      );
    } else expect(a.par).toBeUndefined();
    if (core.declarer !== null) expect(a.side).toContain(core.declarer);
    // Progress after each card, counting up to all of them.
    expect(progress.map(([d]) => d)).toEqual(core.cards.map((_, i) => i + 1));
    // Every card is found at its step; after the last, best play "from here" is the tricks taken by play.
    const at = playedAt(steps, a.cards);
    expect(at[at.length - 1]).toBe(a.cards.length);
    a.cards.forEach((c, i) => {
      const step = at.indexOf(i + 1);
      expect(steps[step].action).toBe(c.card);
      expect(fromHere(a, i)).toBe(c.best);
    });
    if (a.cards.length && core.claimed === undefined)
      expect(fromHere(a, a.cards.length)).toBe(core.tricksWon);
  });
});

describe.each([
  // Bridgette and bondtolva: a deal by itself plays as in its match; selbu's round needs the
  // match before it (hand size and trump follow the round), so the reply's prefix is used.
  { name: 'bridgette/01', deal: 1, prefix: false, measure: 'declarer-tricks' },
  { name: 'bondtolva/01', deal: 2, prefix: false, measure: 'point-margin' },
  { name: 'bondtolva/01', deal: 3, prefix: true, measure: 'point-margin' },
  { name: 'selbu/01', deal: 3, prefix: true, measure: 'bid-reachable' },
])('$name deal $deal (prefix $prefix): the review of its measure', ({ name, deal, prefix, measure }) => {
  test('equals the core on the whole record', () => {
    const record = sample(name);
    const whole = analyzeRecord(record, { deals: [deal] });
    if (!whole.ok) throw new Error(whole.error.message);
    const core = whole.value.deals[0];
    const { steps, request } = viewerDeal(record, deal, prefix);
    const mine = analyseDeal(request);
    if (!mine.ok) throw new Error(mine.message);
    const a = mine.analysis;
    expect(a.cards.length).toBeGreaterThan(0);
    expect(a.cards).toEqual(core.cards);
    expect(a.measure).toBe(measure);
    expect(core.review?.measure).toBe(measure);
    expect(a.firstReviewed).toBe(core.review?.firstReviewed);
    expect(a.side).toEqual(core.review?.side === null ? [] : [core.review?.side]);
    expect(a.ddTable).toBeUndefined();
    // The reviewed cards are found at their steps, after the unreviewed ones.
    const at = playedAt(steps, a.cards);
    expect(at[at.length - 1]).toBe(a.cards.length);
    const plays = steps.filter((s) => s.action !== null && s.action.length === 2).length;
    expect(plays).toBeGreaterThanOrEqual(a.firstReviewed + a.cards.length);
  });
});

test('each measure in its own words, sides by player names', () => {
  const en = MESSAGES.en;
  const names = ['Kari', 'Ola', 'Per', 'Siri'];
  const review = (name: string, deal: number) => {
    const out = analyseDeal(viewerDeal(sample(name), deal, true).request);
    if (!out.ok) throw new Error(out.message);
    return out.analysis;
  };
  const bridgette = review('bridgette/01', 1);
  const declarer = names[bridgette.side[0]];
  expect(fromHereLine(bridgette, 0, false, names, false, en)?.text).toBe(
    `Best play from here: ${declarer} takes ${bridgette.cards[0].best} tricks`,
  );
  expect(notReviewedNote(bridgette, en)).toBeNull();

  const bondtolva = review('bondtolva/01', 2);
  const m = bondtolva.cards[0].best;
  expect(fromHereLine(bondtolva, 0, false, names, false, en)?.text).toBe(
    `Best play from here: margin ${m > 0 ? '+' : m < 0 ? '−' : '±'}${Math.abs(m)} points for Kari`,
  );
  expect(bondtolva.firstReviewed).toBeGreaterThan(0);
  expect(notReviewedNote(bondtolva, en)).toBe('Phase 1 is not reviewed (the stock was hidden).');
  expect(costNote(bondtolva, 2, en)).toBe('cost 2 points');

  const selbu = review('selbu/01', 3);
  const lines = selbu.cards.map(
    (c, i) => [c, fromHereLine(selbu, i, false, names, false, en)?.text] as const,
  );
  for (const [c, text] of lines)
    expect(text).toBe(
      c.best ? `${names[c.seat]} can still make the bid` : `${names[c.seat]} can no longer make it`,
    );
  expect(costNote(selbu, 1, en)).toBe('gave up the bid');
});

test('selbu: a round taken by itself is not the round of its match', () => {
  const record = sample('selbu/01');
  const { request } = viewerDeal(record, 3);
  expect(analyseDeal(request).ok).toBe(false);
  expect(analyseDeal(viewerDeal(record, 3, true).request).ok).toBe(true);
});

test('a deal the core refuses fails with its reason, not an exception', () => {
  const { request } = viewerDeal(sample('bridge/01'), 0);
  const broken = {
    ...request,
    actions: [...request.actions.slice(0, 10), [request.actions[10][0], 'ZZ']] as Array<[number, string]>,
  };
  const out = analyseDeal(broken);
  expect(out.ok).toBe(false);
  if (!out.ok) expect(out.message).toMatch(/ZZ/);
});

test('the viewer offers a review only for games the worker can analyse', () => {
  expect([...REVIEWABLE].filter((g) => !canAnalyze(g))).toEqual([]);
});
