/**
 * One table played in this browser: a seated match (src/table/) with the catalog's bots, its
 * event log kept as the server keeps its own, so that the table can be saved (IndexedDB),
 * rebuilt after a reload by replaying the log, and its matches written as records. No I/O here:
 * the worker (./worker.ts) stores and sends; tests drive this directly in Node.
 */
import { botInput, decide } from '../../../bots/bot.js';
import { err, ok, type Result } from '../../../cards/result.js';
import type { Rng } from '../../../cards/rng.js';
import { getBot, getGame } from '../../../catalog.js';
import type { Challenge } from '../../../challenge/boards.js';
import type { AnyGame, Seat } from '../../../engine/game.js';
import { peopleCount } from '../../../engine/people.js';
import { buildRecord, type GameRecord } from '../../../engine/record.js';
import { type TableSettings, withDefaultSettings } from '../../../protocol/index.js';
import type { DealReplay, FinishedDeal, ReplayStep } from '../../../protocol/replay.js';
import { finishedDeal, finishedDeals, matchSteps } from '../../../table/finishedDeals.js';
import { matchFromEvents, type StoredEvent } from '../../../table/log.js';
import { type TableRefusal, tableRefusal } from '../../../table/refusals.js';
import { checkLevel } from '../../../table/requests.js';
import { type Change, SeatedMatch } from '../../../table/seatedMatch.js';
import type { SeatRecord } from '../../../table/seats.js';
import { challengeLocalDeals, localDeals } from './deals.js';

/** What is kept of a table: enough to rebuild it exactly (its log replayed through the engine). */
export interface SavedTable {
  id: string;
  game: string;
  /** As a record stores them: only what differs from the defaults. */
  options: Record<string, unknown>;
  seed: string;
  createdAt: string;
  settings: TableSettings;
  /** By place; a person's `tokenHash` is their token itself (nobody else holds this browser's log). */
  seats: SeatRecord[];
  events: StoredEvent[];
  /** A challenge taken offline: its first match is the entry, sent to the server once played. */
  challenge?: KeptChallenge;
}

/** A challenge downloaded to play here, its entry, and what became of the result. */
export interface KeptChallenge {
  challenge: Challenge;
  entryId: string;
  /** The entry's token, as the server gave it (sent with the result). */
  token?: string;
  /** Where the result goes: the server's origin it came from. */
  origin: string;
  /** When the server took the result (ISO), or why it refused it. */
  submitted?: string;
  refused?: string;
}

export interface NewLocalTable {
  id: string;
  game: string;
  options: Record<string, unknown>;
  /** By place: a bot level, or null for a place a person takes. */
  bots: ReadonlyArray<string | null>;
  seed: string;
  settings?: Partial<TableSettings>;
  createdAt?: string;
  challenge?: KeptChallenge;
}

/** The last bot decision `playBot` made: its level, the view's phase, and when it ran (`performance.now()`). */
export interface BotDecision {
  level: string;
  phase: string;
  start: number;
  end: number;
}

export class LocalTable {
  /** Set by `playBot`, for the worker's timing of each decision (docs/web.md, the offline bots' speed). */
  lastBot: BotDecision | undefined;

  private constructor(
    readonly table: SeatedMatch,
    private readonly saved: Omit<SavedTable, 'seats' | 'events'>,
    private readonly events: StoredEvent[],
  ) {}

  static create(init: NewLocalTable): Result<LocalTable, TableRefusal> {
    const game = getGame(init.game);
    if (!game) return err(tableRefusal('no-game', { game: init.game, games: [] }));
    const options = game.parseOptions(init.options);
    if (!options.ok) {
      return err(tableRefusal('bad-options', { message: options.error.message, optionError: options.error }));
    }
    const places = peopleCount(game, options.value);
    const seats: SeatRecord[] = [];
    for (let i = 0; i < places; i++) {
      const level = init.bots[i];
      if (!level) {
        seats.push({ kind: 'free' });
        continue;
      }
      const checked = checkLevel(game.id, level);
      if (!checked.ok) return checked;
      seats.push({ kind: 'bot', level });
    }
    const saved = {
      id: init.id,
      game: game.id,
      options: game.minimizeOptions(options.value) as Record<string, unknown>,
      seed: init.seed,
      createdAt: init.createdAt ?? new Date().toISOString(),
      settings: withDefaultSettings(init.settings),
      ...(init.challenge && { challenge: init.challenge }),
    };
    const local = new LocalTable(LocalTable.seated(game, options.value, saved, seats), saved, []);
    local.commit(local.table.planMatch());
    return ok(local);
  }

  /** Rebuilds a saved table; an error says why the log does not replay. */
  static restore(s: SavedTable): Result<LocalTable, string> {
    const game = getGame(s.game);
    if (!game) return err(`no game ${s.game}`);
    const options = game.parseOptions(s.options);
    if (!options.ok) return err(`options: ${options.error.message}`);
    const { seats, events, ...saved } = s;
    const local = new LocalTable(
      LocalTable.seated(
        game,
        options.value,
        saved,
        seats.map((x) => ({ ...x })),
      ),
      saved,
      [...events],
    );
    const r = local.table.replayLog(events);
    return r.ok ? ok(local) : r;
  }

  private static seated(
    game: AnyGame,
    options: unknown,
    saved: Omit<SavedTable, 'seats' | 'events'>,
    seats: SeatRecord[],
  ): SeatedMatch {
    return new SeatedMatch({
      id: saved.id,
      game,
      options,
      createdAt: saved.createdAt,
      seats,
      settings: saved.settings,
      deals: saved.challenge
        ? challengeLocalDeals(saved.challenge.challenge, saved.seed, game, options)
        : localDeals(saved.seed, game, options),
    });
  }

  get id(): string {
    return this.table.id;
  }

  /** Makes a planned change the table's, its events appended to the log first (as the server does). */
  commit(change: Change): void {
    let seq = this.table.version;
    for (const e of change.events) this.events.push({ ...e, seq: ++seq });
    this.table.commit(change);
  }

  /** The challenge this table plays, if it is one taken offline. */
  get challenge(): KeptChallenge | undefined {
    return this.saved.challenge;
  }

  /** Notes what the server said of the result (the table is saved by the worker after). */
  markChallenge(outcome: { submitted?: string; refused?: string }): void {
    if (this.saved.challenge) Object.assign(this.saved.challenge, outcome);
  }

  /** Everything needed to rebuild the table as it is now. */
  snapshot(): SavedTable {
    return {
      ...this.saved,
      seats: this.table.seats.map((s) => ({ ...s })),
      events: [...this.events],
    };
  }

  /** The record of match `match` (default: the current one) as `stikk-record/1`. */
  record(match = this.table.match): Result<GameRecord, TableRefusal> {
    if (match < 0 || match > this.table.match) {
      return err(tableRefusal('no-table', { table: this.id, match }));
    }
    const events = this.events.filter((e) => e.match === match);
    const finished = match < this.table.match || this.table.isOver();
    const players = finished ? JSON.stringify(this.table.playerNames()) : null;
    const stored = matchFromEvents({ players, finished }, events);
    return ok(buildRecord(this.table.game, this.table.options, stored));
  }

  /** The decks and actions of match `match` (default: the current one), as the server stores them. */
  private matchLog(match = this.table.match) {
    const events = this.events.filter((e) => e.match === match);
    return matchFromEvents(
      { players: null, finished: match < this.table.match || this.table.isOver() },
      events,
    );
  }

  /**
   * The finished deals of match `match` (default: the current one), as the server's
   * `GET /api/tables/:id/deals` lists them; the deal being played is not among them.
   */
  deals(
    match = this.table.match,
  ): Result<{ match: number; over: boolean; deals: FinishedDeal[] }, TableRefusal> {
    if (match < 0 || match > this.table.match)
      return err(tableRefusal('no-table', { table: this.id, match }));
    const log = this.matchLog(match);
    return ok({ match, over: log.finished, deals: finishedDeals(this.table.game, this.table.options, log) });
  }

  /** One finished deal step by step, every hand shown, as `GET /api/tables/:id/deals/:deal` gives it. */
  deal(deal: number, match = this.table.match): Result<DealReplay, TableRefusal> {
    if (match < 0 || match > this.table.match)
      return err(tableRefusal('no-table', { table: this.id, match }));
    const r = finishedDeal(this.table.game, this.table.options, this.matchLog(match), match, deal);
    if (typeof r === 'string')
      return err(tableRefusal('not-over', { reason: r, table: this.id, match, deal }));
    return ok(r);
  }

  /**
   * A finished match step by step, every hand shown, as `GET /api/tables/:id/replay` gives it
   * (default: the current match); refused while it is played, as the server refuses it.
   */
  replay(match = this.table.match): Result<ReplayStep[], TableRefusal> {
    if (match < 0 || match > this.table.match)
      return err(tableRefusal('no-table', { table: this.id, match }));
    const log = this.matchLog(match);
    if (!log.finished)
      return err(tableRefusal('not-over', { reason: 'match-playing', table: this.id, match }));
    return ok(matchSteps(this.table.game, this.table.options, log));
  }

  /** The first seat to act that a bot decides for, with its level. */
  nextBot(): { seat: Seat; level: string } | undefined {
    for (const seat of this.table.toAct()) {
      const level = this.table.botFor(seat);
      if (level) return { seat, level };
    }
    return undefined;
  }

  /**
   * Lets the next bot to act decide, from its seat's view only, within `timeMs`, and plays its
   * action. False when no bot is to act.
   */
  playBot(rng: Rng, timeMs: number): boolean {
    const next = this.nextBot();
    if (!next) return false;
    const start = performance.now();
    const t = this.table;
    const input = botInput(t.game, t.options, t.state, next.seat, rng, timeMs);
    const bot = getBot(t.game.id, next.level);
    let action = input.legal[0];
    try {
      if (bot) action = decide(bot, input).action;
    } catch {
      // A broken bot must not stall the table: it plays a legal action.
    }
    let canonical = t.canonical(next.seat, action);
    if (!canonical.ok) canonical = t.canonical(next.seat, input.legal[0]);
    if (!canonical.ok) throw new Error(`${t.game.id}: no legal action for seat ${next.seat}`);
    const change = t.planAct(next.seat, canonical.value);
    if (!change.ok) throw new Error(`${t.game.id}: ${change.error.message}`);
    this.commit(change.value);
    this.lastBot = { level: next.level, phase: input.view.phase, start, end: performance.now() };
    return true;
  }
}
