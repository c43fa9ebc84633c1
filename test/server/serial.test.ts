/**
 * One table's changes one at a time, whatever the store (`npm run test:postgres` runs this on
 * Postgres): messages sent at once, from one connection or several, are each checked against
 * the state the one before left, so exactly one of two identical actions stands, and two people
 * joining at once never get the same seat.
 */
import { expect, it } from 'vitest';
import { createTable, fileServer, join, TestClient } from './helpers.js';

const server = fileServer();

it('the same action sent twice at once: one is acknowledged, the other refused, the log holds one', async () => {
  const t = await createTable(server.url, { game: 'fakewhist', options: { seats: 2, simultaneous: false } });
  const client = await TestClient.connect(server.url);
  const players = [await join(client, t.id, 'A', 0), await join(client, t.id, 'B', 1)];
  for (let round = 0; round < 6; round++) {
    const state = client.latest(t.id, 0)!;
    const mine = players.find((p) => state.legal.length && state.table.turns?.some((x) => x.seat === p.seat));
    const p = mine ?? players.find((q) => (client.latest(t.id, q.seat)?.legal.length ?? 0) > 0)!;
    const s = client.latest(t.id, p.seat)!;
    // The highest bid: where all bid 0 the deal is thrown in, and its last bidder may bid the
    // same again at the same version (a new turn with the same choices).
    const action = s.legal[0].actions.at(-1)!;
    const message = { type: 'act', tableId: t.id, token: p.token, version: s.version, action };
    const replies = await Promise.all([client.request(message), client.request(message)]);
    expect(replies.map((r) => r.type).sort()).toEqual(['error', 'ok']);
    const ok = replies.find((r) => r.type === 'ok')!;
    await client.waitFor(() => (client.latest(t.id, p.seat)?.version ?? 0) >= ok.version);
  }
  const record = await server.service.record(t.id, 0, true);
  expect(record.actions).toHaveLength(6);
  await client.close();
});

it('eight people joining one seat at once: one gets it, the others are told it is taken', async () => {
  const t = await createTable(server.url, { game: 'fakewhist' });
  const clients = await Promise.all(Array.from({ length: 8 }, () => TestClient.connect(server.url)));
  const replies = await Promise.all(
    clients.map((c, i) => c.request({ type: 'join', tableId: t.id, name: `P${i}`, seat: 1 })),
  );
  expect(replies.filter((r) => r.type === 'joined')).toHaveLength(1);
  expect(replies.filter((r) => r.type === 'error').map((r) => r.code)).toEqual(Array(7).fill('seat-taken'));
  const info = await server.service.tableInfo(t.id);
  expect(info.seats[1]).toMatchObject({ kind: 'human' });
  await Promise.all(clients.map((c) => c.close()));
});
