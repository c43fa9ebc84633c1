/**
 * Places that are people, not seats: bondebridge's threePlayers (one person plays North and
 * South each deal, in turn) and rotatingPartners (everyone partners everyone). A token holds
 * a person; the seats that person plays change every deal.
 */
import { describe, expect, it } from 'vitest';
import { replayRecord } from '../../src/catalog.js';
import { withoutClaims } from '../../src/engine/claim.js';
import {
  api,
  createTable,
  fileServer,
  join,
  type Msg,
  type PlayerSeat,
  playOut,
  type StateMsg,
  seededRng,
} from './helpers.js';

const server = fileServer();
const client = server.client;

/** The seats `person` holds in a state's deal. */
const heldSeats = (s: StateMsg, person: number): number[] =>
  (s.table.seating ?? []).flatMap((p, seat) => (p === person ? [seat] : []));

/** Plays the match out for one human and checks every state it got: it sees and acts for exactly the seats it holds. */
async function playAndCheck(p: PlayerSeat): Promise<{ acted: Set<string>; states: StateMsg[] }> {
  const acted = new Set<string>();
  await playOut([p], {
    rng: seededRng(`people:${p.tableId}`),
    timeoutMs: 120_000,
    // No claims: an open claim would show declarer's hand to everyone (tested in claims.test.ts).
    choose: (rng, actions) => rng.pick(withoutClaims(actions)),
    onAction: (_p, seat) => {
      const s = p.client.latest(p.tableId, p.seat)!;
      acted.add(`${s.view.dealIndex}:${seat}`);
    },
  });
  const states = p.client.messages.filter((m: Msg) => m.type === 'state' && m.seat === p.seat) as StateMsg[];
  for (const s of states) {
    const held = heldSeats(s, p.seat);
    expect(held.length).toBeGreaterThan(0);
    // The view is that of the seat deciding for the others held (North for North and South).
    expect(s.view.seat).toBe(held[0]);
    s.view.hands.forEach((h, seat) => {
      if (!held.includes(seat)) expect(h, `seat ${seat} in ${JSON.stringify(s.view)}`).toBeNull();
      else if (s.view.phase === 'auction' || s.view.phase === 'play') expect(h).not.toBeNull();
    });
    for (const l of s.legal) expect(held).toContain(l.seat);
  }
  return { acted, states };
}

describe('bondebridge threePlayers at the table server', () => {
  it('a person and two bots play 6 deals: the person plays North and South in their deals, East or West otherwise', async () => {
    const t = await createTable(server.url, {
      game: 'bondebridge',
      options: { threePlayers: true },
      bots: [null, 'random', 'random'],
    });
    expect(t.seats).toHaveLength(3);
    expect(t.seating).toEqual([0, 1, 0, 2]);
    const c = await client();
    const kari = await join(c, t.id, 'Kari', 0);
    const watcher = await client();
    expect((await watcher.request({ type: 'spectate', tableId: t.id })).type).toBe('ok');

    const { acted, states } = await playAndCheck(kari);
    const final = c.latest(t.id, 0)!;
    expect(final.table.status).toBe('over');
    const result = final.view.result;
    expect(result.finished).toBe(true);
    expect(Object.keys(result.totals).sort()).toEqual(['0', '1', '2']);
    // Played deals cycle the North–South person: Kari (0) holds N and S in played deals 0 and 3.
    const played = result.deals.filter((d) => !d.passedOut);
    expect(played.map((d) => (d.seating as number[])[0])).toEqual([0, 1, 2, 0, 1, 2]);
    // Kari acted as North and as South (one person, both hands), and as East in other deals.
    const seatsActed = new Set([...acted].map((k) => Number(k.split(':')[1])));
    expect(seatsActed).toEqual(new Set([0, 1, 2]));
    expect(states.some((s) => s.view.seat === 1)).toBe(true);
    // A spectator never saw a hand during play.
    for (const m of watcher.messages.filter((x: Msg) => x.type === 'state')) {
      if (m.view.phase !== 'over') for (const h of m.view.hands) expect(h).toBeNull();
    }

    // The record names the three people, and replays to the same result.
    const record = await fetch(`${server.url}/api/tables/${t.id}/record`).then((r) => r.json());
    expect(record.players).toEqual(['Kari', 'bot:random', 'bot:random']);
    expect(record.options).toEqual({ threePlayers: true });
    const replayed = replayRecord(record);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(replayed.value.result.totals).toEqual(result.totals);
  });

  it('places are people: three of them, acting for a seat one does not hold is refused', async () => {
    const t = await createTable(server.url, { game: 'bondebridge', options: { threePlayers: true } });
    const c = await client();
    const p = await join(c, t.id, 'Ola', 1);
    const refused = await c.request({ type: 'join', tableId: t.id, name: 'Liv', seat: 3 });
    expect(refused).toMatchObject({
      type: 'error',
      code: 'bad-seat',
      message: 'player 3 does not exist (0..2)',
    });
    const s = c.latest(t.id, 1)!;
    const notMine = s.view.toAct.find((seat) => !heldSeats(s, 1).includes(seat));
    if (notMine !== undefined) {
      const r = await c.request({
        type: 'act',
        tableId: t.id,
        token: p.token,
        version: s.version,
        action: 'P',
        seat: notMine,
      });
      expect(r).toMatchObject({ type: 'error', code: 'not-your-turn' });
    }
    const tooMany = await api(server.url, '/api/tables', {
      game: 'bondebridge',
      options: { threePlayers: true },
      bots: ['random', 'random', 'random', 'random'],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error.message).toMatch(/3 players/);
    const options = await api(server.url, '/api/games/bondebridge/options', {
      options: { threePlayers: true },
    });
    expect(options.json).toMatchObject({ seats: 3, seatsChange: true });
    const bad = await api(server.url, '/api/games/bondebridge/options', {
      options: { threePlayers: true, rotatingPartners: true },
    });
    expect(bad.status).toBe(400);
  });
});

describe('bondebridge rotatingPartners at the table server', () => {
  it('the person at place 1 plays East, then South, then East: the seat follows the rotation', async () => {
    const t = await createTable(server.url, {
      game: 'bondebridge',
      options: { rotatingPartners: true, deals: 3 },
      bots: ['random', null, 'random', 'random'],
    });
    expect(t.seating).toEqual([0, 1, 2, 3]);
    const c = await client();
    const p = await join(c, t.id, 'Erik', 1);
    const { states } = await playAndCheck(p);
    const final = c.latest(t.id, 1)!;
    expect(final.view.result.finished).toBe(true);
    const seatsByDeal = new Map<number, number>();
    for (const s of states)
      if (s.view.phase === 'play')
        seatsByDeal.set(s.view.result.deals.filter((d) => !d.passedOut).length, s.view.seat!);
    expect([...seatsByDeal.entries()].sort((a, b) => a[0] - b[0]).map(([, seat]) => seat)).toEqual([1, 2, 1]);
  });
});
