/**
 * The protocol fuzzer, for one process (fuzz.test.ts) and a cluster (test/localCluster/): thousands
 * of random and malformed messages against a table in play. The server must answer every one
 * with a clear error, change nothing (no state message goes out, the version stays), stay up
 * and keep the connection open.
 */
import { expect } from 'vitest';
import { formatCard } from '../../src/cards/card.js';
import type { Rng } from '../../src/cards/rng.js';
import { allCalls } from '../../src/engine/auction.js';
import type { AnyGame } from '../../src/engine/game.js';
import { ERROR_CODES, MAX_MESSAGE_BYTES } from '../../src/protocol/index.js';
import {
  createTable,
  join,
  type Msg,
  type PlayerSeat,
  playOut,
  seededRng,
  settle,
  TestClient,
} from './helpers.js';
import type { ServerUnderTest } from './underTest.js';

const TYPES = ['hello', 'join', 'leave', 'spectate', 'sitBot', 'takeBack', 'act', 'rematch', 'ping', 'x', ''];

function randomJson(rng: Rng, depth = 0): unknown {
  switch (rng.int(depth > 2 ? 6 : 9)) {
    case 0:
      return null;
    case 1:
      return rng.int(2) === 0;
    case 2:
      return [0, -1, 1.5, 1e300, -0, 2 ** 53, rng.int(1000)][rng.int(7)];
    case 3:
      return ['', 'SA', 'P', 'ü', '\u0000', 'x'.repeat(rng.int(300)), '<script>'][rng.int(7)];
    case 4:
      return rng.pick(TYPES);
    case 5:
      return String(rng.int(20));
    case 6:
      return Array.from({ length: rng.int(4) }, () => randomJson(rng, depth + 1));
    default: {
      const o: Record<string, unknown> = {};
      for (let i = rng.int(5); i > 0; i--) {
        o[
          rng.pick([
            'type',
            'tableId',
            'token',
            'version',
            'action',
            'seat',
            'name',
            'level',
            'bot',
            'tokens',
            'id',
            '__proto__',
            'constructor',
          ])
        ] = randomJson(rng, depth + 1);
      }
      return o;
    }
  }
}

interface Target {
  tableId: string;
  players: PlayerSeat[];
  actions: string[];
}

/** One hostile or broken message, as the text to send (or a Buffer for a binary frame). */
function badMessage(rng: Rng, t: Target, version: number): string | Buffer {
  const p = rng.pick(t.players);
  const token = rng.int(2) ? p.token : `${p.token.slice(0, -2)}zz`;
  const fakeToken = 'A'.repeat(16 + rng.int(20));
  switch (rng.int(16)) {
    case 0: // not JSON at all
      return rng.pick([
        '',
        '{',
        '}',
        'null,',
        '{"type":"ping"',
        'undefined',
        '\uFFFF',
        '[1,2',
        "{'type':'ping'}",
      ]);
    case 1: // binary frames
      return Buffer.from(Array.from({ length: rng.int(64) + 1 }, () => rng.int(256)));
    case 2: // JSON, but not a message
      return JSON.stringify(randomJson(rng));
    case 3: // a random object with message-like keys
      return JSON.stringify({ type: rng.pick(TYPES), ...(randomJson(rng, 1) as object) });
    case 4: // too large
      return JSON.stringify({ type: 'ping', pad: 'x'.repeat(MAX_MESSAGE_BYTES + rng.int(100_000)) });
    case 5: // wrong types in a well-formed act
      return JSON.stringify({
        type: 'act',
        tableId: t.tableId,
        token: p.token,
        version: rng.pick([String(version), null, -1, 1.5, [version]]),
        action: rng.pick(t.actions),
      });
    case 6: // unknown token
      return JSON.stringify({
        type: 'act',
        tableId: t.tableId,
        token: fakeToken,
        version,
        action: rng.pick(t.actions),
      });
    case 7: // stale or future versions
      return JSON.stringify({
        type: 'act',
        tableId: t.tableId,
        token: p.token,
        version: rng.pick([0, Math.max(0, version - 1 - rng.int(5)), version + 1 + rng.int(5)]),
        action: rng.pick(t.actions),
      });
    case 8: // any action, current version, for any seat: all but the legal ones fail
      return JSON.stringify({
        type: 'act',
        tableId: t.tableId,
        token,
        version,
        action: rng.pick(t.actions),
        ...(rng.int(2) ? { seat: rng.int(6) } : {}),
      });
    case 9: // no such table
      return JSON.stringify({
        type: rng.pick(['join', 'spectate']),
        tableId: `no-${rng.int(1e6)}`,
        name: 'x',
      });
    case 10: // the table is full
      return JSON.stringify({
        type: 'join',
        tableId: t.tableId,
        name: rng.pick(['', ' ', 'Kari', 'x'.repeat(50)]),
      });
    case 11: {
      // seat operations with wrong tokens, on taken seats, or while the match is on
      const type = rng.pick(['leave', 'takeBack', 'sitBot', 'rematch']);
      const own = type === 'sitBot' || type === 'rematch';
      return JSON.stringify({
        type,
        tableId: t.tableId,
        token: own && rng.int(2) ? p.token : fakeToken,
        ...(type === 'sitBot'
          ? { seat: rng.int(2) ? p.seat : 99, level: rng.pick(['random', 'nope', 'RANDOM']) }
          : {}),
      });
    }
    case 12: // extra keys are refused
      return JSON.stringify({ type: 'ping', extra: 1 });
    case 13: // ids of every kind
      return JSON.stringify({
        type: 'act',
        id: randomJson(rng),
        tableId: t.tableId,
        token,
        version,
        action: 'zz',
      });
    case 14: // bad table ids and names
      return JSON.stringify({
        type: 'join',
        tableId: rng.pick(['', '../x', 'a'.repeat(65), 'ä']),
        name: 'x',
      });
    default: // deep nesting
      return `${'['.repeat(2000)}${']'.repeat(2000)}`;
  }
}

/** Actions a careless client might send: the pack, calls, numbers, junk. */
function actionUniverse(game: AnyGame, options: unknown): string[] {
  return [
    ...game.pack(options).map(formatCard),
    ...allCalls(0),
    ...Array.from({ length: 14 }, (_, i) => String(i)),
    'pass',
    'trumf:S',
    'tjog:H',
    'discard:SA,H2',
    '',
    'x'.repeat(200),
  ];
}

/**
 * Sends `messages` hostile or broken messages about a table in play (people at
 * `target.url(seat)`, the fuzzer after them): each gets a clear error and the table is unchanged.
 */
export async function fuzzTable(
  target: ServerUnderTest,
  game: AnyGame,
  messages: number,
  seed: string,
): Promise<void> {
  const seats = game.seatCount(game.defaultOptions);
  const t = await createTable(target.url(0), { game: game.id });
  const players: PlayerSeat[] = [];
  for (let i = 0; i < seats; i++)
    players.push(await join(await TestClient.connect(target.url(i)), t.id, `P${i}`, i));
  const rng = seededRng(seed);
  // get into the match a little, so that there are hands, tricks and legal actions
  await playOut(players, { rng, maxActions: 3 });
  await settle(players);
  const before = players.map((p) => p.client.latest(t.id, p.seat)!);
  const statesBefore = players.map((p) => p.client.messages.filter((m) => m.type === 'state').length);
  const version = before[0].version;
  const aim: Target = { tableId: t.id, players, actions: actionUniverse(game, game.defaultOptions) };
  // Each legal action would (rightly) change the table: the fuzzer only sends what is not legal.
  const legalNow = new Set(before.flatMap((s) => s.legal.flatMap((l) => l.actions)));
  const fuzzer = await TestClient.connect(target.url(seats));
  let sent = 0;
  const batch = 200;
  while (sent < messages) {
    for (let i = 0; i < batch && sent < messages; i++) {
      let m = badMessage(rng, aim, version);
      if (
        typeof m === 'string' &&
        legalNow.size &&
        [...legalNow].some((a) => m.includes(`"action":"${a}"`))
      ) {
        m = m.replace(/"action":"[^"]*"/, '"action":"zz"');
      }
      fuzzer.send(m);
      sent++;
    }
    await fuzzer.waitFor(() => fuzzer.messages.length >= sent, 30_000);
  }
  await new Promise((r) => setTimeout(r, 50));
  // exactly one reply per message, every one a clear error (or the harmless pong)
  expect(fuzzer.closed).toBe(false);
  expect(fuzzer.messages).toHaveLength(messages);
  for (const m of fuzzer.messages) {
    // random JSON is now and then a harmless valid message ({"type":"ping"}, an empty hello)
    if (m.type === 'pong' || (m.type === 'welcome' && m.seats.length === 0)) continue;
    expect(m.type).toBe('error');
    expect(ERROR_CODES).toContain(m.code);
    expect(typeof m.message).toBe('string');
    expect(m.message.length).toBeGreaterThan(3);
  }
  // the fuzzer reached every kind of refusal
  const codes = new Set(fuzzer.messages.map((m) => m.code));
  for (const code of ['bad-json', 'bad-message', 'too-large', 'bad-token', 'stale-version', 'no-table']) {
    expect(codes).toContain(code);
  }
  if (messages >= 1000) {
    for (const code of ['illegal-action', 'not-your-turn', 'no-free-seat', 'not-over', 'seat-taken']) {
      expect(codes).toContain(code);
    }
  }
  // the table did not change: nobody got a new state, the version stands
  expect(players.map((p) => p.client.messages.filter((m) => m.type === 'state').length)).toEqual(
    statesBefore,
  );
  const info = await fetch(`${target.url(seats)}/api/tables/${t.id}`).then((r) => r.json() as Promise<Msg>);
  expect(info.table.version).toBe(version);
  // and the game goes on
  await playOut(players, { rng, maxActions: 3 });
  await Promise.all([fuzzer, ...players.map((p) => p.client)].map((c) => c.close()));
}
