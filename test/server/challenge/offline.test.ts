/**
 * Offline entries: the download hands over the challenge, and the record that comes back is
 * replayed on the server; one that does not replay, or is not the challenge's match, is refused
 * with the reason.
 */
import { describe, expect, it } from 'vitest';
import { getBot, getGame } from '../../../src/catalog.js';
import type { Challenge } from '../../../src/challenge/boards.js';
import { challengeDateOf } from '../../../src/challenge/seed.js';
import { jsonShapeProblem } from '../../../src/engine/jsonShape.js';
import type { GameRecord } from '../../../src/engine/record.js';
import { challengeDeckSource, challengeOptions } from '../../../src/server/challenge/deals.js';
import { playSimMatch } from '../../../src/sim/match.js';
import { fileServer } from '../helpers.js';
import { call, enter } from './http.js';

const server = fileServer({ challengeBotMs: 2, challengeSecret: 'offline-test-secret' });
const id = `daily-${challengeDateOf(new Date())}-bridge`;

/** A whole match of the challenge played by random bots, named as a challenge record must be. */
async function playedRecord(challenge: Challenge, seed: string, name: string): Promise<GameRecord> {
  const game = getGame(challenge.game)!;
  const options = challengeOptions(game, challenge);
  const bot = getBot(game.id, 'random')!;
  const played = await playSimMatch(
    game,
    options,
    { seed, match: 0, rotation: 0 },
    Array.from({ length: game.seatCount(options) }, () => 0),
    [(input) => bot.choose(input)],
    {
      timeMs: 1,
      deals: { decks: challengeDeckSource(challenge, game, options), firstDealer: challenge.firstDealer },
    },
  );
  const seats = game.seatCount(options);
  const players = Array.from({ length: seats }, (_, s) => (s === challenge.seat ? name : 'bot:strong'));
  return { ...played.record, players };
}

describe('an entry played offline', () => {
  it('is downloaded, then its record is replayed and kept; records of another match are refused', async () => {
    const e = await enter(server.url, id, 'Olav');
    const path = `/api/challenges/${id}/entries/${e.entryId}/record`;
    expect((await call(server.url, 'GET', `/api/challenges/${id}/download`)).status).toBe(403);
    const down = await call(server.url, 'GET', `/api/challenges/${id}/download`, { entry: e.token });
    expect(down.status).toBe(200);
    expect(down.json).toMatchObject({ game: 'bridge', seat: 2, bots: 'strong', entry: { offline: true } });
    const challenge = down.json.challenge as Challenge;
    expect(challenge.deals.kind).toBe('seeded');

    const refused = async (body: unknown, code: string, message: RegExp) => {
      const r = await call(server.url, 'POST', path, { body, entry: e.token });
      expect(r.status).toBe(422);
      expect(r.json.error.code).toBe(code);
      expect(r.json.error.message).toMatch(message);
    };
    await refused({ format: 'nope' }, 'record-does-not-replay', /format/);
    const good = await playedRecord(challenge, 'olav', 'Olav');
    // Another seed's boards: not the challenge.
    const other = await playedRecord(
      { ...challenge, deals: { kind: 'seeded', seed: 'elsewhere' } },
      'x',
      'Olav',
    );
    await refused(other, 'not-the-challenge', /deck 0 is not board 0/);
    await refused(
      { ...good, players: ['bot:strong', 'bot:strong', 'Olav', 'bot:basic'] },
      'not-the-challenge',
      /seat 3/,
    );
    await refused(
      { ...good, options: { scoring: 'duplicate', boards: 4, firstBoard: 1 } },
      'not-the-challenge',
      /options/,
    );
    await refused(
      { ...good, firstDealer: (challenge.firstDealer + 1) % 4 },
      'not-the-challenge',
      /first dealer/,
    );
    const broken = { ...good, actions: good.actions.map(([s, a], i) => (i === 5 ? [s, 'XX'] : [s, a])) };
    await refused(broken, 'record-does-not-replay', /action 5/);
    await refused({ ...good, actions: good.actions.slice(0, 40) }, 'record-does-not-replay', /not finished/);
    // Only the entrant sends their record.
    const stranger = await enter(server.url, id, 'Stranger');
    expect((await call(server.url, 'POST', path, { body: good, entry: stranger.token })).status).toBe(403);

    const kept = await call(server.url, 'POST', path, { body: good, entry: e.token });
    expect(kept.status).toBe(200);
    expect(kept.json.entry).toMatchObject({ name: 'Olav', done: true, offline: true, played: 8 });
    expect((await call(server.url, 'POST', path, { body: good, entry: e.token })).json.error.code).toBe(
      'already-recorded',
    );
    const results = await call(server.url, 'GET', `/api/challenges/${id}/results`, { entry: e.token });
    expect(results.status).toBe(200);
    expect(results.json.lines.find((l: { you?: true }) => l.you)).toMatchObject({ name: 'Olav', boards: 8 });
    const board = await call(server.url, 'GET', `/api/challenges/${id}/boards/3`, { entry: e.token });
    expect(board.json.rows.find((r: { name: string }) => r.name === 'Olav').replay).toBeNull();
  }, 120_000);

  it('takes a long record (selbu: 20 rounds, thousands of values in the body)', async () => {
    const selbu = `daily-${challengeDateOf(new Date())}-selbu`;
    const e = await enter(server.url, selbu, 'Sigrid');
    const down = await call(server.url, 'GET', `/api/challenges/${selbu}/download`, { entry: e.token });
    const record = await playedRecord(down.json.challenge as Challenge, 'sigrid', 'Sigrid');
    // More than the API's usual bound on a body's values: the record route allows more.
    expect(jsonShapeProblem(record)).toMatch(/more than/);
    const r = await call(server.url, 'POST', `/api/challenges/${selbu}/entries/${e.entryId}/record`, {
      body: record,
      entry: e.token,
    });
    expect(r.status).toBe(200);
    expect(r.json.entry).toMatchObject({ done: true, played: 20 });
  });
});
