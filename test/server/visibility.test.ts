/**
 * Public and private tables: the lobby's list (`GET /api/tables`) shows public tables only; a
 * private one is reached by its id (its invite link) and nothing else: joining, watching and
 * its own `GET` work as for any table.
 */
import { describe, expect, it } from 'vitest';
import { FAKE_ID } from './fakeGame.js';
import { api, createTable, fileServer, join, TestClient } from './helpers.js';

const server = fileServer();

const listed = async (): Promise<string[]> =>
  ((await api(server.url, '/api/tables')).json.tables as Array<{ id: string }>).map((t) => t.id);

describe('table visibility', () => {
  it('private tables are absent from GET /api/tables; public ones (the default) are listed', async () => {
    const open = await createTable(server.url, { game: FAKE_ID });
    const publicOne = await createTable(server.url, { game: FAKE_ID, settings: { visibility: 'public' } });
    const hidden = await createTable(server.url, { game: FAKE_ID, settings: { visibility: 'private' } });
    const ids = await listed();
    expect(ids).toContain(open.id);
    expect(ids).toContain(publicOne.id);
    expect(ids).not.toContain(hidden.id);
    // Once someone sits at it (a seat taken, the table playing) it is still not listed.
    const c = await TestClient.connect(server.url);
    await join(c, hidden.id, 'Kari');
    expect(await listed()).not.toContain(hidden.id);
    expect(JSON.stringify((await api(server.url, '/api/tables')).json)).not.toContain(hidden.id);
    await c.close();
  });

  it('a private table is reachable by its id: GET, join and spectate work', async () => {
    const hidden = await createTable(server.url, { game: FAKE_ID, settings: { visibility: 'private' } });
    const got = await api(server.url, `/api/tables/${hidden.id}`);
    expect(got.status).toBe(200);
    expect(got.json.table.settings.visibility).toBe('private');
    const player = await TestClient.connect(server.url);
    const seat = await join(player, hidden.id, 'Ola');
    expect(seat.seat).toBe(0);
    const watcher = await TestClient.connect(server.url);
    expect((await watcher.request({ type: 'spectate', tableId: hidden.id })).type).toBe('ok');
    await watcher.waitFor(() => watcher.latest(hidden.id, null) !== undefined);
    await Promise.all([player.close(), watcher.close()]);
  });
});
