import { type BotInput, botInput } from '../bots/bot.js';
import type { Rng } from '../cards/rng.js';
import type { Action, GameId, Seat } from '../engine/game.js';
import type { BotRunner } from './botPool.js';
import { type BotClass, type BotJob, BotScheduler, SCHEDULER_DEFAULTS } from './botScheduler.js';
import type { Table } from './table.js';

export interface BotDriverConfig {
  /**
   * Least time from a change at a table to its bot's move, so that people can follow the play;
   * the bot thinks meanwhile. 0 in tests.
   */
  delayMs: number;
  /** The time budget handed to a bot's `choose` when the server is not busy (less under load). */
  timeMs: number;
}

export interface BotLogger {
  warn(obj: object, msg: string): void;
}

/** A table where a person sits (not a bot standing in) is served before all-bot tables. */
const botClass = (table: Table): BotClass =>
  table.seats.some((s) => s.kind === 'human' && !s.standIn) ? 'person' : 'bots';

/**
 * Plays the seats that bots decide for. One decision per table at a time (queued, thinking or
 * waiting out the delay); the `BotScheduler` shares the runner's workers fairly between
 * tables. When the bot has chosen, the move is made only if the table is still where it was —
 * a seat taken back or an action in between means the bot thinks again.
 */
export class BotDriver {
  private readonly scheduler: BotScheduler;
  /** Decided moves waiting out the rest of the delay. */
  private readonly holds = new Map<string, NodeJS.Timeout>();
  /** When each table last changed (ms): the delay counts from there. */
  private readonly changedAt = new Map<string, number>();
  /** The current request per table: a decision whose table was cancelled meanwhile is dropped. */
  private readonly tickets = new Map<string, object>();
  private readonly rngs = new Map<string, Rng>();
  /**
   * Seats a bot plays one action for, by table: a person's time ran out (the turn timer). Each
   * holds for the turn it was given for (`Table.turnSince`); the person acting first ends it.
   */
  private readonly once = new Map<string, Map<Seat, { level: string; turn: number }>>();
  private stopped = false;

  constructor(
    private readonly cfg: BotDriverConfig,
    private readonly runner: BotRunner,
    private readonly rngFor: (table: Table) => Rng,
    /** Makes a bot's move; `forPerson`: the one action played for a person whose time ran out. */
    private readonly perform: (table: Table, seat: Seat, action: Action, forPerson: boolean) => void,
    private readonly log: BotLogger,
  ) {
    this.scheduler = new BotScheduler(
      { concurrency: runner.concurrency, baseBudgetMs: cfg.timeMs, ...SCHEDULER_DEFAULTS },
      setImmediate,
      (e) => this.log.warn({ err: (e as Error).message }, 'bot decision failed to start'),
    );
  }

  /** The first seat to act that a bot decides for, with that bot's level. */
  private nextBotSeat(table: Table): { seat: Seat; level: string } | undefined {
    for (const seat of table.toAct()) {
      const level = this.levelFor(table, seat);
      if (level) return { seat, level };
    }
    return undefined;
  }

  /** The bot that decides for `seat` now: the seat's own, or one playing a single action for its person. */
  private levelFor(table: Table, seat: Seat): string | undefined {
    const level = table.botFor(seat);
    if (level) return level;
    const once = this.once.get(table.id)?.get(seat);
    if (!once) return undefined;
    if (once.turn === table.turnSince(seat)) return once.level;
    this.dropOnce(table.id, seat);
    return undefined;
  }

  private dropOnce(tableId: string, seat: Seat): void {
    const seats = this.once.get(tableId);
    seats?.delete(seat);
    if (seats && !seats.size) this.once.delete(tableId);
  }

  /** A bot of `level` plays `seat`'s current action, once, for its person (their time ran out). */
  playOnce(table: Table, seat: Seat, level: string): void {
    if (this.stopped) return;
    const seats = this.once.get(table.id) ?? new Map();
    seats.set(seat, { level, turn: table.turnSince(seat) });
    this.once.set(table.id, seats);
    this.request(table);
  }

  /** Called after every change to a table: queues a bot decision if a bot is to act. */
  poke(table: Table): void {
    if (this.stopped) return;
    this.changedAt.set(table.id, Date.now());
    this.request(table);
  }

  private request(table: Table): void {
    if (this.stopped) return;
    if (this.isBusy(table.id)) {
      // A person who sat down while the table waited moves it to the front class.
      this.scheduler.reclass(table.id, botClass(table));
      return;
    }
    if (!this.nextBotSeat(table)) return;
    const ticket = {};
    this.tickets.set(table.id, ticket);
    this.scheduler.request(table.id, botClass(table), (budgetMs, release) =>
      this.think(table, ticket, budgetMs, release),
    );
  }

  private think(table: Table, ticket: object, budgetMs: number, release: () => void): void {
    const next = this.nextBotSeat(table);
    if (this.stopped || this.tickets.get(table.id) !== ticket || !next) {
      release();
      return;
    }
    const { seat, level } = next;
    const rng = this.rngs.get(table.id) ?? this.rngFor(table);
    this.rngs.set(table.id, rng);
    const state = table.state;
    const input = botInput(table.game, table.options, state, seat, rng, budgetMs);
    const version = table.version;
    // The list may be a selection (bridgette's discards when 8 or 12 go): the rules decide.
    const legal = (action: Action) =>
      input.legal.includes(action) || table.game.apply(state, seat, action).ok;
    const decided = (action: Action) => {
      release();
      if (this.stopped || this.tickets.get(table.id) !== ticket) return;
      this.tickets.delete(table.id);
      this.hold(table, () => {
        // Only if nothing happened meanwhile and the bot still decides for that seat.
        if (table.version === version && this.levelFor(table, seat) === level) {
          const forPerson = !table.botFor(seat);
          if (forPerson) this.dropOnce(table.id, seat);
          this.perform(table, seat, action, forPerson);
        } else this.request(table);
      });
    };
    this.runner.choose(table.game.id, level, input).then(
      (action) => {
        if (legal(action)) return decided(action);
        this.log.warn(
          { table: table.id, seat, level, action },
          'bot chose an illegal action; playing a legal one',
        );
        decided(input.legal[0]);
      },
      (e: Error) => {
        // A broken bot must not stall the table.
        this.log.warn({ table: table.id, seat, level, err: e.message }, 'bot failed; playing a legal action');
        decided(input.legal[0]);
      },
    );
  }

  /** Runs `move` once the delay since the table's last change is over. */
  private hold(table: Table, move: () => void): void {
    const wait = (this.changedAt.get(table.id) ?? 0) + this.cfg.delayMs - Date.now();
    if (wait <= 0) {
      move();
      return;
    }
    this.holds.set(
      table.id,
      setTimeout(() => {
        this.holds.delete(table.id);
        move();
      }, wait),
    );
  }

  /**
   * Thinks out something else for a person at a table (a hint) in the bots' own line, in the
   * person class; false when it will not run (stopped, or that key waits already).
   * `dropped`: it was queued but the bots stopped before it started.
   */
  consult(key: string, job: BotJob, dropped?: () => void): boolean {
    return !this.stopped && this.scheduler.request(key, 'person', job, dropped);
  }

  /**
   * Decides for no table (a challenge's "bot" line, ./challenge/botLine.ts) in the all-bots
   * class, so tables where people wait go first; the budget is the input's, less under load.
   * Rejects when the bots have stopped (the server is closing).
   */
  decideAside(key: string, game: GameId, level: string, input: BotInput): Promise<Action> {
    return new Promise((resolve, reject) => {
      const stopped = () => reject(new Error('the bots have stopped'));
      const job: BotJob = (budgetMs, release) => {
        this.runner.choose(game, level, { ...input, timeMs: Math.min(input.timeMs, budgetMs) }).then(
          (action) => {
            release();
            resolve(action);
          },
          (e: Error) => {
            release();
            reject(e);
          },
        );
      };
      if (this.stopped || !this.scheduler.request(key, 'bots', job, stopped)) stopped();
    });
  }

  cancel(tableId: string): void {
    clearTimeout(this.holds.get(tableId));
    this.holds.delete(tableId);
    this.scheduler.withdraw(tableId);
    this.tickets.delete(tableId);
    this.changedAt.delete(tableId);
    this.rngs.delete(tableId);
    this.once.delete(tableId);
  }

  /** True while a bot decision is queued, being thought out or waiting to be played at this table. */
  isBusy(tableId: string): boolean {
    return this.scheduler.has(tableId) || this.holds.has(tableId);
  }

  stop(): void {
    this.stopped = true;
    this.scheduler.stop();
    for (const id of [...this.holds.keys()]) this.cancel(id);
  }
}
