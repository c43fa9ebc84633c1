/**
 * Signed-in players at the table (docs/protocol.md "Signed-in players at the table", "Handing a
 * seat over"): a connection opened with a session cookie plays under its account's name, a guest
 * or spectator cannot take that name, rated tables are marked and their matches reported with
 * `rated`, a bot's seat is handed over to a person at the start of the next deal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndedMatch } from '../../../src/server/people.js';
import type { RunningServer } from '../../../src/server/server.js';
import {
  createTable,
  join,
  latestOf,
  type Msg,
  type PlayerSeat,
  sendAs,
  TestClient,
  testServer,
} from '../helpers.js';

const ended: EndedMatch[] = [];
let following = false;
let server: RunningServer;
const clients: TestClient[] = [];

beforeAll(async () => {
  server = await testServer({
    players: {
      matchEnded: async (m) => void ended.push(m),
      isFollowing: async () => following,
    },
  });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server?.close();
});

/** Signs up `name` and returns the session cookie (`stikk_session=…`). */
async function signUp(name: string): Promise<string> {
  const res = await fetch(`${server.url}/api/players`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: `${name}-secret-pass` }),
  });
  expect(res.status).toBe(201);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('stikk_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0];
}

async function connect(cookie?: string): Promise<TestClient> {
  const c = await TestClient.connect(server.url, { cookie });
  clients.push(c);
  return c;
}

/** Plays `p`'s legal actions (the first listed) until `done` holds. */
async function playUntil(players: PlayerSeat[], done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) {
    let acted = false;
    for (const p of players) {
      const s = latestOf(p);
      const mine = s.legal.find((l) => l.actions.length);
      if (!mine || s.table.status === 'over') continue;
      const r = await sendAs(p, 'act', { version: s.version, action: mine.actions[0], seat: mine.seat });
      if (r.type === 'ok') acted = true;
    }
    if (!acted) await Promise.race(players.map((p) => p.client.nextMessage(200)));
  }
  expect(done()).toBe(true);
}

const seatInfo = (p: PlayerSeat, seat: number): Msg => latestOf(p).table.seats[seat];

/** Two-player selbu, two rounds of one card: short, and a new deal comes after one trick. */
const SHORT_SELBU = { game: 'selbu', options: { players: 2, handSizes: '1,1' } };

describe('a signed-in connection at the table', () => {
  it('plays under its account name, marked signed in, whatever name it sends', async () => {
    const cookie = await signUp('Astrid');
    const t = await createTable(server.url, SHORT_SELBU);
    const a = await join(await connect(cookie), t.id, 'Someone Else');
    const info = seatInfo(a, a.seat);
    expect(info).toMatchObject({ kind: 'human', name: 'Astrid', signedIn: true });
  });

  it("refuses a guest or a spectator who takes a signed-in player's name, in any case", async () => {
    await signUp('Bjørn');
    const t = await createTable(server.url, { ...SHORT_SELBU, settings: { spectatorChat: true } });
    const guest = await connect();
    const r = await guest.request({ type: 'join', tableId: t.id, name: 'BJØRN' });
    expect(r).toMatchObject({ type: 'error', code: 'name-taken' });
    expect(await guest.request({ type: 'spectate', tableId: t.id })).toMatchObject({ type: 'ok' });
    const chat = await guest.request({ type: 'chat', tableId: t.id, name: ' bjørn ', text: 'hei' });
    expect(chat).toMatchObject({ type: 'error', code: 'name-taken' });
    // Another name is fine, and the guest seat is not marked signed in.
    const seated = await join(guest, t.id, 'Gjest');
    expect(seatInfo(seated, seated.seat).signedIn).toBeUndefined();
  });

  it('chats as a spectator under its own name', async () => {
    const cookie = await signUp('Cecilie');
    const t = await createTable(server.url, { ...SHORT_SELBU, settings: { spectatorChat: true } });
    const c = await connect(cookie);
    await c.request({ type: 'spectate', tableId: t.id });
    expect(await c.request({ type: 'chat', tableId: t.id, name: 'Not Me', text: 'hei' })).toMatchObject({
      type: 'ok',
    });
    await c.waitFor(() => c.messages.some((m) => m.type === 'chat' && !m.history));
    const entry = c.messages.find((m) => m.type === 'chat' && !m.history)?.entries[0];
    expect(entry.from).toEqual({ spectator: 'Cecilie' });
  });
});

describe('rated tables', () => {
  it('are marked when every place is a signed-in person, and their match is reported rated', async () => {
    const [da, db] = [await signUp('Dag'), await signUp('Dina')];
    const t = await createTable(server.url, SHORT_SELBU);
    const a = await join(await connect(da), t.id, 'x', 0);
    expect(latestOf(a).table.rated).toBeUndefined();
    const b = await join(await connect(db), t.id, 'x', 1);
    await a.client.waitFor(() => latestOf(a).table.rated === true);
    await playUntil([a, b], () => latestOf(a).table.status === 'over');
    await a.client.waitFor(() => ended.some((e) => e.tableId === t.id));
    const m = ended.find((e) => e.tableId === t.id)!;
    expect(m.rated).toBe(true);
    expect(m.game).toBe('selbu');
    expect(m.places.map((p) => p.name)).toEqual(['Dag', 'Dina']);
    expect(m.places.every((p) => p.accountId && p.bot === null)).toBe(true);
    expect(m.result.finished).toBe(true);
    expect(m.record.actions.length).toBeGreaterThan(0);
  });

  it('a guest or a bot makes a match unrated, and still reported for the signed-in player', async () => {
    const cookie = await signUp('Eirik');
    const t = await createTable(server.url, { ...SHORT_SELBU, bots: [null, 'basic'] });
    const a = await join(await connect(cookie), t.id, 'x', 0);
    expect(latestOf(a).table.rated).toBeUndefined();
    await playUntil([a], () => latestOf(a).table.status === 'over');
    await a.client.waitFor(() => ended.some((e) => e.tableId === t.id));
    const m = ended.find((e) => e.tableId === t.id)!;
    expect(m.rated).toBe(false);
    expect(m.places[1]).toEqual({ name: '', accountId: null, bot: 'basic' });
  });
});

describe('handing a bot seat over', () => {
  it('a person arriving mid-deal plays from the next deal; the match is then unrated', async () => {
    const [fa, fb] = [await signUp('Frida'), await signUp('Fredrik')];
    const t = await createTable(server.url, { ...SHORT_SELBU, bots: [null, 'basic'] });
    const a = await join(await connect(fa), t.id, 'x', 0);
    // Someone acts in the first deal, so that it has begun.
    const joinedAt = latestOf(a).version;
    await playUntil([a], () => latestOf(a).version > joinedAt);
    const refused = await sendAs(a, 'offerSeat', { seat: 0 });
    expect(refused).toMatchObject({ type: 'error', code: 'not-a-bot' });
    expect(await sendAs(a, 'offerSeat', { seat: 1 })).toMatchObject({ type: 'ok' });
    await a.client.waitFor(() => seatInfo(a, 1).offered === true);
    const b = await join(await connect(fb), t.id, 'x', 1);
    expect(seatInfo(b, 1)).toMatchObject({ kind: 'human', name: 'Fredrik', standIn: true, arriving: true });
    // Taking the seat back early does not cut the bot's deal short.
    expect(await sendAs(b, 'takeBack')).toMatchObject({ type: 'ok' });
    expect(seatInfo(b, 1).arriving).toBe(true);
    await playUntil([a], () => seatInfo(a, 1).arriving === undefined);
    expect(seatInfo(a, 1)).toMatchObject({ kind: 'human', name: 'Fredrik', signedIn: true });
    expect(seatInfo(a, 1).standIn).toBeUndefined();
    expect(latestOf(a).table.rated).toBe(true);
    await playUntil([a, b], () => latestOf(a).table.status === 'over');
    await a.client.waitFor(() => ended.some((e) => e.tableId === t.id));
    expect(ended.find((e) => e.tableId === t.id)!.rated).toBe(false);
    // The rematch is rated from its first action.
    expect(await sendAs(a, 'rematch')).toMatchObject({ type: 'ok' });
    await playUntil([a, b], () => latestOf(a).table.match === 1 && latestOf(a).table.status === 'over');
    await a.client.waitFor(() => ended.filter((e) => e.tableId === t.id).length === 2);
    expect(ended.filter((e) => e.tableId === t.id)[1].rated).toBe(true);
  });
});

describe('inviting a friend', () => {
  it('reaches every connection of a followed friend; refused for strangers and guests', async () => {
    const [ha, hb] = [await signUp('Hanne'), await signUp('Henrik')];
    const t = await createTable(server.url, { ...SHORT_SELBU, bots: [null, 'basic'] });
    const host = await connect(ha);
    const a = await join(host, t.id, 'x', 0);
    const friend1 = await connect(hb);
    const friend2 = await connect(hb);
    await friend1.request({ type: 'hello', tokens: [] });
    await friend2.request({ type: 'hello', tokens: [] });
    expect(await sendAs(a, 'invite', { name: 'henrik' })).toMatchObject({
      type: 'error',
      code: 'not-a-friend',
    });
    expect(await sendAs(a, 'invite', { name: 'Nobody Here' })).toMatchObject({
      type: 'error',
      code: 'unknown-player',
    });
    following = true;
    expect(await sendAs(a, 'invite', { name: 'henrik' })).toMatchObject({ type: 'ok' });
    for (const f of [friend1, friend2]) {
      await f.waitFor(() => f.messages.some((m) => m.type === 'invitation'));
      expect(f.messages.find((m) => m.type === 'invitation')).toEqual({
        type: 'invitation',
        tableId: t.id,
        game: 'selbu',
        from: 'Hanne',
      });
    }
    // A guest at a table cannot invite anyone.
    const t2 = await createTable(server.url, SHORT_SELBU);
    const guest = await join(await connect(), t2.id, 'Gjest');
    expect(await sendAs(guest, 'invite', { name: 'Henrik' })).toMatchObject({
      type: 'error',
      code: 'not-signed-in',
    });
  });
});
