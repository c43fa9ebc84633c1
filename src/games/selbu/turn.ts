import type { Seat } from '../../engine/game.js';
import { biddersToAct } from './bidding.js';
import { playerToAct } from './play.js';
import type { SelbuState } from './state.js';

/** The seats that must act now: several at once while simultaneous bids are outstanding. */
export function seatsToAct(state: SelbuState): Seat[] {
  if (state.phase === 'bidding' || state.phase === 'hook') return biddersToAct(state);
  if (state.phase === 'play') return [playerToAct(state)];
  return [];
}
