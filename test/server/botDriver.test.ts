/**
 * The bot driver with a fake runner (its answers come when the test says) and fake timers:
 * the bot thinks during the delay, moves no sooner than the delay after the change, and
 * thinks again when the table changed meanwhile.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Rng, shuffle } from '../../src/cards/rng.js';
import { getGame } from '../../src/catalog.js';
import type { Action, Seat } from '../../src/engine/game.js';
import type { BotRunner } from '../../src/server/botPool.js';
import { BotDriver } from '../../src/server/bots.js';
import { SqliteStore } from '../../src/server/sqliteStore.js';
import { Table } from '../../src/server/table.js';
import { fakeAny, fakeGame } from './fakeGame.js';

const parsed = fakeGame.parseOptions({ seats: 2, deals: 3 });
if (!parsed.ok) throw new Error(parsed.error.message);
const options = parsed.value;

/** A runner whose decisions wait until `answer` is called; it records each request's budget. */
function fakeRunner() {
  const asked: Array<{ legal: Action[]; timeMs: number; answer: (a: Action) => void }> = [];
  const runner: BotRunner = {
    concurrency: 1,
    choose: (_game, _level, input) =>
      new Promise((resolve) => asked.push({ legal: input.legal, timeMs: input.timeMs, answer: resolve })),
    close: async () => {},
  };
  return { runner, asked };
}

async function setUp(delayMs: number) {
  const table = await Table.create(new SqliteStore(':memory:'), {
    id: 't1',
    game: fakeAny,
    options,
    seed: 'seed',
    bots: ['random', 'random'],
  });
  const { runner, asked } = fakeRunner();
  const moves: Array<{ at: number; seat: Seat; action: Action }> = [];
  const driver = new BotDriver(
    { delayMs, timeMs: 300 },
    runner,
    () => new Rng('bots'),
    (t, seat, action) => {
      moves.push({ at: Date.now(), seat, action });
      void t.act(seat, action).then((r) => expect(r.ok).toBe(true));
    },
    { warn: () => {} },
  );
  return { table, driver, asked, moves };
}

/** Lets promise callbacks run (the runner's answers), then the timers due by `ms`. */
const advance = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms);
};

describe('BotDriver', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('thinks during the delay and moves when the delay since the change is over', async () => {
    const { table, driver, asked, moves } = await setUp(700);
    driver.poke(table);
    await advance(1);
    // Thinking starts at once, with the whole budget (nothing else waits).
    expect(asked).toHaveLength(1);
    expect(asked[0].timeMs).toBe(300);
    await advance(199);
    asked[0].answer(asked[0].legal[0]);
    await advance(400);
    expect(moves).toHaveLength(0);
    expect(driver.isBusy('t1')).toBe(true);
    await advance(100);
    expect(moves.map((m) => m.at)).toEqual([700]);
    driver.stop();
  });

  it('a bot that thinks longer than the delay moves as soon as it has chosen', async () => {
    const { table, driver, asked, moves } = await setUp(700);
    driver.poke(table);
    await advance(1000);
    expect(moves).toHaveLength(0);
    asked[0].answer(asked[0].legal[0]);
    await advance(0);
    expect(moves.map((m) => m.at)).toEqual([1000]);
    driver.stop();
  });

  it('when the table changed while the bot thought, it thinks again and moves once', async () => {
    const { table, driver, asked, moves } = await setUp(0);
    driver.poke(table);
    await advance(1);
    expect(asked).toHaveLength(1);
    // Someone else moves the table on (e.g. a seat taken back and played).
    const seat = table.toAct()[0];
    expect((await table.act(seat, table.game.legalActions(table.state, seat)[0])).ok).toBe(true);
    driver.poke(table);
    asked[0].answer(asked[0].legal[0]);
    await advance(1);
    expect(moves).toHaveLength(0);
    expect(asked).toHaveLength(2);
    asked[1].answer(asked[1].legal[0]);
    await advance(1);
    expect(moves).toHaveLength(1);
    driver.stop();
  });

  it('a cancelled table drops its decision', async () => {
    const { table, driver, asked, moves } = await setUp(700);
    driver.poke(table);
    await advance(1);
    asked[0].answer(asked[0].legal[0]);
    await advance(1);
    expect(driver.isBusy('t1')).toBe(true);
    driver.cancel('t1');
    expect(driver.isBusy('t1')).toBe(false);
    await advance(2000);
    expect(moves).toHaveLength(0);
    driver.stop();
  });
});

describe('BotDriver and the rules', () => {
  it("plays a bot's bridgette discard that the listed selection leaves out, and replaces an illegal action", async () => {
    const bridgette = getGame('bridgette')!;
    for (let n = 0; n < 100; n++) {
      const table = await Table.create(new SqliteStore(':memory:'), {
        id: `b${n}`,
        game: bridgette,
        options: bridgette.defaultOptions,
        seed: `selection${n}`,
        bots: ['basic', 'basic'],
      });
      await table.startMatch();
      const seat = table.toAct().find((s) => {
        const v = bridgette.view(table.state, s) as { mustDiscard: number };
        return v.mustDiscard >= 8;
      });
      if (seat === undefined) continue;
      const hand = (bridgette.view(table.state, seat) as { hands: string[][]; mustDiscard: number }).hands[
        seat
      ];
      const need = (bridgette.view(table.state, seat) as { mustDiscard: number }).mustDiscard;
      const legal = bridgette.legalActions(table.state, seat);
      // Some discard of the right size that the list does not name.
      const pick = new Rng(`pick${n}`);
      let unlisted: string | undefined;
      for (let t = 0; t < 200 && !unlisted; t++) {
        const a = `discard:${shuffle(hand, pick).slice(0, need).join(',')}`;
        if (bridgette.apply(table.state, seat, a).ok && !legal.includes(a)) unlisted = a;
      }
      if (!unlisted) continue;
      const moves: Array<{ seat: Seat; action: Action }> = [];
      const warnings: unknown[] = [];
      const runner: BotRunner = {
        concurrency: 1,
        choose: async (_g, _l, input) => (input.seat === seat ? unlisted : 'nonsense'),
        close: async () => {},
      };
      const driver = new BotDriver(
        { delayMs: 0, timeMs: 100 },
        runner,
        () => new Rng('bots'),
        (_t, s, action) => moves.push({ seat: s, action }),
        { warn: (o: unknown) => warnings.push(o) },
      );
      vi.useRealTimers();
      driver.poke(table);
      for (let i = 0; i < 50 && moves.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      driver.stop();
      const first = moves[0];
      if (first.seat !== seat) {
        // The other seat's "nonsense" is replaced by its first legal action, with a warning.
        expect(first.action).toBe(bridgette.legalActions(table.state, first.seat)[0]);
        expect(warnings).toHaveLength(1);
        continue;
      }
      expect(first.action).toBe(unlisted);
      expect(warnings).toHaveLength(0);
      return;
    }
    throw new Error('no bridgette deal with 8 or more to discard and an unlisted discard');
  });
});
