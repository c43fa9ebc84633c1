/**
 * `npm run bench:bots-load`: how long a person waits for their bots while many all-bot tables
 * keep the server's bot workers busy. Starts `stikk serve` (a child process, temporary data
 * folder, default bot delay and budget), creates `--bot-tables` tables of four bots of
 * `--level` and `--quiet` tables where one simulated person sits with bots of that level. The
 * person plays a random legal action after a human-like pause; the figure is the bot reply
 * time at the quiet tables: from the state that leaves a bot to act until the next state
 * (p50/p95/max). The all-bot tables are followed as a spectator (a finished one is replaced),
 * which gives their pace: moves per second and the time between moves per table.
 *
 * Flags (bounded, loopback only):
 *   --bot-tables N   all-bot tables (default 300, at most 2000)
 *   --quiet N        tables with one person and bots (default 1, at most 20)
 *   --level L        the bots' level (default strong)
 *   --game ID        game to play (default bondebridge, else the first registered)
 *   --seconds S      measuring time after the warm-up (default 60, at most 600)
 *   --warmup S       seconds before measuring (default 15)
 *   --think MS       mean pause before the person acts (default 1000; uniform 0.5–1.5×)
 *   --json           print the figures as one JSON object too
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { Rng } from '../cards/rng.js';
import { allGames, getGame } from '../catalog.js';
import { playChoices } from '../engine/claim.js';
import { flagReader } from '../flags.js';
import { quantile } from '../sim/stats.js';
import { procStats, startServer } from './serverChild.js';

interface Flags {
  botTables: number;
  quiet: number;
  level: string;
  game: string;
  seconds: number;
  warmup: number;
  think: number;
  json: boolean;
}

function parseFlags(argv: string[]): Flags {
  const { get, num, has } = flagReader(argv);
  const fallbackGame = getGame('bondebridge') ? 'bondebridge' : allGames()[0]?.id;
  const game = get('game') ?? fallbackGame;
  if (!game || !getGame(game))
    throw new Error(`no game to play (registered: ${allGames().map((g) => g.id)})`);
  return {
    botTables: Math.round(num('bot-tables', 300, 2000)),
    quiet: Math.max(1, Math.round(num('quiet', 1, 20))),
    level: get('level') ?? 'strong',
    game,
    seconds: num('seconds', 60, 600),
    warmup: num('warmup', 15, 300),
    think: num('think', 1000, 60_000),
    json: has('json'),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: messages of docs/protocol.md, read loosely
type Message = any;

/** One WebSocket to the server: sends JSON, hands every message to `onMessage`. */
function connect(url: string, onMessage: (m: Message) => void): Promise<WebSocket> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`);
  ws.on('message', (data) => onMessage(JSON.parse(data.toString())));
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', () => resolve(ws));
  });
}

async function createTable(url: string, game: string, bots: Array<string | null>): Promise<string> {
  const res = await fetch(`${url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game, bots }),
  });
  if (res.status !== 201) throw new Error(`create table: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { table: { id: string } }).table.id;
}

interface Figures {
  measuring: boolean;
  /** Bot reply times at the quiet tables (ms). */
  replies: number[];
  /** Time between two moves at one all-bot table (ms). */
  botIntervals: number[];
  botMoves: number;
  replaced: number;
  errors: Map<string, number>;
}

/** The person at a quiet table: plays seat 0, times every bot reply, asks for a rematch. */
class Person {
  private ws!: WebSocket;
  private token = '';
  private lastActed = -1;
  private botSince?: { version: number; at: number };
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly tableId: string,
    private readonly rng: Rng,
    private readonly think: number,
    private readonly figures: Figures,
  ) {}

  async start(url: string): Promise<void> {
    this.ws = await connect(url, (m) => this.onMessage(m));
    this.send({ type: 'join', tableId: this.tableId, name: 'Quiet', seat: 0 });
  }

  private onMessage(m: Message): void {
    if (m.type === 'joined') this.token = m.token;
    else if (m.type === 'error') countError(this.figures, m.code);
    else if (m.type === 'state') this.onState(m);
  }

  private onState(s: Message): void {
    const now = performance.now();
    if (this.botSince && s.version > this.botSince.version) {
      if (this.figures.measuring) this.figures.replies.push(now - this.botSince.at);
      this.botSince = undefined;
    }
    if (s.table.status === 'over') {
      this.send({ type: 'rematch', tableId: this.tableId, token: this.token });
      return;
    }
    const mine = s.legal.find((l: { seat: number }) => l.seat === 0) ?? s.legal[0];
    if (!mine) {
      // Nothing for the person to do: a bot is to act.
      this.botSince ??= { version: s.version, at: now };
      return;
    }
    if (s.version <= this.lastActed) return;
    this.lastActed = s.version;
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () =>
        this.send({
          type: 'act',
          tableId: this.tableId,
          token: this.token,
          version: s.version,
          action: this.rng.pick(playChoices(mine.actions)),
          seat: mine.seat,
        }),
      this.think * (0.5 + this.rng.next()),
    );
  }

  private send(m: object): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(m));
  }

  close(): void {
    clearTimeout(this.timer);
    this.ws?.terminate();
  }
}

function countError(figures: Figures, code: string): void {
  figures.errors.set(code, (figures.errors.get(code) ?? 0) + 1);
}

/**
 * Follows all-bot tables as a spectator over a few connections (a connection's message rate
 * is limited), records their pace, and replaces a table whose match is over.
 */
class Watcher {
  private readonly sockets: WebSocket[] = [];
  private readonly last = new Map<string, { version: number; at: number }>();
  private readonly replacing = new Set<string>();
  private next = 0;

  constructor(
    private readonly url: string,
    private readonly newTable: () => Promise<string>,
    private readonly figures: Figures,
  ) {}

  async start(tableIds: string[], perSocket = 25): Promise<void> {
    for (let i = 0; i < tableIds.length; i += perSocket) {
      const ws = await connect(this.url, (m) => this.onMessage(m));
      this.sockets.push(ws);
      for (const id of tableIds.slice(i, i + perSocket))
        ws.send(JSON.stringify({ type: 'spectate', tableId: id }));
      // Stay under the per-connection rate limit while setting up.
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  private onMessage(m: Message): void {
    if (m.type === 'error') countError(this.figures, m.code);
    if (m.type !== 'state') return;
    const now = performance.now();
    const before = this.last.get(m.tableId);
    if (before && m.version > before.version && this.figures.measuring) {
      this.figures.botMoves++;
      this.figures.botIntervals.push(now - before.at);
    }
    this.last.set(m.tableId, { version: m.version, at: now });
    if (m.table.status === 'over' && !this.replacing.has(m.tableId)) {
      this.replacing.add(m.tableId);
      this.figures.replaced++;
      this.newTable().then(
        (id) => {
          const ws = this.sockets[this.next++ % this.sockets.length];
          ws.send(JSON.stringify({ type: 'unspectate', tableId: m.tableId }));
          ws.send(JSON.stringify({ type: 'spectate', tableId: id }));
        },
        (e: Error) => countError(this.figures, e.message),
      );
    }
  }

  close(): void {
    for (const ws of this.sockets) ws.terminate();
  }
}

const ms = (x: number) => (Number.isFinite(x) ? Math.round(x) : Number.NaN);

async function main(): Promise<void> {
  const f = parseFlags(process.argv.slice(2));
  const game = getGame(f.game)!;
  const seats = game.seatCount(game.defaultOptions);
  const dataDir = mkdtempSync(join(tmpdir(), 'stikk-bench-bots-'));
  const server = await startServer(dataDir, 'normal');
  const say = (s: string) => process.stdout.write(`${s}\n`);
  const figures: Figures = {
    measuring: false,
    replies: [],
    botIntervals: [],
    botMoves: 0,
    replaced: 0,
    errors: new Map(),
  };
  const allBots = () => createTable(server.url, f.game, Array(seats).fill(f.level));
  const watcher = new Watcher(server.url, allBots, figures);
  const people: Person[] = [];
  say(
    `bench:bots-load — ${f.botTables} ${f.game} tables of ${seats} ${f.level} bots each, ${f.quiet} quiet table(s): a person and ${seats - 1} ${f.level} bot(s)`,
  );
  try {
    const load0 = loadavg()[0];
    const botTables: string[] = [];
    for (let i = 0; i < f.botTables; i += 50) {
      botTables.push(...(await Promise.all(Array.from({ length: Math.min(50, f.botTables - i) }, allBots))));
    }
    await watcher.start(botTables);
    const rng = new Rng('bench-bots-load');
    for (let i = 0; i < f.quiet; i++) {
      const id = await createTable(server.url, f.game, [null, ...Array(seats - 1).fill(f.level)]);
      const person = new Person(id, rng.fork(id), f.think, figures);
      people.push(person);
      await person.start(server.url);
    }
    say(`set-up done; warming up ${f.warmup} s, then measuring ${f.seconds} s`);
    await new Promise((r) => setTimeout(r, f.warmup * 1000));
    await fetch(`${server.url}/health`); // resets the server's event-loop delay histogram
    const cpu0 = procStats(server.proc.pid!);
    figures.measuring = true;
    const m0 = performance.now();
    await new Promise((r) => setTimeout(r, f.seconds * 1000));
    figures.measuring = false;
    const seconds = (performance.now() - m0) / 1000;
    const cpu1 = procStats(server.proc.pid!);
    const health = (await (await fetch(`${server.url}/health`)).json()) as {
      eventLoopDelayMs: { p50: number; p99: number; max: number };
    };
    const r = figures.replies;
    const b = figures.botIntervals;
    const out = {
      game: f.game,
      level: f.level,
      botTables: f.botTables,
      quietTables: f.quiet,
      seconds: Number(seconds.toFixed(1)),
      quietBotReplyMs: {
        count: r.length,
        p50: ms(quantile(r, 0.5)),
        p95: ms(quantile(r, 0.95)),
        max: ms(Math.max(...r)),
      },
      allBotTables: {
        movesPerSecond: Number((figures.botMoves / seconds).toFixed(1)),
        moveIntervalMs: { p50: ms(quantile(b, 0.5)), p95: ms(quantile(b, 0.95)), max: ms(Math.max(...b)) },
        replaced: figures.replaced,
      },
      serverCpuPercent: cpu0 && cpu1 ? Math.round(((cpu1.cpuS - cpu0.cpuS) / seconds) * 100) : null,
      serverRssMb: cpu1 ? Math.round(cpu1.rssMb) : null,
      serverEventLoopDelayMs: health.eventLoopDelayMs,
      loadAverage: { before: load0, after: loadavg()[0], cores: availableParallelism() },
      errors: Object.fromEntries(figures.errors),
    };
    const q = out.quietBotReplyMs;
    say(`quiet table bot reply   p50 ${q.p50} ms, p95 ${q.p95} ms, max ${q.max} ms (${q.count} replies)`);
    const a = out.allBotTables;
    say(
      `all-bot tables          ${a.movesPerSecond} moves/s; per table a move every p50 ${a.moveIntervalMs.p50} ms, p95 ${a.moveIntervalMs.p95} ms, max ${a.moveIntervalMs.max} ms (${a.replaced} finished and replaced)`,
    );
    say(`server                  ${out.serverCpuPercent}% CPU (all threads), ${out.serverRssMb} MB resident`);
    const d = out.serverEventLoopDelayMs;
    say(`server event loop       late by p50 ${d.p50} ms, p99 ${d.p99} ms, max ${d.max} ms`);
    const l = out.loadAverage;
    say(
      `machine load average    ${l.before.toFixed(1)} before, ${l.after.toFixed(1)} after (${l.cores} cores)`,
    );
    say(`errors                  ${JSON.stringify(out.errors)}`);
    if (f.json) say(JSON.stringify(out));
  } finally {
    for (const p of people) p.close();
    watcher.close();
    server.proc.kill('SIGTERM');
    await new Promise((r) => server.proc.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  process.stderr.write(`bench:bots-load failed: ${(e as Error).message}\n`);
  process.exit(1);
});
