import type { BridgeView } from '../../games/bridge/game.js';
import type { TerminalWords } from '../../words/reference.js';
import { renderContractView, seatLetter, sideLabels } from './contract.js';

/** Plain-text rendering of a bridge view for the terminal client. */
export function renderBridge(view: BridgeView, w: TerminalWords): string {
  const details =
    (view.board !== null ? w.contract.board(view.board) : '') +
    (view.roundDeal !== null ? w.contract.chicagoDeal(view.roundDeal) : '');
  const vulnerable = w.contract.vulnerability[view.vulnerable] ?? view.vulnerable;
  const header = w.contract.bridgeHeader(view.dealIndex + 1, details, seatLetter(w, view.dealer), vulnerable);
  const extras: string[] = [];
  if (view.games) extras.push(w.contract.rubber(view.games.NS, view.games.EW, ...sideLabels(w)));
  if (view.partScore)
    extras.push(w.contract.partScores(view.partScore.NS, view.partScore.EW, ...sideLabels(w)));
  return renderContractView(view, w, header, extras);
}
