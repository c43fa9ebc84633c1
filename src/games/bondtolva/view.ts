/** What one seat (or a spectator) may see of a Bondtolva match. */
import { formatCard, SUITS, sortCards } from '../../cards/card.js';
import type { BaseView, MatchResult, Seat } from '../../engine/game.js';
import { trickToView } from '../../engine/trick.js';
import { bondtolvaRank, kingOf, queenOf } from './cards.js';
import { declarationPoints, matadorCount, pileCardPoints } from './score.js';
import { type BondtolvaState, type DealState, inPhase1, matchOver, SEATS } from './state.js';

export type BondtolvaPhase = 'phase1' | 'declare' | 'phase2' | 'deal' | 'over';

export interface BondtolvaView extends BaseView {
  game: 'bondtolva';
  phase: BondtolvaPhase;
  /** Cards left in the stock (never which). */
  stockCount: number;
  /**
   * Cards of each seat's hand that are public because they belong to a declared king–queen
   * pair and are still held (the viewer's own included).
   */
  knownCards: string[][];
  /** Declarations of this deal, in order. */
  declarations: Array<{ seat: Seat; kind: 'trumf' | 'tjog'; suit: string }>;
  /** Points each seat has declared in this deal so far (added to the protocol at the deal's end). */
  declared: number[];
  /** Aces and tens in each seat's won tricks this deal. */
  matadorsWon: number[];
  /** Card points (A 4, K 3, Q 2, J 1) in each seat's won tricks this deal. */
  cardPointsWon: number[];
  /** The protocol (score sheet) by seat, as of the last finished deal. */
  protocol: number[];
}

function phaseOf(state: BondtolvaState, d: DealState | null): BondtolvaPhase {
  if (matchOver(state)) return 'over';
  if (!d || d.finished) return 'deal';
  if (d.awaitingDeclaration !== null) return 'declare';
  return inPhase1(d) ? 'phase1' : 'phase2';
}

const display = (cards: readonly number[]): string[] => sortCards(cards, bondtolvaRank).map(formatCard);

export function bondtolvaView(
  state: BondtolvaState,
  seat: Seat | null,
  toAct: Seat[],
  result: MatchResult,
): BondtolvaView {
  const d = state.deal;
  const seats = Array.from({ length: SEATS }, (_, s) => s);
  const declarations = d?.declarations ?? [];
  const knownCards = seats.map((s) => {
    if (!d) return [];
    const pairCards = declarations
      .filter((x) => x.seat === s)
      .flatMap((x) => [kingOf(x.suit), queenOf(x.suit)]);
    return display(d.hands[s].filter((c) => pairCards.includes(c)));
  });
  return {
    game: 'bondtolva',
    seat,
    seats: SEATS,
    dealIndex: Math.max(0, state.dealCount - 1),
    dealer: d ? d.dealer : state.firstDealer,
    phase: phaseOf(state, d),
    toAct,
    hands: seats.map((s) => (d && s === seat ? display(d.hands[s]) : null)),
    handCounts: seats.map((s) => (d ? d.hands[s].length : 0)),
    tricks: d ? d.tricks.map(trickToView) : [],
    tricksWon: seats.map((s) => (d ? d.tricks.filter((t) => t.winner === s).length : 0)),
    trump: d && d.trump !== null ? SUITS[d.trump] : null,
    result,
    stockCount: d ? d.stock.length : 0,
    knownCards,
    declarations: declarations.map((x) => ({ seat: x.seat, kind: x.kind, suit: SUITS[x.suit] })),
    declared: seats.map((s) =>
      declarations.filter((x) => x.seat === s).reduce((n, x) => n + declarationPoints(x.kind), 0),
    ),
    matadorsWon: seats.map((s) => (d ? matadorCount(d.piles[s]) : 0)),
    cardPointsWon: seats.map((s) => (d ? pileCardPoints(d.piles[s]) : 0)),
    protocol: [...state.protocol],
  };
}
