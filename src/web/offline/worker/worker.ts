/**
 * The offline page's worker: one table played in this browser at a time, answering the
 * protocol's messages as the server would (./answer.ts), the bots moving after a short pause
 * so that the person can follow, and the table saved after every change (./kept.ts).
 */
import { Rng } from '../../../cards/rng.js';
import type { Challenge } from '../../../challenge/boards.js';
import { errorReply, type TableRefusal, tableRefusal } from '../../../table/refusals.js';
import type { Answer, FromWorker, ToWorker } from '../messages.js';
import { answer, Followers, states } from './answer.js';
import { keptTables, loadTable, saveTable } from './kept.js';
import { checkLocalOptions, localGames } from './lobby.js';
import { LocalTable } from './localTable.js';

/** The strong bots' time per decision: well inside the 1.5 s a person should wait at most. */
const BOT_MS = 700;
/** The least pause before a bot's move, so that the person sees each card arrive. */
const BOT_PAUSE_MS = 350;
const HINT_MS = 700;

/** Each bot decision is a `performance.measure` of this name (`npm run bench:offline-bots` reads them). */
const MEASURE = 'stikk:bot';
/** Measures kept at most, so that a long session's entries do not pile up unread. */
const MEASURES_KEPT = 1000;

let current: { local: LocalTable; follow: Followers } | null = null;
let botTimer: ReturnType<typeof setTimeout> | undefined;
let saving: Promise<unknown> = Promise.resolve();

const post = (m: FromWorker) => self.postMessage(m);
const wire = (m: unknown) => post({ kind: 'wire', text: JSON.stringify(m) });

const newToken = (): string =>
  [...crypto.getRandomValues(new Uint8Array(24))].map((b) => b.toString(16).padStart(2, '0')).join('');

function save(local: LocalTable): void {
  const snapshot = local.snapshot();
  saving = saving.then(() => saveTable(snapshot)).catch(() => undefined);
}

/** After a change: save, and let the next bot move after its pause. */
function changed(): void {
  if (!current) return;
  save(current.local);
  clearTimeout(botTimer);
  if (!current.local.nextBot()) return;
  const here = current;
  botTimer = setTimeout(() => {
    if (current !== here) return;
    const { local, follow } = here;
    const rng = new Rng(`${local.snapshot().seed}:bot:${local.table.version}`);
    if (local.playBot(rng, BOT_MS)) {
      timed(local);
      for (const s of states(local, follow)) wire(s);
    }
    changed();
  }, BOT_PAUSE_MS);
}

/** The decision just made as a `performance.measure`, with its game, level, phase and budget. */
function timed(local: LocalTable): void {
  const d = local.lastBot;
  if (!d) return;
  if (performance.getEntriesByName(MEASURE).length >= MEASURES_KEPT) performance.clearMeasures(MEASURE);
  performance.measure(MEASURE, {
    start: d.start,
    end: d.end,
    detail: {
      game: local.table.game.id,
      level: d.level,
      phase: d.phase,
      budgetMs: BOT_MS,
      over: local.table.isOver(),
    },
  });
}

function onWire(text: string): void {
  if (!current) {
    let m: { type?: string; id?: number } = {};
    try {
      m = JSON.parse(text);
    } catch {
      // Answered as any unknown message below.
    }
    // Before a table is open only `hello` makes sense: it knows no seats yet.
    if (m.type === 'hello') wire({ type: 'welcome', id: m.id, protocol: 1, seats: [], unknownTokens: [] });
    else wire({ type: 'error', id: m.id, code: 'no-table', message: 'no table is open here' });
    return;
  }
  const before = current.local.table.version;
  const a = answer(current.local, current.follow, text, { newToken, hintMs: HINT_MS });
  wire(a.reply);
  for (const p of a.pushes) wire(p);
  if (a.pushes.length || current.local.table.version !== before) changed();
}

/** A refusal as the HTTP API gives it (an option's error with its own code and parameters). */
function refused(r: TableRefusal): Answer {
  const e = errorReply(r);
  const option = r.code === 'bad-options' ? r.params.optionError : undefined;
  return {
    kind: 'refused',
    status: r.code === 'no-table' ? 404 : 400,
    code: r.code,
    message: e.message,
    ...(option && { rule: option.code, params: option.params }),
  };
}

async function onRequest(m: Exclude<ToWorker, { kind: 'wire' }>): Promise<Answer> {
  switch (m.kind) {
    case 'games':
      return { kind: 'games', games: localGames() };
    case 'options': {
      const r = checkLocalOptions(m.game, m.options);
      return r.ok ? { kind: 'options', ...r.value } : refused(r.error);
    }
    case 'create': {
      const r = LocalTable.create({
        id: `offline-${newToken().slice(0, 12)}`,
        game: m.game,
        options: m.options,
        bots: m.bots,
        seed: m.seed,
        settings: m.settings,
      });
      if (!r.ok) return refused(r.error);
      save(r.value);
      await saving;
      return { kind: 'created', table: r.value.table.info(() => false) };
    }
    case 'take-challenge': {
      const { challenge } = m.entry;
      const r = LocalTable.create({
        id: `offline-${newToken().slice(0, 12)}`,
        game: challenge.game,
        options: { ...challenge.options },
        bots: challengeBots(challenge),
        seed: m.seed,
        challenge: { ...m.entry },
      });
      if (!r.ok) return refused(r.error);
      save(r.value);
      await saving;
      return { kind: 'created', table: r.value.table.info(() => false) };
    }
    case 'mark-challenge': {
      const local =
        current?.local.id === m.tableId ? current.local : await loadTable(m.tableId).then(restored);
      if (!local) return refused(tableRefusal('no-table', { table: m.tableId }));
      local.markChallenge({ submitted: m.submitted, refused: m.refused });
      save(local);
      await saving;
      return { kind: 'marked' };
    }
    case 'kept-challenge': {
      const c = (current?.local.id === m.tableId ? current.local.snapshot() : await loadTable(m.tableId))
        ?.challenge;
      if (!c) return refused(tableRefusal('no-table', { table: m.tableId }));
      const { entryId, token, origin } = c;
      return { kind: 'kept-challenge', entry: { challengeId: c.challenge.id, entryId, token, origin } };
    }
    case 'open': {
      if (current?.local.id !== m.tableId) {
        const saved = await loadTable(m.tableId);
        const r = saved ? LocalTable.restore(saved) : undefined;
        if (!r?.ok) return refused(tableRefusal('no-table', { table: m.tableId }));
        current = { local: r.value, follow: new Followers() };
        changed();
      }
      const t = current.local.table;
      const seats = t.seats.flatMap((s, seat) =>
        s.kind === 'human' && s.tokenHash ? [{ seat, token: s.tokenHash, name: s.name ?? '' }] : [],
      );
      return { kind: 'opened', table: t.info(() => false), seats };
    }
    case 'record': {
      const local = await tableFor(m.tableId);
      if (!local) return refused(tableRefusal('no-table', { table: m.tableId }));
      const r = local.record(m.match);
      return r.ok ? { kind: 'record', record: r.value } : refused(r.error);
    }
    case 'deals': {
      const local = await tableFor(m.tableId);
      if (!local) return refused(tableRefusal('no-table', { table: m.tableId }));
      const r = local.deals(m.match);
      return r.ok ? { kind: 'deals', ...r.value } : refused(r.error);
    }
    case 'deal': {
      const local = await tableFor(m.tableId);
      if (!local) return refused(tableRefusal('no-table', { table: m.tableId }));
      const r = local.deal(m.deal, m.match);
      return r.ok ? { kind: 'deal', deal: r.value } : refused(r.error);
    }
    case 'replay': {
      const local = await tableFor(m.tableId);
      if (!local) return refused(tableRefusal('no-table', { table: m.tableId }));
      const r = local.replay(m.match);
      return r.ok ? { kind: 'replay', steps: r.value } : refused(r.error);
    }
    case 'list': {
      const tables = (await keptTables()).flatMap((s) => {
        const local = restored(s);
        if (!local) return [];
        const t = local.table;
        const c = s.challenge;
        const challenge = c && {
          id: c.challenge.id,
          name: c.challenge.name,
          ...(c.submitted && { submitted: c.submitted }),
          ...(c.refused && { refused: c.refused }),
        };
        // The challenge's match is the first: it is over once a rematch has begun, too.
        const over = t.isOver() || (c !== undefined && t.match > 0);
        return [
          {
            id: s.id,
            game: s.game,
            createdAt: s.createdAt,
            over,
            match: t.match,
            ...(challenge && { challenge }),
          },
        ];
      });
      return { kind: 'list', tables: tables.sort((a, b) => b.createdAt.localeCompare(a.createdAt)) };
    }
  }
}

/**
 * `strong` bots at every place but the person's, as at the server's challenge tables (five
 * entries cover every game: a table reads as many as it has places).
 */
const challengeBots = (c: Challenge): Array<string | null> =>
  Array.from({ length: 5 }, (_, i) => (i === c.seat ? null : c.bots));

/** The table open here, or a kept one rebuilt (a record or a deal of another table). */
async function tableFor(id: string): Promise<LocalTable | undefined> {
  return current?.local.id === id ? current.local : restored(await loadTable(id));
}

function restored(s: Parameters<typeof LocalTable.restore>[0] | undefined): LocalTable | undefined {
  if (!s) return undefined;
  const r = LocalTable.restore(s);
  return r.ok ? r.value : undefined;
}

self.onmessage = (e: MessageEvent<ToWorker>) => {
  const m = e.data;
  if (m.kind === 'wire') {
    onWire(m.text);
    return;
  }
  onRequest(m).then(
    (a) => post({ kind: 'answer', id: m.id, answer: a }),
    (error: Error) =>
      post({
        kind: 'answer',
        id: m.id,
        answer: refused(tableRefusal('server-error', { cause: error.message })),
      }),
  );
};
