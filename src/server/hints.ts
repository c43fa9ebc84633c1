/**
 * Hints: what the strong bot would do from a person's seat, and why when it can say it. Only
 * at practice tables (every other place a bot) or where the people agreed (`settings.hints`),
 * only for a seat whose turn it is, and only from that seat's view: the bot gets what a bot
 * playing that seat would get, never the full state. The generator is seeded by the view, so
 * that the same view gives the same hint (with a fixed amount of search, always).
 */
import { type BotInput, type BotReason, botInput, type Decision, decide } from '../bots/bot.js';
import { Rng } from '../cards/rng.js';
import { getBot } from '../catalog.js';
import type { AnyGame, Seat } from '../engine/game.js';
import { maskHiddenActions } from '../engine/hiddenActions.js';
import type { BotRunner } from './botPool.js';
import type { BotJob } from './botScheduler.js';
// A cycle with service.ts, used only inside functions: both modules are loaded by then.
import { Refusal } from './service.js';
import type { Table } from './table.js';

/** The levels a hint asks, best first: a game without a strong bot hints with what it has. */
const HINT_LEVELS = ['strong', 'basic', 'random'] as const;

export const hintLevel = (game: AnyGame): string =>
  HINT_LEVELS.find((level) => getBot(game.id, level)) ?? 'random';

/** A table where every place but `place` is a bot: one person practising. */
export const isPractice = (table: Table, place: number): boolean =>
  table.seats.every((s, p) => p === place || s.kind === 'bot');

export const hintsAllowed = (table: Table, place: number): boolean =>
  table.settings.hints || isPractice(table, place);

/**
 * The bot's input for a hint at `seat`: its controller's view, its legal actions, and a
 * generator seeded by what that seat may see (the view and the legal actions as shown to it).
 */
export function hintInput(
  game: AnyGame,
  options: unknown,
  state: unknown,
  seat: Seat,
  search: { timeMs: number; samples?: number },
): BotInput {
  const base = botInput(game, options, state, seat, new Rng(0), search.timeMs);
  const shown = maskHiddenActions(game, state, seat, base.legal).shown;
  const seed = JSON.stringify({ game: game.id, seat, view: base.view, shown });
  return { ...base, rng: new Rng(`hint:${seed}`), samples: search.samples };
}

/** The decision as the seat may see it: an action it cannot see by its `hidden:n` label. */
export function shownDecision(game: AnyGame, state: unknown, seat: Seat, d: Decision): Decision {
  const legal = game.legalActions(state, seat);
  const shown = maskHiddenActions(game, state, seat, legal).shown;
  const i = legal.indexOf(d.action);
  return { ...d, action: i >= 0 ? shown[i] : d.action };
}

/** The hint for `seat` computed here and now (tests and the terminal): as the seat sees it. */
export function hintNow(
  game: AnyGame,
  options: unknown,
  state: unknown,
  seat: Seat,
  search: { timeMs: number; samples?: number },
): Decision {
  const bot = getBot(game.id, hintLevel(game));
  if (!bot) throw new Error(`no bot for ${game.id}`);
  return shownDecision(game, state, seat, decide(bot, hintInput(game, options, state, seat, search)));
}

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
  ask(table: Table, place: number, wanted?: Seat): Promise<HintReply> {
    if (!hintsAllowed(table, place)) {
      throw new Refusal('no-hints', `table ${table.id} has no hints: the people there did not agree to them`);
    }
    if (table.seats[place].standIn) {
      throw new Refusal(
        'not-your-turn',
        `a bot plays for you at table ${table.id}; take the seat back first`,
      );
    }
    if (table.isOver()) throw new Refusal('not-your-turn', `the match at table ${table.id} is over`);
    const mine = table.toAct().filter((s) => table.placeDeciding(s) === place);
    const seat = wanted ?? mine[0];
    if (seat === undefined || !mine.includes(seat)) {
      throw new Refusal('not-your-turn', `hint: it is not ${wanted ?? 'your'} seat's turn to act`);
    }
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

  private think(table: Table, seat: Seat): Promise<HintReply> {
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
            reject(new Refusal('server-error', `the hint failed: ${e.message}`));
          },
        );
      };
      const shuttingDown = () => reject(new Refusal('shutting-down', 'the server is shutting down'));
      if (!this.schedule(`hint:${table.id}:${version}:${seat}`, job, shuttingDown)) shuttingDown();
    });
  }
}
