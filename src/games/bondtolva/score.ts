/**
 * Bondtolva scoring, pure and free of game state so that the score keeper can reuse it:
 * what a deal is worth to each player, and how the protocol (score sheet) moves.
 */
import type { Card } from '../../cards/card.js';
import type { Seat } from '../../engine/game.js';
import { cardPoints, isMatador } from './cards.js';

/** The protocol must reach exactly this. */
export const TARGET = 12;
/** Where a player who ends a deal above the target falls back to. */
export const DROP_TO = 7;
export const TRUMF_POINTS = 2;
export const TJOG_POINTS = 1;
export const LAST_TRICK_POINTS = 1;
export const MATADOR_POINTS = 1;

export type DeclarationKind = 'trumf' | 'tjog';

export const declarationPoints = (kind: DeclarationKind): number =>
  kind === 'trumf' ? TRUMF_POINTS : TJOG_POINTS;

/** Aces and tens in a pile of won cards. */
export const matadorCount = (pile: readonly Card[]): number => pile.filter(isMatador).length;

/** Card points (A 4, K 3, Q 2, J 1) in a pile of won cards. */
export const pileCardPoints = (pile: readonly Card[]): number => pile.reduce((n, c) => n + cardPoints(c), 0);

/**
 * Who takes the matador point: more aces and tens in the won tricks; on a tie more card
 * points; still a tie, nobody (null).
 */
export function matadorPointWinner(piles: readonly (readonly Card[])[]): Seat | null {
  const best = (values: number[]): Seat | null => {
    const top = Math.max(...values);
    return values.filter((v) => v === top).length === 1 ? values.indexOf(top) : null;
  };
  const byMatadors = best(piles.map(matadorCount));
  if (byMatadors !== null) return byMatadors;
  const matadors = piles.map(matadorCount);
  const tied = Math.max(...matadors);
  // Only the players tied on matadors compare card points.
  return best(piles.map((p, s) => (matadors[s] === tied ? pileCardPoints(p) : -1)));
}

export interface DealTally {
  seats: number;
  declarations: ReadonlyArray<{ seat: Seat; kind: DeclarationKind }>;
  /** Winner of the deal's last (12th) trick. */
  lastTrick: Seat;
  /** Cards won in tricks, by seat. */
  piles: readonly (readonly Card[])[];
}

/** The deal's points per seat: declarations, the last trick and the matador point. */
export function dealScore(t: DealTally): number[] {
  return dealPoints({ ...t, matadorPoint: matadorPointWinner(t.piles) });
}

/**
 * The deal's points per seat from what a score sheet records (the score keeper for games with
 * real cards knows who took the matador point, not the won cards): declarations, the last
 * trick, and the matador point (null: nobody, on a full tie).
 */
export function dealPoints(t: Omit<DealTally, 'piles'> & { matadorPoint: Seat | null }): number[] {
  const score = new Array<number>(t.seats).fill(0);
  for (const d of t.declarations) score[d.seat] += declarationPoints(d.kind);
  score[t.lastTrick] += LAST_TRICK_POINTS;
  if (t.matadorPoint !== null) score[t.matadorPoint] += MATADOR_POINTS;
  return score;
}

export interface ProtocolUpdate {
  /** The protocol after the deal, drops to 7 applied. */
  protocol: number[];
  /** The seat that won the game with this deal, or null when the game goes on. */
  winner: Seat | null;
}

/**
 * Adds a deal to the protocol. Overshoot and victory are judged at the end of the deal: above
 * the target drops to 7, exactly on it wins; if several stand on it, the last trick decides.
 */
export function settleDeal(
  protocol: readonly number[],
  dealPoints: readonly number[],
  lastTrick: Seat,
): ProtocolUpdate {
  const next = protocol.map((p, s) => {
    const sum = p + dealPoints[s];
    return sum > TARGET ? DROP_TO : sum;
  });
  const onTarget = next.flatMap((p, s) => (p === TARGET ? [s] : []));
  let winner: Seat | null = null;
  if (onTarget.length === 1) winner = onTarget[0];
  else if (onTarget.length > 1) winner = onTarget.includes(lastTrick) ? lastTrick : onTarget[0];
  return { protocol: next, winner };
}
