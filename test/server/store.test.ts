/**
 * The store contract, for every store (./stores.ts): SQLite always, Postgres when
 * STIKK_TEST_POSTGRES is set. A table restored from its log is the same table, a write that
 * fails changes nothing, the log cannot fork, one table's changes commit one at a time.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { POSTGRES_SCHEMA_VERSION, PostgresStore } from '../../src/server/postgresStore.js';
import type { StoredSeat, TableStore } from '../../src/server/store.js';
import { Table } from '../../src/server/table.js';
import { hashToken } from '../../src/server/tokens.js';
import { fakeAny, fakeGame } from './fakeGame.js';
import { POSTGRES_SKIP, POSTGRES_URL, postgresUrl, STORE_CASES, testSchema } from './stores.js';

const options = fakeGame.parseOptions({ seats: 2, deals: 3 });
if (!options.ok) throw new Error(options.error.message);

const newTable = (store: TableStore, id: string, seed = id) =>
  Table.create(store, { id, game: fakeAny, options: options.value, seed, bots: [] });

const free = (seat: number): StoredSeat => ({
  seat,
  kind: 'free',
  name: null,
  tokenHash: null,
  level: null,
  standIn: false,
});

for (const c of STORE_CASES) {
  describe.skipIf(c.skip !== undefined)(`${c.name} store${c.skip ? ` (skipped: ${c.skip})` : ''}`, () => {
    it('restores a table from its log to exactly the same state', async () => {
      const store = await c.open();
      const t = await newTable(store, 't1', 'x');
      await t.setSeat(0, { kind: 'human', name: 'Kari', tokenHash: hashToken('a'.repeat(20)) });
      await t.setSeat(1, { kind: 'bot', level: 'random' });
      for (let i = 0; i < 9 && !t.isOver(); i++) {
        const seat = t.toAct()[0];
        expect((await t.act(seat, fakeAny.legalActions(t.state, seat)[0])).ok).toBe(true);
      }
      const stored = (await store.loadTable('t1'))!;
      const back = Table.restore(store, stored, fakeAny);
      if (!back.ok) throw new Error(back.error);
      expect(back.value.state).toEqual(t.state);
      expect(back.value.version).toBe(t.version);
      expect(back.value.seats).toEqual(t.seats);
      expect(await store.tableOfToken(hashToken('a'.repeat(20)))).toEqual({ tableId: 't1', seat: 0 });
      expect(await store.tableOfToken(hashToken('b'.repeat(20)))).toBeUndefined();
      await store.close();
    });

    it('an illegal action changes nothing, not even the log', async () => {
      const store = await c.open();
      const t = await newTable(store, 't2', 'y');
      const events = async () => (await store.loadTable('t2'))!.events.length;
      const before = { state: t.state, version: t.version, events: await events() };
      const r = await t.act(0, 'SA');
      expect(r.ok).toBe(false);
      expect({ state: t.state, version: t.version, events: await events() }).toEqual(before);
      await store.close();
    });

    it('a failing write leaves the table unchanged (stored before it is made visible)', async () => {
      const store = await c.open();
      const t = await newTable(store, 't3', 'z');
      const before = { state: t.state, version: t.version };
      await store.close();
      const seat = t.toAct()[0];
      await expect(t.act(seat, fakeAny.legalActions(t.state, seat)[0])).rejects.toThrow();
      expect({ state: t.state, version: t.version }).toEqual(before);
    });

    it('a log with a gap or a changed action is refused on restore', async () => {
      const store = await c.open();
      const t = await newTable(store, 't4', 'w');
      const seat = t.toAct()[0];
      await t.act(seat, fakeAny.legalActions(t.state, seat)[0]);
      const stored = (await store.loadTable('t4'))!;
      const gap = { ...stored, events: stored.events.filter((e) => e.seq !== 2) };
      expect(Table.restore(store, gap, fakeAny)).toMatchObject({
        ok: false,
        error: expect.stringMatching(/gap/),
      });
      const forged = {
        ...stored,
        events: stored.events.map((e) => (e.kind === 'action' ? { ...e, data: 'SA' } : e)),
      };
      expect(Table.restore(store, forged, fakeAny).ok).toBe(false);
      await store.close();
    });

    it('the log cannot fork: appending a sequence number it holds fails and writes nothing', async () => {
      const store = await c.open();
      await store.createTable(
        {
          id: 'f',
          game: 'fake',
          options: '{}',
          seed: 's',
          createdAt: '2026-01-01T00:00:00Z',
          settings: null,
        },
        [free(0), free(1)],
      );
      await store.append('f', 1, [{ match: 0, kind: 'match', seat: null, data: '0' }]);
      await store.append('f', 2, [{ match: 0, kind: 'action', seat: 0, data: 'a' }]);
      // A second writer that read the log before seq 2: its events 2 and 3 must not land, not even 3.
      await expect(
        store.append('f', 2, [
          { match: 0, kind: 'action', seat: 1, data: 'b' },
          { match: 0, kind: 'deck', seat: null, data: 'SA,HK' },
        ]),
      ).rejects.toThrow();
      const events = (await store.loadTable('f'))!.events;
      expect(events.map((e) => [e.seq, e.data])).toEqual([
        [1, '0'],
        [2, 'a'],
      ]);
      await store.close();
    });

    it('two changes at one table commit one after the other; unqueued, the second is refused by the log', async () => {
      const store = await c.open();
      const t = await newTable(store, 'q', 'q');
      const seat = t.toAct()[0];
      const [action] = fakeAny.legalActions(t.state, seat);
      // Without the table's line both check the same state; the store refuses the second's number.
      const raced = await Promise.allSettled([t.act(seat, action), t.act(seat, action)]);
      expect(raced.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const stored = (await store.loadTable('q'))!;
      expect(stored.events.at(-1)!.seq).toBe(t.version);
      const back = Table.restore(store, stored, fakeAny);
      expect(back.ok && back.value.state).toEqual(t.state);
      // In the line, the second is checked against the state the first made.
      const next = t.toAct()[0];
      const legal = fakeAny.legalActions(t.state, next)[0];
      const queued = await Promise.all([
        t.exclusive(() => t.act(next, legal)),
        t.exclusive(() => t.act(next, legal)),
      ]);
      expect(queued.filter((r) => r.ok)).toHaveLength(queued[1].ok ? 2 : 1);
      const again = Table.restore(store, (await store.loadTable('q'))!, fakeAny);
      expect(again.ok && again.value.version).toBe(t.version);
      await store.close();
    });

    it('records matches, their end, the tables to restore and the chat', async () => {
      const store = await c.open();
      const table = { game: 'fake', options: '{}', seed: 's', createdAt: '', settings: null };
      const person: StoredSeat = { ...free(0), kind: 'human', name: 'Kari', tokenHash: 'h' };
      await store.createTable({ ...table, id: 'live', createdAt: '2026-01-01T00:00:01Z' }, [person, free(1)]);
      await store.createTable({ ...table, id: 'empty', createdAt: '2026-01-01T00:00:02Z' }, [
        free(0),
        free(1),
      ]);
      await store.createTable({ ...table, id: 'over', createdAt: '2026-01-01T00:00:03Z' }, [person, free(1)]);
      for (const id of ['live', 'empty', 'over']) {
        await store.append(id, 1, [
          { match: 0, kind: 'match', seat: null, data: '1' },
          { match: 0, kind: 'deck', seat: null, data: 'SA,HK' },
        ]);
      }
      await store.append('over', 3, [{ match: 0, kind: 'action', seat: 1, data: 'x' }], {
        match: 0,
        players: ['Kari', ''],
      });
      expect(await store.tablesToRestore()).toEqual(['live']);
      expect(await store.lastFinishedMatch('over')).toBe(0);
      expect(await store.lastFinishedMatch('live')).toBeUndefined();
      expect(await store.match('over', 0)).toEqual({
        firstDealer: 1,
        decks: [['SA', 'HK']],
        actions: [[1, 'x']],
        players: ['Kari', ''],
        finished: true,
        closed: false,
      });
      expect(await store.match('over', 1)).toBeUndefined();
      // A rematch makes the table live again.
      await store.append('over', 4, [{ match: 1, kind: 'match', seat: null, data: '0' }]);
      expect(await store.tablesToRestore()).toEqual(['live', 'over']);

      for (let i = 1; i <= 5; i++) {
        expect(
          await store.appendChat('live', {
            at: 1000 + i,
            seat: i % 2 ? 0 : null,
            name: 'K',
            text: `m${i}`,
            quick: null,
          }),
        ).toBe(i);
      }
      const tail = await store.chatTail('live', 3);
      expect(tail.map((e) => [e.n, e.at, e.text])).toEqual([
        [3, 1003, 'm3'],
        [4, 1004, 'm4'],
        [5, 1005, 'm5'],
      ]);
      expect(tail[1].seat).toBeNull();
      expect(await store.chatTail('empty', 3)).toEqual([]);
      await store.ping();
      const stats = store.takeWriteStats();
      expect(stats.count).toBeGreaterThanOrEqual(5);
      expect(store.takeWriteStats().count).toBe(0);
      await store.close();
    });
  });
}

describe.skipIf(POSTGRES_SKIP !== undefined)(
  `postgres schema migrations${POSTGRES_SKIP ? ` (skipped: ${POSTGRES_SKIP})` : ''}`,
  () => {
    const versionOf = async (schema: string) => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      try {
        return (await client.query(`SELECT version FROM ${schema}.schema_version`)).rows;
      } finally {
        await client.end();
      }
    };

    it('run at start, once: opening again (two processes at once, too) keeps the data', async () => {
      const schema = testSchema();
      const first = await PostgresStore.open(postgresUrl(schema));
      await first.createTable(
        { id: 'kept', game: 'fake', options: '{}', seed: 's', createdAt: '', settings: null },
        [free(0)],
      );
      await first.close();
      const both = await Promise.all([
        PostgresStore.open(postgresUrl(schema)),
        PostgresStore.open(postgresUrl(schema)),
      ]);
      expect((await both[0].loadTable('kept'))?.table.id).toBe('kept');
      for (const s of both) await s.close();
      // One row, at the last step: every migration ran, each once (the cluster's lease table is step 2).
      expect(POSTGRES_SCHEMA_VERSION).toBeGreaterThanOrEqual(2);
      expect(await versionOf(schema)).toEqual([{ version: POSTGRES_SCHEMA_VERSION }]);
    });

    it('refuses a database whose schema is newer than this stikk, saying so', async () => {
      const schema = testSchema();
      await (await PostgresStore.open(postgresUrl(schema))).close();
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`UPDATE ${schema}.schema_version SET version = 99`);
      await client.end();
      await expect(PostgresStore.open(postgresUrl(schema))).rejects.toThrow(
        /version 99, newer than this stikk/,
      );
    });

    it('says which server it cannot reach, without the password', async () => {
      const err = await PostgresStore.open('postgres://kari:secret@127.0.0.1:1/none').catch((e: Error) => e);
      expect(String(err)).toMatch(/cannot open the store postgres:\/\/kari:\*\*\*@127\.0\.0\.1:1\/none/);
      expect(String(err)).not.toMatch(/secret/);
    });
  },
);
