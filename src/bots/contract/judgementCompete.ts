/**
 * Competitive judgement for the strong bridge and bondebridge bots: the choices of a contested
 * auction (both sides have bid), where basic's natural bidding has no view of the opponents'
 * strength and goes too high or stays too low. Only where the system has no forcing or
 * artificial call in play, so partner's and the sampler's reading of every call stays the
 * system's.
 *
 * - `compete`: basic makes a natural, non-forcing bid at the two level or higher (below a
 *   slam; from the three level until the sampler read the heuristic's calls): the bid against
 *   the cheapest bid in its strain and passing. A pull of partner's penalty double at that
 *   level is judged the same way (a kind of its own, the pull against passing, changed two
 *   boards of 1,000 by +2 and −2 IMPs: taken out).
 * - bondebridge also: basic's pass over the opponents' bid with a fit for partner's suit,
 *   against raising it (`RAISE_FIT`). There the side that declares scores every trick it takes
 *   and the defenders only the undertricks, so outbidding them is worth more than at bridge,
 *   where it lost IMPs in both runs with loose layouts and gained nothing with tight ones
 *   (docs/bots.md).
 *
 * The values are the judgement's (`judgement.ts`), with one change (`threatened`): an
 * undoubled contract going down two or more is scored doubled, because the other side, bidding
 * by the same judgement, doubles it (at bondebridge only with its `doubling` option); without
 * that, bidding on looks cheap.
 */
import { consistent, type Meaning } from '../../bidding/meaning.js';
import type { SystemGame } from '../../bidding/rule.js';
import { auctionMeanings, meaningIn, nextSituation } from '../../bidding/system.js';
import { type StrainIndex, strainSuit } from '../../cards/call.js';
import { type Card, trustedCards } from '../../cards/card.js';
import type { ContractView } from '../../games/contract/contractGame.js';
import type { BotInput } from '../bot.js';
import { suitLengths } from './handEval.js';
import { bidOf, bidText, type FinalContract, placing } from './judgedCalls.js';

export type CompeteKind = 'compete';

export interface CompeteChoice {
  kind: CompeteKind;
  /** The candidate calls, basic's first. */
  calls: string[];
}

/** The highest level a competitive bid is judged at: slams are the slam judgement's. */
const TOP_LEVEL = 5;
/**
 * The lowest level of basic's bid judged: one-level bids are part-score fights basic does well.
 * (The three level with loose layouts; the two level gained once the sampler read the
 * heuristic's calls, docs/bots.md.)
 */
export const FROM_LEVEL = 2;
/**
 * Whether basic's pass over the opponents' bid, with a fit for partner's suit, is judged
 * against raising it: at bondebridge (it gained there); not at bridge (it lost IMPs with loose
 * layouts and gained none with the heuristic's calls read, docs/bots.md).
 */
export const RAISE_FIT: Readonly<Record<SystemGame, boolean>> = { bridge: false, bondebridge: true };
/** Partner's natural bid of a suit counts as at least this many cards (the raise's fit). */
const SHOWN_LENGTH = 4;

/** The competitive choice at this call, or null. */
export function competeChoice(input: BotInput, game: SystemGame, basic: string): CompeteChoice | null {
  const view = input.view as ContractView;
  const calls = view.calls;
  const seat = input.seat;
  const us = seat % 2;
  const bids = calls.map(([who, text]) => ({ who, bid: bidOf(text) })).filter((x) => x.bid);
  if (!bids.some((x) => x.who % 2 === us) || !bids.some((x) => x.who % 2 !== us)) return null;
  const legal = new Set(input.legal);
  const meanings = auctionMeanings(game, calls);
  // Mid-sequence (an artificial or forcing call of either side still open): not judged.
  const lastIndex = calls.findLastIndex(([, text]) => bidOf(text) !== null);
  const lastMeaning = meanings[lastIndex];
  if (lastMeaning && (lastMeaning.artificial || lastMeaning.forcing !== undefined)) return null;
  const s = nextSituation(game, calls, view.firstCaller ?? seat);
  const hand = trustedCards(view.hands[seat] ?? []);
  const meaning = (call: string) => meaningIn(s, call);
  // A judged call must end the auction naturally and say nothing false about the hand: partner
  // and the sampler read it by the meaning the system gives it.
  const fits = (call: string) => {
    const m = meaning(call);
    return legal.has(call) && placing(m) && (!m || consistent(hand, m));
  };
  const passOk = fits('P');
  const b = bidOf(basic);

  if (b && b.level >= FROM_LEVEL && b.level <= TOP_LEVEL && placing(meaning(basic))) {
    const out = [basic];
    for (let l = 1; l < b.level; l++) {
      const cheaper = bidText(l, b.strain);
      if (fits(cheaper)) {
        out.push(cheaper);
        break;
      }
    }
    if (passOk) out.push('P');
    return out.length > 1 ? { kind: 'compete', calls: out } : null;
  }

  if (RAISE_FIT[game] && basic === 'P' && passOk && calls[lastIndex][0] % 2 !== us) {
    const raise = fitRaise(calls, meanings, seat, hand, s.partner.len, fits);
    return raise ? { kind: 'compete', calls: ['P', raise] } : null;
  }
  return null;
}

/**
 * The cheapest raise (up to the four level) of a suit partner bid naturally where we hold
 * eight cards together (partner's bid counted as SHOWN_LENGTH cards at least), the longest fit.
 */
function fitRaise(
  calls: ReadonlyArray<readonly [number, string]>,
  meanings: ReadonlyArray<Meaning | null>,
  seat: number,
  hand: readonly Card[],
  partnerLen: ReadonlyArray<{ min: number }>,
  fits: (call: string) => boolean,
): string | null {
  const lengths = suitLengths(hand);
  const partner = (seat + 2) % 4;
  let raise: string | null = null;
  let best = 0;
  for (const strain of [3, 2, 1, 0] as StrainIndex[]) {
    const shown = calls.some(
      ([who, text], i) => who === partner && bidOf(text)?.strain === strain && !meanings[i]?.artificial,
    );
    if (!shown) continue;
    const suit = strainSuit(strain)!;
    const together = lengths[suit] + Math.max(SHOWN_LENGTH, partnerLen[suit].min);
    const level = [1, 2, 3, 4].find((l) => fits(bidText(l, strain)));
    if (level === undefined || together < 8 || together <= best) continue;
    best = together;
    raise = bidText(level, strain);
  }
  return raise;
}

/**
 * The contract as scored on a layout: an undoubled contract down two or more counts as
 * doubled (the side defending it doubles; the bench's doubled contracts are mostly those).
 */
export function threatened(f: FinalContract, tricks: number): FinalContract {
  return f.doubled === 0 && tricks <= f.level + 4 ? { ...f, doubled: 1 } : f;
}

/**
 * Which candidate the values pick: the best mean. (Keeping basic's call unless another beat it
 * by a standard error of the paired values was measured and gained less: docs/bots.md.)
 */
export function decideCompete(values: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i] > values[best]) best = i;
  return best;
}
