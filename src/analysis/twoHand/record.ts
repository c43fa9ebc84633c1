/** A record's review for the games of this folder: replay (checked by the engine), then review. */
import { err, ok, type Result } from '../../cards/result.js';
import type { AnyGame } from '../../engine/game.js';
import { type ReplayError, type ReplayStep, replayRecordWith } from '../../engine/replay.js';
import { bondtolva } from '../../games/bondtolva/game.js';
import { bridgette } from '../../games/bridgette/game.js';
import { selbu } from '../../games/selbu/game.js';
import { reviewBondtolvaDeals } from './bondtolva.js';
import { reviewBridgetteDeals } from './bridgette.js';
import { reviewSelbuDeals, type SelbuReviewOptions } from './selbu.js';
import type { TwoHandDealReview } from './types.js';

type Reviewer = (steps: readonly ReplayStep[], options: SelbuReviewOptions) => TwoHandDealReview[];

const REVIEWERS: ReadonlyMap<string, { game: AnyGame; review: Reviewer }> = new Map([
  [bridgette.id, { game: bridgette as AnyGame, review: reviewBridgetteDeals }],
  [bondtolva.id, { game: bondtolva as AnyGame, review: reviewBondtolvaDeals }],
  [selbu.id, { game: selbu as AnyGame, review: reviewSelbuDeals }],
]);

export const TWO_HAND_GAMES: readonly string[] = [...REVIEWERS.keys()];

export function reviewTwoHandRecord(
  raw: unknown,
  options: SelbuReviewOptions = {},
): Result<{ game: string; deals: TwoHandDealReview[] }, ReplayError> {
  const steps: ReplayStep[] = [];
  const games = new Map([...REVIEWERS].map(([id, r]) => [id, r.game]));
  const replayed = replayRecordWith(games, raw, (s) => steps.push(s));
  if (!replayed.ok) return replayed;
  const id = replayed.value.game.id;
  const reviewer = REVIEWERS.get(id);
  if (!reviewer) return err({ message: `${id} has no two-hand review` });
  return ok({ game: id, deals: reviewer.review(steps, options) });
}
