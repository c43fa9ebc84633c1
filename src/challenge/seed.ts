import { err, ok, type Result } from '../cards/result.js';

/** A challenge's day: `YYYY-MM-DD`, a date of the UTC calendar. */
export type ChallengeDate = string;

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The text as a challenge date, or why not (`2026-02-30` is refused, not rolled over to March). */
export function parseChallengeDate(text: string): Result<ChallengeDate, string> {
  const m = DATE_SHAPE.exec(text.trim());
  if (!m) return err(`"${text}" is not a date as YYYY-MM-DD`);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return err(`"${text}" is not a day of the calendar`);
  return ok(m[0]);
}

/** The UTC day of an instant; the caller reads the clock, so this layer stays pure. */
export const challengeDateOf = (instant: Date): ChallengeDate => instant.toISOString().slice(0, 10);

/**
 * 32-bit FNV-1a over the UTF-8 bytes of `text`, as 8 hex digits. Written out here rather than
 * taken from a library because the daily seed is a published rule (docs/challenge.md): any
 * program must be able to compute the same boards, and this hash is a few lines anywhere.
 */
export function fnv1a32(text: string): string {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** The version of the seed rule, part of the hashed text: a new rule must give new boards. */
export const DAILY_SEED_RULE = 'stikk-daily/1';

/**
 * The seed of a game's daily challenge: `daily-<date>-<game>-<hash>`, the hash being `fnv1a32`
 * of `stikk-daily/1|<date>|<game>` (with `|<secret>` appended when there is one). Without a
 * secret anyone can compute a day's boards (the CLI's practice); a server that must keep them
 * unknown until the day passes its own secret.
 */
export function dailySeed(date: ChallengeDate, game: string, secret = ''): string {
  const text = [DAILY_SEED_RULE, date, game, ...(secret ? [secret] : [])].join('|');
  return `daily-${date}-${game}-${fnv1a32(text)}`;
}
