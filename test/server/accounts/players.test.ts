/**
 * The players' side (`Players`, src/server/accounts/players.ts): a finished match goes to each
 * signed-in player's history with their rank, partners and opponents; a rated one moves the
 * ratings; stats come from the games' deal rows; nothing it meets makes it reject.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { analyzeRecord } from '../../../src/analysis/index.js';
import { Rng } from '../../../src/cards/rng.js';
import { getGame } from '../../../src/catalog.js';
import { withoutClaims } from '../../../src/engine/claim.js';
import type { MatchResult } from '../../../src/engine/game.js';
import { playMatch } from '../../../src/engine/play.js';
import type { GameRecord } from '../../../src/engine/record.js';
import type { MatchSummary } from '../../../src/protocol/profiles.js';
import { display, newRating } from '../../../src/ratings/rating.js';
import { ddCostsByPlace } from '../../../src/server/accounts/ddCosts.js';
import { matchCounts } from '../../../src/server/accounts/matchCounts.js';
import type { PlayerStore } from '../../../src/server/accounts/playerStore.js';
import { Players } from '../../../src/server/accounts/players.js';
import { matchJudge } from '../../../src/server/analysisPool.js';
import type { EndedMatch } from '../../../src/server/people.js';
import { SqliteStore } from '../../../src/server/sqliteStore.js';

const NAMES = ['Kari', 'Ola', 'Anne', 'Per'];
const errors: unknown[] = [];
const log = { error: (o: unknown) => void errors.push(o), warn: (o: unknown) => void errors.push(o) };

let store: SqliteStore;
let players: Players;
beforeEach(async () => {
  errors.length = 0;
  store = new SqliteStore(':memory:');
  for (const name of NAMES) {
    await store.accounts.createAccount({
      id: `id-${name}`,
      name,
      nameKey: name.toLowerCase(),
      passwordHash: 'scrypt$x',
      createdAt: 0,
    });
  }
  players = new Players(store.players, log);
});

/** A finished match of random legal play with exactly one winning side. */
function decidedResult(id: string, raw: Record<string, unknown>): MatchResult {
  const game = getGame(id)!;
  const parsed = game.parseOptions(raw);
  if (!parsed.ok) throw new Error(parsed.error.message);
  for (let seed = 0; ; seed++) {
    const choices = new Rng(`players:${seed}:choices`);
    const { state } = playMatch(game, parsed.value, {
      rng: new Rng(`players:${seed}`),
      choose: (s, seat) => choices.pick(withoutClaims(game.legalActions(s, seat))),
    });
    const result = game.result(state);
    if (result.winners.length === 1) return result;
  }
}

const person = (name: string) => ({ name, accountId: `id-${name}`, bot: null });
const ended = (
  result: MatchResult,
  places: EndedMatch['places'],
  o: Partial<EndedMatch> = {},
): EndedMatch => ({
  tableId: 'tbl1',
  match: 0,
  game: result.game,
  endedAt: Date.UTC(2026, 0, 2, 18),
  rated: places.every((p) => p.accountId !== null),
  places,
  result,
  record: { format: 'stikk-record/1', game: result.game, decks: [], actions: [] } as unknown as GameRecord,
  ...o,
});

const history = async (name: string): Promise<MatchSummary[]> =>
  (await store.players.matchesOf(`id-${name}`, { limit: 10 })).map((s) => JSON.parse(s));
const selbuRating = async (name: string) =>
  (await store.players.ratingsOf(`id-${name}`)).find((r) => r.game === 'bridge' || r.game === 'selbu');

describe('a rated match', () => {
  it('moves the winners up and the losers down, and writes every history with the rating change', async () => {
    const result = decidedResult('bridge', { scoring: 'duplicate', deals: 2 });
    await players.matchEnded(ended(result, NAMES.map(person)));
    const winners = result.winners[0] === 'NS' ? [0, 2] : [1, 3];
    for (const [place, name] of NAMES.entries()) {
      const r = await selbuRating(name);
      expect(r?.matches).toBe(1);
      const won = winners.includes(place);
      if (won) expect(r!.mu).toBeGreaterThan(newRating().mu);
      else expect(r!.mu).toBeLessThan(newRating().mu);
      const [m] = await history(name);
      expect(m).toMatchObject({
        tableId: 'tbl1',
        match: 0,
        game: 'bridge',
        endedAt: '2026-01-02T18:00:00.000Z',
        rated: true,
        place,
        rank: won ? 1 : 2,
        of: 2,
        partners: [NAMES[(place + 2) % 4]],
        opponents: [NAMES[(place + 1) % 4], NAMES[(place + 3) % 4]].sort(
          (a, b) => NAMES.indexOf(a) - NAMES.indexOf(b),
        ),
        rating: { before: display(newRating()), after: display(r!) },
      });
      expect(m.places).toEqual(NAMES.map((n) => ({ name: n, signedIn: true })));
    }
    // Every contract was declared by one of the four, and none made more than declared.
    const totals = await Promise.all(NAMES.map(async (n) => (await store.players.totalsOf(`id-${n}`))[0]));
    const contracts = result.deals.filter((d) => !d.passedOut).length;
    expect(totals.reduce((s, t) => s + (t.declared ?? 0), 0)).toBe(contracts);
    for (const t of totals) expect(t.made!).toBeLessThanOrEqual(t.declared!);
    expect(totals.map((t) => t.won)).toEqual(NAMES.map((_, p) => (winners.includes(p) ? 1 : 0)));
    expect(errors).toEqual([]);
  });

  it('a second rated match starts from the ratings the first left', async () => {
    const result = decidedResult('selbu', { players: 2, handSizes: '1,1' });
    const m = (match: number) => ended(result, [person('Kari'), person('Ola')], { match });
    // Both end at once: they are kept one after the other, neither update lost.
    await Promise.all([players.matchEnded(m(0)), players.matchEnded(m(1))]);
    expect((await selbuRating('Kari'))?.matches).toBe(2);
    const [second, first] = await history('Kari');
    expect(second.match).toBe(1);
    expect(second.rating?.before).toBe(first.rating?.after);
  });

  it('told twice, is kept and rated once', async () => {
    const result = decidedResult('selbu', { players: 2, handSizes: '1,1' });
    const m = ended(result, [person('Kari'), person('Ola')]);
    await players.matchEnded(m);
    await players.matchEnded(m);
    expect(await history('Kari')).toHaveLength(1);
    expect((await selbuRating('Kari'))?.matches).toBe(1);
  });
});

describe('an unrated match', () => {
  it('writes the history, changes no rating, and shows a bot with its level', async () => {
    const result = decidedResult('selbu', { players: 2, handSizes: '1,1' });
    await players.matchEnded(ended(result, [person('Kari'), { name: '', accountId: null, bot: 'strong' }]));
    expect(await store.players.ratingsOf('id-Kari')).toEqual([]);
    const [m] = await history('Kari');
    expect(m.rated).toBe(false);
    expect(m.rating).toBeUndefined();
    expect(m.places).toEqual([
      { name: 'Kari', signedIn: true },
      { name: '', bot: 'strong' },
    ]);
    expect(m.opponents).toEqual(['']);
    expect(m.rank).toBe(result.winners[0] === '0' ? 1 : 2);
  });

  it('keeps a guest by name and one account at two places once', async () => {
    const result = decidedResult('selbu', { players: 3 });
    const guest = { name: 'Gjest', accountId: null, bot: null };
    await players.matchEnded(ended(result, [person('Kari'), guest, person('Kari')], { rated: false }));
    const h = await history('Kari');
    expect(h).toHaveLength(1);
    expect(h[0].place).toBe(0);
    expect(h[0].places[1]).toEqual({ name: 'Gjest' });
  });
});

describe('stats from the deal rows', () => {
  const selbu: MatchResult = {
    game: 'selbu',
    finished: true,
    deals: [
      { dealer: 0, bids: [1, 0], tricks: [1, 0], score: { 0: 11, 1: 10 } },
      { dealer: 1, bids: [0, 1], tricks: [1, 0], score: { 0: 0, 1: 0 } },
    ],
    totals: { 0: 11, 1: 10 },
    winners: ['0'],
  };

  it('selbu: rounds bid and rounds exactly made', () => {
    expect(matchCounts(selbu, 0, true)).toEqual({ won: true, bids: 2, exact: 1 });
    expect(matchCounts(selbu, 1, false)).toEqual({ won: false, bids: 2, exact: 1 });
  });

  it('bridge and bondebridge: contracts declared and made, by the person in the seat', () => {
    const deal = (declarer: number, contract: string, tricks: number, seating?: number[]) => ({
      dealer: 0,
      declarer,
      contract,
      tricks,
      score: {},
      ...(seating && { seating }),
    });
    const bridge: MatchResult = {
      game: 'bridge',
      finished: true,
      deals: [
        deal(0, '4S', 10),
        deal(0, '3NTX', 8),
        { dealer: 1, passedOut: true, score: {} },
        deal(2, '7NTXX', 13),
      ],
      totals: { NS: 1, EW: 0 },
      winners: ['NS'],
    };
    expect(matchCounts(bridge, 0, true)).toEqual({ won: true, declared: 2, made: 1 });
    expect(matchCounts(bridge, 2, true)).toEqual({ won: true, declared: 1, made: 1 });
    expect(matchCounts(bridge, 1, false)).toEqual({ won: false, declared: 0, made: 0 });
    // Three players: South's hand is played by the person sitting North and South (seating).
    const three: MatchResult = {
      game: 'bondebridge',
      finished: true,
      deals: [
        deal(2, '2H', 8, [0, 1, 0, 2]),
        deal(0, '1NT', 6, [1, 0, 1, 2]),
        deal(3, '1C', 7, [2, 0, 2, 1]),
      ],
      totals: { 0: 1, 1: 1, 2: 1 },
      winners: ['0', '1', '2'],
    };
    expect(matchCounts(three, 0, true)).toEqual({ won: true, declared: 1, made: 1 });
    expect(matchCounts(three, 1, true)).toEqual({ won: true, declared: 2, made: 1 });
    expect(matchCounts(three, 2, true)).toEqual({ won: true, declared: 0, made: 0 });
    expect(matchCounts({ ...selbu, game: 'bondtolva' }, 0, true)).toEqual({ won: true });
  });
});

describe('never rejects', () => {
  it('logs a store that fails and goes on with the next match', async () => {
    let calls = 0;
    const failing: PlayerStore = {
      ...store.players,
      ratingsOf: (id) => store.players.ratingsOf(id),
      saveMatch: async (rows, ratings) => {
        if (calls++ === 0) throw new Error('disk full');
        return store.players.saveMatch(rows, ratings);
      },
    } as PlayerStore;
    const p = new Players(failing, log);
    const result = decidedResult('selbu', { players: 2, handSizes: '1,1' });
    await expect(p.matchEnded(ended(result, [person('Kari'), person('Ola')]))).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
    await p.matchEnded(ended(result, [person('Kari'), person('Ola')], { match: 1 }));
    expect((await history('Kari')).map((m) => m.match)).toEqual([1]);
  });
});

describe('the double-dummy cost per card', () => {
  it('judges a bridge match after it is kept and adds each signed-in player’s cost to their totals', async () => {
    const game = getGame('bridge')!;
    const parsed = game.parseOptions({ scoring: 'duplicate', boards: 1 });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const choices = new Rng('dd:choices');
    const { state, record } = playMatch(game, parsed.value, {
      rng: new Rng('dd'),
      choose: (s, seat) => choices.pick(withoutClaims(game.legalActions(s, seat))),
    });
    const judged = new Players(store.players, log, matchJudge());
    const places = [
      person('Kari'),
      { name: '', accountId: null, bot: 'basic' },
      person('Anne'),
      person('Per'),
    ];
    await judged.matchEnded(
      ended(game.result(state), places, { record: JSON.parse(JSON.stringify(record)), rated: false }),
    );
    await judged.idle();
    expect(errors).toEqual([]);
    const analysis = analyzeRecord(JSON.parse(JSON.stringify(record)));
    if (!analysis.ok) throw new Error(analysis.error.message);
    const want = ddCostsByPlace(analysis.value, game.result(state), 4);
    for (const [place, name] of [
      [0, 'Kari'],
      [2, 'Anne'],
      [3, 'Per'],
    ] as const) {
      const totals = (await store.players.totalsOf(`id-${name}`)).find((t) => t.game === 'bridge');
      expect(totals).toMatchObject({ ddCost: want[place].cost, ddCards: want[place].cards });
    }
    // Random play loses tricks; a player who chose no card (declarer's partner as dummy all match) has none.
    expect(want.reduce((n, c) => n + c.cost, 0)).toBeGreaterThan(0);
    // Told again, the match is known: nothing is judged or added twice.
    await judged.matchEnded(ended(game.result(state), places, { record, rated: false }));
    await judged.idle();
    const again = (await store.players.totalsOf('id-Kari')).find((t) => t.game === 'bridge');
    expect(again).toMatchObject({ matches: 1, ddCost: want[0].cost, ddCards: want[0].cards });
  });

  it('leaves the stat absent for a game with no contract to judge, and for a record that does not replay', async () => {
    const judged = new Players(store.players, log, matchJudge());
    const result = decidedResult('selbu', { players: 2, handSizes: '1,1' });
    await judged.matchEnded(ended(result, [person('Kari'), person('Ola')]));
    const bridge = decidedResult('bridge', { scoring: 'chicago' });
    await judged.matchEnded(
      ended(bridge, [person('Kari'), person('Ola'), person('Anne'), person('Per')], {
        tableId: 'tbl2',
        record: {
          format: 'stikk-record/1',
          game: 'bridge',
          firstDealer: 0,
          decks: [['SA']],
          actions: [],
        } as never,
      }),
    );
    await judged.idle();
    const totals = await store.players.totalsOf('id-Kari');
    for (const t of totals) expect(t).toMatchObject({ ddCost: null, ddCards: null });
    // The bridge match's record here deals one card: it does not replay, which is logged, not thrown.
    expect(errors).toHaveLength(1);
  });
});
