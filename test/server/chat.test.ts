/**
 * Table chat (src/server/chat.ts, docs/protocol.md "Chat"): entries reach everyone following
 * the table, are cleaned and limited (length, rate), spectators write only where the table
 * allows it, and the history is stored with the table — a later client and a restarted server
 * get it — but never in the record.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHAT_HISTORY, CHAT_MAX_CHARS, CHAT_RATE } from '../../src/protocol/index.js';
import { TableChat } from '../../src/server/chat.js';
import { Hub } from '../../src/server/hub.js';
import { SqliteStore } from '../../src/server/sqliteStore.js';
import { Table } from '../../src/server/table.js';
import { FAKE_ID, fakeAny } from './fakeGame.js';
import {
  api,
  createTable,
  fileServer,
  join,
  type Msg,
  type PlayerSeat,
  TestClient,
  testServer,
} from './helpers.js';

const server = fileServer();

const chatsOf = (c: TestClient, tableId: string): Msg[] =>
  c.messages.filter((m) => m.type === 'chat' && m.tableId === tableId);
/** Every entry the client was sent for the table, by number (history and new ones merged). */
const entriesOf = (c: TestClient, tableId: string): Msg[] => {
  const byN = new Map<number, Msg>();
  for (const m of chatsOf(c, tableId)) for (const e of m.entries) byN.set(e.n, e);
  return [...byN.values()].sort((a, b) => a.n - b.n);
};
const waitForEntries = (c: TestClient, tableId: string, n: number) =>
  c.waitFor(() => entriesOf(c, tableId).length >= n);

async function tableWithTwo(settings: Msg = {}): Promise<{ id: string; kari: PlayerSeat; ola: PlayerSeat }> {
  const t = await createTable(server.url, { game: FAKE_ID, settings });
  const kari = await join(await TestClient.connect(server.url), t.id, 'Kari', 0);
  const ola = await join(await TestClient.connect(server.url), t.id, 'Ola', 1);
  return { id: t.id, kari, ola };
}

const say = (p: PlayerSeat, body: Msg) =>
  p.client.request({ type: 'chat', tableId: p.tableId, token: p.token, ...body });

const refusedCode = (r: { ok: boolean; error?: { code: string } }): string | undefined =>
  r.ok ? undefined : r.error?.code;

describe('chat', () => {
  it('an entry reaches the other player and a spectator, the same text for all, as text', async () => {
    const { id, kari, ola } = await tableWithTwo();
    const watcher = await TestClient.connect(server.url);
    await watcher.request({ type: 'spectate', tableId: id });
    const version = kari.client.latest(id, 0)!.version;
    const markup = '<script>alert(1)</script> <b>hi</b> & "you"';
    expect(await say(kari, { text: markup })).toMatchObject({ type: 'ok' });
    expect(await say(ola, { quick: 'well-played' })).toMatchObject({ type: 'ok' });
    for (const c of [kari.client, ola.client, watcher]) await waitForEntries(c, id, 2);
    const [first, second] = entriesOf(watcher, id);
    expect(first).toMatchObject({ n: 1, from: { seat: 0, name: 'Kari' }, text: markup });
    expect(first.quick).toBeUndefined();
    expect(typeof first.at).toBe('number');
    expect(second).toMatchObject({ n: 2, from: { seat: 1, name: 'Ola' }, quick: 'well-played' });
    // one serialised push per entry, identical for every follower
    const pushes = (c: TestClient) =>
      c.raw.filter((r) => r.includes('"type":"chat"') && !r.includes('"history":true'));
    expect(pushes(kari.client)).toEqual(pushes(watcher));
    expect(pushes(ola.client)).toEqual(pushes(watcher));
    // chat is not a table event: nobody's action goes stale, no state was sent for it
    const info = await api(server.url, `/api/tables/${id}`);
    expect(info.json.table.version).toBe(version);
  });

  it('cleans text like names: control characters become spaces, invisible ones go', async () => {
    const { id, kari, ola } = await tableWithTwo();
    expect(await say(kari, { text: '  line one\nline\ttwo\u200b\u202e  ' })).toMatchObject({ type: 'ok' });
    await waitForEntries(ola.client, id, 1);
    expect(entriesOf(ola.client, id)[0].text).toBe('line one line two');
    for (const text of ['', '   ', '\u200b\u200d\u2066']) {
      expect(await say(kari, { text })).toMatchObject({ type: 'error', code: 'bad-message' });
    }
  });

  it('refuses malformed chat messages with bad-message', async () => {
    const { kari } = await tableWithTwo();
    const cases: Msg[] = [
      {},
      { text: 'hi', quick: 'thanks' },
      { quick: 'nonsense' },
      { text: 42 },
      { text: 'hi', colour: 'red' },
    ];
    for (const body of cases) {
      const r = await say(kari, body);
      expect(r, JSON.stringify(body)).toMatchObject({ type: 'error', code: 'bad-message' });
    }
  });

  it(`refuses a text over ${CHAT_MAX_CHARS} characters (code points, after cleaning) with chat-too-long`, async () => {
    const { id, kari, ola } = await tableWithTwo();
    expect(await say(kari, { text: 'x'.repeat(CHAT_MAX_CHARS + 1) })).toMatchObject({
      type: 'error',
      code: 'chat-too-long',
    });
    // An emoji is one character (two UTF-16 units); invisible characters do not count.
    expect(await say(kari, { text: '😴'.repeat(CHAT_MAX_CHARS) })).toMatchObject({ type: 'ok' });
    expect(await say(kari, { text: `${'a'.repeat(CHAT_MAX_CHARS)}${'\u200b'.repeat(50)}` })).toMatchObject({
      type: 'ok',
    });
    await waitForEntries(ola.client, id, 2);
    expect(entriesOf(ola.client, id).map((e) => [...e.text].length)).toEqual([
      CHAT_MAX_CHARS,
      CHAT_MAX_CHARS,
    ]);
  });

  it(`refuses more than ${CHAT_RATE.burst} entries at once per person with chat-rate-limited`, async () => {
    const { id, kari, ola } = await tableWithTwo();
    const replies = [];
    for (let i = 0; i <= CHAT_RATE.burst; i++) replies.push(await say(kari, { text: `m${i}` }));
    expect(replies.slice(0, CHAT_RATE.burst).every((r) => r.type === 'ok')).toBe(true);
    expect(replies[CHAT_RATE.burst]).toMatchObject({ type: 'error', code: 'chat-rate-limited' });
    // a quick message counts too; another person is not held back
    expect(await say(kari, { quick: 'sorry' })).toMatchObject({ code: 'chat-rate-limited' });
    expect(await say(ola, { text: 'me too' })).toMatchObject({ type: 'ok' });
    await waitForEntries(ola.client, id, CHAT_RATE.burst + 1);
    expect(entriesOf(ola.client, id)).toHaveLength(CHAT_RATE.burst + 1);
  });

  it('refuses a token that holds no seat at the table', async () => {
    const { id } = await tableWithTwo();
    const other = await tableWithTwo();
    const r = await other.kari.client.request({
      type: 'chat',
      tableId: id,
      token: other.kari.token,
      text: 'x',
    });
    expect(r).toMatchObject({ type: 'error', code: 'bad-token' });
  });

  it('spectators write only where the table allows it, under the name they give', async () => {
    const quiet = await tableWithTwo();
    const watcher = await TestClient.connect(server.url);
    // not watching the table at all
    expect(
      await watcher.request({ type: 'chat', tableId: quiet.id, name: 'Per', text: 'hei' }),
    ).toMatchObject({ type: 'error', code: 'chat-not-allowed' });
    await watcher.request({ type: 'spectate', tableId: quiet.id });
    expect(
      await watcher.request({ type: 'chat', tableId: quiet.id, name: 'Per', text: 'hei' }),
    ).toMatchObject({ type: 'error', code: 'chat-not-allowed' });
    expect(await say(quiet.kari, { text: 'players may' })).toMatchObject({ type: 'ok' });
    await waitForEntries(watcher, quiet.id, 1);

    const open = await tableWithTwo({ spectatorChat: true });
    await watcher.request({ type: 'spectate', tableId: open.id });
    expect(await watcher.request({ type: 'chat', tableId: open.id, text: 'hei' })).toMatchObject({
      type: 'error',
      code: 'bad-message',
    });
    expect(
      await watcher.request({ type: 'chat', tableId: open.id, name: ' Per\u200b ', quick: 'good-luck' }),
    ).toMatchObject({ type: 'ok' });
    await waitForEntries(open.ola.client, open.id, 1);
    expect(entriesOf(open.ola.client, open.id)[0]).toMatchObject({
      from: { spectator: 'Per' },
      quick: 'good-luck',
    });
    // after unspectate the connection neither writes nor reads there
    await watcher.request({ type: 'unspectate', tableId: open.id });
    expect(
      await watcher.request({ type: 'chat', tableId: open.id, name: 'Per', text: 'still here?' }),
    ).toMatchObject({ code: 'chat-not-allowed' });
    const seen = chatsOf(watcher, open.id).length;
    await say(open.kari, { text: 'bye' });
    await waitForEntries(open.ola.client, open.id, 2);
    expect(chatsOf(watcher, open.id)).toHaveLength(seen);
  });

  it('sends the history when a client starts following: join, spectate, hello', async () => {
    const t = await createTable(server.url, { game: FAKE_ID });
    const kari = await join(await TestClient.connect(server.url), t.id, 'Kari', 0);
    // nothing said yet: an empty history
    await kari.client.waitFor(() => chatsOf(kari.client, t.id).length === 1);
    expect(chatsOf(kari.client, t.id)[0]).toMatchObject({ history: true, entries: [] });
    await say(kari, { text: 'first' });
    await say(kari, { quick: 'thumbs-up' });
    const ola = await join(await TestClient.connect(server.url), t.id, 'Ola', 1);
    await waitForEntries(ola.client, t.id, 2);
    expect(chatsOf(ola.client, t.id)[0]).toMatchObject({ history: true });
    const late = await TestClient.connect(server.url);
    await late.request({ type: 'spectate', tableId: t.id });
    await waitForEntries(late, t.id, 2);
    const back = await TestClient.connect(server.url);
    await back.request({ type: 'hello', tokens: [kari.token] });
    await waitForEntries(back, t.id, 2);
    expect(entriesOf(back, t.id).map((e) => e.text ?? e.quick)).toEqual(['first', 'thumbs-up']);
    // the history comes after the seat's state
    const kinds = back.messages.map((m) => m.type);
    expect(kinds.indexOf('state')).toBeLessThan(kinds.indexOf('chat'));
  });

  it('is stored with the table: a restarted server still has it; the record never holds it', async () => {
    const dir = mkdtempSync(joinPath(tmpdir(), 'stikk-chat-'));
    const first = await testServer({ dataDir: dir });
    const t = await createTable(first.url, { game: FAKE_ID, bots: [null, 'random'] });
    const kari = await join(await TestClient.connect(first.url), t.id, 'Kari', 0);
    await say(kari, { text: 'remember <me>' });
    await say(kari, { quick: 'sleepy' });
    await kari.client.close();
    await first.close();

    const second = await testServer({ dataDir: dir });
    try {
      const back = await TestClient.connect(second.url);
      const hello = await back.request({ type: 'hello', tokens: [kari.token] });
      expect(hello.seats).toHaveLength(1);
      await waitForEntries(back, t.id, 2);
      expect(entriesOf(back, t.id)).toMatchObject([
        { n: 1, from: { seat: 0, name: 'Kari' }, text: 'remember <me>' },
        { n: 2, quick: 'sleepy' },
      ]);
      // numbering goes on after a restart
      await back.request({ type: 'chat', tableId: t.id, token: kari.token, text: 'again' });
      await waitForEntries(back, t.id, 3);
      expect(entriesOf(back, t.id)[2].n).toBe(3);
      const record = JSON.stringify(await second.service.record(t.id, 0, true));
      expect(record).not.toContain('remember');
      expect(record).not.toContain('sleepy');
      await back.close();
    } finally {
      await second.close();
    }
  });
});

describe('TableChat with its own clock', () => {
  const setup = async () => {
    const store = new SqliteStore(':memory:');
    const hub = new Hub();
    let now = 1_000_000;
    const chat = new TableChat(store, hub, () => now);
    const table = await Table.create(store, {
      id: 'chat-unit',
      game: fakeAny,
      options: fakeAny.defaultOptions,
      seed: 's',
      bots: [],
    });
    await table.setSeat(0, { kind: 'human', name: 'Kari', tokenHash: 'h' });
    const post = (text: string) => chat.post(table, { seat: 0 }, { type: 'chat', tableId: table.id, text });
    return { store, post, tick: (ms: number) => (now += ms) };
  };

  it('the allowance refills: one more entry every 2 s after the first five', async () => {
    const { post, tick } = await setup();
    for (let i = 0; i < CHAT_RATE.burst; i++) expect((await post(`m${i}`)).ok).toBe(true);
    expect(refusedCode(await post('one too many'))).toBe('chat-rate-limited');
    tick(1000 / CHAT_RATE.perSecond - 1);
    expect(refusedCode(await post('not yet'))).toBe('chat-rate-limited');
    tick(1);
    expect((await post('now')).ok).toBe(true);
    expect(refusedCode(await post('again too soon'))).toBe('chat-rate-limited');
  });

  it(`keeps every entry but hands out the newest ${CHAT_HISTORY}, oldest first`, async () => {
    const { store } = await setup();
    for (let i = 0; i < CHAT_HISTORY + 5; i++)
      await store.appendChat('chat-unit', { at: i, seat: 0, name: 'Kari', text: `m${i}`, quick: null });
    const tail = await store.chatTail('chat-unit', CHAT_HISTORY);
    expect(tail).toHaveLength(CHAT_HISTORY);
    expect(tail[0].n).toBe(6);
    expect(tail.at(-1)?.n).toBe(CHAT_HISTORY + 5);
    expect(await store.chatTail('another-table', CHAT_HISTORY)).toEqual([]);
  });
});
