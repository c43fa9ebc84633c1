import { type Card, parseCard, rankOf, suitOf } from '../../cards/card.js';
import type { Seat } from '../../engine/game.js';
import type { BotInput } from '../bot.js';
import type { ContractLikeView } from './contractInfo.js';

/**
 * Rule-based bidding of the strong contract bot: estimate the partnership's tricks in each
 * strain from the hand and what partner's calls showed (points and suits), bid the best strain
 * as cheaply as the auction allows up to what the estimate supports, double contracts the
 * estimate says go down by two or more. The double-dummy solver is too slow on full 13-card
 * deals here (about a second each) to simulate bids over sampled deals within the budget.
 */

const SUIT_OF_STRAIN = [3, 2, 1, 0, -1]; // strain index C D H S NT → suit index
const STRAIN_LETTERS = ['C', 'D', 'H', 'S', 'NT'];

export const hcp = (hand: readonly Card[]) => hand.reduce((t, c) => t + Math.max(0, rankOf(c) - 10), 0);

export function suitLengths(hand: readonly Card[]): number[] {
  const l = [0, 0, 0, 0];
  for (const c of hand) l[suitOf(c)]++;
  return l;
}

interface Bid {
  level: number;
  strain: number;
}

function parseBid(call: string): Bid | null {
  const m = /^(\d)(C|D|H|S|NT)$/.exec(call);
  return m ? { level: Number(m[1]), strain: STRAIN_LETTERS.indexOf(m[2]) } : null;
}

/** What partner's calls told: points at least/at most, suits shown. */
function partnerModel(view: ContractLikeView, seat: Seat, myPoints: number) {
  const partner = (seat + 2) % 4;
  let points = (40 - myPoints) / 3;
  const length = [0, 1, 2, 3].map(() => 13 / 4);
  let sideBidBefore = false;
  let called = false;
  for (const [s, call] of view.calls) {
    const bid = parseBid(call);
    if (s === partner) {
      called = true;
      if (bid) {
        points = Math.max(points, sideBidBefore ? 9 : 12);
        if (bid.strain === 4) {
          points = Math.max(points, 14 + 2 * Math.max(0, bid.level - 1));
          for (let i = 0; i < 4; i++) length[i] = Math.max(length[i], 3);
        } else length[SUIT_OF_STRAIN[bid.strain]] = Math.max(length[SUIT_OF_STRAIN[bid.strain]], 5);
      } else if (call === 'P' && !sideBidBefore) points = Math.min(points, 9);
    }
    if (bid && s % 2 === seat % 2) sideBidBefore = true;
  }
  if (!called) points = Math.min(points, 11);
  return { points, length };
}

/** Estimated tricks of the partnership in each strain (C D H S NT). */
export function estimateTricks(view: ContractLikeView, seat: Seat, hand: readonly Card[]): number[] {
  const mine = hcp(hand);
  const len = suitLengths(hand);
  const p = partnerModel(view, seat, mine);
  const base = mine + p.points;
  const opponentsSuits = new Set<number>();
  for (const [s, call] of view.calls) {
    const b = parseBid(call);
    if (b && s % 2 !== seat % 2 && b.strain < 4) opponentsSuits.add(SUIT_OF_STRAIN[b.strain]);
  }
  return [0, 1, 2, 3, 4].map((strain) => {
    if (strain === 4) {
      let pts = base;
      for (let s = 0; s < 4; s++) {
        if (len[s] === 0) pts -= 3;
        else if (len[s] === 1) pts -= 1.5;
        if (opponentsSuits.has(s)) {
          const top = hand.filter((c) => suitOf(c) === s).map(rankOf);
          const stopped =
            top.includes(14) || (top.includes(13) && len[s] >= 2) || (top.includes(12) && len[s] >= 3);
          if (!stopped) pts -= 3;
        }
      }
      return 7 + (pts - 21) / 3;
    }
    const suit = SUIT_OF_STRAIN[strain];
    const fit = len[suit] + p.length[suit];
    let pts = base + (fit - 8) * 1.5;
    if (fit >= 8 && len[suit] >= 3) {
      for (let s = 0; s < 4; s++)
        if (s !== suit) pts += len[s] === 0 ? 3 : len[s] === 1 ? 2 : len[s] === 2 ? 0.5 : 0;
    }
    return 7 + (pts - 21) / 3;
  });
}

/** Levels worth reaching for their bonuses (bridge): game and slams; others bid the cheapest. */
const GAME_LEVEL = [5, 5, 4, 4, 3];

export function chooseContractCall(input: BotInput, game: 'bondebridge' | 'bridge'): string {
  const view = input.view as ContractLikeView;
  const seat = input.seat;
  const handText = view.hands[seat] ?? [];
  const hand = handText.map((t) => {
    const c = parseCard(t);
    if (!c.ok) throw new Error(t);
    return c.value;
  });
  const legal = new Set(input.legal);
  const tricks = estimateTricks(view, seat, hand);
  let last: (Bid & { seat: Seat }) | null = null;
  for (const [s, call] of view.calls) {
    const b = parseBid(call);
    if (b) last = { ...b, seat: s };
  }
  // The best strain: most tricks, majors and NT first on a near tie (they score and play better).
  const order = [4, 3, 2, 1, 0];
  let strain = order[0];
  for (const s of order) if (tricks[s] > tricks[strain] + 0.3) strain = s;
  const margin = 0.4;
  const maxLevel = Math.floor(tricks[strain] - 6 - margin);
  const ourContract = last !== null && last.seat % 2 === seat % 2;
  if (ourContract && last) {
    // Partner (or we) hold the contract: stay unless the bonus levels of bridge are within reach.
    const lastTricks = tricks[last.strain];
    if (game === 'bridge') {
      for (const level of [7, 6, GAME_LEVEL[last.strain]]) {
        if (
          level > last.level &&
          lastTricks - margin >= 6 + level &&
          legal.has(`${level}${STRAIN_LETTERS[last.strain]}`)
        )
          return `${level}${STRAIN_LETTERS[last.strain]}`;
      }
    }
    if (strain !== last.strain && tricks[strain] > lastTricks + 1.5) {
      const bid = cheapestBid(legal, strain, maxLevel);
      if (bid) return bid;
    }
    return 'P';
  }
  const bid = cheapestBid(legal, strain, maxLevel, game === 'bridge');
  if (bid) return bid;
  // Their contract: double when we expect to beat it by two tricks or more.
  if (last && legal.has('X')) {
    const ourDefence = 13 - (6 + last.level);
    const theirs = 13 - tricks[last.strain];
    if (13 - theirs >= ourDefence + 2 + (last.level <= 2 ? 1 : 0)) return 'X';
  }
  return 'P';
}

function cheapestBid(legal: Set<string>, strain: number, maxLevel: number, toGame = false): string | null {
  for (let level = 1; level <= Math.min(7, maxLevel); level++) {
    const bid = `${level}${STRAIN_LETTERS[strain]}`;
    if (!legal.has(bid)) continue;
    // In bridge, jump straight to game when the estimate supports it.
    if (toGame && maxLevel >= GAME_LEVEL[strain] && level < GAME_LEVEL[strain]) {
      const game = `${GAME_LEVEL[strain]}${STRAIN_LETTERS[strain]}`;
      if (legal.has(game)) return game;
    }
    return bid;
  }
  return null;
}
