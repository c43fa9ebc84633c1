/**
 * The server's hints (the rules of who may ask, and the bot's input: src/table/hints.ts):
 * thinking on the bot workers in the bots' own line, one kept answer per table, version and seat.
 */
import type { BotReason, Decision } from '../bots/bot.js';
import type { Seat } from '../engine/game.js';
import { hintInput, hintLevel, hintSeat, shownDecision } from '../table/hints.js';
import type { SeatedMatch } from '../table/seatedMatch.js';
import type { BotRunner } from './botPool.js';
import type { BotJob } from './botScheduler.js';
import { orRefuse, refuse } from './refused.js';

export interface HintReply {
  type: 'hint';
  seat: Seat;
  version: number;
  action: string;
  reason?: BotReason;
}

/**
 * The server's hints: checks who may ask, then thinks on the bot workers in the bots' own line
 * (`schedule`, the person class). One answer per table, version and seat is kept, so asking
 * again (or twice at once) costs nothing and says the same.
 */
export class Hints {
  /** Per table: the hint for its latest version and seat asked (older ones are of no use). */
  private readonly recent = new Map<string, { key: string; answer: Promise<HintReply> }>();

  constructor(
    private readonly runner: BotRunner,
    /**
     * Queues a job with the bots' scheduler; false when it will not run (shutting down).
     * `dropped` is called when a queued job will never start (the server began shutting down).
     */
    private readonly schedule: (key: string, job: BotJob, dropped: () => void) => boolean,
  ) {}

  /** The hint for the seat `place` decides for now (`wanted`, or the first it must act for). */
  ask(table: SeatedMatch, place: number, wanted?: Seat): Promise<HintReply> {
    const seat = orRefuse(hintSeat(table, place, wanted));
    const key = `${table.version}:${seat}`;
    const kept = this.recent.get(table.id);
    if (kept?.key === key) return kept.answer;
    const answer = this.think(table, seat);
    this.recent.set(table.id, { key, answer });
    // A failed hint is not kept: asking again tries again.
    answer.catch(() => {
      if (this.recent.get(table.id)?.answer === answer) this.recent.delete(table.id);
    });
    return answer;
  }

  /** Forgets a table's kept hint (it left memory). */
  forget(tableId: string): void {
    this.recent.delete(tableId);
  }

  private think(table: SeatedMatch, seat: Seat): Promise<HintReply> {
    // Taken now: the table may move on while the hint waits for a worker.
    const { game, options, state, version } = table;
    return new Promise((resolve, reject) => {
      const job: BotJob = (budgetMs, release) => {
        const input = hintInput(game, options, state, seat, { timeMs: budgetMs });
        const level = hintLevel(game);
        const decided: Promise<Decision> = this.runner.decide
          ? this.runner.decide(game.id, level, input)
          : this.runner.choose(game.id, level, input).then((action) => ({ action }));
        decided.then(
          (d) => {
            release();
            const shown = shownDecision(game, state, seat, d);
            resolve({
              type: 'hint',
              seat,
              version,
              action: shown.action,
              ...(d.reason && { reason: d.reason }),
            });
          },
          (e: Error) => {
            release();
            reject(refuse('server-error', { cause: `the hint failed: ${e.message}` }));
          },
        );
      };
      const shuttingDown = () => reject(refuse('shutting-down', {}));
      if (!this.schedule(`hint:${table.id}:${version}:${seat}`, job, shuttingDown)) shuttingDown();
    });
  }
}
