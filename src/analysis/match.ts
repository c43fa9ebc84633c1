import { err, ok, type Result } from '../cards/result.js';
import type { AnyGame, Seat } from '../engine/game.js';
import { buildRecord } from '../engine/record.js';
import { type GameLookup, type ReplayError, type ReplayStep, replayRecordWith } from '../engine/replay.js';
import { bondebridge } from '../games/bondebridge/game.js';
import { bridge } from '../games/bridge/game.js';
import { analyzeContractDeal, contractDealsOf } from './contract.js';
import { TWO_HAND_ANALYZERS } from './twoHand/analyzers.js';
import type { DealAnalysis, MatchAnalysis, OnCard } from './types.js';

/**
 * How a game's deals are analysed: from the replay's steps (every action with the states
 * around it), the analyses of the deals `wanted` lets through, in match order.
 */
type Analyzer = (
  game: AnyGame,
  steps: readonly ReplayStep[],
  wanted: (index: number) => boolean,
  onCard?: OnCard,
) => DealAnalysis[];

const contractAnalyzer: Analyzer = (game, steps, wanted, onCard) =>
  contractDealsOf(game, steps)
    .filter((d) => wanted(d.index))
    .map((d) => analyzeContractDeal(d, onCard));

/** The games with a solver for their play, each with its analyzer. */
const ANALYZERS: ReadonlyMap<string, { game: AnyGame; analyze: Analyzer }> = new Map([
  [bridge.id, { game: bridge as AnyGame, analyze: contractAnalyzer }],
  [bondebridge.id, { game: bondebridge as AnyGame, analyze: contractAnalyzer }],
  ...TWO_HAND_ANALYZERS,
]);

const GAMES: GameLookup = new Map([...ANALYZERS].map(([id, a]) => [id, a.game]));

/** Ids of the games `analyzeRecord` covers, in catalog order. */
export const ANALYSED_GAMES: readonly string[] = [...ANALYZERS.keys()];

export const canAnalyze = (gameId: string): boolean => ANALYZERS.has(gameId);

export interface AnalyzeOptions {
  /** Only these deals (by `DealAnalysis.index`); all when absent. The replay itself is cheap. */
  deals?: readonly number[];
  /** Called after each card is judged (progress for a viewer). */
  onCard?: OnCard;
}

/**
 * Analyses a `stikk-record/1` record (parsed JSON) of a game `canAnalyze` covers: the record is
 * replayed and checked action by action first, so a bad record fails with replay's reason
 * (and the index of the action it blames) before any search starts.
 */
export function analyzeRecord(
  raw: unknown,
  options: AnalyzeOptions = {},
): Result<MatchAnalysis, ReplayError> {
  const steps: ReplayStep[] = [];
  const replayed = replayRecordWith(GAMES, raw, (s) => steps.push(s));
  if (!replayed.ok) return replayed;
  const game = replayed.value.game;
  const wanted = options.deals ? new Set(options.deals) : null;
  const deals = ANALYZERS.get(game.id)!.analyze(game, steps, (i) => !wanted || wanted.has(i), options.onCard);
  return ok({ game: game.id, deals });
}

/** A stored match (a table's log): its first dealer, decks and actions as a record holds them. */
export interface MatchLog {
  firstDealer: Seat;
  decks: string[][];
  actions: Array<[Seat, string]>;
  closed?: boolean;
}

/** `analyzeRecord` for a match given as game, options (parsed) and log, as the table server stores it. */
export function analyzeMatch(
  game: AnyGame,
  options: unknown,
  log: MatchLog,
  analyzeOptions: AnalyzeOptions = {},
): Result<MatchAnalysis, ReplayError> {
  if (!canAnalyze(game.id)) return err({ message: `${game.id} has no double-dummy analysis` });
  return analyzeRecord(buildRecord(game, options, log), analyzeOptions);
}
