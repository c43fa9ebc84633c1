/** Requests to the challenge routes with cookies or the entry header, for the tests. */
import { type PlayerSeat, TestClient } from '../helpers.js';

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are inspected loosely
  json: any;
  setCookie: string[];
}

export async function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  o: { body?: unknown; entry?: string; cookie?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  if (o.entry) headers['x-stikk-entry'] = o.entry;
  if (o.cookie) headers.cookie = o.cookie;
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  const text = await res.text();
  return {
    status: res.status,
    json: text ? JSON.parse(text) : undefined,
    setCookie: res.headers.getSetCookie(),
  };
}

export interface Entered {
  entryId: string;
  token: string;
  seatToken: string;
  tableId: string;
}

/** Enters as a guest; fails the test unless it is taken. */
export async function enter(base: string, challengeId: string, name: string): Promise<Entered> {
  const r = await call(base, 'POST', `/api/challenges/${challengeId}/entries`, { body: { name } });
  if (r.status !== 201) throw new Error(`enter ${name}: ${r.status} ${JSON.stringify(r.json)}`);
  return {
    entryId: r.json.entry.id,
    token: r.json.entry.token,
    seatToken: r.json.seatToken,
    tableId: r.json.tableId,
  };
}

/** A connection seated at the entry's table by its seat token (`hello`). */
export async function seatOf(base: string, e: Entered, seat: number): Promise<PlayerSeat> {
  const client = await TestClient.connect(base);
  const r = await client.request({ type: 'hello', tokens: [e.seatToken] });
  if (r.type !== 'welcome' || r.seats.length !== 1) throw new Error(`hello: ${JSON.stringify(r)}`);
  await client.waitFor(() => client.latest(e.tableId, seat) !== undefined);
  return { client, tableId: e.tableId, seat, token: e.seatToken };
}

/** Polls until `ok` holds for the answer (or fails after `ms`). */
export async function until(
  get: () => Promise<Answer>,
  ok: (a: Answer) => boolean,
  ms = 30_000,
): Promise<Answer> {
  const deadline = Date.now() + ms;
  for (;;) {
    const a = await get();
    if (ok(a)) return a;
    if (Date.now() > deadline) throw new Error(`still ${a.status} ${JSON.stringify(a.json)} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
