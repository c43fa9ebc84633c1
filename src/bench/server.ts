/**
 * `npm run bench:server`: many simulated people at many tables, over loopback, against the
 * real server (`stikk serve` in a child process with a temporary data folder). Every seat is
 * a WebSocket client that waits a human-like moment, then sends a random legal action.
 * Prints the tables running, actions per second and the latency from sending an action to
 * the moment every seat of that table has received the new state (p50/p90/p99/max), with the
 * server's CPU and memory.
 *
 * With `--processes N` (N > 1) it runs the same load three times in one go: one `stikk serve`
 * on SQLite, one on a throwaway Postgres (`--store postgres://…`), then N processes sharing a
 * throwaway Postgres with a Redis bus (as `npm run cluster` starts them), and prints the
 * server's CPU per acknowledged action of each and the ratios between them.
 * Tables are created round robin over the processes and the seats of a table are spread round
 * robin too, so most people talk to a process that does not own their table.
 *
 * Flags (bounded: at most 5000 tables, 300 s, loopback only):
 *   --tables N     concurrent tables (default 1000)
 *   --seconds S    measuring time after the warm-up (default 20)
 *   --warmup S     seconds before measuring (default 5)
 *   --think MS     mean pause before a person acts (default 1000; uniform 0.5–1.5×)
 *   --game ID      game to play (default the catalog's first, bondebridge)
 *   --sync MODE    the server's SQLite sync mode, normal (default) or full
 *   --processes N  stikk processes on Postgres + Redis, compared with one on SQLite and one on
 *                  Postgres (default 1: one process on SQLite, no comparison)
 *   --cluster-only with --processes N: the cluster run alone, without the one-process runs first
 *   --json         print the figures as one JSON object too
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Rng } from '../cards/rng.js';
import { allGames, getGame } from '../catalog.js';
import { flagReader } from '../flags.js';
import { type LocalCluster, startLocalCluster } from '../localCluster/local.js';
import { type LocalServer, startPostgres } from '../localCluster/servers.js';
import { LOOPBACK_LIMITS, procStats, startServer } from './serverChild.js';
import { Person, type TableRun, type Totals } from './serverPeople.js';

interface Flags {
  tables: number;
  seconds: number;
  warmup: number;
  think: number;
  game: string;
  sync: string;
  processes: number;
  clusterOnly: boolean;
  json: boolean;
}

function parseFlags(argv: string[]): Flags {
  const { get, num } = flagReader(argv);
  const fallbackGame = getGame('bondebridge') ? 'bondebridge' : allGames()[0]?.id;
  const game = get('game') ?? fallbackGame;
  if (!game || !getGame(game))
    throw new Error(`no game to play (registered: ${allGames().map((g) => g.id)})`);
  return {
    tables: Math.max(1, Math.round(num('tables', 1000, 5000))),
    seconds: num('seconds', 20, 300),
    warmup: num('warmup', 5, 120),
    think: num('think', 1000, 60_000),
    game,
    sync: get('sync') ?? 'normal',
    processes: Math.max(1, Math.round(num('processes', 1, 16))),
    clusterOnly: argv.includes('--cluster-only'),
    json: argv.includes('--json'),
  };
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : Number.NaN;

/** The servers under load: their addresses (people spread over them) and process ids. */
interface Target {
  label: string;
  urls: string[];
  pids: number[];
  /** Warnings in the servers' logs (message → count), where the target keeps them. */
  warnings?(): Record<string, number>;
  stop(): Promise<void>;
}

interface Health {
  tables: number;
  connections: number;
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  writes: { count: number; meanMs: number; maxMs: number; over50Ms: number };
}

/** The processes' /health added up: counts summed, delays and write times of the worst process. */
async function healthOf(urls: string[]): Promise<Health> {
  const all = await Promise.all(urls.map(async (u) => (await (await fetch(`${u}/health`)).json()) as Health));
  const count = all.reduce((n, h) => n + h.writes.count, 0);
  const worst = (pick: (h: Health) => number) => Math.max(...all.map(pick));
  return {
    tables: all.reduce((n, h) => n + h.tables, 0),
    connections: all.reduce((n, h) => n + h.connections, 0),
    eventLoopDelayMs: {
      p50: worst((h) => h.eventLoopDelayMs.p50),
      p99: worst((h) => h.eventLoopDelayMs.p99),
      max: worst((h) => h.eventLoopDelayMs.max),
    },
    writes: {
      count,
      meanMs: count
        ? Number((all.reduce((n, h) => n + h.writes.meanMs * h.writes.count, 0) / count).toFixed(2))
        : 0,
      maxMs: worst((h) => h.writes.maxMs),
      over50Ms: all.reduce((n, h) => n + h.writes.over50Ms, 0),
    },
  };
}

function cpuSeconds(pids: number[]): { cpuS: number; rssMb: number } | undefined {
  const stats = pids.map(procStats);
  if (stats.some((s) => !s)) return undefined;
  return {
    cpuS: stats.reduce((n, s) => n + s!.cpuS, 0),
    rssMb: stats.reduce((n, s) => n + s!.rssMb, 0),
  };
}

const say = (s: string) => process.stdout.write(`${s}\n`);

/** Seats the people of `f.tables` tables on `target`, lets them play and measures. */
async function runLoad(f: Flags, target: Target) {
  const game = getGame(f.game)!;
  const seats = game.seatCount(game.defaultOptions);
  const { urls } = target;
  const rng = new Rng('bench-server');
  const totals: Totals = {
    acks: 0,
    errors: new Map(),
    firstError: new Map(),
    latencies: [],
    measuring: false,
    matchesFinished: 0,
    dropped: new Map(),
  };
  const people: Person[] = [];
  const runs: TableRun[] = [];
  say(
    `\nbench:server — ${target.label}: ${f.tables} ${f.game} tables × ${seats} people, think ${f.think} ms`,
  );
  try {
    const t0 = performance.now();
    // Create tables and seat people in batches, so that set-up does not flood the server.
    for (let i = 0; i < f.tables; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, f.tables - i) }, async (_, j) => {
          const n = i + j;
          const url = `${urls[n % urls.length]}/api/tables`;
          const res = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ game: f.game }),
          }).catch((e: Error) => {
            // fetch says only "fetch failed": the cause (refused, reset, out of ports) is what helps.
            throw new Error(
              `create table ${n} at ${url}: ${e.message} (${String((e as { cause?: unknown }).cause)})`,
            );
          });
          if (res.status !== 201) throw new Error(`create table: ${res.status} ${await res.text()}`);
          const { table } = (await res.json()) as { table: { id: string } };
          const run: TableRun = { id: table.id, seats, pending: [], over: false, rematchAsked: false };
          runs.push(run);
          const ps = Array.from(
            { length: seats },
            (_, s) => new Person(urls[(n + s) % urls.length], run, s, rng.fork(`${n}:${s}`), f.think, totals),
          );
          await Promise.all(ps.map((p) => p.connect()));
          return ps;
        }),
      );
      people.push(...batch.flat());
    }
    say(
      `set-up: ${runs.length} tables, ${people.length} connections in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    await new Promise((r) => setTimeout(r, f.warmup * 1000));
    await healthOf(urls); // resets the servers' event-loop delay histograms
    const cpu0 = cpuSeconds(target.pids);
    const own0 = process.cpuUsage();
    totals.measuring = true;
    const m0 = performance.now();
    await new Promise((r) => setTimeout(r, f.seconds * 1000));
    totals.measuring = false;
    const seconds = (performance.now() - m0) / 1000;
    const cpu1 = cpuSeconds(target.pids);
    const acks = totals.acks;
    const own = process.cpuUsage(own0);
    const health = await healthOf(urls);
    const sorted = [...totals.latencies].sort((a, b) => a - b);
    const figures = {
      target: target.label,
      processes: urls.length,
      game: f.game,
      tablesRunning: runs.filter((r) => !r.over).length,
      tablesOnServer: health.tables,
      connections: health.connections,
      seconds: Number(seconds.toFixed(1)),
      actionsPerSecond: Number((totals.acks / seconds).toFixed(1)),
      broadcastsMeasured: sorted.length,
      latencyMs: {
        p50: Number(quantile(sorted, 0.5).toFixed(2)),
        p90: Number(quantile(sorted, 0.9).toFixed(2)),
        p99: Number(quantile(sorted, 0.99).toFixed(2)),
        max: Number((sorted.at(-1) ?? Number.NaN).toFixed(2)),
      },
      matchesFinished: totals.matchesFinished,
      errors: Object.fromEntries(totals.errors),
      droppedConnections: Object.fromEntries(totals.dropped),
      serverCpuPercent: cpu0 && cpu1 ? Number((((cpu1.cpuS - cpu0.cpuS) / seconds) * 100).toFixed(0)) : null,
      /** The servers' CPU time (all processes) per acknowledged action, ms. */
      serverCpuMsPerAction:
        cpu0 && cpu1 && acks ? Number((((cpu1.cpuS - cpu0.cpuS) * 1000) / acks).toFixed(3)) : null,
      serverRssMb: cpu1 ? Number(cpu1.rssMb.toFixed(0)) : null,
      serverEventLoopDelayMs: health.eventLoopDelayMs,
      serverWrites: health.writes,
      clientsCpuPercent: Number((((own.user + own.system) / 1e6 / seconds) * 100).toFixed(0)),
      loadAverage: loadavg()[0],
      sync: f.sync,
      thinkMs: f.think,
    };
    const all = urls.length > 1 ? ` (all ${urls.length} processes)` : '';
    say(`tables running        ${figures.tablesRunning} (server holds ${figures.tablesOnServer})`);
    say(`connections           ${figures.connections}`);
    say(`actions/s             ${figures.actionsPerSecond} over ${figures.seconds} s`);
    say(
      `action → all seats    p50 ${figures.latencyMs.p50} ms, p90 ${figures.latencyMs.p90} ms, p99 ${figures.latencyMs.p99} ms, max ${figures.latencyMs.max} ms (${figures.broadcastsMeasured} broadcasts)`,
    );
    say(`server${all}  ${figures.serverCpuPercent}% CPU, ${figures.serverRssMb} MB resident`);
    say(`server CPU per action ${figures.serverCpuMsPerAction} ms (acknowledged actions)`);
    const d = figures.serverEventLoopDelayMs;
    say(`server event loop     late by p50 ${d.p50} ms, p99 ${d.p99} ms, max ${d.max} ms (worst process)`);
    const w = figures.serverWrites;
    say(`server log writes     ${w.count}, mean ${w.meanMs} ms, max ${w.maxMs} ms, ${w.over50Ms} over 50 ms`);
    say(
      `simulated people      ${figures.clientsCpuPercent}% CPU (this process); machine load ${figures.loadAverage.toFixed(1)}`,
    );
    say(`errors                ${JSON.stringify(figures.errors)}`);
    for (const [code, message] of totals.firstError) say(`  first ${code}: ${message.slice(0, 200)}`);
    say(`closed by the server  ${JSON.stringify(figures.droppedConnections)} (close code: count)`);
    if (target.warnings) say(`server warnings       ${JSON.stringify(target.warnings())}`);
    if (f.json) say(JSON.stringify(figures));
    return figures;
  } finally {
    for (const p of people) p.close();
    await target.stop();
  }
}

type Figures = Awaited<ReturnType<typeof runLoad>>;

/** One `stikk serve`, on SQLite in a temporary folder or on the Postgres at `store`. */
async function singleProcess(f: Flags, store?: LocalServer): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stikk-bench-'));
  const server = await startServer(dataDir, f.sync, store ? ['--store', store.url] : []);
  return {
    label: store ? '1 process, Postgres' : `1 process, SQLite (sync ${f.sync})`,
    urls: [server.url],
    pids: [server.proc.pid!],
    async stop() {
      server.proc.kill('SIGTERM');
      await new Promise((r) => server.proc.once('exit', r));
      await store?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** N processes on a fresh Postgres and Redis, people connecting to them directly (no proxy). */
async function cluster(processes: number): Promise<Target & { tails(): string[] }> {
  // The cluster's processes inherit this environment.
  Object.assign(process.env, LOOPBACK_LIMITS);
  const nodeArgs = process.env.STIKK_BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const c: LocalCluster = await startLocalCluster({ processes, nodeArgs });
  return {
    label: `${processes} processes, Postgres + Redis`,
    urls: c.processes.map((p) => `http://127.0.0.1:${p.port}`),
    pids: c.processes.map((p) => p.child.pid!),
    warnings() {
      const counts: Record<string, number> = {};
      for (const line of c.processes.flatMap((p) => p.output)) {
        if (!line.includes('"level":40')) continue;
        let msg = line;
        try {
          msg = (JSON.parse(line) as { msg?: string }).msg ?? line;
        } catch {}
        counts[msg] = (counts[msg] ?? 0) + 1;
      }
      return counts;
    },
    stop: () => c.stop(),
    tails: () =>
      c.processes.map((p) => {
        const exited = p.child.exitCode !== null || p.child.signalCode !== null;
        // A crash prints its stack as plain lines among the JSON log lines: show all of those.
        const plain = p.output.filter((l) => !l.startsWith('{')).slice(-40);
        return `${exited ? `exited (${p.child.exitCode ?? p.child.signalCode}); ` : ''}${[...plain, ...p.output.slice(-3)].join(' | ')}`;
      }),
  };
}

function compare(one: Figures, many: Figures): void {
  const ratio = (a: number, b: number) => (b ? (a / b).toFixed(2) : 'n/a');
  say(`\n${many.target} against ${one.target}, same load:`);
  say(`actions/s             ${ratio(many.actionsPerSecond, one.actionsPerSecond)}×`);
  say(
    `latency               p50 ${ratio(many.latencyMs.p50, one.latencyMs.p50)}×, p99 ${ratio(many.latencyMs.p99, one.latencyMs.p99)}×`,
  );
  if (many.serverCpuPercent !== null && one.serverCpuPercent !== null)
    say(
      `server CPU            ${ratio(many.serverCpuPercent, one.serverCpuPercent)}× (summed over processes)`,
    );
}

/** CPU per acknowledged action of every run, and each against the first (the reference). */
function cpuPerAction(runs: Figures[]): void {
  const [base] = runs;
  say('\nserver CPU per acknowledged action (all processes of a run summed):');
  for (const r of runs) {
    const ms = r.serverCpuMsPerAction;
    const vsBase = ms !== null && base.serverCpuMsPerAction ? ms / base.serverCpuMsPerAction : null;
    say(
      `  ${r.target.padEnd(38)} ${ms === null ? 'n/a' : `${ms.toFixed(3)} ms`}${vsBase === null ? '' : `  ${vsBase.toFixed(2)}× the first`}`,
    );
  }
  const [, pg, cluster] = runs;
  if (pg?.serverCpuMsPerAction && cluster?.serverCpuMsPerAction) {
    say(
      `  ${cluster.target} ÷ 1 process, Postgres: ${(cluster.serverCpuMsPerAction / pg.serverCpuMsPerAction).toFixed(2)}×`,
    );
  }
}

async function main(): Promise<void> {
  const f = parseFlags(process.argv.slice(2));
  if (f.processes === 1) {
    await runLoad(f, await singleProcess(f));
    return;
  }
  // The same load, one after the other (never two at once on this machine's cores).
  const sqlite = f.clusterOnly ? null : await runLoad(f, await singleProcess(f));
  const one = f.clusterOnly ? null : await runLoad(f, await singleProcess(f, await startPostgres()));
  const target = await cluster(f.processes);
  const many = await runLoad(f, target).catch((e: Error) => {
    for (const [i, line] of target.tails().entries()) process.stderr.write(`process ${i}: ${line}\n`);
    throw e;
  });
  if (one) compare(one, many);
  if (sqlite && one) cpuPerAction([sqlite, one, many]);
  if (f.json && sqlite && one) {
    const per = (x: Figures) => x.serverCpuMsPerAction;
    const r = (a: number | null, b: number | null) => (a && b ? Number((a / b).toFixed(2)) : null);
    say(
      JSON.stringify({
        cpuMsPerAction: { sqlite: per(sqlite), postgres: per(one), cluster: per(many) },
        ratios: {
          postgresToSqlite: r(per(one), per(sqlite)),
          clusterToSqlite: r(per(many), per(sqlite)),
          clusterToPostgres: r(per(many), per(one)),
        },
      }),
    );
  }
}

main().catch((e) => {
  process.stderr.write(`bench:server failed: ${(e as Error).message}\n`);
  process.exit(1);
});
