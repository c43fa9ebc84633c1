/**
 * Acceptance: whole matches of every real game with its default options, played by WebSocket
 * clients (random legal actions) and server-side bots against a real server on loopback. The
 * finished match's downloaded record must replay, through the engine, to the result the
 * clients saw.
 */

import { describe, expect, it } from 'vitest';
import type { Rng } from '../../src/cards/rng.js';
import { GAME_IDS, type GameId, getBot, getGame, replayRecord } from '../../src/catalog.js';
import {
  createTable,
  fileServer,
  join,
  type PlayerSeat,
  playOut,
  type StateMsg,
  seededRng,
  TestClient,
} from './helpers.js';

/** How each game is played in the acceptance test: clients at the first seats, bots at the rest. */
const SETUP: Record<GameId, { clients: number | 'all' }> = {
  bondebridge: { clients: 4 },
  selbu: { clients: 'all' },
  bridge: { clients: 1 },
  bridgette: { clients: 1 },
  bondtolva: { clients: 1 },
};

/**
 * Random auctions make rubbers endless (random bids climb to doubled slams that fail, so no
 * side reaches game: thousands of deals). Until a game has its `basic` bot, clients and bots
 * here bid cheaply: pass more often than not, else the lowest bid; cards stay random.
 */
function cheap(rng: Rng, actions: string[]): string {
  const bids = actions.filter((a) => /^\d/.test(a));
  if (!actions.includes('P')) return rng.pick(actions);
  return rng.next() < 0.6 || !bids.length ? 'P' : bids[0];
}

/** The clients play like the server's bots, deciding from the view the server sent them. */
function clientChooser(id: GameId, options: unknown) {
  const bot = getBot(id, 'basic');
  return (rng: Rng, actions: string[], ctx: { state: StateMsg; seat: number }): string =>
    bot
      ? bot.choose({
          game: id,
          options,
          seat: ctx.seat,
          view: ctx.state.view,
          legal: actions,
          timeMs: 20,
          rng,
        })
      : cheap(rng, actions);
}

/** In auctions mostly passing: reaches the play of a deal quickly. */
const mostlyPass = (rng: Rng, actions: string[]): string =>
  actions.includes('P') && rng.next() < 0.7 ? 'P' : rng.pick(actions);

const server = fileServer();

describe.each(GAME_IDS)('%s at the table server', (id) => {
  const game = getGame(id);
  if (!game) {
    if (process.env.STIKK_REQUIRE_ALL_GAMES) {
      it('is registered', () => expect.fail(`game ${id} is not listed in src/catalog.ts`));
    } else {
      it.skip(`SKIPPED: ${id} is not registered yet (set STIKK_REQUIRE_ALL_GAMES=1 to fail instead)`, () => {});
    }
    return;
  }

  it('a whole match with the default options', { timeout: 150_000 }, async () => {
    const seats = game.seatCount(game.defaultOptions);
    const setup = SETUP[id];
    const humans = setup.clients === 'all' ? seats : setup.clients;
    // Every game of the catalog has a basic bot.
    const level = 'basic';
    const bots = Array.from({ length: seats }, (_, i) => (i < humans ? null : level));
    const started = Date.now();
    const t = await createTable(server.url, { game: id, bots });
    const clients = await Promise.all(Array.from({ length: humans }, () => TestClient.connect(server.url)));
    const players: PlayerSeat[] = [];
    for (let i = 0; i < humans; i++) players.push(await join(clients[i], t.id, `Player ${i}`, i));
    let forOthers = 0;
    await playOut(players, {
      rng: seededRng(`accept:${id}`),
      choose: clientChooser(id, game.defaultOptions),
      timeoutMs: 120_000,
      onAction: (p, seat) => {
        if (seat !== p.seat) forOthers++;
      },
    });
    const final = players[0].client.latest(t.id, players[0].seat)!;
    expect(final.table.status).toBe('over');
    expect(final.view.result.finished).toBe(true);
    // The record the server keeps replays to what the players saw.
    const record = await fetch(`${server.url}/api/tables/${t.id}/record`).then((r) => r.json());
    const replayed = replayRecord(record);
    if (!replayed.ok) throw new Error(JSON.stringify(replayed.error));
    expect(replayed.value.result).toEqual(final.view.result);
    expect(record.players.slice(0, humans)).toEqual(players.map((_, i) => `Player ${i}`));
    // Only bridge has a seat played by another (dummy, by declarer).
    if (id !== 'bridge') expect(forOthers).toBe(0);
    await Promise.all(clients.map((c) => c.close()));
    console.log(`${id}: ${final.version} events, ${record.decks.length} deals, ${Date.now() - started} ms`);
  });

  if (id === 'bridge') {
    it("declarer's client plays dummy's cards with declarer's token", async () => {
      const t = await createTable(server.url, { game: id });
      const clients = await Promise.all([0, 1, 2, 3].map(() => TestClient.connect(server.url)));
      const players: PlayerSeat[] = [];
      for (let i = 0; i < 4; i++) players.push(await join(clients[i], t.id, `P${i}`, i));
      let forDummy = 0;
      // A few deals are enough: stop once declarer has played some of dummy's cards.
      await playOut(players, {
        rng: seededRng('dummy'),
        choose: mostlyPass,
        stopWhen: () => forDummy >= 3,
        onAction: (p, seat) => {
          if (seat !== p.seat) {
            forDummy++;
            expect(seat).toBe((p.seat + 2) % 4);
          }
        },
      });
      expect(forDummy).toBeGreaterThanOrEqual(3);
      await Promise.all(clients.map((c) => c.close()));
    });
  }
});
