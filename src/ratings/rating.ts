/**
 * A player's skill as openskill's Weng–Lin estimate (docs/decisions.md, "Ratings"): a normal
 * belief with mean `mu` and spread `sigma`, on openskill's own scale (a new player is 25 ± 25/3).
 * Ratings are stored and updated on that scale; people see `display` and `uncertainty`.
 */
export interface Rating {
  readonly mu: number;
  readonly sigma: number;
}

/**
 * openskill's options for every update: its defaults (Plackett–Luce, mu 25, sigma 25/3,
 * beta 25/6, tau 25/300) with `limitSigma`, so that a match never makes a rating less certain
 * — tau still widens the belief inside the update, which keeps mu free to move after many
 * matches, but the sigma that comes out is at most the sigma that went in.
 */
export const RATING_OPTIONS = { limitSigma: true } as const;

/** openskill's prior for a new player, written out so that reading ratings never loads the library (`rate.ts` does). */
const NEW_MU = 25;
const NEW_SIGMA = NEW_MU / 3;

/** A player who has played no rated match. */
export const newRating = (): Rating => ({ mu: NEW_MU, sigma: NEW_SIGMA });

/** Display points per unit of openskill's scale: beta (25/6) becomes about 100 points. */
export const DISPLAY_SCALE = 25;
/** The display of openskill's conservative estimate 0 (`mu − 3·sigma` of a new player). */
export const DISPLAY_BASE = 1000;

/**
 * The number people see: the conservative estimate `mu − 3·sigma` (the skill is above it with
 * about 99.7% certainty), so a rating earned by luck in a few matches does not top a list.
 * A new player shows 1000; as sigma shrinks an average player settles near 1500 and the number
 * rises even through some losses at first — documented, as openskill's README warns. 25 points
 * per unit make 200 points between settled players about 3 to 1 odds, close to Elo's habit.
 */
export const display = (r: Rating): number => Math.round(DISPLAY_BASE + DISPLAY_SCALE * (r.mu - 3 * r.sigma));

/**
 * The ± shown beside it: two sigmas on the display scale (about 95% of the belief lies within
 * mu ± 2·sigma). A new player shows ±417; it shrinks as matches are rated, telling a settled
 * number from a provisional one.
 */
export const uncertainty = (r: Rating): number => Math.round(DISPLAY_SCALE * 2 * r.sigma);
