import { SEAT_LETTERS } from '../../cards/hand.js';
import { renderContractView } from '../contract/terminal.js';
import type { BridgeView } from './game.js';

/** Plain-text rendering of a bridge view for the terminal client. */
export function renderView(view: BridgeView): string {
  const board = view.board !== null ? ` · board ${view.board}` : '';
  const round = view.roundDeal !== null ? ` · chicago deal ${view.roundDeal} of 4` : '';
  const header = `Bridge — deal ${view.dealIndex + 1}${board}${round} · dealer ${SEAT_LETTERS[view.dealer]} · vulnerable: ${view.vulnerable}`;
  const extras: string[] = [];
  if (view.games) extras.push(`Rubber: games NS ${view.games.NS}, EW ${view.games.EW}`);
  if (view.partScore) extras.push(`Part-scores: NS ${view.partScore.NS}, EW ${view.partScore.EW}`);
  return renderContractView(view, header, extras);
}
