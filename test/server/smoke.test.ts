import { expect, it } from 'vitest';
import { createTable, fileServer, join, playOut, seededRng, TestClient } from './helpers.js';

const server = fileServer();

it('three clients play a whole fake match', async () => {
  const t = await createTable(server.url, { game: 'fakewhist' });
  const clients = await Promise.all([0, 1, 2].map(() => TestClient.connect(server.url)));
  const players = [];
  for (let i = 0; i < 3; i++) players.push(await join(clients[i], t.id, `P${i}`));
  const n = await playOut(players, { rng: seededRng('smoke') });
  expect(n).toBeGreaterThan(0);
  const s = clients[0].latest(t.id, players[0].seat)!;
  expect(s.table.status).toBe('over');
  expect(s.view.result.finished).toBe(true);
  await Promise.all(clients.map((c) => c.close()));
});
