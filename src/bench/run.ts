/**
 * `npm run bench`: random playouts per second through the engine's public API — a full deal
 * (auction and every card) chosen uniformly among the legal actions, for every game.
 */

import { Rng, shuffleDeck } from '../cards/rng.js';
import { allGames } from '../catalog.js';
import type { AnyGame } from '../engine/game.js';

function playoutsPerSecond(
  game: AnyGame,
  seconds: number,
): { deals: number; actions: number; perSecond: number } {
  const options = game.defaultOptions;
  const rng = new Rng(`bench:${game.id}`);
  let deals = 0;
  let actions = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  while (performance.now() < deadline) {
    let state = game.newMatch(options, 0);
    const r = game.deal(state, shuffleDeck(game.pack(options), rng));
    if (!r.ok) throw new Error(r.error);
    state = r.value;
    const dealsBefore = game.result(state).deals.length;
    // One deal: until the result gains a deal (a thrown-in deal counts as played out too).
    while (!game.needsDeck(state) && !game.isOver(state)) {
      const seat = game.toAct(state)[0];
      const legal = game.legalActions(state, seat);
      const next = game.apply(state, seat, legal[rng.int(legal.length)]);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
      actions++;
    }
    if (game.result(state).deals.length > dealsBefore || game.isOver(state)) deals++;
  }
  const elapsed = (performance.now() - start) / 1000;
  return { deals, actions, perSecond: deals / elapsed };
}

const seconds = Number(process.env.STIKK_BENCH_SECONDS ?? '3');
console.log(`random playouts of one full deal through the Game API (${seconds} s each, one core)`);
for (const game of allGames()) {
  const r = playoutsPerSecond(game, seconds);
  console.log(
    `${game.id.padEnd(12)} ${r.perSecond.toFixed(0).padStart(8)} deals/s  ${(r.actions / r.deals).toFixed(1).padStart(6)} actions/deal`,
  );
}
