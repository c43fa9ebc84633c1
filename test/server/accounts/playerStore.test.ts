/**
 * The player store's contract, for every store (../stores.ts): SQLite always, Postgres under
 * `npm run test:postgres` — history rows, ratings written only while they are the ones read,
 * totals per game, follows.
 */
import { describe, expect, it } from 'vitest';
import type { RatingChange, StoredPlayerMatch } from '../../../src/server/accounts/playerStore.js';
import type { StoredAccount } from '../../../src/server/accounts/store.js';
import { STORE_CASES } from '../stores.js';

const account = (id: string, name: string): StoredAccount => ({
  id,
  name,
  nameKey: name.toLowerCase(),
  passwordHash: `scrypt$1024$8$1$salt-${id}$key-${id}`,
  createdAt: 1_700_000_000_000,
});

const T0 = 1_700_000_000_000;

const row = (accountId: string, tableId: string, o: Partial<StoredPlayerMatch> = {}): StoredPlayerMatch => ({
  accountId,
  tableId,
  match: 0,
  game: 'selbu',
  endedAt: T0,
  rated: false,
  counts: { won: true, bids: 2, exact: 1 },
  summary: JSON.stringify({ tableId, who: accountId }),
  ...o,
});

const change = (accountId: string, matchesBefore: number, mu = 26): RatingChange => ({
  accountId,
  game: 'selbu',
  mu,
  sigma: 8,
  matchesBefore,
});

for (const c of STORE_CASES) {
  describe.skipIf(c.skip !== undefined)(
    `${c.name} player store${c.skip ? ` (skipped: ${c.skip})` : ''}`,
    () => {
      async function open() {
        const store = await c.open();
        for (const [id, name] of [
          ['a1', 'Kari'],
          ['a2', 'Ola'],
          ['a3', 'Anne'],
        ])
          await store.accounts.createAccount(account(id, name));
        return store;
      }

      it('a match is kept once per player; newest first, by game, before a time, up to a limit', async () => {
        const store = await open();
        const p = store.players;
        expect(
          await p.saveMatch([row('a1', 't1', { endedAt: T0 }), row('a2', 't1', { endedAt: T0 })], []),
        ).toBe('saved');
        expect(
          await p.saveMatch(
            [row('a1', 't2', { endedAt: T0 + 2, game: 'bridge', counts: { won: false } })],
            [],
          ),
        ).toBe('saved');
        expect(await p.saveMatch([row('a1', 't1', { match: 1, endedAt: T0 + 1 })], [])).toBe('saved');
        // Told twice (a restart, another process): nothing is written again, not even the new row.
        expect(await p.saveMatch([row('a3', 't1'), row('a1', 't1')], [])).toBe('known');
        expect(await p.matchesOf('a3', { limit: 10 })).toEqual([]);

        const ids = async (q: Parameters<typeof p.matchesOf>[1]) =>
          (await p.matchesOf('a1', q)).map((s) => JSON.parse(s).tableId);
        expect(await ids({ limit: 10 })).toEqual(['t2', 't1', 't1']);
        expect(await ids({ limit: 1 })).toEqual(['t2']);
        expect(await ids({ limit: 10, game: 'selbu' })).toEqual(['t1', 't1']);
        expect(await ids({ limit: 10, before: T0 + 2 })).toEqual(['t1', 't1']);
        expect(await ids({ limit: 10, before: T0 })).toEqual([]);
        expect(JSON.parse((await p.matchesOf('a2', { limit: 10 }))[0])).toEqual({ tableId: 't1', who: 'a2' });
        await store.close();
      });

      it('totals per game: matches, won, and only the counts the game has', async () => {
        const store = await open();
        const p = store.players;
        await p.saveMatch([row('a1', 't1', { counts: { won: true, bids: 3, exact: 2 } })], []);
        await p.saveMatch([row('a1', 't2', { counts: { won: false, bids: 3, exact: 0 } })], []);
        await p.saveMatch(
          [row('a1', 't3', { game: 'bridge', counts: { won: false, declared: 2, made: 1 } })],
          [],
        );
        await p.saveMatch([row('a1', 't4', { game: 'bondtolva', counts: { won: true } })], []);
        const none = { ddCost: null, ddCards: null };
        expect(await p.totalsOf('a1')).toEqual([
          {
            game: 'bondtolva',
            matches: 1,
            won: 1,
            declared: null,
            made: null,
            bids: null,
            exact: null,
            ...none,
          },
          { game: 'bridge', matches: 1, won: 0, declared: 2, made: 1, bids: null, exact: null, ...none },
          { game: 'selbu', matches: 2, won: 1, declared: null, made: null, bids: 6, exact: 2, ...none },
        ]);
        expect(await p.totalsOf('a2')).toEqual([]);
        // A judged match adds its cost and cards to its game's totals; judged again, nothing more.
        await p.saveMatch(
          [row('a1', 't5', { game: 'bridge', counts: { won: true, declared: 0, made: 0 } })],
          [],
        );
        await p.saveDdCosts([{ accountId: 'a1', tableId: 't3', match: 0, cost: 2, cards: 26 }]);
        await p.saveDdCosts([{ accountId: 'a1', tableId: 't5', match: 0, cost: 0.5, cards: 13 }]);
        await p.saveDdCosts([{ accountId: 'a1', tableId: 't5', match: 0, cost: 9, cards: 13 }]);
        const bridge = (await p.totalsOf('a1')).find((t) => t.game === 'bridge');
        expect(bridge).toMatchObject({ matches: 2, ddCost: 2.5, ddCards: 39 });
        await store.close();
      });

      it('ratings: written with the rows, only while each is the one that was read', async () => {
        const store = await open();
        const p = store.players;
        const rated = (t: string) => [row('a1', t, { rated: true }), row('a2', t, { rated: true })];
        expect(await p.saveMatch(rated('t1'), [change('a1', 0, 27), change('a2', 0, 23)])).toBe('saved');
        expect(await p.ratingsOf('a1')).toEqual([{ game: 'selbu', mu: 27, sigma: 8, matches: 1 }]);
        expect(await p.ratingsOf('a2')).toEqual([{ game: 'selbu', mu: 23, sigma: 8, matches: 1 }]);

        // Another match moved a2 meanwhile: this one read 0 matches for a2, so nothing is written.
        expect(await p.saveMatch(rated('t2'), [change('a1', 1, 28), change('a2', 0, 30)])).toBe('stale');
        expect(await p.ratingsOf('a1')).toEqual([{ game: 'selbu', mu: 27, sigma: 8, matches: 1 }]);
        expect(await p.matchesOf('a1', { limit: 10 })).toHaveLength(1);
        expect(await p.saveMatch(rated('t2'), [change('a1', 1, 28), change('a2', 1, 22)])).toBe('saved');
        expect(await p.ratingsOf('a2')).toEqual([{ game: 'selbu', mu: 22, sigma: 8, matches: 2 }]);
        expect(await p.ratingsOf('a3')).toEqual([]);
        await store.close();
      });

      it('follows: once, undone, listed by name with the signed-up spelling', async () => {
        const store = await open();
        const p = store.players;
        await p.follow('a1', 'a2', T0);
        await p.follow('a1', 'a2', T0 + 1);
        await p.follow('a1', 'a3', T0);
        expect(await p.isFollowing('a1', 'a2')).toBe(true);
        expect(await p.isFollowing('a2', 'a1')).toBe(false);
        expect(await p.following('a1')).toEqual([
          { id: 'a3', name: 'Anne' },
          { id: 'a2', name: 'Ola' },
        ]);
        await p.unfollow('a1', 'a2');
        await p.unfollow('a1', 'a2');
        expect(await p.isFollowing('a1', 'a2')).toBe(false);
        expect(await p.following('a1')).toEqual([{ id: 'a3', name: 'Anne' }]);
        expect(await p.following('a2')).toEqual([]);
        await store.close();
      });
    },
  );
}
