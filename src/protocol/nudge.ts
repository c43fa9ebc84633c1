/** When people may nudge one another (no schema here: the web client imports these values). */

/** A person to act for this long may be nudged by the others. */
export const NUDGE_AFTER_MS = 15_000;
/** A person is nudged at most once in this time, by anyone (further nudges: `rate-limited`). */
export const NUDGE_EVERY_MS = 30_000;
