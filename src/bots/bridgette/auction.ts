import { parseCall, type StrainIndex, strainSuit } from '../../cards/call.js';
import type { Card, Suit } from '../../cards/card.js';
import type { Seat } from '../../engine/game.js';
import {
  calibrated,
  contractEv,
  declarerTricks,
  defenderTricks,
  type Estimate,
  type Outlook,
} from './eval.js';

interface LastBid {
  seat: Seat;
  level: number;
  strain: StrainIndex;
  doubled: 0 | 1 | 2;
}

function lastBidOf(auction: ReadonlyArray<[Seat, string]>): LastBid | null {
  let doubled: 0 | 1 | 2 = 0;
  for (let i = auction.length - 1; i >= 0; i--) {
    const c = parseCall(auction[i][1]);
    if (!c.ok) continue;
    if (c.value.kind === 'bid')
      return { seat: auction[i][0], level: c.value.level, strain: c.value.strain, doubled };
    if (c.value.kind === 'redouble' && doubled === 0) doubled = 2;
    if (c.value.kind === 'double' && doubled === 0) doubled = 1;
  }
  return null;
}

/** Doubling risks a redouble or a rescue bid: ask for a margin. */
const DOUBLE_MARGIN = 60;

/**
 * Chooses a call by expected score: a pass ends the auction, so every call is judged as if it
 * were the last — my bid played undoubled, the opponent's contract played as it stands.
 */
export function chooseCall(
  hand: readonly Card[],
  seat: Seat,
  auction: ReadonlyArray<[Seat, string]>,
  legal: readonly string[],
  o: Outlook,
  insultFirst: boolean,
): string {
  const mine = (strain: StrainIndex): Estimate =>
    calibrated(declarerTricks(hand, strainSuit(strain) as Suit | null, o), 'declarer', strain === 4);
  const theirs = (strain: StrainIndex): Estimate => {
    const d = calibrated(
      defenderTricks(hand, strainSuit(strain) as Suit | null, o),
      'defender',
      strain === 4,
    );
    return { mean: 13 - d.mean, sigma: d.sigma };
  };
  const ev = (level: number, strain: StrainIndex, doubled: 0 | 1 | 2, e: Estimate) =>
    contractEv(level, strain, doubled, insultFirst, e.mean, e.sigma);
  const last = lastBidOf(auction);
  let best = { call: 'P', ev: -Infinity };
  for (const call of legal) {
    const c = parseCall(call);
    if (!c.ok) continue;
    let value: number;
    if (c.value.kind === 'pass') {
      if (!last) value = 0;
      else if (last.seat === seat) value = ev(last.level, last.strain, last.doubled, mine(last.strain));
      else value = -ev(last.level, last.strain, last.doubled, theirs(last.strain));
    } else if (c.value.kind === 'double') {
      value = last ? -ev(last.level, last.strain, 1, theirs(last.strain)) - DOUBLE_MARGIN : -Infinity;
    } else if (c.value.kind === 'redouble') {
      value = last ? ev(last.level, last.strain, 2, mine(last.strain)) - DOUBLE_MARGIN : -Infinity;
    } else {
      // The opponent may double a bid that is going down.
      const e = mine(c.value.strain);
      value = Math.min(ev(c.value.level, c.value.strain, 0, e), ev(c.value.level, c.value.strain, 1, e));
    }
    if (value > best.ev) best = { call, ev: value };
  }
  return best.call;
}
