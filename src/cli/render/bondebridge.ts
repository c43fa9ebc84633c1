import type { BondebridgeView } from '../../games/bondebridge/game.js';
import type { TerminalWords } from '../../words/reference.js';
import { renderContractView, seatLetter } from './contract.js';

/** Plain-text rendering of a bondebridge view for the terminal client. */
export function renderBondebridge(view: BondebridgeView, w: TerminalWords): string {
  const deal = Math.min(view.dealsPlayed + 1, view.matchDeals);
  const header = w.contract.bondebridgeHeader(deal, view.matchDeals, seatLetter(w, view.dealer));
  const extras = view.seating
    ? [w.contract.seating(view.seating.map((p, s) => `${seatLetter(w, s)} ${w.player(p)}`).join(', '))]
    : [];
  return renderContractView(view, w, header, extras);
}
