import { SEAT_LETTERS } from '../../cards/hand.js';
import { renderContractView } from '../contract/terminal.js';
import type { BondebridgeView } from './game.js';

/** Plain-text rendering of a bondebridge view for the terminal client. */
export function renderView(view: BondebridgeView): string {
  const deal = Math.min(view.dealsPlayed + 1, view.matchDeals);
  const header = `Bondebridge — deal ${deal} of ${view.matchDeals} · dealer ${SEAT_LETTERS[view.dealer]}`;
  const extras = view.seating
    ? [`Seating: ${view.seating.map((p, s) => `${SEAT_LETTERS[s]} player ${p}`).join(', ')}`]
    : [];
  return renderContractView(view, header, extras);
}
