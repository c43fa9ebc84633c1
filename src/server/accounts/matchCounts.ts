/**
 * What a finished match adds to one player's stats for its game (docs/protocol.md `GameStats`,
 * docs/decisions.md "Players' history and stats"), read from the match result's deal rows with
 * the games' own scoring: the server never judges a contract or a bid itself.
 */
import { parseContractText } from '../../engine/auction.js';
import type { DealResult, MatchResult } from '../../engine/game.js';
import { bondebridgePoints } from '../../games/bondebridge/score.js';
import { scoreContract } from '../../games/bridge/score.js';
import type { MatchCounts } from './playerStore.js';

/** Whether the declaring side made the contract, by the game's own scoring. */
const MADE: Record<
  'bridge' | 'bondebridge',
  (c: NonNullable<ReturnType<typeof parseContractText>>, tricks: number) => boolean
> = {
  // Vulnerability changes the points, never whether the contract was made.
  bridge: (c, tricks) => scoreContract({ ...c, tricks }, false).made,
  bondebridge: (c, tricks) => bondebridgePoints(c, tricks, 'standard').attackers > 0,
};

/** The place (seat, or the person where people change seats) that declared a deal's contract. */
function declaringPlace(d: DealResult): number | null {
  if (d.passedOut || typeof d.declarer !== 'number') return null;
  const seating = d.seating as readonly number[] | undefined;
  return seating ? seating[d.declarer] : d.declarer;
}

function contractCounts(game: 'bridge' | 'bondebridge', result: MatchResult, place: number) {
  let declared = 0;
  let made = 0;
  for (const d of result.deals) {
    if (declaringPlace(d) !== place || typeof d.contract !== 'string' || typeof d.tricks !== 'number')
      continue;
    const c = parseContractText(d.contract);
    if (!c) continue;
    declared++;
    if (MADE[game](c, d.tricks)) made++;
  }
  return { declared, made };
}

/** Selbu: every round each player bids; exact when their tricks are the bid (the round's score). */
function selbuCounts(result: MatchResult, place: number) {
  let bids = 0;
  let exact = 0;
  for (const d of result.deals) {
    const bid = (d.bids as ReadonlyArray<number | null> | undefined)?.[place];
    const tricks = (d.tricks as readonly number[] | undefined)?.[place];
    if (typeof bid !== 'number' || typeof tricks !== 'number') continue;
    bids++;
    if (bid === tricks) exact++;
  }
  return { bids, exact };
}

/** The counts of `place` in a finished match; `won` is rank 1 (a shared first place is won). */
export function matchCounts(result: MatchResult, place: number, won: boolean): MatchCounts {
  const game = result.game;
  if (game === 'bridge' || game === 'bondebridge') return { won, ...contractCounts(game, result, place) };
  if (game === 'selbu') return { won, ...selbuCounts(result, place) };
  return { won };
}
