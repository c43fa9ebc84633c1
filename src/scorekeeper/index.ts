/** The score keeper for games played with real cards: pure sheet models, no framework. */
export type { BondebridgeEntry, BondebridgeUpcoming } from './bondebridge.js';
export { tricksAfterRevokes } from './bondebridge.js';
export type { BondtolvaEntry, BondtolvaUpcoming, DeclarationEntry } from './bondtolva.js';
export type { BridgeEntry, BridgeUpcoming, HonoursEntry } from './bridge.js';
export type { BridgetteEntry, BridgetteUpcoming } from './bridgette.js';
export type { CsvWords } from './csvWords.js';
export type { KeeperError, KeeperErrorCode, KeeperParams } from './errors.js';
export { csvField, parseSheetJson, sheetToCsv, sheetToJson } from './export.js';
export type { SelbuEntry, SelbuTrump, SelbuUpcoming } from './selbu.js';
export { forbiddenDealerBid, SELBU_TRUMPS, selbuBidProblem } from './selbu.js';
export type { ComputedSheet, NewSheetInput, Sheet, Upcoming } from './sheet.js';
export {
  addEntry,
  computeSheet,
  newSheet,
  playerCount,
  removeEntry,
  replaceEntry,
  SHEET_FORMAT,
  SHEET_RULES,
  setClosed,
} from './sheet.js';
