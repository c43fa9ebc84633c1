import { botInput, getBot } from '../bots/bot.js';
import type { Rng } from '../cards/rng.js';
import type { Action, Seat } from '../engine/game.js';
import type { Table } from './table.js';

export interface BotDriverConfig {
  /** Pause before a bot acts, so that people can follow the play; 0 in tests. */
  delayMs: number;
  /** The time budget handed to a bot's `choose` (bots run on the server's thread). */
  timeMs: number;
}

export interface BotLogger {
  warn(obj: object, msg: string): void;
}

/**
 * Plays the seats that bots decide for. One pending move per table at a time: when it fires
 * it re-reads the table, so a seat taken back or a table changed in between is respected.
 */
export class BotDriver {
  private readonly timers = new Map<string, NodeJS.Timeout | NodeJS.Immediate>();
  private readonly rngs = new Map<string, Rng>();
  private stopped = false;

  constructor(
    private readonly cfg: BotDriverConfig,
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
    if (this.stopped || this.timers.has(table.id) || !this.nextBotSeat(table)) return;
    const fire = () => {
      this.timers.delete(table.id);
      this.move(table);
    };
    this.timers.set(table.id, this.cfg.delayMs > 0 ? setTimeout(fire, this.cfg.delayMs) : setImmediate(fire));
  }

  private move(table: Table): void {
    if (this.stopped) return;
    const next = this.nextBotSeat(table);
    if (!next) return;
    const { seat, level } = next;
    const rng = this.rngs.get(table.id) ?? this.rngFor(table);
    this.rngs.set(table.id, rng);
    const input = botInput(table.game, table.options, table.state, seat, rng, this.cfg.timeMs);
    let action: Action;
    try {
      const bot = getBot(table.game.id, level) ?? getBot(table.game.id, 'random');
      if (!bot) throw new Error(`no bot "${level}" for ${table.game.id}`);
      action = bot.choose(input);
      if (!input.legal.includes(action)) throw new Error(`bot chose an illegal action "${action}"`);
    } catch (e) {
      // A broken bot must not stall the table: fall back to the first legal action.
      this.log.warn(
        { table: table.id, seat, level, err: (e as Error).message },
        'bot failed; playing a legal action',
      );
      action = input.legal[0];
    }
    this.perform(table, seat, action);
  }

  cancel(tableId: string): void {
    const t = this.timers.get(tableId);
    if (t) {
      clearTimeout(t as NodeJS.Timeout);
      clearImmediate(t as NodeJS.Immediate);
    }
    this.timers.delete(tableId);
    this.rngs.delete(tableId);
  }

  stop(): void {
    this.stopped = true;
    for (const id of [...this.timers.keys()]) this.cancel(id);
  }
}
