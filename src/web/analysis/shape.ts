/**
 * What the deal viewer shows of an analysis, whatever the game and whichever search made it:
 * per card played its `best`, `value` and `cost` (the shape of `stikk analyze`,
 * ../shared/interfaces.md §4) and the best cards before it; optionally the deal's
 * double-dummy table and par. Pure data: it crosses from the worker to the page.
 */
import type { ReplayStep } from '../net/types.js';

/** One card played, as the analysis saw it. */
export interface CardReview {
  seat: number;
  card: string;
  /** What `side` takes in the whole deal with best play from the position before this card. */
  best: number;
  /** The same after this card, best play afterwards. */
  value: number;
  /** What the card lost for its own side; 0 for a best card. */
  cost: number;
  /** The cards that were best here (cost 0), to show on demand. */
  bestCards: string[];
}

export interface ParContractView {
  /** A bid as the protocol writes it, doubled or not: `4S`, `5DX`. */
  call: string;
  /** Seats (N E S W = 0..3) that declare it with the same result. */
  declarers: number[];
}

export interface ParView {
  /** North-South's score; negative when East-West score. */
  score: number;
  /** Empty for a pass-out. */
  contracts: ParContractView[];
}

/**
 * What `best` and `value` count (src/analysis/twoHand/types.ts): tricks of `side` (bridge,
 * bondebridge, bridgette), seat 0's deal points minus seat 1's (bondtolva), or 1/0 whether the
 * card's own player can still take exactly its bid (selbu; `side` empty).
 */
export type ReviewMeasure = 'tricks' | 'declarer-tricks' | 'point-margin' | 'bid-reachable';

export interface DealAnalysis {
  /** The cards reviewed, in the order played: the deal's cards from number `firstReviewed` on. */
  cards: CardReview[];
  /** The seats `best` and `value` count for (declarer's side); empty when each card counts for its own player. */
  side: number[];
  measure: ReviewMeasure;
  /** Cards played before the first reviewed one (bondtolva's phase 1, selbu's largest tricks). */
  firstReviewed: number;
  /** Four-hand games: tricks[strain][seat], strains C D H S NT, seats N E S W. */
  ddTable?: number[][];
  /** Bridge: the par score and contracts. */
  par?: ParView;
}

/** One finished deal as the viewer has it: all the worker needs to analyse it. */
export interface AnalysisRequest {
  game: string;
  /** The table's options. */
  options: Record<string, unknown>;
  dealer: number;
  /** Bridge: who was vulnerable in this deal (par depends on it); null elsewhere. */
  vulnerable: 'none' | 'NS' | 'EW' | 'all' | null;
  /** The deal's cards in deck order. */
  deck: string[];
  /** The deal's actions, `[seat, action]`, auction included. */
  actions: Array<[number, string]>;
  /**
   * The match up to the end of the deal, when the deal's place in it matters for its play
   * (selbu: the hand size and trump follow the round): the deal is analysed inside it.
   */
  match?: MatchUpTo;
}

/** A match's first dealer, decks and actions up to the end of deal `deal` (all finished). */
export interface MatchUpTo {
  firstDealer: number;
  decks: string[][];
  actions: Array<[number, string]>;
  deal: number;
}

/**
 * The request for a deal from its replay steps (the table once dealt, then one step after each
 * action): dealer and vulnerability from the first step's view, the actions from the others.
 */
export function requestFor(
  game: string,
  options: Record<string, unknown>,
  deck: string[],
  steps: readonly ReplayStep[],
  match?: MatchUpTo,
): AnalysisRequest {
  const first = steps[0].view as ReplayStep['view'] & { vulnerable?: AnalysisRequest['vulnerable'] };
  return {
    game,
    options,
    dealer: first.dealer,
    vulnerable: first.vulnerable ?? null,
    deck,
    actions: steps.flatMap((s) =>
      s.seat !== null && s.action !== null ? [[s.seat, s.action] as [number, string]] : [],
    ),
    ...(match && { match }),
  };
}

/** Games the viewer can review (the worker has a search for). */
export const REVIEWABLE = new Set(['bridge', 'bondebridge', 'bridgette', 'bondtolva', 'selbu']);

/**
 * How many cards of the analysis had been played at each step: step `i` shows the position
 * before card `playedAt[i]` (and after card `playedAt[i] - 1`). Cards are matched by code, so
 * claims and calls between them change nothing.
 */
export function playedAt(steps: readonly ReplayStep[], cards: readonly CardReview[]): number[] {
  let n = 0;
  return steps.map((s) => {
    if (n < cards.length && s.action === cards[n].card) n++;
    return n;
  });
}

/**
 * What `side` takes with best play from a position `n` cards into the play: before the first
 * card the value of the deal, after the last the tricks the play ended with.
 */
export function fromHere(a: DealAnalysis, n: number): number | null {
  if (!a.cards.length) return null;
  return n < a.cards.length ? a.cards[n].best : a.cards[a.cards.length - 1].value;
}
