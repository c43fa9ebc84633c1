/**
 * The challenge pages against the routes' contract (docs/challenge.md), with fetch stubbed:
 * entering keeps the seat where the table page reads it, refusals come back as their codes.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Entered } from '../../../src/web/challenge/types.js';

type Api = typeof import('../../../src/web/challenge/api.js');
let api: Api;
let enter: typeof import('../../../src/web/challenge/enter.js').enter;
let seats: typeof import('../../../src/web/net/seats.js');
let tables: typeof import('../../../src/web/challenge/tables.js');

class MemoryStorage {
  private m = new Map<string, string>();
  getItem = (k: string) => this.m.get(k) ?? null;
  setItem = (k: string, v: string) => void this.m.set(k, v);
  removeItem = (k: string) => void this.m.delete(k);
}

beforeAll(async () => {
  // The page's connection and router read the address when they load; seats live in localStorage.
  vi.stubGlobal('location', { pathname: '/', search: '', protocol: 'http:', host: 'localhost' });
  vi.stubGlobal('localStorage', new MemoryStorage());
  api = await import('../../../src/web/challenge/api.js');
  enter = (await import('../../../src/web/challenge/enter.js')).enter;
  seats = await import('../../../src/web/net/seats.js');
  tables = await import('../../../src/web/challenge/tables.js');
});

/** A fetch that answers one status and body, and records what it was asked. */
function answer(status: number, body: unknown) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

const ENTERED: Entered = {
  entry: {
    id: 'e1',
    name: 'Kari',
    signedIn: false,
    tableId: 'tab123',
    token: 'entry-token',
    played: 0,
    done: false,
    offline: false,
  },
  seatToken: 'seat-token-1',
  tableId: 'tab123',
};

describe('entering', () => {
  it('a guest sends the name, and the seat is kept for the table page', async () => {
    const calls = answer(201, ENTERED);
    const got = await enter({ id: 'daily-2026-12-05-bondtolva', seat: 0 }, 'Kari');
    expect(got.tableId).toBe('tab123');
    expect(calls).toEqual([
      { url: '/api/challenges/daily-2026-12-05-bondtolva/entries', method: 'POST', body: { name: 'Kari' } },
    ]);
    expect(seats.seatsAt(seats.seatTokens.get(), 'tab123')).toEqual([
      { tableId: 'tab123', seat: 0, token: 'seat-token-1', name: 'Kari' },
    ]);
    expect(tables.challengeOfTable('tab123')).toBe('daily-2026-12-05-bondtolva');
    expect(tables.challengeOfTable('other')).toBeUndefined();
  });

  it('a signed-in player sends no name: the session names them', async () => {
    const calls = answer(201, { ...ENTERED, tableId: 'tab9', seatToken: 's9' });
    await enter({ id: 'c1', seat: 2 }, undefined);
    expect(calls[0].body).toEqual({});
    expect(seats.seatsAt(seats.seatTokens.get(), 'tab9')[0].seat).toBe(2);
  });

  it('a second entry is refused with its code, and nothing is kept', async () => {
    answer(409, { error: { code: 'already-entered', message: 'you have entered' } });
    const before = seats.seatTokens.get().length;
    await expect(enter({ id: 'c2', seat: 0 }, 'Kari')).rejects.toMatchObject({
      status: 409,
      code: 'already-entered',
    });
    expect(seats.seatTokens.get().length).toBe(before);
  });
});

describe('reading', () => {
  it('results before playing: play-first', async () => {
    answer(403, { error: { code: 'play-first', message: 'play the challenge first' } });
    await expect(api.fetchResults('c1')).rejects.toMatchObject({ code: 'play-first' });
  });

  it('the list, one board, a new challenge: their paths and bodies', async () => {
    let calls = answer(200, { daily: [], own: [] });
    expect(await api.fetchChallenges()).toEqual({ daily: [], own: [] });
    expect(calls[0].url).toBe('/api/challenges');
    calls = answer(200, { board: 3, rows: [], frequency: [] });
    await api.fetchBoard('c1', 3);
    expect(calls[0].url).toBe('/api/challenges/c1/boards/3');
    calls = answer(201, { id: 'abc' });
    const spec = {
      name: 'Klubbkveld',
      game: 'bridge' as const,
      opens: '2026-12-05T18:00:00.000Z',
      closes: '2026-12-05T22:00:00.000Z',
      seed: 'club-1',
    };
    await api.makeChallenge(spec);
    expect(calls[0]).toEqual({ url: '/api/challenges', method: 'POST', body: spec });
  });
});
