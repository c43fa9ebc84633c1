/**
 * The `hint` message: the strong bot's choice from the asking seat's view, only where hints
 * are allowed (a practice table, or `settings.hints`) and only at that seat's turn; the same
 * view gives the same hint; a card the seat cannot see is named by its `hidden:n` label.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server.js';
import { createTable, join, type PlayerSeat, TestClient, testServer } from './helpers.js';

let server: RunningServer;
const clients: TestClient[] = [];
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
});

async function sit(tableId: string, name: string, seat: number): Promise<PlayerSeat> {
  const c = await TestClient.connect(server.url);
  clients.push(c);
  return join(c, tableId, name, seat);
}

/** Waits until `p` must act (its latest state offers it actions). */
async function myTurn(p: PlayerSeat) {
  await p.client.waitFor(() => (p.client.latest(p.tableId, p.seat)?.legal.length ?? 0) > 0, 30_000);
  return p.client.latest(p.tableId, p.seat)!;
}

const hint = (p: PlayerSeat, seat?: number) =>
  p.client.request({
    type: 'hint',
    tableId: p.tableId,
    token: p.token,
    ...(seat === undefined ? {} : { seat }),
  });

describe('hints', () => {
  it('a practice table gives a legal hint, the same when asked again', async () => {
    const t = await createTable(server.url, { game: 'bridge', bots: [null, 'basic', 'basic', 'basic'] });
    const me = await sit(t.id, 'Kari', 0);
    const s = await myTurn(me);
    const first = await hint(me);
    expect(first.type).toBe('hint');
    expect(first.seat).toBe(s.legal[0].seat);
    expect(first.version).toBe(s.version);
    expect(s.legal[0].actions).toContain(first.action);
    const again = await hint(me);
    expect({ ...again, id: 0 }).toEqual({ ...first, id: 0 });
  });

  it('refused with no-hints where people play without agreeing; allowed with settings.hints', async () => {
    const plain = await createTable(server.url, { game: 'bridge', bots: [null, null, 'basic', 'basic'] });
    const a = await sit(plain.id, 'Ola', 0);
    const b = await sit(plain.id, 'Per', 1);
    const actor = (await Promise.race([myTurn(a).then(() => a), myTurn(b).then(() => b)])) as PlayerSeat;
    const refused = await hint(actor);
    expect(refused).toMatchObject({ type: 'error', code: 'no-hints' });

    const agreed = await createTable(server.url, {
      game: 'bridge',
      bots: [null, null, 'basic', 'basic'],
      settings: { hints: true },
    });
    const c = await sit(agreed.id, 'Ola', 0);
    const d = await sit(agreed.id, 'Per', 1);
    const acting = (await Promise.race([myTurn(c).then(() => c), myTurn(d).then(() => d)])) as PlayerSeat;
    const other = acting === c ? d : c;
    const ok = await hint(acting);
    expect(ok.type).toBe('hint');
    // Not the other one's turn: refused, and nothing is thought out for them.
    expect(await hint(other)).toMatchObject({ type: 'error', code: 'not-your-turn' });
    // A seat this token does not decide for.
    expect(await hint(acting, other.seat)).toMatchObject({ type: 'error', code: 'not-your-turn' });
  });

  it('a card on the forehead is hinted as hidden:1, never by its name', async () => {
    const t = await createTable(server.url, {
      game: 'selbu',
      options: { players: 3, handSizes: [1], forehead: 'first-and-last' },
      bots: [null, 'basic', 'basic'],
    });
    const me = await sit(t.id, 'Kari', 0);
    const client = me.client;
    for (;;) {
      const s = await myTurn(me);
      const actions = s.legal[0].actions;
      if (actions.every((a) => a.startsWith('hidden:'))) break;
      // A bid: the hint is one of the offered bids.
      const h = await hint(me);
      expect(actions).toContain(h.action);
      const r = await client.request({
        type: 'act',
        tableId: t.id,
        token: me.token,
        version: s.version,
        action: actions[0],
      });
      expect(r.type).toBe('ok');
      await client.waitFor(() => (client.latest(t.id, 0)?.version ?? 0) > s.version);
    }
    const h = await hint(me);
    expect(h).toMatchObject({ type: 'hint', action: 'hidden:1' });
  });
});
