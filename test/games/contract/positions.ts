import { Rng } from '../../../src/cards/rng.js';
import { withoutClaims } from '../../../src/engine/claim.js';
import type { AnyGame } from '../../../src/engine/game.js';
import { Match, shuffledDecks } from '../../../src/engine/match.js';
import type { ContractView } from '../../../src/games/contract/contractGame.js';

/** Random play to a point where declarer's side is to play: the state, or null when the deal ended first. */
export function declarerTurn(game: AnyGame, options: unknown, seed: number, cards: number): unknown {
  const rng = new Rng(`claim-view:${seed}`);
  let m = Match.start(game, options, seed % 4);
  const dealt = m.dealIfNeeded(shuffledDecks(game.pack(options), rng));
  if (!dealt.ok) throw new Error(dealt.error.message);
  m = dealt.value;
  let played = 0;
  while (!m.needsDeck && !m.isOver) {
    const seat = m.toAct[0];
    const v = game.view(m.state, seat) as ContractView;
    const legal = game.legalActions(m.state, seat);
    if (v.phase === 'play' && played >= cards && legal.some((a: string) => a.startsWith('claim:')))
      return m.state;
    // A quick auction: the first caller bids 1 of a random strain, the others pass.
    const bid = legal.filter((a: string) => /^1/.test(a));
    const action =
      v.phase === 'auction' ? (v.calls.length === 0 ? rng.pick(bid) : 'P') : rng.pick(withoutClaims(legal));
    if (v.phase === 'play') played++;
    const r = m.act(seat, action);
    if (!r.ok) throw new Error(r.error.message);
    m = r.value;
  }
  return null;
}
