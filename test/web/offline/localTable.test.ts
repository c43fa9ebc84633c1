/**
 * The table a browser plays offline (src/web/offline/worker/): driven here in Node as the worker
 * drives it. Bots in every seat play a match to the end and its record replays; a person plays
 * through the protocol's messages; a saved table rebuilt from its log is the same table.
 */
import { describe, expect, it, vi } from 'vitest';
import { Rng } from '../../../src/cards/rng.js';
import { getGame, replayRecord } from '../../../src/catalog.js';
import type { ServerMessage } from '../../../src/protocol/index.js';
import { finishedDeal, matchSteps } from '../../../src/table/finishedDeals.js';
import { answer, Followers } from '../../../src/web/offline/worker/answer.js';
import { LocalTable } from '../../../src/web/offline/worker/localTable.js';

const SHORT_SELBU = { players: 2, handSizes: '1,1' };

function create(bots: Array<string | null>, game = 'selbu', options: Record<string, unknown> = SHORT_SELBU) {
  const r = LocalTable.create({ id: 'local-1', game, options, bots, seed: 'seed-1' });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

describe('a table played in the browser', () => {
  it('plays a match with bots in every seat to the end, and its record replays', () => {
    const local = create(['basic', 'strong']);
    const rng = new Rng(1);
    let moves = 0;
    while (local.playBot(rng, 50)) {
      moves++;
      // Each decision is timed, for the worker's performance measures (bench:offline-bots).
      const d = local.lastBot!;
      expect(['basic', 'strong']).toContain(d.level);
      expect(['bidding', 'hook', 'play']).toContain(d.phase);
      expect(d.end).toBeGreaterThanOrEqual(d.start);
    }
    expect(local.table.isOver()).toBe(true);
    expect(moves).toBeGreaterThan(2);
    const record = local.record();
    if (!record.ok) throw new Error(record.error.code);
    expect(record.value).toMatchObject({
      format: 'stikk-record/1',
      game: 'selbu',
      players: ['bot:basic', 'bot:strong'],
    });
    const replayed = replayRecord(JSON.parse(JSON.stringify(record.value)));
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(replayed.value.result).toEqual(local.table.game.result(local.table.state));
  });

  it('deals the same cards from the same seed, others from another', () => {
    const deck = (seed: string) => {
      const r = LocalTable.create({
        id: 't',
        game: 'bondtolva',
        options: {},
        bots: ['basic', 'basic'],
        seed,
      });
      if (!r.ok) throw new Error(r.error.code);
      return r.value.snapshot().events.find((e) => e.kind === 'deck')?.data;
    };
    expect(deck('a')).toBe(deck('a'));
    expect(deck('a')).not.toBe(deck('b'));
  });

  it('answers a person through the protocol: join, act, refusals, rematch; a saved table comes back the same', () => {
    const local = create([null, 'basic']);
    const follow = new Followers();
    let n = 0;
    const opts = { newToken: () => `token-${String(++n).padStart(16, '0')}`, hintMs: 20 };
    const send = (m: object) => answer(local, follow, JSON.stringify(m), opts);

    const joined = send({ type: 'join', id: 1, tableId: 'local-1', name: 'Kari' });
    expect(joined.reply).toMatchObject({ type: 'joined', id: 1, seat: 0, name: 'Kari' });
    const token = (joined.reply as { token: string }).token;
    expect(joined.pushes).toHaveLength(1);
    expect(send({ type: 'join', tableId: 'other', name: 'X' }).reply).toMatchObject({ code: 'no-table' });
    expect(
      send({ type: 'act', tableId: 'local-1', token: 'x'.repeat(16), version: 0, action: '0' }).reply,
    ).toMatchObject({
      type: 'error',
      code: 'bad-token',
    });
    expect(send({ type: 'nope' }).reply).toMatchObject({ type: 'error', code: 'bad-message' });

    const rng = new Rng(2);
    let last: ServerMessage | undefined = joined.pushes[0];
    for (let guard = 0; guard < 100 && !local.table.isOver(); guard++) {
      if (local.playBot(rng, 20)) continue;
      const state = last as Extract<ServerMessage, { type: 'state' }>;
      const mine = local.table.legalFor(0)[0];
      expect(mine).toBeDefined();
      const r = send({
        type: 'act',
        tableId: 'local-1',
        token,
        version: local.table.version,
        action: mine.actions[0],
      });
      expect(r.reply).toMatchObject({ type: 'ok', version: local.table.version });
      last = r.pushes[0];
      expect(state.type).toBe('state');
    }
    expect(local.table.isOver()).toBe(true);
    const final = send({ type: 'spectate', tableId: 'local-1' }).pushes;
    expect(final.map((s) => (s as { seat: number | null }).seat)).toEqual([0, null]);

    // A page that comes back resumes its seat by token with `hello`, and gets its state.
    const again = answer(
      local,
      new Followers(),
      JSON.stringify({ type: 'hello', id: 9, tokens: [token, 'z'.repeat(16)] }),
      opts,
    );
    expect(again.reply).toMatchObject({
      type: 'welcome',
      id: 9,
      seats: [{ tableId: 'local-1', seat: 0, token }],
      unknownTokens: [],
    });
    expect(again.pushes.map((p) => p.type)).toEqual(['state']);

    const saved = JSON.parse(JSON.stringify(local.snapshot()));
    const back = LocalTable.restore(saved);
    if (!back.ok) throw new Error(back.error);
    expect(back.value.table.version).toBe(local.table.version);
    expect(back.value.record()).toEqual(local.record());

    expect(send({ type: 'rematch', tableId: 'local-1', token }).reply).toMatchObject({ type: 'ok' });
    expect(local.table.match).toBe(1);
    expect(local.table.isOver()).toBe(false);
  });

  it('serves its finished deals as the server does, never the deal being played', () => {
    const local = create(['basic', 'basic'], 'selbu', { players: 2, handSizes: '1,2' });
    const rng = new Rng(3);
    // Into the second deal: the first is finished, the second is being played.
    while (local.table.view(null).result.deals.length < 1 && local.playBot(rng, 20));
    expect(local.deals()).toMatchObject({
      ok: true,
      value: { match: 0, over: false, deals: [{ deal: 0, result: 0 }] },
    });
    const playing = local.deal(1);
    expect(playing.ok ? null : playing.error.params).toMatchObject({ reason: 'deal-playing', deal: 1 });
    const notDealt = local.deal(5);
    expect(notDealt.ok ? null : notDealt.error.params).toMatchObject({ reason: 'not-dealt' });
    expect(local.deal(0, 3).ok).toBe(false);

    while (local.playBot(rng, 20));
    const list = local.deals();
    if (!list.ok) throw new Error(list.error.code);
    expect(list.value.over).toBe(true);
    expect(list.value.deals.map((d) => d.result)).toEqual([0, 1]);
    // Each deal as the server's finished-deal reads build it from the match's record.
    const record = local.record();
    if (!record.ok) throw new Error(record.error.code);
    const r = record.value;
    const log = { firstDealer: r.firstDealer ?? 0, decks: r.decks, actions: r.actions };
    for (const { deal } of list.value.deals) {
      const got = local.deal(deal);
      if (!got.ok) throw new Error(got.error.code);
      expect(got.value).toEqual(finishedDeal(getGame('selbu')!, local.table.options, log, 0, deal));
      expect(got.value.steps).toHaveLength(got.value.actions.length + 1);
      expect(got.value.steps.at(-1)?.view.hands.every((h) => h !== null)).toBe(true);
    }
    // The whole match step by step, as the server's replay route gives it.
    const replay = local.replay();
    if (!replay.ok) throw new Error(replay.error.code);
    expect(replay.value).toEqual(matchSteps(getGame('selbu')!, local.table.options, log));
  });

  it('refuses the replay of a match still being played', () => {
    const local = create(['basic', 'basic']);
    const r = local.replay();
    expect(r.ok ? null : r.error.params).toMatchObject({ reason: 'match-playing', match: 0 });
    expect(local.replay(1).ok).toBe(false);
  });

  it('refuses options the game refuses and bot levels it lacks', () => {
    const bad = LocalTable.create({ id: 't', game: 'selbu', options: { players: 9 }, bots: [], seed: 's' });
    expect(bad.ok ? null : bad.error.code).toBe('bad-options');
    const level = LocalTable.create({
      id: 't',
      game: 'selbu',
      options: SHORT_SELBU,
      bots: ['genius'],
      seed: 's',
    });
    expect(level.ok ? null : level.error.code).toBe('bad-level');
  });
});

describe('the offline pages’ routes', () => {
  it('/offline is the chooser, /offline/<id> a table kept here, /offline/<id>/replay its replay', async () => {
    vi.stubGlobal('location', { pathname: '/', search: '' });
    const { parseRoute } = await import('../../../src/web/state/router.js');
    expect(parseRoute('/offline')).toEqual({ page: 'offline' });
    expect(parseRoute('/offline/')).toEqual({ page: 'offline' });
    expect(parseRoute('/offline/offline-0a1b2c')).toEqual({ page: 'offline', id: 'offline-0a1b2c' });
    expect(parseRoute('/offline/a/b')).toEqual({ page: 'missing' });
    expect(parseRoute('/offline/offline-0a1b2c/replay', '?match=1')).toEqual({
      page: 'offline',
      id: 'offline-0a1b2c',
      replay: { match: 1 },
    });
    expect(parseRoute('/offline/offline-0a1b2c/replay')).toEqual({
      page: 'offline',
      id: 'offline-0a1b2c',
      replay: {},
    });
  });
});
