/**
 * "The bot"'s line: the bots play the challenge's boards in the person's seat too, once per
 * challenge, in the background, and the result is stored (the first one stored is kept, should
 * two processes of a cluster compute it at once). It is the same match the CLI plays for
 * `stikk challenge` (src/sim/match.ts), deciding on the server's bot workers in the all-bots
 * class of the bots' scheduler, so it never holds up a table where a person waits.
 */
import type { BotInput } from '../../bots/bot.js';
import { CHALLENGE_BOTS, type Challenge } from '../../challenge/boards.js';
import type { Action, AnyGame, MatchResult } from '../../engine/game.js';
import { playSimMatch } from '../../sim/match.js';
import { challengeDeckSource, challengeOptions } from './deals.js';
import type { ChallengeStore } from './store.js';

/** Decides one action aside from the tables (the bot driver's `decideAside`). */
export type DecideAside = (key: string, game: AnyGame, level: string, input: BotInput) => Promise<Action>;

export interface BotLineLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export class BotLines {
  /** Lines being computed here, by challenge. */
  private readonly running = new Map<string, Promise<void>>();
  private stopped = false;

  constructor(
    private readonly store: ChallengeStore,
    private readonly games: ReadonlyMap<string, AnyGame>,
    private readonly decide: DecideAside,
    /** A bot's thinking time per decision of the line (ms). */
    private readonly botMs: number,
    private readonly log: BotLineLog,
  ) {}

  /** The stored line's result, or undefined while it is not computed yet. */
  async line(challengeId: string): Promise<MatchResult | undefined> {
    const text = await this.store.botLine(challengeId);
    return text === undefined ? undefined : (JSON.parse(text) as MatchResult);
  }

  /** Starts computing the line unless it is stored or under way; resolves once it is stored (or failed). */
  ensure(challenge: Challenge): Promise<void> {
    const under = this.running.get(challenge.id);
    if (under) return under;
    const run = this.compute(challenge)
      .catch((e) =>
        this.log.error({ challenge: challenge.id, err: (e as Error).stack ?? String(e) }, 'bot line failed'),
      )
      .finally(() => this.running.delete(challenge.id));
    this.running.set(challenge.id, run);
    return run;
  }

  /** No new decisions: a line cut short by the stop is not stored. */
  stop(): void {
    this.stopped = true;
  }

  private async compute(challenge: Challenge): Promise<void> {
    if (this.stopped || (await this.store.botLine(challenge.id)) !== undefined) return;
    const game = this.games.get(challenge.game);
    if (!game) return;
    const options = challengeOptions(game, challenge);
    const seats = game.seatCount(options);
    const started = Date.now();
    const key = `challenge-bot:${challenge.id}`;
    // Once stopping, a decision never comes: the line waits forever instead of racing to its
    // end on fallback moves (it would not be stored anyway), and nothing holds the process.
    const never = () => new Promise<never>(() => undefined);
    const decide = (input: BotInput): Promise<Action> =>
      this.stopped
        ? never()
        : this.decide(key, game, CHALLENGE_BOTS, input).catch((e: unknown) => {
            if (this.stopped) return never();
            throw e;
          });
    const played = await playSimMatch(
      game,
      options,
      { seed: `${challenge.deals.seed}:bot-line`, match: 0, rotation: 0 },
      Array.from({ length: seats }, () => 0),
      [decide],
      {
        timeMs: this.botMs,
        deals: { decks: challengeDeckSource(challenge, game, options), firstDealer: challenge.firstDealer },
      },
    );
    // A decision refused by a stopping server was replaced by a legal one: not the bots' play.
    if (this.stopped || !played.result.finished) return;
    await this.store.saveBotLine(challenge.id, JSON.stringify(played.result), Date.now());
    this.log.info(
      { challenge: challenge.id, ms: Date.now() - started, fallbacks: played.fallbacks },
      'bot line computed',
    );
  }
}
