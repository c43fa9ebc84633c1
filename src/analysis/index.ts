/**
 * Deal analysis: every card of a finished deal judged double dummy (`stikk analyze`, the deal
 * viewer's review). Pure — no Node imports — so it runs in a browser Web Worker as it does in
 * Node; it searches on the solver of the thread it runs in.
 *
 * API (stable; docs/analysis.md):
 *
 * - `analyzeRecord(raw, { deals?, onCard? })`: a `stikk-record/1` record (parsed JSON) →
 *   `Result<MatchAnalysis, ReplayError>`. The record is replayed and checked first; a bad one
 *   fails with replay's reason. `deals` picks deals by index (all by default), `onCard` sees
 *   each card as it is judged.
 * - `analyzeMatch(game, options, log, { deals?, onCard? })`: the same for a stored match
 *   (`MatchLog`: firstDealer, decks, actions, closed — the table server's shape).
 * - `analyzeContractDeal(played, onCard?)`: one bridge or bondebridge deal as the engine holds
 *   it (`PlayedContractDeal`: the `ContractDeal`, its index, finished, vulnerability) → a
 *   `DealAnalysis`.
 * - `canAnalyze(gameId)`, `ANALYSED_GAMES`: the games covered (bridge, bondebridge).
 *
 * `MatchAnalysis` = `{ game, deals: DealAnalysis[] }`, every deal dealt and acted on, in order.
 * `DealAnalysis` = `{ index, dealer, contract, declarer, passedOut, finished, claimed?,
 * tricksWon, ddTable, vulnerable, par, cards }`; each of `cards` (in the order played, dummy's
 * under dummy's seat) = `{ seat, card, best, value, cost, bestCards }`: `best` the tricks
 * declarer's side takes in the whole deal (tricks won included) with best play from the
 * position before the card, `value` the same after the card, `cost` the tricks the card lost
 * for its own side (0 for a best card), `bestCards` every card that keeps `best` there.
 * A passed-out deal or one whose auction never ended has no cards; a claimed deal ends with
 * the last card played before the claim.
 */
export { analyzeContractDeal, type PlayedContractDeal } from './contract.js';
export {
  ANALYSED_GAMES,
  type AnalyzeOptions,
  analyzeMatch,
  analyzeRecord,
  canAnalyze,
  type MatchLog,
} from './match.js';
export type { CardAnalysis, DealAnalysis, MatchAnalysis, OnCard, Vulnerable } from './types.js';
