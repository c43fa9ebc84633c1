/**
 * `npm run bench`: random playouts per second through the engine's public API — a full deal
 * (auction and every card) chosen uniformly among the legal actions (claims left out), for every game.
 */
import { Rng } from '../cards/rng.js';
import { allGames } from '../catalog.js';
import { withoutClaims } from '../engine/claim.js';
import type { AnyGame } from '../engine/game.js';
import { Match, shuffledDecks } from '../engine/match.js';

function playoutsPerSecond(
  game: AnyGame,
  seconds: number,
): { deals: number; actions: number; perSecond: number } {
  const options = game.defaultOptions;
  const rng = new Rng(`bench:${game.id}`);
  const decks = shuffledDecks(game.pack(options), rng);
  let deals = 0;
  let actions = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  while (performance.now() < deadline) {
    const dealt = Match.start(game, options, 0).dealIfNeeded(decks);
    if (!dealt.ok) throw new Error(dealt.error.message);
    let match = dealt.value;
    const dealsBefore = game.result(match.state).deals.length;
    // One deal: until the result gains a deal (a thrown-in deal counts as played out too).
    while (!match.needsDeck && !match.isOver) {
      const seat = match.toAct[0];
      // Claims end deals early: leave them out so that a playout is a full deal.
      const legal = withoutClaims(game.legalActions(match.state, seat));
      const next = match.act(seat, legal[rng.int(legal.length)]);
      if (!next.ok) throw new Error(next.error.message);
      match = next.value;
      actions++;
    }
    if (game.result(match.state).deals.length > dealsBefore || match.isOver) deals++;
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
