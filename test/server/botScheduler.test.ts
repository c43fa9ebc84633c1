/**
 * The bot scheduler on its own, with a fake pool (jobs are recorded, the test releases them)
 * and, for the load simulations, a fake clock: every decision takes a known time.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/cards/rng.js';
import { type BotClass, BotScheduler, type BotSchedulerConfig } from '../../src/server/botScheduler.js';

const CFG: BotSchedulerConfig = { concurrency: 1, baseBudgetMs: 300, minBudgetMs: 30, personWeight: 3 };

interface Started {
  key: string;
  budget: number;
  done: boolean;
  release: () => void;
}

/** A scheduler whose deferred dispatches run when the test says (`flush`). */
function harness(cfg: Partial<BotSchedulerConfig> = {}) {
  const deferred: Array<() => void> = [];
  const scheduler = new BotScheduler({ ...CFG, ...cfg }, (fn) => deferred.push(fn));
  const started: Started[] = [];
  const flush = () => {
    while (deferred.length) deferred.shift()!();
  };
  const ask = (key: string, cls: BotClass = 'bots') =>
    scheduler.request(key, cls, (budget, release) => {
      const job: Started = {
        key,
        budget,
        done: false,
        release: () => {
          job.done = true;
          release();
        },
      };
      started.push(job);
    });
  /** Releases the oldest running job and dispatches what follows. */
  const finish = () => {
    const job = started.find((s) => !s.done);
    if (!job) throw new Error('nothing is running');
    job.release();
    flush();
    return job;
  };
  return { scheduler, started, flush, ask, finish };
}

describe('BotScheduler: order', () => {
  it('a table where a person waits goes at the next free slot, ahead of 300 all-bot tables', () => {
    const h = harness();
    for (let i = 0; i < 300; i++) h.ask(`bots${i}`);
    h.flush();
    h.ask('quiet', 'person');
    h.flush();
    expect(h.started.map((s) => s.key)).toEqual(['bots0']);
    h.finish();
    // A first-come-first-served queue would start bots1 here and reach the quiet table 300th.
    expect(h.started.at(-1)?.key).toBe('quiet');
  });

  it('tables take turns: a table that asks again right after its move goes to the back', () => {
    const h = harness();
    for (const k of ['a', 'b', 'c']) h.ask(k);
    h.flush();
    const order: string[] = [];
    for (let i = 0; i < 9; i++) {
      const job = h.finish();
      order.push(job.key);
      h.ask(job.key);
      h.flush();
    }
    expect(order).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a', 'b', 'c']);
  });

  it('one decision per table: a second request while one is queued or thinking is refused', () => {
    const h = harness();
    expect(h.ask('a')).toBe(true);
    expect(h.ask('a', 'person')).toBe(false);
    h.flush();
    expect(h.scheduler.has('a')).toBe(true);
    expect(h.ask('a')).toBe(false);
    h.finish();
    expect(h.scheduler.has('a')).toBe(false);
    expect(h.ask('a')).toBe(true);
  });

  it('all-bot tables are slowed, never stopped: one turn in personWeight + 1 while people wait', () => {
    const h = harness();
    for (let i = 0; i < 5; i++) h.ask(`p${i}`, 'person');
    for (let i = 0; i < 5; i++) h.ask(`b${i}`);
    h.flush();
    const classes: string[] = [];
    for (let i = 0; i < 40; i++) {
      const job = h.finish();
      classes.push(job.key[0]);
      h.ask(job.key, job.key.startsWith('p') ? 'person' : 'bots');
      h.flush();
    }
    expect(classes.filter((c) => c === 'b').length).toBe(10);
    // Never more than personWeight person turns in a row.
    expect(classes.join('')).not.toMatch(/pppp/);
  });

  it('a class banks no credit while it has nothing to run', () => {
    const h = harness();
    // Only all-bot tables for 100 turns, then people arrive: they do not get 100 turns in a row.
    h.ask('b0');
    h.ask('b1');
    h.flush();
    for (let i = 0; i < 100; i++) {
      const job = h.finish();
      h.ask(job.key);
      h.flush();
    }
    for (let i = 0; i < 4; i++) h.ask(`p${i}`, 'person');
    h.flush();
    const next: string[] = [];
    for (let i = 0; i < 9; i++) {
      const job = h.finish();
      next.push(job.key[0]);
      h.ask(job.key, job.key.startsWith('p') ? 'person' : 'bots');
      h.flush();
    }
    // The first finish releases the all-bot decision already running.
    expect(next.slice(1).filter((c) => c === 'b').length).toBe(2);
  });

  it('a table queued as all-bot moves ahead when a person sits down', () => {
    const h = harness();
    for (let i = 0; i < 50; i++) h.ask(`bots${i}`);
    h.ask('joined');
    h.flush();
    h.scheduler.reclass('joined', 'person');
    h.finish();
    expect(h.started.at(-1)?.key).toBe('joined');
    // And back: a table whose person left waits behind the all-bot tables queued before.
    h.ask('left', 'person');
    h.scheduler.reclass('left', 'bots');
    h.finish();
    expect(h.started.at(-1)?.key).toBe('bots1');
  });

  it('a withdrawn table is not started', () => {
    const h = harness();
    h.ask('a');
    h.ask('b');
    h.ask('c');
    h.scheduler.withdraw('b');
    h.flush();
    h.finish();
    h.finish();
    expect(h.started.map((s) => s.key)).toEqual(['a', 'c']);
  });

  it('a job that throws frees its slot and is reported', () => {
    const errors: unknown[] = [];
    const deferred: Array<() => void> = [];
    const s = new BotScheduler(
      CFG,
      (fn) => deferred.push(fn),
      (e) => errors.push(e),
    );
    const ran: string[] = [];
    s.request('bad', 'bots', () => {
      throw new Error('broken');
    });
    s.request('good', 'bots', (_b, release) => {
      ran.push('good');
      release();
    });
    while (deferred.length) deferred.shift()!();
    expect(errors).toHaveLength(1);
    expect(ran).toEqual(['good']);
    expect(s.has('bad')).toBe(false);
  });
});

describe('BotScheduler: budgets', () => {
  it('the whole budget when nothing else waits, the least under load', () => {
    const h = harness();
    h.ask('alone');
    h.flush();
    expect(h.started[0].budget).toBe(300);
    h.finish();
    for (let i = 0; i < 300; i++) h.ask(`b${i}`);
    h.flush();
    expect(h.started.at(-1)?.budget).toBe(30);
  });

  it('shrinks as base × workers / waiting', () => {
    const h = harness({ concurrency: 2 });
    for (let i = 0; i < 10; i++) h.ask(`b${i}`);
    h.flush();
    // 10 waiting, then 9: 300 × 2 / 10 and 300 × 2 / 9.
    expect(h.started.map((s) => s.budget)).toEqual([60, 600 / 9]);
  });

  it('a person table counts only the person tables waiting', () => {
    const h = harness();
    for (let i = 0; i < 300; i++) h.ask(`b${i}`);
    h.flush();
    h.ask('quiet', 'person');
    h.finish();
    expect(h.started.at(-1)).toMatchObject({ key: 'quiet', budget: 300 });
  });
});

/**
 * Discrete-event simulation on a fake clock: `allBot` tables ask again as soon as their bot
 * has moved, `people` tables a human-like pause later; a decision takes `cost(budget)` ms.
 * Returns the waits from request to start, per class, and the turns each all-bot table got.
 */
function simulate(o: {
  allBot: number;
  people: number;
  workers: number;
  seconds: number;
  cost: (budget: number, rng: Rng) => number;
  seed?: string;
}) {
  const rng = new Rng(o.seed ?? 'sim');
  let now = 0;
  const deferred: Array<() => void> = [];
  const scheduler = new BotScheduler({ ...CFG, concurrency: o.workers }, (fn) => deferred.push(fn));
  const events: Array<{ at: number; run: () => void }> = [];
  const at = (t: number, run: () => void) => events.push({ at: t, run });
  const waits: Record<BotClass, number[]> = { person: [], bots: [] };
  const turns = new Map<string, number>();
  let running = 0;
  let mostRunning = 0;
  const ask = (key: string, cls: BotClass) => {
    const askedAt = now;
    scheduler.request(key, cls, (budget, release) => {
      waits[cls].push(now - askedAt);
      turns.set(key, (turns.get(key) ?? 0) + 1);
      running++;
      mostRunning = Math.max(mostRunning, running);
      at(now + o.cost(budget, rng), () => {
        running--;
        release();
        if (cls === 'bots') ask(key, cls);
        else at(now + 300 + rng.int(700), () => ask(key, cls));
      });
    });
  };
  for (let i = 0; i < o.allBot; i++) ask(`bots${i}`, 'bots');
  for (let i = 0; i < o.people; i++) at(rng.int(1000), () => ask(`person${i}`, 'person'));
  while (now < o.seconds * 1000) {
    while (deferred.length) deferred.shift()!();
    if (events.length === 0) break;
    events.sort((a, b) => a.at - b.at);
    const e = events.shift()!;
    now = e.at;
    e.run();
  }
  return { waits, turns, mostRunning };
}

describe('BotScheduler under load (simulated)', () => {
  it('300 all-bot tables on one worker: a quiet table waits at most about one decision', () => {
    const r = simulate({
      allBot: 300,
      people: 1,
      workers: 1,
      seconds: 120,
      cost: (budget, rng) => budget * (0.2 + 0.8 * rng.next()),
    });
    expect(r.waits.person.length).toBeGreaterThan(50);
    // One all-bot decision may be thinking when the person's bot asks (at most 30 ms here).
    expect(Math.max(...r.waits.person)).toBeLessThanOrEqual(30);
    // The all-bot tables share the rest evenly: every table got about as many turns.
    const counts = [...r.turns.entries()].filter(([k]) => k.startsWith('bots')).map(([, n]) => n);
    expect(counts).toHaveLength(300);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    // And none waited much longer than one round of 300 least budgets.
    expect(Math.max(...r.waits.bots)).toBeLessThanOrEqual(300 * 30 * 1.1);
  });

  it('many person tables and many all-bot tables: both progress, people wait far less', () => {
    const r = simulate({
      allBot: 300,
      people: 40,
      workers: 2,
      seconds: 120,
      cost: (budget) => budget,
    });
    expect(r.mostRunning).toBe(2);
    const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
    expect(p95(r.waits.person)).toBeLessThan(1000);
    expect(p95(r.waits.person) * 5).toBeLessThan(p95(r.waits.bots));
    const counts = [...r.turns.entries()].filter(([k]) => k.startsWith('bots')).map(([, n]) => n);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });

  it('never more than `concurrency` at once, never two decisions of one table, every request served', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.array(
          fc.record({ key: fc.integer({ min: 0, max: 9 }), person: fc.boolean(), release: fc.nat(5) }),
          { maxLength: 80 },
        ),
        (concurrency, steps) => {
          const h = harness({ concurrency });
          const queued = new Set<string>();
          let seen = 0;
          const check = () => {
            for (const s of h.started.slice(seen)) queued.delete(s.key);
            seen = h.started.length;
            const running = h.started.filter((s) => !s.done).map((s) => s.key);
            expect(running.length).toBeLessThanOrEqual(concurrency);
            expect(new Set(running).size).toBe(running.length);
          };
          for (const step of steps) {
            if (h.ask(`t${step.key}`, step.person ? 'person' : 'bots')) queued.add(`t${step.key}`);
            h.flush();
            check();
            for (const s of h.started.filter((x) => !x.done).slice(0, step.release)) {
              s.release();
              s.release(); // a second release changes nothing
            }
            h.flush();
            check();
          }
          // Drain: everything queued is started in the end.
          while (h.started.some((s) => !s.done)) {
            h.finish();
            check();
          }
          expect(queued.size).toBe(0);
          expect(h.scheduler.waiting()).toEqual({ person: 0, bots: 0 });
        },
      ),
    );
  });
});

describe('BotScheduler: stopping', () => {
  it('tells the asker of every dropped decision, not the one already thinking, and starts nothing more', () => {
    const h = harness();
    const dropped: string[] = [];
    const job = (key: string) => (budget: number, release: () => void) =>
      h.started.push({ key, budget, done: false, release });
    h.scheduler.request('running', 'person', job('running'), () => dropped.push('running'));
    h.flush();
    h.scheduler.request('hint:a', 'person', job('hint:a'), () => dropped.push('hint:a'));
    h.scheduler.request('table:b', 'bots', job('table:b'), () => dropped.push('table:b'));
    h.ask('no-callback');
    h.scheduler.stop();
    expect(dropped.sort()).toEqual(['hint:a', 'table:b']);
    h.started[0].release();
    h.flush();
    expect(h.started.map((s) => s.key)).toEqual(['running']);
    expect(h.scheduler.request('later', 'person', job('later'), () => dropped.push('later'))).toBe(false);
    // A refused request is answered by its `false`, not by `dropped` as well.
    expect(dropped).toHaveLength(2);
  });
});
