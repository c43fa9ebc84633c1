/**
 * The day's boards are the same on two servers sharing a store and after a restart: the daily
 * secret is drawn once and kept, and a restored challenge table deals the challenge's decks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getGame } from '../../../src/catalog.js';
import { boardDecks, type Challenge, dailyChallenge } from '../../../src/challenge/boards.js';
import { challengeDateOf } from '../../../src/challenge/seed.js';
import { deckToStrings } from '../../../src/engine/record.js';
import type { RunningServer } from '../../../src/server/server.js';
import { playOut, seededRng, testServer } from '../helpers.js';
import { call, enter, seatOf } from './http.js';

const dir = mkdtempSync(join(tmpdir(), 'stikk-challenge-'));
const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.close()));
  rmSync(dir, { recursive: true, force: true });
});
const start = async () => {
  const s = await testServer({ dataDir: dir, challengeBotMs: 2 });
  running.push(s);
  return s;
};
const stop = async (s: RunningServer) => {
  running.splice(running.indexOf(s), 1);
  await s.close();
};

const today = challengeDateOf(new Date());
const id = `daily-${today}-bridge`;
const game = getGame('bridge')!;
const decksOf = async (s: RunningServer, tableId: string) => (await s.service.record(tableId, 0, true)).decks;

describe("the day's boards", () => {
  it('are the same on two servers sharing a store, and after a restart', async () => {
    const a = await start();
    const b = await start();
    const anna = await enter(a.url, id, 'Anna');
    const bjorn = await enter(b.url, id, 'Bjørn');
    // One store: a name entered on one server is entered on the other.
    expect(
      (await call(b.url, 'POST', `/api/challenges/${id}/entries`, { body: { name: 'anna' } })).status,
    ).toBe(409);
    const deck0 = (await decksOf(a, anna.tableId))[0];
    expect((await decksOf(b, bjorn.tableId))[0]).toEqual(deck0);
    // The secret is the server's: the public (CLI) boards are others.
    const challenge = (
      await call(b.url, 'GET', `/api/challenges/${id}/download`, {
        entry: (await enter(b.url, id, 'Cato')).token,
      })
    ).json.challenge as Challenge;
    const expected = boardDecks(challenge, game.pack(challenge.options)).map(deckToStrings);
    expect(deck0).toEqual(expected[0]);
    expect(
      boardDecks(dailyChallenge('bridge', today), game.pack(challenge.options)).map(deckToStrings)[0],
    ).not.toEqual(deck0);
    await stop(b);
    await stop(a);

    // Restarted: the table is back, dealt from the challenge, and deals its next board from it too.
    const again = await start();
    expect((await decksOf(again, anna.tableId))[0]).toEqual(deck0);
    const p = await seatOf(again.url, anna, 2);
    const table = () => again.service.tables.inMemory(anna.tableId);
    await playOut([p], {
      rng: seededRng('restart'),
      stopWhen: () => (table()?.matchNow.deckCount ?? 0) >= 2,
    });
    expect((await decksOf(again, anna.tableId)).slice(0, 2)).toEqual(expected.slice(0, 2));
    const info = await call(again.url, 'GET', `/api/challenges/${id}`, { entry: anna.token });
    expect(info.json.mine.played).toBeGreaterThanOrEqual(1);
    await p.client.close();
  }, 120_000);
});
