/**
 * Closing a table (docs/protocol.md `proposeClose`, `answerClose`): one person proposes, every
 * person playing must agree, bots agree by themselves; the match is then finished, scored and
 * stored with `"closed": true`; a decline withdraws the proposal; a person alone with bots
 * closes at once; the close survives kill -9 (it is an event in the log), the proposal does not.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { replayRecord } from '../../src/catalog.js';
import type { MatchResult } from '../../src/engine/game.js';
import { serverChildren } from './child.js';
import { FAKE_ID } from './fakeGame.js';
import {
  api,
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

const server = fileServer();
const client = server.client;

const BOTS = ['random', 'random', 'random'];
const overFor = (p: PlayerSeat) => p.client.waitFor(() => latestOf(p).table.status === 'over');

/** Totals are the deals' sums plus the unfinished-rubber bonus, when there is one. */
function expectTotalsAdd(result: MatchResult): void {
  const bonus = (result.unfinishedRubberBonus ?? { NS: 0, EW: 0 }) as Record<string, number>;
  for (const side of ['NS', 'EW']) {
    const sum = result.deals.reduce((n, d) => n + (d.score[side] ?? 0), 0);
    expect(result.totals[side], side).toBe(sum + bonus[side]);
  }
}

describe('closing a table', () => {
  it('a person alone with bots closes at once: finished, scored, stored closed; rematch works', async () => {
    const info = await createTable(server.url, { game: 'bridge', bots: [null, ...BOTS] });
    const p = await join(await client(), info.id, 'Kari', 0);
    await playOut([p], { rng: seededRng('close-alone'), maxActions: 30 });
    expect(latestOf(p).table.closable).toBe(true);
    const r = await sendAs(p, 'proposeClose');
    expect(r).toMatchObject({ type: 'ok' });
    await overFor(p);
    const state = latestOf(p);
    expect(state.table).toMatchObject({ status: 'over', closed: true });
    expect(state.table.closable).toBeUndefined();
    expect(state.table.closing).toBeUndefined();
    expect(state.legal).toEqual([]);
    const result = state.view.result;
    expect(result).toMatchObject({ finished: true, closed: true, unfinishedRubberBonus: expect.any(Object) });
    expect(result.winners.length).toBeGreaterThan(0);
    expectTotalsAdd(result);

    // The downloaded record says so and replays to the same standing.
    const rec = await api(server.url, `/api/tables/${info.id}/record`);
    expect(rec.status).toBe(200);
    expect(rec.json.closed).toBe(true);
    const replayed = replayRecord(rec.json);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(replayed.value.result).toEqual(result);
    // The replay viewer's steps end with the close.
    const steps = (await api(server.url, `/api/tables/${info.id}/replay`)).json.steps;
    expect(steps.at(-1)).toMatchObject({ closed: true, view: { phase: 'over', result } });

    // A closed match is over: acting and closing again are refused; a rematch starts afresh.
    expect(await sendAs(p, 'proposeClose')).toMatchObject({ type: 'error', code: 'cannot-close' });
    expect(await sendAs(p, 'rematch')).toMatchObject({ type: 'ok' });
    await p.client.waitFor(() => latestOf(p).table.match === 1 && latestOf(p).table.status !== 'over');
    expect(latestOf(p).table.closed).toBeUndefined();
    expect(latestOf(p).view.result).toMatchObject({ finished: false, deals: [] });
  });

  it('every person must agree: a decline withdraws the proposal, agreeing closes', async () => {
    const info = await createTable(server.url, { game: 'bridge', bots: [null, null, 'random', 'random'] });
    const a = await join(await client(), info.id, 'Anna', 0);
    const b = await join(await client(), info.id, 'Bo', 1);
    const watcher = await client();
    await watcher.request({ type: 'spectate', tableId: info.id });
    expect(await sendAs(b, 'answerClose', { agree: true })).toMatchObject({
      type: 'error',
      code: 'no-proposal',
    });

    expect(await sendAs(a, 'proposeClose')).toMatchObject({ type: 'ok' });
    const proposal = { by: 0, agreed: [0], waiting: [1] };
    await b.client.waitFor(() => latestOf(b).table.closing !== undefined);
    expect(latestOf(b).table.closing).toEqual(proposal);
    await watcher.waitFor(() => watcher.latest(info.id, null)?.table.closing !== undefined);
    expect(watcher.latest(info.id, null)!.table.closing).toEqual(proposal);
    expect(latestOf(b).table.status).not.toBe('over');

    expect(await sendAs(b, 'answerClose', { agree: false })).toMatchObject({ type: 'ok' });
    await a.client.waitFor(() => latestOf(a).table.closing === undefined);
    expect(latestOf(a).table).toMatchObject({ closeDeclinedBy: 1 });
    expect(latestOf(a).table.status).not.toBe('over');
    expect(await sendAs(a, 'answerClose', { agree: true })).toMatchObject({
      type: 'error',
      code: 'no-proposal',
    });

    // The other person may propose too; then the first agrees.
    expect(await sendAs(b, 'proposeClose')).toMatchObject({ type: 'ok' });
    await a.client.waitFor(() => latestOf(a).table.closing?.by === 1);
    expect(latestOf(a).table.closeDeclinedBy).toBeUndefined();
    expect(await sendAs(a, 'answerClose', { agree: true })).toMatchObject({ type: 'ok' });
    await overFor(a);
    await overFor(b);
    expect(latestOf(b).view.result).toMatchObject({ finished: true, closed: true });
    expect((await api(server.url, `/api/tables/${info.id}/record`)).json.closed).toBe(true);
  });

  it('a person who hands the seat to a bot no longer needs to answer', async () => {
    const info = await createTable(server.url, {
      game: 'bondebridge',
      bots: [null, null, 'random', 'random'],
    });
    const a = await join(await client(), info.id, 'Anna', 0);
    const b = await join(await client(), info.id, 'Bo', 1);
    expect(await sendAs(a, 'proposeClose')).toMatchObject({ type: 'ok' });
    await b.client.waitFor(() => latestOf(b).table.closing !== undefined);
    expect(await sendAs(b, 'leave', { bot: 'random' })).toMatchObject({ type: 'ok' });
    await overFor(a);
    expect(latestOf(a).view.result).toMatchObject({ game: 'bondebridge', finished: true, closed: true });
  });

  it('a game without a way to close refuses, and nothing changes', async () => {
    const info = await createTable(server.url, { game: FAKE_ID });
    const p = await join(await client(), info.id, 'Kari', 0);
    const before = latestOf(p).version;
    expect(latestOf(p).table.closable).toBeUndefined();
    expect(await sendAs(p, 'proposeClose')).toMatchObject({ type: 'error', code: 'cannot-close' });
    await settle([p]);
    expect(latestOf(p).version).toBe(before);
    expect(latestOf(p).table.closing).toBeUndefined();
  });
});

describe('closing survives kill -9', () => {
  const servers = serverChildren('stikk-close-');
  afterAll(servers.cleanup);

  it('the close is in the log: after a restart the match is still closed, a mere proposal is gone', async () => {
    let child = await servers.start();
    const closedTable = await createTable(child.url, { game: 'bridge', bots: [null, ...BOTS] });
    const p = await join(await client(child.url), closedTable.id, 'Kari', 0);
    await playOut([p], { rng: seededRng('close-crash'), maxActions: 20 });
    await sendAs(p, 'proposeClose');
    await overFor(p);
    const before = latestOf(p);
    const pending = await createTable(child.url, { game: 'bridge', bots: [null, null, 'random', 'random'] });
    const a = await join(await client(child.url), pending.id, 'Anna', 0);
    await join(await client(child.url), pending.id, 'Bo', 1);
    await sendAs(a, 'proposeClose');
    await a.client.waitFor(() => latestOf(a).table.closing !== undefined);

    child.proc.kill('SIGKILL');
    expect((await child.exit).signal).toBe('SIGKILL');
    child = await servers.start();

    const c = await client(child.url);
    await c.request({ type: 'hello', tokens: [p.token, a.token] });
    await c.waitFor(() => c.latest(closedTable.id, 0) !== undefined && c.latest(pending.id, 0) !== undefined);
    const after = c.latest(closedTable.id, 0)!;
    expect(after.version).toBe(before.version);
    expect(after.table).toMatchObject({ status: 'over', closed: true });
    expect(after.view).toEqual(before.view);
    expect((await api(child.url, `/api/tables/${closedTable.id}/record`)).json.closed).toBe(true);
    expect(c.latest(pending.id, 0)!.table.closing).toBeUndefined();
    expect(c.latest(pending.id, 0)!.table.status).not.toBe('over');
    child.proc.kill('SIGTERM');
    await child.exit;
  }, 120_000);
});
