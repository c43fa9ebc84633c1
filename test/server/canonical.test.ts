/**
 * One move, one spelling: an action sent in another spelling than the listed one (`s8`,
 * ` S10 `, a discard's cards in another order) is stored as listed or refused with a clear
 * error, never stored as sent; and a card its player may not see is refused as `hidden-card`
 * whatever the spelling, so that the engine's lenient parsers cannot get round the mask.
 */
import { describe, expect, it } from 'vitest';
import { formatCard } from '../../src/cards/card.js';
import type { Rng } from '../../src/cards/rng.js';
import { getGame } from '../../src/catalog.js';
import type { GameRecord } from '../../src/engine/record.js';
import type { SelbuState } from '../../src/games/selbu/state.js';
import {
  api,
  createTable,
  fileServer,
  join,
  type PlayerSeat,
  playOut,
  seededRng,
  TestClient,
} from './helpers.js';
import { moments } from './replayLog.js';

const server = fileServer();

async function seatEveryone(game: string, options: Record<string, unknown>): Promise<PlayerSeat[]> {
  const t = await createTable(server.url, { game, options });
  const players: PlayerSeat[] = [];
  for (let i = 0; i < t.seats.length; i++)
    players.push(await join(await TestClient.connect(server.url), t.id, `P${i}`, i));
  return players;
}

const closeAll = (players: PlayerSeat[]) => Promise.all(players.map((p) => p.client.close()));

/** The downloaded record of a finished match, checked against the one the service builds. */
async function downloaded(tableId: string): Promise<GameRecord> {
  const r = await api(server.url, `/api/tables/${tableId}/record`);
  expect(r.status).toBe(200);
  expect(r.json).toEqual(JSON.parse(JSON.stringify(await server.service.record(tableId, 0))));
  return r.json as GameRecord;
}

/** Another spelling the game's parser reads: lower case, cards padded and with 10 for T, discards reversed. */
function respell(action: string, rng: Rng): string {
  if (action.startsWith('discard:'))
    return `discard:${action.slice(8).split(',').reverse().join(',')}`.toLowerCase();
  if (/^[SHDC][2-9TJQKA]$/.test(action))
    return rng.pick([
      action.toLowerCase(),
      ` ${action} `,
      action.replace(/T$/, '10'),
      ` ${action[0]}${action[1].toLowerCase()}`,
    ]);
  return action.toLowerCase();
}

const PLAIN = [
  ['selbu', { players: 3, handSizes: [3, 2, 1] }],
  ['bondtolva', {}],
  ['bridgette', {}],
] as const;

describe('actions in other spellings', () => {
  it.each(PLAIN)('%s: a whole match sent respelled is stored as listed', async (game, options) => {
    const players = await seatEveryone(game, options);
    const rng = seededRng(`respell:${game}`);
    const listed = new Map<string, string>();
    const applied: string[] = [];
    await playOut(players, {
      rng,
      maxActions: 400,
      choose: (r, actions) => {
        const action = r.pick(actions);
        const sent = respell(action, r);
        listed.set(sent, action);
        return sent;
      },
      onAction: (_p, _seat, sent) => {
        applied.push(listed.get(sent)!);
      },
    });
    const stored = (await server.service.record(players[0].tableId, 0, true)).actions.map(([, a]) => a);
    expect(stored).toEqual(applied);
    // Most actions really were sent in another spelling, and none was stored as sent.
    const respelled = [...listed].filter(([sent, action]) => sent !== action);
    expect(respelled.length).toBeGreaterThan(listed.size / 2);
    for (const [sent] of respelled) expect(stored).not.toContain(sent);
    if ((await server.service.tableInfo(players[0].tableId)).status === 'over') {
      expect((await downloaded(players[0].tableId)).actions.map(([, a]) => a)).toEqual(applied);
    }
    await closeAll(players);
  });

  it('bridge: other spellings are refused with a clear error and change nothing', async () => {
    const players = await seatEveryone('bridge', {});
    const p = players.find((x) => x.client.latest(x.tableId, x.seat)!.legal.length)!;
    const s = p.client.latest(p.tableId, p.seat)!;
    for (const sent of [' P ', 'p', 'pass', '1nt']) {
      const r = await p.client.request({
        type: 'act',
        tableId: p.tableId,
        token: p.token,
        version: s.version,
        action: sent,
      });
      expect(r).toMatchObject({ type: 'error', code: 'illegal-action', rule: 'not-canonical' });
      expect(r.message).toMatch(/write it as (P|1NT)/);
    }
    expect((await server.service.record(p.tableId, 0, true)).actions).toEqual([]);
    const ok = await p.client.request({
      type: 'act',
      tableId: p.tableId,
      token: p.token,
      version: s.version,
      action: 'P',
    });
    expect(ok).toMatchObject({ type: 'ok', version: s.version + 1 });
    expect((await server.service.record(p.tableId, 0, true)).actions).toEqual([[p.seat, 'P']]);
    await closeAll(players);
  });
});

describe('the card on the forehead, named in any spelling', () => {
  const selbu = getGame('selbu');
  it.skipIf(!selbu)('is refused as hidden-card; its label plays it, stored by its name', async () => {
    const options = { players: 3, handSizes: [1], forehead: 'last' };
    const players = await seatEveryone('selbu', options);
    const tableId = players[0].tableId;
    // Bid until the play begins.
    await playOut(players, {
      rng: seededRng('forehead:spelling'),
      // Any seat's newest state: one client may see the play begin before the others.
      stopWhen: () =>
        players.some(
          (x) =>
            (x.client.latest(tableId, x.seat)?.view as unknown as { phase: string } | undefined)?.phase ===
            'play',
        ),
    });
    const parsed = selbu!.parseOptions(options);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const record = await server.service.record(tableId, 0, true);
    const state = moments(selbu!, parsed.value, record).at(-1)!.state as SelbuState;
    const p = players.find((x) => x.client.latest(tableId, x.seat)!.legal.length)!;
    const s = p.client.latest(tableId, p.seat)!;
    expect(s.legal).toEqual([{ seat: p.seat, actions: ['hidden:1'] }]);
    const own = formatCard(state.hands[p.seat][0]);
    const others = state.hands.filter((_, seat) => seat !== p.seat).map((h) => formatCard(h[0]));
    const act = (action: string) =>
      p.client.request({ type: 'act', tableId, token: p.token, version: s.version, action });
    const spellings = [
      own,
      own.toLowerCase(),
      ` ${own} `,
      `${own[0].toLowerCase()}${own[1]}`,
      own.replace(/T$/, '10'),
    ];
    const reasons = new Set<string>();
    for (const sent of [
      ...new Set(spellings),
      ...others,
      ...others.map((c) => c.toLowerCase()),
      'hidden:2',
      'zz',
    ]) {
      const r = await act(sent);
      expect(r, sent).toMatchObject({ type: 'error', code: 'illegal-action', rule: 'hidden-card' });
      reasons.add(r.message.replace(sent, '…'));
    }
    // One reason whatever was sent, naming the label to play instead.
    expect([...reasons]).toHaveLength(1);
    expect([...reasons][0]).toContain('hidden:1');
    expect((await server.service.record(tableId, 0, true)).actions).toEqual(record.actions);
    expect(await act(' HIDDEN:1 ')).toMatchObject({ type: 'ok' });
    const after = (await server.service.record(tableId, 0, true)).actions;
    expect(after).toEqual([...record.actions, [p.seat, own]]);
    await closeAll(players);
  });
});
