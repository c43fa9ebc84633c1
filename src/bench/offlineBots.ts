/**
 * `npm run bench:offline-bots`: how long the `strong` bots take per decision in the browser's
 * offline worker (src/web/offline/worker/, docs/web.md "Offline play"), the player's wait at
 * /offline. Builds nothing: it serves the client `npm run build:web` left in dist/web with the
 * table server (in memory, on a free loopback port), opens /offline in headless Chromium
 * (playwright-core; /usr/bin/chromium or STIKK_CHROMIUM, never a downloaded browser), and in
 * the page's own offline worker starts, per game, tables with `strong` bots in every seat and
 * the game's default options (selbu: from 10 cards down), one after another until `--decisions` decisions were made. The
 * worker plays them as it plays for a person (its budget per decision, its pause before each
 * move) and times every decision as a `performance.measure` named `stikk:bot` (`playBot`:
 * the bot's view, its search, the move made); the bench reads and clears those entries.
 *
 * Prints per game: decisions, matches begun, p50, p95 and max, and the same per phase.
 * Flags: `--decisions N` per game (default 200), `--games a,b` (default all five).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'playwright-core';
import { allGames } from '../catalog.js';
import { flagReader } from '../flags.js';
import { startServer } from '../server/server.js';
import { quantile } from '../sim/stats.js';

const flags = flagReader(process.argv.slice(2));
const DECISIONS = flags.num('decisions', 200, 100_000);
const GAMES = flags.get('games')?.split(',') ?? allGames().map((g) => g.id);
const WEB = fileURLToPath(new URL('../../dist/web', import.meta.url));
/**
 * Options other than the game's defaults: selbu's rounds from 10 cards down, so that the
 * decisions measured are those of its largest hands (from 1 card up, the first rounds would
 * be mostly one- and two-card decisions).
 */
const OPTIONS: Record<string, Record<string, unknown>> = { selbu: { handSizes: 'down' } };
/** A table that makes no decision for this long has stalled: the bench stops with an error. */
const STALL_MS = 60_000;

/** One decision as the worker measured it. */
interface Timed {
  ms: number;
  game: string;
  level: string;
  phase: string;
  budgetMs: number;
  over: boolean;
}

/** Hooks into the worker: requests answered here (not posted to the page), and its measures. */
function install(worker: Worker): Promise<void> {
  return worker.evaluate(() => {
    // biome-ignore lint/suspicious/noExplicitAny: the worker's global, extended for the bench only.
    const g = self as any;
    if (g.stikkBench) return;
    const answers = new Map<number, (a: unknown) => void>();
    const post = g.postMessage.bind(g);
    g.postMessage = (m: { kind?: string; id?: number; answer?: unknown }, ...rest: unknown[]) => {
      const answered = m?.kind === 'answer' && m.id !== undefined ? answers.get(m.id) : undefined;
      if (answered) {
        answers.delete(m.id!);
        answered(m.answer);
      } else post(m, ...rest);
    };
    let next = 1_000_000_000;
    g.stikkBench = {
      ask: (request: object) =>
        new Promise((resolve) => {
          const id = next++;
          answers.set(id, resolve);
          g.onmessage({ data: { ...request, id } });
        }),
      take: () => {
        const entries = performance.getEntriesByName('stikk:bot', 'measure') as PerformanceMeasure[];
        performance.clearMeasures('stikk:bot');
        return entries.map((e) => ({ ms: e.duration, ...e.detail }));
      },
    };
  });
}

// biome-ignore lint/suspicious/noExplicitAny: answers of the worker's own message types, checked by kind.
type Answer = { kind: string } & Record<string, any>;

async function ask(worker: Worker, request: object): Promise<Answer> {
  const a = (await worker.evaluate(
    // biome-ignore lint/suspicious/noExplicitAny: see install().
    (r) => (self as any).stikkBench.ask(r),
    request,
  )) as Answer;
  if (a.kind === 'refused') throw new Error(`the worker refused ${JSON.stringify(request)}: ${a.message}`);
  return a;
}

const take = (worker: Worker): Promise<Timed[]> =>
  // biome-ignore lint/suspicious/noExplicitAny: see install().
  worker.evaluate(() => (self as any).stikkBench.take());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Plays tables of `strong` bots until `DECISIONS` of them are timed. */
async function measure(worker: Worker, game: string): Promise<{ times: Timed[]; matches: number }> {
  const options = OPTIONS[game] ?? {};
  const { seats } = await ask(worker, { kind: 'options', game, options });
  const times: Timed[] = [];
  let matches = 0;
  while (times.length < DECISIONS) {
    const created = await ask(worker, {
      kind: 'create',
      game,
      options,
      bots: Array.from({ length: seats as number }, () => 'strong'),
      seed: `bench-offline-bots:${game}:${matches}`,
    });
    matches++;
    // Opening it starts its bots; the table opened before stops.
    await ask(worker, { kind: 'open', tableId: created.table.id });
    let last = Date.now();
    let over = false;
    while (!over && times.length < DECISIONS) {
      await sleep(1000);
      const got = (await take(worker)).filter((t) => t.game === game);
      if (got.length) last = Date.now();
      else if (Date.now() - last > STALL_MS) throw new Error(`${game}: no decision for ${STALL_MS} ms`);
      times.push(...got.filter((t) => t.level === 'strong'));
      over = got.some((t) => t.over);
      process.stderr.write(`\r${game}: ${Math.min(times.length, DECISIONS)}/${DECISIONS} decisions`);
    }
  }
  process.stderr.write('\n');
  return { times: times.slice(0, DECISIONS), matches };
}

const fmt = (ms: number) => (ms < 10 ? ms.toFixed(1) : Math.round(ms).toString());
const line = (label: string, ms: number[]) =>
  `| ${label} | ${ms.length} | ${fmt(quantile(ms, 0.5))} | ${fmt(quantile(ms, 0.95))} | ${fmt(Math.max(...ms))} |`;

async function main(): Promise<void> {
  if (!existsSync(`${WEB}/index.html`)) {
    console.error(`No client in ${WEB}: run npm run build:web first (and npm run build for this script).`);
    process.exit(1);
  }
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: null,
    webDir: WEB,
    logLevel: 'warn',
  });
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.STIKK_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const rows: string[] = [];
  const phases: string[] = [];
  try {
    const page = await browser.newPage();
    const started = page.waitForEvent('worker');
    await page.goto(`${server.url}/offline`);
    const worker = page.workers()[0] ?? (await started);
    await install(worker);
    let budget = 0;
    for (const game of GAMES) {
      const { times, matches } = await measure(worker, game);
      budget = times[0]?.budgetMs ?? budget;
      rows.push(
        line(
          `${game} (${matches} ${matches === 1 ? 'match' : 'matches'})`,
          times.map((t) => t.ms),
        ),
      );
      for (const phase of [...new Set(times.map((t) => t.phase))]) {
        phases.push(
          line(
            `${game} ${phase}`,
            times.filter((t) => t.phase === phase).map((t) => t.ms),
          ),
        );
      }
    }
    console.log(
      `\nstrong bots in Chromium's offline worker, budget ${budget} ms per decision, ${DECISIONS} decisions per game`,
    );
    console.log('\n| game | decisions | p50 ms | p95 ms | max ms |\n|---|---|---|---|---|');
    console.log(rows.join('\n'));
    console.log('\n| game, phase | decisions | p50 ms | p95 ms | max ms |\n|---|---|---|---|---|');
    console.log(phases.join('\n'));
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
