import { botInput } from '../bots/bot.js';
import type { Rng } from '../cards/rng.js';
import type { Action, Seat } from '../engine/game.js';
import type { BotRunner } from './botPool.js';
import type { Table } from './table.js';

export interface BotDriverConfig {
  /** Pause before a bot acts, so that people can follow the play; 0 in tests. */
  delayMs: number;
  /** The time budget handed to a bot's `choose`. */
  timeMs: number;
}

export interface BotLogger {
  warn(obj: object, msg: string): void;
}

/**
 * Plays the seats that bots decide for. One move per table at a time (waiting or thinking);
 * when the bot has chosen, the move is made only if the table is still where it was — a seat
 * taken back or an action in between means the bot thinks again.
 */
export class BotDriver {
  private readonly busy = new Map<string, NodeJS.Timeout | NodeJS.Immediate | 'thinking'>();
  private readonly rngs = new Map<string, Rng>();
  private stopped = false;

  constructor(
    private readonly cfg: BotDriverConfig,
    private readonly runner: BotRunner,
    private readonly rngFor: (table: Table) => Rng,
    private readonly perform: (table: Table, seat: Seat, action: Action) => void,
    private readonly log: BotLogger,
  ) {}

  /** The first seat to act that a bot decides for, with that bot's level. */
  private nextBotSeat(table: Table): { seat: Seat; level: string } | undefined {
    for (const seat of table.toAct()) {
      const level = table.botFor(seat);
      if (level) return { seat, level };
    }
    return undefined;
  }

  /** Called after every change to a table: schedules a bot move if a bot is to act. */
  poke(table: Table): void {
    if (this.stopped || this.busy.has(table.id) || !this.nextBotSeat(table)) return;
    const fire = () => {
      this.busy.delete(table.id);
      this.move(table);
    };
    this.busy.set(table.id, this.cfg.delayMs > 0 ? setTimeout(fire, this.cfg.delayMs) : setImmediate(fire));
  }

  private move(table: Table): void {
    if (this.stopped) return;
    const next = this.nextBotSeat(table);
    if (!next) return;
    const { seat, level } = next;
    const rng = this.rngs.get(table.id) ?? this.rngFor(table);
    this.rngs.set(table.id, rng);
    const input = botInput(table.game, table.options, table.state, seat, rng, this.cfg.timeMs);
    const version = table.version;
    this.busy.set(table.id, 'thinking');
    const done = (action: Action) => {
      this.busy.delete(table.id);
      if (this.stopped) return;
      // Only if nothing happened meanwhile and the bot still decides for that seat.
      if (table.version === version && table.botFor(seat) === level) this.perform(table, seat, action);
      else this.poke(table);
    };
    this.runner.choose(table.game.id, level, input).then(
      (action) => {
        if (input.legal.includes(action)) return done(action);
        this.log.warn(
          { table: table.id, seat, level, action },
          'bot chose an illegal action; playing a legal one',
        );
        done(input.legal[0]);
      },
      (e: Error) => {
        // A broken bot must not stall the table.
        this.log.warn({ table: table.id, seat, level, err: e.message }, 'bot failed; playing a legal action');
        done(input.legal[0]);
      },
    );
  }

  cancel(tableId: string): void {
    const t = this.busy.get(tableId);
    if (t && t !== 'thinking') {
      clearTimeout(t as NodeJS.Timeout);
      clearImmediate(t as NodeJS.Immediate);
    }
    this.busy.delete(tableId);
    this.rngs.delete(tableId);
  }

  /** True while a bot move is waiting or being thought out at this table. */
  isBusy(tableId: string): boolean {
    return this.busy.has(tableId);
  }

  stop(): void {
    this.stopped = true;
    for (const id of [...this.busy.keys()]) this.cancel(id);
  }
}
