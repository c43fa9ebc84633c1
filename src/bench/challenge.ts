/**
 * `npm run bench:challenge`: the daily challenge's rush against one `stikk serve` (a child
 * process with a temporary data folder): `--entrants` people enter the day's challenge within
 * `--seconds`, each taking the entry offline and sending back a record the server replays
 * (enter, download, record: three requests and a replay of a whole match each), while
 * `--tables` tables of four simulated people play on over WebSockets. Prints the latency of a
 * table action's acknowledgement (sending `act` until its `ok`: p50/p99/max) during the rush,
 * the entries' own latencies and outcomes, and the server's CPU and memory. The issue's target:
 * an action's p99 under 100 ms.
 *
 * Flags (bounded, loopback only):
 *   --entrants N   entrants (default 1000, at most 20000)
 *   --seconds S    the time over which they arrive (default 60, at most 600)
 *   --tables N     tables playing meanwhile (default 4, at most 200)
 *   --think MS     mean pause before a person at those tables acts (default 300)
 *   --game ID      the challenge's game (default bridge)
 *   --records N    different records the entrants send, played once by random bots (default 20)
 *   --json         print the figures as one JSON object too
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { Rng } from '../cards/rng.js';
import { getBot, getGame } from '../catalog.js';
import { type Challenge, isChallengeGame } from '../challenge/boards.js';
import { challengeDateOf } from '../challenge/seed.js';
import { playChoices } from '../engine/claim.js';
import type { GameRecord } from '../engine/record.js';
import { flagReader } from '../flags.js';
import { challengeDeckSource, challengeOptions } from '../server/challenge/deals.js';
import { playSimMatch } from '../sim/match.js';
import { procStats, startServer } from './serverChild.js';

interface Flags {
  entrants: number;
  seconds: number;
  tables: number;
  think: number;
  game: string;
  records: number;
  json: boolean;
}

function parseFlags(argv: string[]): Flags {
  const { get, num, has } = flagReader(argv);
  const game = get('game') ?? 'bridge';
  if (!isChallengeGame(game)) throw new Error(`--game: no challenge of "${game}"`);
  return {
    entrants: Math.max(1, Math.round(num('entrants', 1000, 20_000))),
    seconds: Math.max(1, num('seconds', 60, 600)),
    tables: Math.round(num('tables', 4, 200)),
    think: num('think', 300, 60_000),
    game,
    records: Math.max(1, Math.round(num('records', 20, 1000))),
    json: has('json'),
  };
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : Number.NaN;
const ms = (x: number) => Math.round(x * 10) / 10;
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

// biome-ignore lint/suspicious/noExplicitAny: the API's bodies (docs/challenge.md), read loosely
type Json = any;

async function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  entry?: string,
): Promise<{ status: number; json: Json }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (entry) headers['x-stikk-entry'] = entry;
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

/** Matches of the challenge played by random bots, named as an entrant's record must be. */
async function records(challenge: Challenge, count: number): Promise<GameRecord[]> {
  const game = getGame(challenge.game)!;
  const options = challengeOptions(game, challenge);
  const bot = getBot(game.id, 'random')!;
  const seats = game.seatCount(options);
  const out: GameRecord[] = [];
  for (let i = 0; i < count; i++) {
    const played = await playSimMatch(
      game,
      options,
      { seed: `bench-${i}`, match: 0, rotation: 0 },
      Array.from({ length: seats }, () => 0),
      [(input) => bot.choose(input)],
      {
        timeMs: 1,
        deals: { decks: challengeDeckSource(challenge, game, options), firstDealer: challenge.firstDealer },
      },
    );
    const players = Array.from({ length: seats }, (_, s) =>
      s === challenge.seat ? 'entrant' : 'bot:strong',
    );
    out.push({ ...played.record, players });
  }
  return out;
}

/** One simulated person at a table: acts after a pause whenever they may, timing each acknowledgement. */
class Person {
  private token = '';
  private lastActed = -1;
  private timer?: NodeJS.Timeout;
  private readonly sent = new Map<number, number>();
  private nextId = 1;

  constructor(
    private readonly ws: WebSocket,
    private readonly tableId: string,
    private readonly think: number,
    private readonly rng: Rng,
    private readonly acks: { measuring: boolean; latencies: number[]; errors: Map<string, number> },
  ) {
    ws.on('message', (data) => this.onMessage(JSON.parse(data.toString())));
  }

  static async join(base: string, tableId: string, think: number, rng: Rng, acks: Person['acks']) {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    const p = new Person(ws, tableId, think, rng, acks);
    p.send({ type: 'join', tableId, name: `p${rng.int(1e6)}` });
    return p;
  }

  private onMessage(m: Json): void {
    if (m.type === 'joined') this.token = m.token;
    else if (m.id !== undefined && this.sent.has(m.id)) {
      const at = this.sent.get(m.id)!;
      this.sent.delete(m.id);
      if (m.type === 'error') this.acks.errors.set(m.code, (this.acks.errors.get(m.code) ?? 0) + 1);
      else if (this.acks.measuring) this.acks.latencies.push(performance.now() - at);
    } else if (m.type === 'state') this.onState(m);
  }

  private onState(s: Json): void {
    if (s.table.status === 'over') {
      if (s.seat === 0) this.send({ type: 'rematch', tableId: this.tableId, token: this.token });
      return;
    }
    const legal = s.legal.find((l: { seat: number }) => l.seat === s.seat) ?? s.legal[0];
    if (!legal || s.version <= this.lastActed) return;
    this.lastActed = s.version;
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () => {
        const id = this.nextId++;
        this.sent.set(id, performance.now());
        this.send({
          type: 'act',
          id,
          tableId: this.tableId,
          token: this.token,
          version: s.version,
          action: this.rng.pick(playChoices(legal.actions)),
          seat: legal.seat,
        });
      },
      this.think * (0.5 + this.rng.next()),
    );
  }

  private send(m: object): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(m));
  }

  close(): void {
    clearTimeout(this.timer);
    this.ws.terminate();
  }
}

async function main(): Promise<void> {
  const f = parseFlags(process.argv.slice(2));
  const dir = mkdtempSync(join(tmpdir(), 'stikk-bench-challenge-'));
  const server = await startServer(dir, 'normal', ['--challenge-secret', 'bench-secret']);
  const pid = server.proc.pid!;
  const base = server.url;
  const people: Person[] = [];
  try {
    const id = `daily-${challengeDateOf(new Date())}-${f.game}`;
    // The challenge's boards, from a first entrant's download; the records are played here.
    const first = await call(base, 'POST', `/api/challenges/${id}/entries`, { name: 'bench-first' });
    if (first.status !== 201)
      throw new Error(`entering failed: ${first.status} ${JSON.stringify(first.json)}`);
    const down = await call(base, 'GET', `/api/challenges/${id}/download`, undefined, first.json.entry.token);
    const played = await records(down.json.challenge as Challenge, f.records);

    const acks = { measuring: false, latencies: [] as number[], errors: new Map<string, number>() };
    const rng = new Rng('bench-challenge');
    for (let t = 0; t < f.tables; t++) {
      const r = await call(base, 'POST', '/api/tables', { game: 'bondebridge' });
      for (let s = 0; s < 4; s++) people.push(await Person.join(base, r.json.table.id, f.think, rng, acks));
    }
    await sleep(2000);
    const before = procStats(pid);
    // /health reports the server's event-loop delay since the last call: this call starts the window.
    await call(base, 'GET', '/health');
    acks.measuring = true;
    const started = performance.now();
    const outcomes = new Map<string, number>();
    const entryMs: number[] = [];
    const count = (what: string) => outcomes.set(what, (outcomes.get(what) ?? 0) + 1);
    const entrant = async (i: number) => {
      const t0 = performance.now();
      try {
        const e = await call(base, 'POST', `/api/challenges/${id}/entries`, { name: `entrant ${i}` });
        if (e.status !== 201) return count(`enter ${e.status} ${e.json?.error?.code}`);
        const token = e.json.entry.token as string;
        const d = await call(base, 'GET', `/api/challenges/${id}/download`, undefined, token);
        if (d.status !== 200) return count(`download ${d.status} ${d.json?.error?.code}`);
        const path = `/api/challenges/${id}/entries/${e.json.entry.id}/record`;
        const r = await call(base, 'POST', path, played[i % played.length], token);
        count(r.status === 200 ? 'recorded' : `record ${r.status} ${r.json?.error?.code}`);
        entryMs.push(performance.now() - t0);
      } catch (err) {
        count(`failed: ${(err as Error).message}`);
      }
    };
    const runs: Promise<unknown>[] = [];
    const gap = (f.seconds * 1000) / f.entrants;
    for (let i = 0; i < f.entrants; i++) {
      const due = started + i * gap;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      runs.push(entrant(i));
    }
    await Promise.all(runs);
    // The window is `--seconds` long even when the entrants are done sooner (a baseline of one).
    const rest = started + f.seconds * 1000 - performance.now();
    if (rest > 0) await sleep(rest);
    const seconds = (performance.now() - started) / 1000;
    acks.measuring = false;
    const loop = (await call(base, 'GET', '/health')).json.eventLoopDelayMs as {
      p50: number;
      p99: number;
      max: number;
    };
    const after = procStats(pid);
    const lat = [...acks.latencies].sort((a, b) => a - b);
    const entries = [...entryMs].sort((a, b) => a - b);
    const figures = {
      entrants: f.entrants,
      seconds: ms(seconds),
      outcomes: Object.fromEntries(outcomes),
      entryMs: {
        p50: ms(quantile(entries, 0.5)),
        p99: ms(quantile(entries, 0.99)),
        max: ms(entries.at(-1) ?? NaN),
      },
      tables: f.tables,
      actions: lat.length,
      actionAckMs: { p50: ms(quantile(lat, 0.5)), p99: ms(quantile(lat, 0.99)), max: ms(lat.at(-1) ?? NaN) },
      actionErrors: Object.fromEntries(acks.errors),
      serverLoopDelayMs: loop,
      serverCpu: before && after ? ms((after.cpuS - before.cpuS) / seconds) : undefined,
      serverRssMb: after ? Math.round(after.rssMb) : undefined,
    };
    console.log(
      [
        `${f.entrants} entrants (enter, download, record) in ${figures.seconds} s: ${JSON.stringify(figures.outcomes)}`,
        `  an entry's three requests: p50 ${figures.entryMs.p50} ms, p99 ${figures.entryMs.p99} ms, max ${figures.entryMs.max} ms`,
        `${f.tables} tables playing meanwhile: ${lat.length} actions acknowledged`,
        `  action → ok: p50 ${figures.actionAckMs.p50} ms, p99 ${figures.actionAckMs.p99} ms, max ${figures.actionAckMs.max} ms` +
          (acks.errors.size ? ` (errors: ${JSON.stringify(figures.actionErrors)})` : ''),
        `server: ${figures.serverCpu ?? '?'} CPU cores on average, ${figures.serverRssMb ?? '?'} MB resident, event-loop delay p50 ${loop.p50} ms, p99 ${loop.p99} ms, max ${loop.max} ms`,
        `target: action p99 < 100 ms — ${figures.actionAckMs.p99 < 100 ? 'met' : 'NOT met'}`,
      ].join('\n'),
    );
    if (f.json) console.log(JSON.stringify(figures));
  } finally {
    for (const p of people) p.close();
    server.proc.kill('SIGTERM');
    await new Promise((r) => server.proc.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error((e as Error).stack ?? String(e));
  process.exit(1);
});
