import { Rng } from '../../src/cards/rng.js';
import type { Action, AnyGame } from '../../src/engine/game.js';
import { playMatch } from '../../src/engine/play.js';

/**
 * Every legal action random play offers in `matches` seeded matches of the game (each seat to
 * act picks one at random): the strings a game's action notation must read back as written.
 */
export function offeredActions(
  game: AnyGame,
  options: unknown,
  p: { seed: string; matches: number; maxActions?: number },
): Set<Action> {
  const offered = new Set<Action>();
  for (let m = 0; m < p.matches; m++) {
    const rng = new Rng(`${p.seed}:${m}`);
    playMatch(game, options, {
      rng,
      firstDealer: rng.int(game.seatCount(options)),
      maxActions: p.maxActions,
      choose: (state, seat) => {
        const legal = game.legalActions(state, seat);
        for (const a of legal) offered.add(a);
        return rng.pick(legal);
      },
    });
  }
  return offered;
}
