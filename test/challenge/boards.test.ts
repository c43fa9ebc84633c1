import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/catalog.js';
import {
  boardDecks,
  CHALLENGE_GAMES,
  CHALLENGE_RULES,
  challengeDecks,
  dailyChallenge,
  handsChallenge,
} from '../../src/challenge/boards.js';
import { challengeDateOf, dailySeed, fnv1a32, parseChallengeDate } from '../../src/challenge/seed.js';
import { Match } from '../../src/engine/match.js';
import { deckToStrings } from '../../src/engine/record.js';
import { deckForNextDeal } from '../../src/pbn/decks.js';

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map(challengeDateOf);
const game = fc.constantFrom(...CHALLENGE_GAMES);

describe('the seed rule', () => {
  it('is FNV-1a as published (the test vectors of its authors)', () => {
    expect(fnv1a32('')).toBe('811c9dc5');
    expect(fnv1a32('a')).toBe('e40c292c');
    expect(fnv1a32('foobar')).toBe('bf9cf968');
  });
  it('names the date and the game, and changes with a secret', () => {
    expect(dailySeed('2026-12-05', 'bridge')).toBe(
      `daily-2026-12-05-bridge-${fnv1a32('stikk-daily/1|2026-12-05|bridge')}`,
    );
    expect(dailySeed('2026-12-05', 'bridge', 's3cret')).not.toBe(dailySeed('2026-12-05', 'bridge'));
  });
  it('takes days of the calendar only', () => {
    expect(parseChallengeDate('2024-02-29')).toEqual({ ok: true, value: '2024-02-29' });
    for (const bad of ['2023-02-29', '2026-13-01', '2026-1-5', 'today', '2026-12-05T00:00'])
      expect(parseChallengeDate(bad).ok).toBe(false);
    expect(challengeDateOf(new Date('2026-12-05T23:59:59.999Z'))).toBe('2026-12-05');
  });
});

describe("the day's boards", () => {
  it('are identical for the same date and game', () => {
    fc.assert(
      fc.property(day, game, (date, g) => {
        const pack = getGame(g)!.pack(getGame(g)!.parseOptions(CHALLENGE_RULES[g].options));
        expect(dailyChallenge(g, date)).toEqual(dailyChallenge(g, date));
        expect(boardDecks(dailyChallenge(g, date), pack, 4)).toEqual(
          boardDecks(dailyChallenge(g, date), pack, 4),
        );
      }),
      { numRuns: 50 },
    );
  });
  it('differ across dates and across games', () => {
    fc.assert(
      fc.property(day, day, game, (a, b, g) => {
        fc.pre(a !== b);
        const pack = getGame(g)!.pack(
          (getGame(g)!.parseOptions(CHALLENGE_RULES[g].options) as { ok: true; value: unknown }).value,
        );
        expect(boardDecks(dailyChallenge(g, a), pack, 1)).not.toEqual(
          boardDecks(dailyChallenge(g, b), pack, 1),
        );
      }),
      { numRuns: 50 },
    );
    const pack = getGame('bridge')!.pack(getGame('bridge')!.defaultOptions);
    expect(boardDecks(dailyChallenge('bridge', '2026-12-05'), pack)).not.toEqual(
      boardDecks(dailyChallenge('bondebridge', '2026-12-05'), pack),
    );
  });
  it('open for the UTC day, with strong bots, 8 boards at bridge and bondebridge, 20 rounds at selbu', () => {
    const c = dailyChallenge('bridge', '2026-12-31');
    expect(c.window).toEqual({ opens: '2026-12-31T00:00:00.000Z', closes: '2027-01-01T00:00:00.000Z' });
    expect([c.bots, c.seat, c.boards, c.ranking]).toEqual(['strong', 2, 8, 'boards']);
    expect(dailyChallenge('bondebridge', '2026-12-05').boards).toBe(8);
    expect(dailyChallenge('selbu', '2026-12-05').boards).toBe(20);
    expect(dailyChallenge('bondtolva', '2026-12-05').ranking).toBe('total');
  });
  it("are options every game accepts, and deal n of any match is the challenge's deck n", () => {
    for (const g of CHALLENGE_GAMES) {
      const c = dailyChallenge(g, '2026-12-05');
      const rules = getGame(g)!;
      const options = rules.parseOptions(c.options);
      expect(options.ok, `${g}: ${JSON.stringify(options)}`).toBe(true);
      if (!options.ok) continue;
      const pack = rules.pack(options.value);
      const decks = challengeDecks(c, pack);
      const match = Match.start(rules, options.value, c.firstDealer).dealIfNeeded(decks);
      expect(match.ok).toBe(true);
      if (match.ok) expect(match.value.toRecord().decks[0]).toEqual(deckToStrings(boardDecks(c, pack, 1)[0]));
    }
  });
});

describe('a challenge of hands (a PBN file)', () => {
  it('deals each board its hands, whoever deals, and seeded decks after them', () => {
    const bridge = getGame('bridge')!;
    const hands = [0, 1, 2, 3].map((s) => Array.from({ length: 13 }, (_, i) => s * 13 + i));
    const c = handsChallenge({
      id: 'club-1',
      name: 'Club night',
      game: 'bridge',
      boards: [{ label: '7', hands }],
      window: { opens: '2026-12-05T18:00:00.000Z', closes: '2026-12-06T18:00:00.000Z' },
    });
    expect([c.boards, c.options]).toEqual([1, { scoring: 'duplicate', boards: 1, firstBoard: 1 }]);
    const options = bridge.parseOptions(c.options);
    if (!options.ok) throw new Error('options');
    const decks = challengeDecks(c, bridge.pack(options.value), (state, h) =>
      deckForNextDeal(bridge, state, h),
    );
    const match = Match.start(bridge, options.value, 0).dealIfNeeded(decks);
    if (!match.ok) throw new Error(match.error.message);
    const view = bridge.view(match.value.state, 0) as { hands: Array<string[] | null> };
    expect(view.hands[0]).toHaveLength(13);
    expect(view.hands[0]!.every((card) => card.startsWith('S'))).toBe(true);
    expect(() => challengeDecks(c, bridge.pack(options.value))(0, null)).toThrow(/places them/);
    expect(decks(1, null)).toHaveLength(52);
  });
});

describe('a played challenge', () => {
  it.each(['bondebridge', 'bridge'] as const)(
    '%s: deal n of the result is the seeded deck n, thrown-in deals included',
    async (id) => {
      const { playSimMatch } = await import('../../src/sim/match.js');
      const { getBot } = await import('../../src/catalog.js');
      const { entrantLine } = await import('../../src/challenge/scoring.js');
      const rules = getGame(id)!;
      const c = dailyChallenge(id, '2026-12-05');
      const options = rules.parseOptions(c.options);
      if (!options.ok) throw new Error('options');
      const pack = rules.pack(options.value);
      const bot = getBot(id, 'basic')!;
      const played = await playSimMatch(
        rules,
        options.value,
        { seed: 'line', match: 0, rotation: 0 },
        [0, 0, 0, 0],
        [(input) => bot.choose(input)],
        { timeMs: 5, deals: { decks: challengeDecks(c, pack), firstDealer: c.firstDealer } },
      );
      const decks = played.record.decks;
      expect(played.result.finished).toBe(true);
      expect(played.result.deals).toHaveLength(decks.length);
      expect(decks).toEqual(boardDecks(c, pack, decks.length).map(deckToStrings));
      played.result.deals.forEach((d, n) => {
        expect(d.dealer).toBe(id === 'bridge' ? n % 4 : (c.firstDealer + n) % 4);
      });
      expect(entrantLine(c, 'x', played.result).boards).toHaveLength(decks.length);
    },
  );
});
