export { NO_TRUMP } from './board.js';
export { contractScore, type ParContract, type ParResult, par, type Vulnerability } from './par.js';
export { type Packed, type Position, packPosition, type Seat } from './position.js';
export {
  type CardValue,
  type DdTable,
  ddTable,
  equivalentCards,
  reaches,
  solve,
  solveCards,
  solverNodes,
  type TableJson,
  tableToJson,
  trickWinner,
} from './solve.js';
