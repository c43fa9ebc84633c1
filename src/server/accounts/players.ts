/**
 * The players' side of the table server (`PlayerHooks`): every finished match with a signed-in
 * player goes to their history, a rated one moves everyone's rating for the game, and follows
 * decide who may invite whom.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Place } from '../../ratings/places.js';
import { display, newRating, type Rating } from '../../ratings/rating.js';
import type { MatchJudge } from '../analysisPool.js';
import type { EndedMatch, PlayerHooks } from '../people.js';
import { DD_COST_GAMES } from './ddCosts.js';
import { matchCounts } from './matchCounts.js';
import { matchSummary, placeStandings } from './matchSummary.js';
import type { PlayerStore, RatingChange, StoredPlayerMatch } from './playerStore.js';

/** How often a match is read and written again when another match moved a rating meanwhile. */
const ATTEMPTS = 5;

type Log = Pick<FastifyBaseLogger, 'error' | 'warn'>;

export class Players implements PlayerHooks {
  /** Matches are written one after the other: two ending at once never read the same rating. */
  private queue: Promise<void> = Promise.resolve();

  /** The double-dummy judging of matches kept, one after the other, behind the history. */
  private judging: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: PlayerStore,
    private readonly log: Log,
    /** Judges bridge and bondebridge matches' cards for `ddCostPerCard`; none: the stat stays absent. */
    private readonly judge?: MatchJudge,
  ) {}

  /** Resolves when every match told so far has been kept and judged (tests, and closing). */
  async idle(): Promise<void> {
    await this.queue;
    await this.judging;
  }

  matchEnded(m: EndedMatch): Promise<void> {
    const next = this.queue.then(() => this.record(m));
    // A match that cannot be kept must not stop the table or the matches after it.
    this.queue = next.catch((e) =>
      this.log.error(
        { table: m.tableId, match: m.match, err: (e as Error).stack ?? String(e) },
        'match not kept',
      ),
    );
    return this.queue;
  }

  isFollowing(fromAccountId: string, toAccountId: string): Promise<boolean> {
    return this.store.isFollowing(fromAccountId, toAccountId);
  }

  private async record(m: EndedMatch): Promise<void> {
    const standings = placeStandings(m);
    // One account at two places (an unrated table) keeps the match once, at its first place.
    const places = m.places.flatMap((p, place) =>
      p.accountId !== null && m.places.findIndex((q) => q.accountId === p.accountId) === place
        ? [{ place, accountId: p.accountId }]
        : [],
    );
    if (places.length === 0) return;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const ratings = m.rated && places.length === m.places.length ? await this.newRatings(m) : undefined;
      const rows = places.map(({ place, accountId }): StoredPlayerMatch => {
        const st = standings[place];
        const r = ratings?.[place];
        return {
          accountId,
          tableId: m.tableId,
          match: m.match,
          game: m.game,
          endedAt: m.endedAt,
          rated: m.rated,
          counts: matchCounts(m.result, place, st.rank === 1),
          summary: JSON.stringify(
            matchSummary(m, place, st, r && { before: display(r.before), after: display(r.after) }),
          ),
        };
      });
      const changes = (ratings ?? []).map(
        (r): RatingChange => ({ ...r.change, mu: r.after.mu, sigma: r.after.sigma }),
      );
      const outcome = await this.store.saveMatch(rows, changes);
      if (outcome === 'saved') this.judgeLater(m, places);
      if (outcome !== 'stale') return;
    }
    this.log.warn({ table: m.tableId, match: m.match }, 'ratings kept moving: match not kept');
  }

  /**
   * Judges the match's cards double dummy after it is kept, without holding up the next match's
   * history or rating: the cost per card is a stat, and may come a few seconds later.
   */
  private judgeLater(m: EndedMatch, places: ReadonlyArray<{ place: number; accountId: string }>): void {
    const judge = this.judge;
    if (!judge || !DD_COST_GAMES.includes(m.game)) return;
    this.judging = this.judging.then(async () => {
      try {
        const costs = await judge.judge({ record: m.record, result: m.result, places: m.places.length });
        await this.store.saveDdCosts(
          places.map(({ place, accountId }) => ({
            accountId,
            tableId: m.tableId,
            match: m.match,
            cost: costs[place].cost,
            cards: costs[place].cards,
          })),
        );
      } catch (e) {
        this.log.warn({ table: m.tableId, match: m.match, err: (e as Error).message }, 'match not judged');
      }
    });
  }

  /** Every place's rating before and after a rated match (a first match starts at `newRating`). */
  private async newRatings(m: EndedMatch) {
    const before = await Promise.all(
      m.places.map(async (p) => {
        const stored = (await this.store.ratingsOf(p.accountId as string)).find((r) => r.game === m.game);
        return { rating: (stored ?? newRating()) as Rating, matches: stored?.matches ?? 0 };
      }),
    );
    const seated: Place[] = m.places.map((p) =>
      p.accountId !== null && p.bot === null ? { kind: 'person', account: p.accountId } : { kind: 'guest' },
    );
    // Loaded here, not at start-up: the rating library takes a third of a second to load, which
    // every server start (and every test that starts one) would pay for a match that may never end.
    const { rateTable } = await import('../../ratings/rate.js');
    const after = rateTable(
      m.game,
      seated,
      before.map((b) => b.rating),
      m.result,
    );
    return m.places.map((p, place) => ({
      before: before[place].rating,
      after: after[place],
      change: { accountId: p.accountId as string, game: m.game, matchesBefore: before[place].matches },
    }));
  }
}
