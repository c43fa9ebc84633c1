/**
 * Taking back an action over the wire (docs/protocol.md `undo`, `answerUndo`): alone with bots
 * it is granted at once and the card is back in the hand; with other people they are asked;
 * refusals carry a code and a reason; a table with undo turned off refuses; after kill -9 the
 * table comes back consistent whether the undo happened or was only asked.
 */
import { join as joinPath } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getGame, replayRecord } from '../../src/catalog.js';
import { buildRecord } from '../../src/engine/record.js';
import { DB_FILE } from '../../src/server/server.js';

import { serverChildren } from './child.js';
import {
  createTable,
  fileServer,
  join,
  latestOf,
  type PlayerSeat,
  playOut,
  seededRng,
  sendAs,
  settle,
} from './helpers.js';
import { openServerStore } from './stores.js';

const server = fileServer();
const client = server.client;

const BOTS = ['random', 'random', 'random'];
const phase = (p: PlayerSeat) => latestOf(p).view.phase;

/** Plays `p`'s actions one by one (bots play the rest) until `done` holds after one of them. */
async function playUntil(p: PlayerSeat, seed: string, done: (last: string) => boolean): Promise<string> {
  const rng = seededRng(seed);
  let last = '';
  for (let n = 0; n < 400; n++) {
    const onAction = (_p: PlayerSeat, _s: number, action: string) => {
      last = action;
    };
    await playOut([p], { rng, maxActions: 1, onAction });
    await settle([p]);
    if (done(last)) return last;
  }
  throw new Error(`${seed}: never got there`);
}

describe('undo over the wire', () => {
  it('alone with bots: granted at once, the card is back in the hand, the record holds what stands', async () => {
    const info = await createTable(server.url, { game: 'bridge', bots: [null, ...BOTS] });
    const p = await join(await client(), info.id, 'Kari', 0);
    // In the play, a card of ours that may be taken back (we won the trick and lead next).
    const card = await playUntil(
      p,
      'undo-bots',
      (last) =>
        phase(p) === 'play' && latestOf(p).table.undoable?.includes(0) === true && /^[SHDC]/.test(last),
    );
    const before = latestOf(p);
    const recordBefore = await server.service.record(info.id, 0, true);
    expect(before.view.hands.flatMap((h) => h ?? [])).not.toContain(card);
    const r = await sendAs(p, 'undo');
    expect(r).toMatchObject({ type: 'ok', version: before.version + 1 });
    await p.client.waitFor(() => latestOf(p).version >= r.version);
    const after = latestOf(p);
    expect(after.table.undoneBy).toBe(0);
    expect(after.view.hands.flatMap((h) => h ?? [])).toContain(card);
    expect(after.legal.flatMap((l) => l.actions)).toContain(card);
    // The unfinished match's record (server-side) replays to exactly this table.
    const record = await server.service.record(info.id, 0, true);
    const taken = recordBefore.actions.findLastIndex(([, a]) => a === card);
    expect(record.actions).toEqual(recordBefore.actions.slice(0, taken));
    const replayed = replayRecord(record);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(getGame('bridge')!.view(replayed.value.state, 0)).toEqual(after.view);
    // Acting again clears the notice.
    await playOut([p], { rng: seededRng('undo-bots-on'), maxActions: 1 });
    expect(latestOf(p).table.undoneBy).toBeUndefined();
  });

  it('another person’s action closes it (cannot-undo, others-acted); nothing of one’s own: nothing-to-undo', async () => {
    const info = await createTable(server.url, { game: 'bridge', bots: [null, null, 'random', 'random'] });
    const a = await join(await client(), info.id, 'Anna', 0);
    const b = await join(await client(), info.id, 'Bo', 1);
    expect(await sendAs(a, 'undo')).toMatchObject({
      type: 'error',
      code: 'cannot-undo',
      rule: 'nothing-to-undo',
    });
    // Seat 1 calls right after seat 0: play until both have called in a row. Seat 1's call must
    // not be a pass, which could end the auction and let a bot lead (then the refusal is
    // trick-led, which the bots' random calls made happen now and then).
    let previous = -1;
    let bothInARow = false;
    await playOut([a, b], {
      rng: seededRng('undo-others'),
      onAction: (p, seat, action) => {
        bothInARow = previous === 0 && seat === 1 && phase(p) === 'auction' && action !== 'P';
        previous = seat;
      },
      stopWhen: () => bothInARow,
    });
    await settle([a, b]);
    const version = latestOf(a).version;
    expect(latestOf(a).table.undoable ?? []).not.toContain(0);
    expect(await sendAs(a, 'undo')).toMatchObject({
      type: 'error',
      code: 'cannot-undo',
      rule: 'others-acted',
    });
    expect(latestOf(a).version).toBe(version);
  });

  it('with a friend: asked, accepted in the other seat; a second time declined, and the call stands', async () => {
    const info = await createTable(server.url, { game: 'bridge', bots: [null, null, 'random', 'random'] });
    const a = await join(await client(), info.id, 'Anna', 0);
    const b = await join(await client(), info.id, 'Bo', 1);
    // Until seat 0 is to call: bots call, seat 1 calls at random.
    await playOut([b], { rng: seededRng('undo-friend'), stopWhen: () => latestOf(a).legal.length > 0 });
    await settle([a, b]);
    expect(phase(a)).toBe('auction');
    const start = latestOf(a).version;
    const call = latestOf(a).legal[0].actions[0];
    expect(await sendAs(a, 'act', { version: start, action: call })).toMatchObject({ type: 'ok' });
    await settle([a, b]);
    expect(latestOf(b).table.undoable).toEqual([0]);

    expect(await sendAs(a, 'undo')).toMatchObject({ type: 'ok' });
    await b.client.waitFor(() => latestOf(b).table.undoing !== undefined);
    expect(latestOf(b).table.undoing).toEqual({ by: 0, agreed: [0], waiting: [1] });
    expect(await sendAs(a, 'undo')).toMatchObject({ code: 'cannot-undo', rule: 'undo-pending' });
    expect(await sendAs(b, 'answerUndo', { agree: true })).toMatchObject({ type: 'ok' });
    await a.client.waitFor(() => latestOf(a).table.undoneBy === 0);
    expect(latestOf(a).version).toBe(start + 2);
    expect(latestOf(a).legal[0].actions).toContain(call);
    expect(latestOf(a).table.undoing).toBeUndefined();

    // Again: this time Bo declines, and the call stands.
    const again = latestOf(a).version;
    expect(await sendAs(a, 'act', { version: again, action: call })).toMatchObject({ type: 'ok' });
    expect(await sendAs(a, 'undo')).toMatchObject({ type: 'ok' });
    await b.client.waitFor(() => latestOf(b).table.undoing !== undefined);
    expect(await sendAs(b, 'answerUndo', { agree: false })).toMatchObject({ type: 'ok' });
    await a.client.waitFor(() => latestOf(a).table.undoDeclinedBy === 1);
    expect(latestOf(a).version).toBe(again + 1);
    expect(latestOf(a).table.undoing).toBeUndefined();
    expect(latestOf(b).legal.length).toBeGreaterThan(0);
    expect(await sendAs(b, 'answerUndo', { agree: true })).toMatchObject({
      type: 'error',
      code: 'no-proposal',
    });
  });

  it('undo turned off at the table: refused with undo-off, never offered', async () => {
    const info = await createTable(server.url, {
      game: 'bridge',
      bots: [null, ...BOTS],
      settings: { undo: false },
    });
    const p = await join(await client(), info.id, 'Kari', 0);
    await playOut([p], { rng: seededRng('undo-off'), maxActions: 2 });
    await settle([p]);
    expect(latestOf(p).table.undoable).toBeUndefined();
    const version = latestOf(p).version;
    expect(await sendAs(p, 'undo')).toMatchObject({ type: 'error', code: 'undo-off' });
    expect(latestOf(p).version).toBe(version);
  });
});

describe('undo survives kill -9', () => {
  const servers = serverChildren('stikk-undo-');
  afterAll(servers.cleanup);

  /** The table's log and its record agree: the record replays to the state the server shows. */
  async function expectLogAndRecordAgree(tableId: string, shown: unknown, seat: number): Promise<void> {
    const store = await openServerStore(servers.dataDir, joinPath(servers.dataDir, DB_FILE));
    try {
      const events = (await store.loadTable(tableId))!.events;
      const stored = (await store.match(tableId, 0))!;
      const game = getGame('bridge')!;
      const record = buildRecord(game, game.defaultOptions, stored);
      // Only the actions that stand: the log's actions less those its undo events take back.
      const actions = events.filter((e) => e.kind === 'action').length;
      const undone = events.filter((e) => e.kind === 'undo').reduce((n, e) => n + Number(e.data), 0);
      expect(record.actions).toHaveLength(actions - undone);
      const replayed = replayRecord(record);
      if (!replayed.ok) throw new Error(replayed.error.message);
      expect(game.view(replayed.value.state, seat)).toEqual(shown);
    } finally {
      await store.close();
    }
  }

  it('an undo done is still done; one only asked is gone, its action stands', async () => {
    let child = await servers.start();
    // Table 1: alone with bots, an undo granted just before the kill.
    const done = await createTable(child.url, { game: 'bridge', bots: [null, ...BOTS] });
    const p = await join(await client(child.url), done.id, 'Kari', 0);
    // The child's bots may move on between the state that offers the undo and the request (a
    // loaded machine): then the refusal names why, and the test plays on to the next chance.
    let r = await sendAs(p, 'undo');
    for (let tries = 0; tries < 5 && r.type !== 'ok'; tries++) {
      expect(r).toMatchObject({ type: 'error', code: 'cannot-undo' });
      await playUntil(p, `undo-crash-${tries}`, () => latestOf(p).table.undoable?.includes(0) === true);
      r = await sendAs(p, 'undo');
    }
    expect(r).toMatchObject({ type: 'ok' });
    await p.client.waitFor(() => latestOf(p).version >= r.version);
    const doneBefore = latestOf(p);
    // Table 2: two people, an undo asked and not answered.
    const asked = await createTable(child.url, { game: 'bridge', bots: [null, null, 'random', 'random'] });
    const a = await join(await client(child.url), asked.id, 'Anna', 0);
    const b = await join(await client(child.url), asked.id, 'Bo', 1);
    await playOut([b], { rng: seededRng('undo-crash-2'), stopWhen: () => latestOf(a).legal.length > 0 });
    await settle([a, b]);
    const call = latestOf(a).legal[0].actions[0];
    expect(await sendAs(a, 'act', { version: latestOf(a).version, action: call })).toMatchObject({
      type: 'ok',
    });
    expect(await sendAs(a, 'undo')).toMatchObject({ type: 'ok' });
    await b.client.waitFor(() => latestOf(b).table.undoing !== undefined);
    const askedBefore = latestOf(a);

    child.proc.kill('SIGKILL');
    expect((await child.exit).signal).toBe('SIGKILL');
    child = await servers.start();

    const c = await client(child.url);
    await c.request({ type: 'hello', tokens: [p.token, a.token] });
    await c.waitFor(() => c.latest(done.id, 0) !== undefined && c.latest(asked.id, 0) !== undefined);
    const doneAfter = c.latest(done.id, 0)!;
    expect(doneAfter.version).toBe(doneBefore.version);
    expect(doneAfter.view).toEqual(doneBefore.view);
    expect(doneAfter.table.undoneBy).toBe(0);
    await expectLogAndRecordAgree(done.id, doneAfter.view, 0);

    const askedAfter = c.latest(asked.id, 0)!;
    expect(askedAfter.table.undoing).toBeUndefined();
    expect(askedAfter.version).toBe(askedBefore.version);
    expect(askedAfter.view).toEqual(askedBefore.view);
    expect(askedAfter.table.undoable).toEqual([0]);
    await expectLogAndRecordAgree(asked.id, askedAfter.view, 0);
    // Play goes on: the undo may be asked again.
    expect(await c.request({ type: 'undo', tableId: asked.id, token: a.token })).toMatchObject({
      type: 'ok',
    });
    child.proc.kill('SIGTERM');
    await child.exit;
  }, 120_000);
});
