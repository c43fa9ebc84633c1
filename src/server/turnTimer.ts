/**
 * When each person's turn began, and the turn timer (`settings.turnTimer`): when a person's time
 * for an action runs out, a bot plays that one action for them. The engine knows no clocks; the
 * server keeps them here, in memory only (docs/server.md, "Turn timer").
 *
 * A turn is a seat that a person (not a bot, not a bot standing in) must act for; it begins
 * when the seat comes to act, its legal actions change or it acts again (`Table.turnSince`),
 * so another seat's simultaneous bid does not restart it. The timer stands still while no person at the
 * table is connected: nobody waits then, and a table everyone left is not played out by bots.
 */
import type { Seat } from '../engine/game.js';
import type { TableInfo, TurnInfo } from '../protocol/index.js';
import type { Table } from './table.js';

/** The time the server reads and waits for; tests pass one they move by hand. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const h = setTimeout(fn, ms);
    // A pending turn must not keep a stopping process alive.
    h.unref();
    return h;
  },
  clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
};

interface Turn {
  /** `Table.turnSince(seat)` when it began: a new value is a new turn. */
  key: number;
  startedAt: number;
  deadline?: number;
  handle?: unknown;
  /** The time ran out and a bot was asked to act. */
  expired?: boolean;
}

interface TableTurns {
  turns: Map<Seat, Turn>;
  /** Per place: how often a bot acted for them because their time ran out, in `match`. */
  timedOut: Map<number, number>;
  match: number;
}

export interface TurnClockHooks {
  /** True while some person seated at the table is connected (someone waits). */
  someoneHere(table: Table): boolean;
  /** A person's time for `seat` ran out: let a bot play that one action. */
  expired(table: Table, seat: Seat): void;
}

export class TurnClock {
  private readonly tables = new Map<string, TableTurns>();

  constructor(
    private readonly clock: Clock,
    private readonly hooks: TurnClockHooks,
    /** Tests only: every table's turn time is multiplied by this (the settings stay 30/60/120). */
    private readonly scale = 1,
  ) {}

  /** The whole time for one action at this table (ms); 0: no timer. */
  limitMs(table: Table): number {
    return Math.round(table.settings.turnTimer * 1000 * this.scale);
  }

  /** After every change at a table (an action, a seat, a connection): starts and ends turns. */
  update(table: Table): void {
    const entry = this.entry(table);
    const now = this.clock.now();
    const people = new Set(personTurns(table));
    const limit = people.size && this.hooks.someoneHere(table) ? this.limitMs(table) : 0;
    for (const [seat, turn] of entry.turns) {
      if (people.has(seat) && turn.key === table.turnSince(seat)) continue;
      this.clock.clearTimeout(turn.handle);
      entry.turns.delete(seat);
    }
    for (const seat of people) {
      let turn = entry.turns.get(seat);
      if (!turn) {
        turn = { key: table.turnSince(seat), startedAt: now };
        entry.turns.set(seat, turn);
      }
      if (!limit && turn.handle !== undefined) {
        // Everyone left: the clock stops; it starts again with the full time.
        this.clock.clearTimeout(turn.handle);
        turn.handle = undefined;
        turn.deadline = undefined;
      } else if (limit && turn.deadline === undefined && !turn.expired) {
        this.start(table, seat, turn, now + limit);
      }
    }
    if (!entry.turns.size && !entry.timedOut.size) this.tables.delete(table.id);
  }

  private start(table: Table, seat: Seat, turn: Turn, deadline: number): void {
    turn.deadline = deadline;
    turn.handle = this.clock.setTimeout(() => {
      if (this.tables.get(table.id)?.turns.get(seat) !== turn) return;
      turn.handle = undefined;
      turn.expired = true;
      this.hooks.expired(table, seat);
    }, deadline - this.clock.now());
  }

  /** A bot acted for `place` because their time ran out. */
  markTimedOut(table: Table, place: number): void {
    const entry = this.entry(table);
    entry.timedOut.set(place, (entry.timedOut.get(place) ?? 0) + 1);
  }

  /** How long the person at `place` has been to act (ms); undefined when they are not to act. */
  waitedMs(table: Table, place: number): number | undefined {
    const now = this.clock.now();
    let longest: number | undefined;
    for (const [seat, turn] of this.tables.get(table.id)?.turns ?? []) {
      if (table.placeDeciding(seat) !== place) continue;
      longest = Math.max(longest ?? 0, now - turn.startedAt);
    }
    return longest;
  }

  /** `info` with the turns (time waited, time left) and the timed-out marks, as of now. */
  decorate(table: Table, info: TableInfo): TableInfo {
    const entry = this.tables.get(table.id);
    if (!entry || entry.match !== table.match) return info;
    const now = this.clock.now();
    const limit = this.limitMs(table);
    const turns: TurnInfo[] = [...entry.turns]
      .sort(([a], [b]) => a - b)
      .map(([seat, turn]) => ({
        seat,
        place: table.placeDeciding(seat),
        waitedMs: now - turn.startedAt,
        ...(turn.expired
          ? { remainingMs: 0, limitMs: limit }
          : turn.deadline !== undefined
            ? { remainingMs: Math.max(0, turn.deadline - now), limitMs: limit }
            : {}),
      }));
    const seats = entry.timedOut.size
      ? info.seats.map((s) => {
          const n = entry.timedOut.get(s.seat);
          return n ? { ...s, timedOut: n } : s;
        })
      : info.seats;
    return { ...info, seats, ...(turns.length ? { turns } : {}) };
  }

  /** The table left memory: its clocks stop. */
  forget(tableId: string): void {
    for (const turn of this.tables.get(tableId)?.turns.values() ?? []) this.clock.clearTimeout(turn.handle);
    this.tables.delete(tableId);
  }

  stop(): void {
    for (const id of [...this.tables.keys()]) this.forget(id);
  }

  /** Tables with a turn or a mark held here (for leak checks). */
  size(): number {
    return this.tables.size;
  }

  private entry(table: Table): TableTurns {
    let entry = this.tables.get(table.id);
    if (entry && entry.match !== table.match) {
      // A new match: the marks of the last one go.
      this.forget(table.id);
      entry = undefined;
    }
    if (!entry) {
      entry = { turns: new Map(), timedOut: new Map(), match: table.match };
      this.tables.set(table.id, entry);
    }
    return entry;
  }
}

/** The seats to act now that a person decides for themselves (no bot, no bot standing in). */
function personTurns(table: Table): Seat[] {
  return table.toAct().filter((seat) => {
    const holder = table.seats[table.placeDeciding(seat)];
    return holder?.kind === 'human' && !holder.standIn;
  });
}
