/**
 * Which challenges there are: the daily one of each game and day, computed from the date and the
 * server's secret (stored once, so every process and every restart deal the same boards), and
 * challenges of one's own, kept in the store as their maker's spec.
 */
import { randomBytes } from 'node:crypto';
import type { Result } from '../../cards/result.js';
import {
  type Challenge,
  type ChallengeGame,
  dailyChallenge,
  isChallengeGame,
} from '../../challenge/boards.js';
import { type ChallengeDate, parseChallengeDate } from '../../challenge/seed.js';
import { type ChallengeSpecError, challengeFromSpec } from '../../challenge/spec.js';
import type { ChallengeStore } from './store.js';

/** The store's key of the daily secret. */
export const SECRET_KEY = 'daily-secret';

/** Own challenges' ids: `c-` and 60 random bits, safe in a cookie's name and a path. */
const newChallengeId = (): string => `c-${randomBytes(8).toString('base64url').slice(0, 10)}`;

const DAILY_ID = /^daily-(\d{4}-\d{2}-\d{2})-([a-z]+)$/;

/** The date and game of a daily challenge's id, or undefined for any other id. */
export function dailyOfId(id: string): { date: ChallengeDate; game: ChallengeGame } | undefined {
  const m = DAILY_ID.exec(id);
  if (!m || !isChallengeGame(m[2])) return undefined;
  const date = parseChallengeDate(m[1]);
  return date.ok ? { date: date.value, game: m[2] } : undefined;
}

/** A challenge and where it came from. */
export interface BookEntry {
  challenge: Challenge;
  /** The day of a daily challenge. */
  date?: ChallengeDate;
}

export class ChallengeBook {
  private secretOnce?: Promise<string>;
  /** Challenges never change once made: kept after their first read. */
  private readonly known = new Map<string, BookEntry>();

  constructor(
    private readonly store: ChallengeStore,
    /** `--challenge-secret` / `STIKK_CHALLENGE_SECRET`: replaces the stored one. */
    private readonly secretOverride?: string,
  ) {}

  /** The daily secret: the override, or the one the first process stored (drawn then). */
  secret(): Promise<string> {
    if (this.secretOverride) return Promise.resolve(this.secretOverride);
    this.secretOnce ??= this.store.settingOnce(SECRET_KEY, randomBytes(32).toString('hex')).catch((e) => {
      // A failed read is tried again at the next request.
      this.secretOnce = undefined;
      throw e;
    });
    return this.secretOnce;
  }

  async daily(game: ChallengeGame, date: ChallengeDate): Promise<BookEntry> {
    const id = `daily-${date}-${game}`;
    const kept = this.known.get(id);
    if (kept) return kept;
    const entry = { challenge: dailyChallenge(game, date, await this.secret()), date };
    this.known.set(id, entry);
    return entry;
  }

  /** The challenge of an id: a daily one (any day: the caller decides what a future day shows), or one of one's own. */
  async get(id: string): Promise<BookEntry | undefined> {
    const kept = this.known.get(id);
    if (kept) return kept;
    const daily = dailyOfId(id);
    if (daily) return this.daily(daily.game, daily.date);
    const stored = await this.store.challenge(id);
    if (!stored) return undefined;
    const built = challengeFromSpec(id, JSON.parse(stored.spec));
    // Checked before it was stored; a spec refused now means the rules changed since.
    if (!built.ok) throw new Error(`stored challenge ${id} no longer builds: ${built.error.message}`);
    const entry = { challenge: built.value };
    this.known.set(id, entry);
    return entry;
  }

  /** Makes and stores a challenge of one's own from its maker's spec. */
  async create(spec: unknown, now: number): Promise<Result<Challenge, ChallengeSpecError>> {
    const id = newChallengeId();
    const built = challengeFromSpec(id, spec);
    if (!built.ok) return built;
    const c = built.value;
    await this.store.createChallenge({
      id,
      spec: JSON.stringify(spec),
      opens: c.window.opens,
      closes: c.window.closes,
      createdAt: now,
    });
    this.known.set(id, { challenge: c });
    return built;
  }

  /** Open challenges of one's own at `now`, newest first. */
  async open(now: number, limit: number): Promise<Challenge[]> {
    const rows = await this.store.openChallenges(new Date(now).toISOString(), limit);
    const out: Challenge[] = [];
    for (const r of rows) {
      const e = await this.get(r.id);
      if (e) out.push(e.challenge);
    }
    return out;
  }
}
