/**
 * Taking back actions at the level of one Table (./undo.ts), with the fake game and no bots
 * moving by themselves: which actions may be taken back and why not, what the log and the
 * record keep, and that a table rebuilt from its log is the same table.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/cards/rng.js';
import { allGames, replayRecord } from '../../src/catalog.js';
import type { Seat } from '../../src/engine/game.js';
import { peopleCount } from '../../src/engine/people.js';
import { buildRecord } from '../../src/engine/record.js';
import { SqliteStore } from '../../src/server/sqliteStore.js';
import { Table } from '../../src/server/table.js';
import { fakeAny } from './fakeGame.js';

/** A table of the fake game where `people` are persons and the other seats bots (which the test moves). */
async function tableWith(options: Record<string, unknown>, people: Seat[], seed = 'undo-seed') {
  const store = new SqliteStore(':memory:');
  const parsed = fakeAny.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const seats = fakeAny.seatCount(parsed.value);
  const table = await Table.create(store, {
    id: 'undo-table',
    game: fakeAny,
    options: parsed.value,
    seed,
    bots: Array.from({ length: seats }, (_, s) => (people.includes(s) ? null : 'random')),
  });
  for (const s of people) await table.setSeat(s, { kind: 'human', name: `P${s}`, tokenHash: `hash${s}` });
  const act = async (seat: Seat, action?: string) => {
    const chosen = action ?? fakeAny.legalActions(table.state, seat)[0];
    const r = await table.act(seat, chosen);
    if (!r.ok) throw new Error(`${seat} ${chosen}: ${r.error.message}`);
    return chosen;
  };
  /** Everyone asked agrees (the persons but the one who asked); returns what settled. */
  const undo = async (place: number) => {
    expect(table.undoRefusal(place)).toBeNull();
    table.askUndo(place);
    for (const p of people) if (p !== place) table.answerUndo(p, true);
    return table.settleUndo();
  };
  const restored = async () => {
    const r = Table.restore(store, (await store.loadTable('undo-table'))!, fakeAny);
    if (!r.ok) throw new Error(r.error);
    return r.value;
  };
  const record = async () => buildRecord(fakeAny, parsed.value, (await store.match('undo-table', 0))!);
  return { store, table, act, undo, restored, record };
}

const view = (t: Table, seat: Seat | null) => t.view(seat);

describe('what may be taken back (fake game)', () => {
  it('hidden simultaneous bids: a bid and the bots’ bids since come back; the others never see it', async () => {
    const { table, act, restored, record } = await tableWith({ seats: 3 }, [0, 1]);
    expect(table.undoRefusal(0)).toBe('nothing-to-undo');
    await act(0, '1');
    await act(2, '0'); // a bot's bid after it
    expect(table.undoRefusal(0)).toBeNull();
    expect(table.undoRefusal(1)).toBe('nothing-to-undo');
    expect(table.info(() => false).undoable).toEqual([0]);
    const version = table.version;

    table.askUndo(0);
    // Pending: who asked and who must answer, nothing of the bid itself.
    const info = table.info(() => false);
    expect(info.undoing).toEqual({ by: 0, agreed: [0], waiting: [1] });
    expect(info.undoable).toBeUndefined();
    expect(JSON.stringify(info)).not.toMatch(/"1"|bid/);
    expect(await table.settleUndo()).toBeNull();
    expect(table.undoRefusal(1)).toBe('undo-pending');
    table.answerUndo(1, true);
    expect(await table.settleUndo()).toEqual({ by: 0, count: 2 });
    expect(table.version).toBe(version + 1);
    expect((view(table, 1) as unknown as { hasBid: boolean[] }).hasBid).toEqual([false, false, false]);
    expect(table.info(() => false)).toMatchObject({ undoneBy: 0 });
    expect((await record()).actions).toEqual([]);
    expect((await restored()).view(0)).toEqual(table.view(0));
    expect((await restored()).version).toBe(table.version);
  });

  it('another person’s action closes it; so does the bid that shows every bid', async () => {
    const { table, act } = await tableWith({ seats: 3 }, [0, 1]);
    await act(0, '1');
    await act(1, '0');
    expect(table.undoRefusal(0)).toBe('others-acted');
    expect(table.undoRefusal(1)).toBeNull();
    await act(2, '1'); // the last bid: everyone's bid is shown now
    expect(table.undoRefusal(1)).toBe('cards-seen');
    expect(table.info(() => false).undoable).toBeUndefined();
  });

  it('a decline withdraws the request and changes nothing; a new action ends a request', async () => {
    const { table, act } = await tableWith({ seats: 3 }, [0, 1]);
    await act(0, '1');
    const version = table.version;
    table.askUndo(0);
    expect(table.answerUndo(1, false)).toBe(true);
    expect(await table.settleUndo()).toBeNull();
    expect(table.version).toBe(version);
    expect(table.info(() => false)).toMatchObject({ undoDeclinedBy: 1, undoable: [0] });
    expect(table.answerUndo(1, true)).toBe(false);
    table.askUndo(0);
    await act(1, '0'); // acting instead of answering
    expect(table.info(() => false).undoing).toBeUndefined();
    expect(table.undoRefusal(0)).toBe('others-acted');
  });

  it('in the play: the card comes back; dummy shown closes it; the next trick led closes it', async () => {
    // Sequential bids, 4 seats with dummy (opposite the dealer, played by the dealer).
    const { table, act, undo, restored, record } = await tableWith(
      { seats: 4, dummy: true, simultaneous: false, handSize: 3, deals: 1 },
      [0, 1, 2, 3],
    );
    while (table.view(null).phase === 'bid') await act(table.toAct()[0], '1');
    const dealer = table.view(null).dealer;
    const dummy = (dealer + 2) % 4;
    const leader = table.toAct()[0];
    await act(leader); // the first card shows dummy: no way back from it
    expect(table.undoRefusal(leader)).toBe('cards-seen');
    expect(table.toAct()).toEqual([dummy]);
    const fromDummy = await act(dummy); // the dealer plays it
    expect(table.undoRefusal(dummy)).toBe('nothing-to-undo');
    expect(await undo(dealer)).toEqual({ by: dealer, count: 1 });
    expect(table.view(null).hands[dummy]).toContain(fromDummy);
    expect(table.toAct()).toEqual([dummy]);
    expect((await record()).actions.map(([, a]) => a)).not.toContain(fromDummy);
    expect((await restored()).view(dealer)).toEqual(table.view(dealer));
    // The trick played out: its last card may be taken back until the next trick is led.
    await act(dummy, fromDummy);
    await act((dealer + 3) % 4);
    await act(dealer);
    const winner = table.view(null).tricks[0].winner!;
    expect(table.undoRefusal(dealer)).toBeNull();
    expect(table.placeDeciding(winner)).not.toBe(dealer); // this seed's first trick
    await act(winner);
    expect(table.undoRefusal(dealer)).toBe('trick-led');
    expect(table.undoRefusal(table.placeDeciding(winner))).toBeNull();
    expect((await restored()).info(() => false)).toEqual(table.info(() => false));
  });

  it('a deal once dealt, and a match once over, close it', async () => {
    const { table, act } = await tableWith({ seats: 2, handSize: 1, deals: 1 }, [0, 1]);
    await act(0, '0');
    await act(1, '1');
    await act(table.toAct()[0]);
    const last = table.toAct()[0];
    await act(last);
    expect(table.isOver()).toBe(true);
    expect(table.undoRefusal(last)).toBe('match-over');
  });
});

describe('every game: take back, replay, restore', () => {
  for (const game of allGames()) {
    it(`${game.id}: an undo restores every seat's view; the log restores it; the record replays it`, async () => {
      const store = new SqliteStore(':memory:');
      const places = peopleCount(game, game.defaultOptions);
      const table = await Table.create(store, {
        id: 't',
        game,
        options: game.defaultOptions,
        seed: `undo-${game.id}`,
        bots: [],
      });
      for (let p = 0; p < places; p++)
        await table.setSeat(p, { kind: 'human', name: `P${p}`, tokenHash: `h${p}` });
      const rng = new Rng(`undo-${game.id}`);
      let allowed = 0;
      const seats = table.seatCount;
      let undone = 0;
      for (let n = 0; n < 160 && !table.isOver(); n++) {
        const seat = rng.pick(table.toAct());
        const place = table.placeDeciding(seat);
        const views = Array.from({ length: seats }, (_, s) => table.view(s));
        const r = await table.act(seat, rng.pick(game.legalActions(table.state, seat)));
        if (!r.ok) throw new Error(r.error.message);
        const why = table.undoRefusal(place);
        if (why === null) allowed++;
        if (why === null && rng.int(3) === 0) {
          table.askUndo(place);
          for (let p = 0; p < places; p++) if (p !== place) table.answerUndo(p, true);
          expect(await table.settleUndo()).toEqual({ by: place, count: 1 });
          undone++;
          expect(Array.from({ length: seats }, (_, s) => table.view(s))).toEqual(views);
        }
      }
      const back = Table.restore(store, (await store.loadTable('t'))!, game);
      if (!back.ok) throw new Error(back.error);
      expect(back.value.version).toBe(table.version);
      for (let s = 0; s < seats; s++) expect(back.value.view(s)).toEqual(table.view(s));
      expect(back.value.info(() => false)).toEqual(table.info(() => false));
      const rec = buildRecord(game, game.defaultOptions, (await store.match('t', 0))!);
      const replayed = replayRecord(rec);
      if (!replayed.ok) throw new Error(replayed.error.message);
      expect(game.view(replayed.value.state, 0)).toEqual(table.view(0));
      expect(undone).toBeGreaterThan(0);
      // Right after one's own action it is mostly open: closed only where something was shown.
      expect(allowed).toBeGreaterThan(100);
    });
  }
});
