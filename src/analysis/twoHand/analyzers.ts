/** The analysis core's entries for the games of this folder (../match.ts lists them). */
import type { AnyGame } from '../../engine/game.js';
import type { ReplayStep } from '../../engine/replay.js';
import { bondtolva } from '../../games/bondtolva/game.js';
import { bridgette } from '../../games/bridgette/game.js';
import { selbu } from '../../games/selbu/game.js';
import type { DealAnalysis, OnCard } from '../types.js';
import { reviewBondtolvaDeals } from './bondtolva.js';
import { reviewBridgetteDeals } from './bridgette.js';
import { reviewSelbuDeals } from './selbu.js';
import type { ReviewOptions } from './types.js';

type Reviewer = (steps: readonly ReplayStep[], options: ReviewOptions) => DealAnalysis[];

const entry = (game: AnyGame, review: Reviewer) =>
  [
    game.id,
    {
      game,
      analyze: (
        _game: AnyGame,
        steps: readonly ReplayStep[],
        wanted: (i: number) => boolean,
        onCard?: OnCard,
      ) => review(steps, { wanted, onCard }),
    },
  ] as const;

export const TWO_HAND_ANALYZERS = [
  entry(bridgette as AnyGame, reviewBridgetteDeals),
  entry(bondtolva as AnyGame, reviewBondtolvaDeals),
  entry(selbu as AnyGame, reviewSelbuDeals),
];
