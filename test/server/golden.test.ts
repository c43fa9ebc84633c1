/**
 * Golden matches: for every game, one whole match at a table with a fixed secret seed, every
 * place taken by a person on a WebSocket of its own, played to the end by a seeded driver. Each
 * client's messages, in the order it got them, and the finished match's HTTP record, replay and
 * deals must be the bytes stored in test/fixtures/golden/<game>.jsonl. What is random or read
 * from a clock (table id, seat tokens, `createdAt`, `awaySince`, the turns' milliseconds) is
 * replaced by a placeholder first; nothing else is.
 *
 * So a change of the server that should not change behaviour (a refactor) must leave these files
 * as they are. A change that should: `STIKK_UPDATE_GOLDEN=1 npx vitest run
 * test/server/golden.test.ts` rewrites them, and the diff shows what clients now see.
 *
 * Determinism: there are no bots and no turn timer, and the driver makes one request at a time
 * and, before the next, waits until the table is quiet and every client has had everything sent
 * to it (`quiesce`), so each client's sequence of messages is fixed (the interleaving between
 * clients is not, and is not compared).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join as joinPath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/cards/rng.js';
import { GAME_IDS, type GameId } from '../../src/catalog.js';
import type { LegalFor } from '../../src/protocol/index.js';
import {
  api,
  fileServer,
  join,
  latestOf,
  type Msg,
  type PlayerSeat,
  type StateMsg,
  sendAs,
  settle,
} from './helpers.js';

const DIR = fileURLToPath(new URL('../fixtures/golden/', import.meta.url));
const UPDATE = process.env.STIKK_UPDATE_GOLDEN === '1';

/** Every table of this file gets this secret seed: the decks and first dealer follow from it. */
const SEED = 'stikk-golden-1';
const server = fileServer({ seeds: () => SEED });

interface GoldenCase {
  /** Options that end the match within a few hundred actions. */
  options: Record<string, unknown>;
  /** An action the engine refuses (an illegal card or call) at the `refuseAt`-th action. */
  illegal: string;
  refuseAt: number;
  /** From this action on, the first one that its person may take back is taken back once (all agree). */
  undoFrom: number;
  /**
   * Games whose match length is no option: the people close the table (all agree) once this
   * many deals are finished, which ends the match with what was played.
   */
  closeAfterDeals?: number;
}

const CASES: Record<GameId, GoldenCase> = {
  bondebridge: { options: { deals: 1 }, illegal: 'XX', refuseAt: 1, undoFrom: 8 },
  selbu: { options: { players: 3, handSizes: [2, 1] }, illegal: 'SA', refuseAt: 0, undoFrom: 3 },
  bridge: { options: { scoring: 'total', deals: 1 }, illegal: 'XX', refuseAt: 0, undoFrom: 10 },
  bridgette: { options: {}, illegal: 'XX', refuseAt: 0, undoFrom: 10, closeAfterDeals: 1 },
  bondtolva: { options: {}, illegal: 'SA', refuseAt: 0, undoFrom: 10, closeAfterDeals: 1 },
};

/** A match that runs past this many actions is a driver that does not finish (or options too long). */
const MAX_ACTIONS = 3_000;

/** Fields whose values come from a clock, wherever they are. */
const CLOCK_FIELDS = new Set(['createdAt', 'awaySince', 'waitedMs', 'remainingMs']);

/**
 * `text` with its random and clock values replaced. The server writes compact JSON, so parsing
 * and writing it again gives the same bytes (checked): key order and everything else is kept.
 */
function normalize(text: string, secrets: ReadonlyMap<string, string>): string {
  const parsed: unknown = JSON.parse(text);
  if (JSON.stringify(parsed) !== text)
    throw new Error(`not compact JSON as JSON.stringify writes it: ${text}`);
  return JSON.stringify(parsed, (key, value: unknown) => {
    if (CLOCK_FIELDS.has(key)) return `<${key}>`;
    if (typeof value !== 'string') return value;
    let s = value;
    for (const [secret, placeholder] of secrets) s = s.replaceAll(secret, placeholder);
    return s;
  });
}

/**
 * Auctions mostly pass, so that contracts stay low and matches short; everything else is
 * uniform among the legal actions.
 */
function choose(rng: Rng, actions: readonly string[]): string {
  if (actions.includes('P') && rng.next() < 0.6) return 'P';
  return rng.pick(actions);
}

/**
 * Waits until the table is quiet, every client has its version (`settle`), and every client has
 * had everything the server sent it so far: a `ping` (without id) is answered after it. Undo and
 * close requests, their answers and joins change no version, so `settle` alone cannot see them
 * arrive. Those pongs are the driver's, not the table's: they are left out of the golden files.
 */
async function quiesce(players: readonly PlayerSeat[]): Promise<void> {
  await settle([...players]);
  await Promise.all(
    players.map(async ({ client }) => {
      const pongs = () => client.messages.filter(isSyncPong).length;
      const before = pongs();
      client.send({ type: 'ping' });
      await client.waitFor(() => pongs() > before);
    }),
  );
}

const isSyncPong = (m: Msg): boolean => m.type === 'pong' && m.id === undefined;

interface Turn {
  p: PlayerSeat;
  s: StateMsg;
  l: LegalFor;
}

/** Who acts next: the first place (in place order) with something to do, at one settled version. */
function nextTurn(players: readonly PlayerSeat[]): Turn | undefined {
  for (const p of players) {
    const s = latestOf(p);
    const l = s.legal.find((x) => x.actions.length > 0);
    if (l) return { p, s, l };
  }
  return undefined;
}

/** What the table sent a client, in order: its messages without the driver's pongs. */
const received = (p: PlayerSeat): string[] =>
  p.client.raw.filter((_, i) => !isSyncPong(p.client.messages[i]));

/** The one HTTP body a golden file holds for `path` (which must answer 200), normalized. */
async function httpBody(base: string, path: string, secrets: ReadonlyMap<string, string>): Promise<string> {
  const res = await fetch(`${base}${path}`);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${text}`);
  // The record is a download, written with one space of indentation and a final newline.
  const parsed: unknown = JSON.parse(text);
  const pretty = `${JSON.stringify(parsed, null, 1)}\n`;
  return normalize(text === pretty ? JSON.stringify(parsed) : text, secrets);
}

interface Played {
  lines: string[];
  actions: number;
  refused: number;
  undone: boolean;
  closed: boolean;
}

/** Plays the golden match of `id` and returns the golden file's lines. */
async function playGolden(id: GameId, c: GoldenCase): Promise<Played> {
  const base = server.url;
  const created = await fetch(`${base}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: id, options: c.options, settings: { undo: true, turnTimer: 0 } }),
  });
  const createdText = await created.text();
  expect(created.status, createdText).toBe(201);
  const tableId = (JSON.parse(createdText) as Msg).table.id as string;
  const places = ((JSON.parse(createdText) as Msg).table.seats as unknown[]).length;

  const secrets = new Map<string, string>([[tableId, '<table>']]);
  const players: PlayerSeat[] = [];
  // One connection per place, joining in place order, each join seen by all before the next.
  for (let place = 0; place < places; place++) {
    const p = await join(await server.client(), tableId, `Player ${place}`, place);
    players.push(p);
    secrets.set(p.token, `<token:${place}>`);
    await quiesce(players);
  }

  const rng = new Rng(`golden:${id}`);
  let actions = 0;
  let refused = 0;
  let undone = false;
  let closed = false;
  for (;;) {
    await quiesce(players);
    if (latestOf(players[0]).table.status === 'over') break;
    if (
      c.closeAfterDeals !== undefined &&
      !closed &&
      (await finishedDeals(base, tableId)) >= c.closeAfterDeals
    ) {
      await closeTable(players);
      closed = true;
      continue;
    }
    if (actions > MAX_ACTIONS) throw new Error(`${id}: no end after ${actions} actions`);
    const turn = nextTurn(players);
    if (!turn) throw new Error(`${id}: nobody to act at version ${latestOf(players[0]).version}`);
    const { p, s, l } = turn;
    const action = choose(rng, l.actions);

    if (actions === c.refuseAt) {
      refused += await refuse(players, turn, action, c.illegal);
    }

    const r = await sendAs(p, 'act', { version: s.version, action, seat: l.seat });
    if (r.type !== 'ok')
      throw new Error(`${id}: act ${action} for seat ${l.seat} refused: ${JSON.stringify(r)}`);
    actions++;

    if (!undone && actions > c.undoFrom) undone = await undoLast(players, p);
  }

  const lines = [
    JSON.stringify({ golden: id, seed: SEED, options: c.options, places, actions, refused, undone, closed }),
    JSON.stringify({ http: 'POST /api/tables' }),
    normalize(createdText, secrets),
  ];
  players.forEach((p, place) => {
    lines.push(JSON.stringify({ client: place, messages: received(p).length }));
    for (const text of received(p)) lines.push(normalize(text, secrets));
  });
  const paths = ['record', 'replay', 'deals', 'deals/0'].map((x) => `/api/tables/${tableId}/${x}`);
  for (const path of paths) {
    lines.push(JSON.stringify({ http: `GET ${path.replace(tableId, '<table>')}` }));
    lines.push(await httpBody(base, path, secrets));
  }
  await Promise.all(players.map((p) => p.client.close()));
  return { lines, actions, refused, undone, closed };
}

/**
 * Two refused actions before the real one: the actor plays for a seat it does not hold, and
 * plays an action the rules do not allow there. Both must leave the table as it was.
 */
async function refuse(
  players: readonly PlayerSeat[],
  turn: Turn,
  action: string,
  illegal: string,
): Promise<number> {
  const { p, s, l } = turn;
  const other = players.find((x) => x !== p) as PlayerSeat;
  const wrongSeat = await sendAs(other, 'act', { version: s.version, action, seat: l.seat });
  expect(wrongSeat.type, JSON.stringify(wrongSeat)).toBe('error');
  expect(l.actions, `${illegal} must be illegal here`).not.toContain(illegal);
  const bad = await sendAs(p, 'act', { version: s.version, action: illegal, seat: l.seat });
  expect(bad.type, JSON.stringify(bad)).toBe('error');
  await quiesce(players);
  return 2;
}

/**
 * Takes back `p`'s last action if the table lets it now: `p` asks, everyone asked agrees in
 * place order, each step seen by all before the next. Returns whether it was taken back.
 */
async function undoLast(players: readonly PlayerSeat[], p: PlayerSeat): Promise<boolean> {
  await quiesce(players);
  const place = players.indexOf(p);
  if (!latestOf(p).table.undoable?.includes(place)) return false;
  const asked = await sendAs(p, 'undo');
  expect(asked.type, JSON.stringify(asked)).toBe('ok');
  await quiesce(players);
  const waiting = [...(latestOf(p).table.undoing?.waiting ?? [])];
  for (const w of waiting) {
    const answer = await sendAs(players[w], 'answerUndo', { agree: true });
    expect(answer.type, JSON.stringify(answer)).toBe('ok');
    await quiesce(players);
  }
  expect(latestOf(p).table.undoneBy).toBe(place);
  return true;
}

/** How many deals of the table's current match are finished (an HTTP read: no client sees it). */
async function finishedDeals(base: string, tableId: string): Promise<number> {
  const r = await api(base, `/api/tables/${tableId}/deals`);
  if (r.status !== 200) throw new Error(`deals: ${r.status} ${JSON.stringify(r.json)}`);
  return (r.json.deals as unknown[]).length;
}

/** Place 0 proposes to close the table and everyone asked agrees, in place order. */
async function closeTable(players: readonly PlayerSeat[]): Promise<void> {
  expect(latestOf(players[0]).table.closable).toBe(true);
  const proposed = await sendAs(players[0], 'proposeClose');
  expect(proposed.type, JSON.stringify(proposed)).toBe('ok');
  await quiesce(players);
  for (const w of [...(latestOf(players[0]).table.closing?.waiting ?? [])]) {
    const answer = await sendAs(players[w], 'answerClose', { agree: true });
    expect(answer.type, JSON.stringify(answer)).toBe('ok');
    await quiesce(players);
  }
  expect(latestOf(players[0]).table.closed).toBe(true);
}

/** Where two golden files first differ: the line, the column and the text around it on both sides. */
function firstDifference(want: readonly string[], got: readonly string[]): string {
  const i = want.findIndex((line, n) => line !== got[n]);
  const at = i < 0 ? want.length : i;
  const [w, g] = [want[at] ?? '(none)', got[at] ?? '(none)'];
  let col = 0;
  while (col < w.length && w[col] === g[col]) col++;
  const around = (s: string) => s.slice(Math.max(0, col - 150), col + 150);
  return `line ${at + 1} of ${want.length} (now ${got.length} lines), column ${col + 1}:\n- …${around(w)}…\n+ …${around(g)}…`;
}

describe.each(GAME_IDS)('golden match: %s', (id) => {
  it('every client gets the same bytes, and the record, replay and deals are the same', {
    timeout: 60_000,
  }, async () => {
    const played = await playGolden(id, CASES[id]);
    // What the match must have gone through, whatever the golden file says.
    expect(played.refused).toBe(2);
    expect(played.undone).toBe(true);
    expect(played.closed).toBe(CASES[id].closeAfterDeals !== undefined);
    const file = joinPath(DIR, `${id}.jsonl`);
    const text = `${played.lines.join('\n')}\n`;
    if (UPDATE) {
      mkdirSync(DIR, { recursive: true });
      writeFileSync(file, text);
      return;
    }
    if (!existsSync(file)) {
      expect.fail(
        `no golden file ${file}: STIKK_UPDATE_GOLDEN=1 npx vitest run test/server/golden.test.ts writes it`,
      );
    }
    const want = readFileSync(file, 'utf8');
    if (want !== text)
      expect.fail(`${id} differs from ${file} at ${firstDifference(want.split('\n'), played.lines)}`);
  });
});
