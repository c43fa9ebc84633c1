import { boardFromDeal, boardToGame, type DealExport } from './board.js';
import { makePbn } from './pbn.js';

export {
  type Board,
  boardFromDeal,
  boardToGame,
  type DealExport,
  parseVulnerable,
  readBoard,
  type Vulnerability,
} from './board.js';
export { makePbn, type PbnGame, type PbnTag, parsePbn, tagOf, tagValue } from './pbn.js';

/** PBN text for played deals given as plain data (the records integration builds on this). */
export const exportPbn = (deals: readonly DealExport[]): string =>
  makePbn(deals.map((d) => boardToGame(boardFromDeal(d))));
