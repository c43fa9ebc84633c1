/**
 * Bondebridge's sheet: per deal the contract (X/XX with `doubling`), declarer, the attacking
 * team's tricks and revokes; scored by the engine's `bondebridgePoints`.
 */
import { err, ok, type Result } from '../cards/result.js';
import { contractText } from '../engine/auction.js';
import type { DealResult, MatchResult, Score, Seat } from '../engine/game.js';
import {
  type BondebridgeOptions,
  bondebridgeOptionSpecs,
  minimizeBondebridgeOptions,
  parseBondebridgeOptions,
} from '../games/bondebridge/options.js';
import { bondebridgePoints } from '../games/bondebridge/score.js';
import { peopleOf, scoreBy, seatingFor, zeroScore } from '../games/bondebridge/seating.js';
import { winnersOf } from '../games/contract/winners.js';
import { contractColumns } from './columns.js';
import { sideWord } from './csvWords.js';
import { type KeeperError, keeperError } from './errors.js';
import { asFields, parseContract, readSeat, readTricks, type SheetContract } from './fields.js';
import type { SheetRules, UpcomingBase } from './rules.js';

export type Side = 'NS' | 'EW';
const SEATS = 4;
const TRICKS = 13;
export const sideOfSeat = (seat: Seat): Side => (seat % 2 === 0 ? 'NS' : 'EW');
const otherSide = (s: Side): Side => (s === 'NS' ? 'EW' : 'NS');

/** One deal as entered. `contract` `P`: thrown in (all four passed). */
export interface BondebridgeEntry {
  contract: string;
  declarer?: Seat;
  /** Tricks the attacking team took, as played (before any revoke penalty). */
  tricks?: number;
  /** Revokes by each team; each hands `revokePenalty` tricks to the other team. */
  revokes?: Partial<Record<Side, number>>;
}

interface CheckedEntry {
  contract: (SheetContract & { declarer: Seat }) | null;
  tricks: number;
  revokes: Record<Side, number>;
}

export interface BondebridgeUpcoming extends UpcomingBase {
  /** Played (not thrown-in) deals so far and the match length. */
  dealsPlayed: number;
  matchDeals: number;
  /** rotatingPartners, threePlayers: the person sitting in each seat this deal; null otherwise. */
  seating: number[] | null;
}

export interface BondebridgeSheetState {
  options: BondebridgeOptions;
  firstDealer: Seat;
  deals: DealResult[];
  played: number;
  totals: Score;
}

const MAX_REVOKES = 13;

function readRevokes(raw: unknown): Result<Record<Side, number>, KeeperError> {
  const out = { NS: 0, EW: 0 };
  if (raw === undefined || raw === null) return ok(out);
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    return err(keeperError('revoke-range', 'revokes must be an object like {"NS": 1}', { max: MAX_REVOKES }));
  }
  for (const side of ['NS', 'EW'] as const) {
    const v = (raw as Record<string, unknown>)[side] ?? 0;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > MAX_REVOKES) {
      return err(
        keeperError('revoke-range', `revokes by ${side} must be a whole number from 0 to ${MAX_REVOKES}`, {
          max: MAX_REVOKES,
        }),
      );
    }
    out[side] = v;
  }
  return ok(out);
}

/**
 * The revoke penalty (seed, option `revokePenalty`): each revoke hands that many tricks from
 * the revoking team to the other; the result stays within 0..13 (decision).
 */
export function tricksAfterRevokes(
  attackers: Side,
  tricks: number,
  revokes: Record<Side, number>,
  penalty: number,
): number {
  const moved = penalty * (revokes[otherSide(attackers)] - revokes[attackers]);
  return Math.max(0, Math.min(TRICKS, tricks + moved));
}

export const bondebridgeSheet: SheetRules<
  BondebridgeOptions,
  CheckedEntry,
  BondebridgeSheetState,
  BondebridgeUpcoming
> = {
  game: 'bondebridge',
  optionSpecs: bondebridgeOptionSpecs,
  parseOptions: parseBondebridgeOptions,
  minimizeOptions: minimizeBondebridgeOptions,
  playerCount: (o) => peopleOf(o) ?? SEATS,
  dealerSeats: () => SEATS,
  start: (options, firstDealer) => ({
    options,
    firstDealer,
    deals: [],
    played: 0,
    totals: zeroScore(options),
  }),
  upcoming: (s) =>
    s.played >= s.options.deals
      ? null
      : {
          deal: s.deals.length + 1,
          // The dealer moves on after every deal, thrown-in ones included.
          dealer: (s.firstDealer + s.deals.length) % SEATS,
          dealsPlayed: s.played,
          matchDeals: s.options.deals,
          seating: seatingFor(s.options, s.played),
        },
  parseEntry(raw, s) {
    const f = asFields(raw);
    if (!f.ok) return f;
    const contract = parseContract(f.value.contract, {
      minLevel: 1,
      doubling: s.options.doubling,
      noTrumpOnly: s.options.noTrumpOnly,
    });
    if (!contract.ok) return contract;
    if (contract.value === null) return ok({ contract: null, tricks: 0, revokes: { NS: 0, EW: 0 } });
    const declarer = readSeat(f.value, 'declarer', SEATS);
    if (!declarer.ok) return declarer;
    const tricks = readTricks(f.value, 'tricks', TRICKS);
    if (!tricks.ok) return tricks;
    const revokes = readRevokes(f.value.revokes);
    if (!revokes.ok) return revokes;
    return ok({
      contract: { ...contract.value, declarer: declarer.value },
      tricks: tricks.value,
      revokes: revokes.value,
    });
  },
  apply(s, e, next) {
    const o = s.options;
    const seating = seatingFor(o, s.played);
    const withSeating = (r: DealResult): DealResult => (seating ? { ...r, seating } : r);
    if (!e.contract) {
      const r = withSeating({ dealer: next.dealer, passedOut: true, score: zeroScore(o) });
      return { ...s, deals: [...s.deals, r] };
    }
    const c = e.contract;
    const attack = sideOfSeat(c.declarer);
    const tricks = tricksAfterRevokes(attack, e.tricks, e.revokes, o.revokePenalty);
    const pts = bondebridgePoints(c, tricks, o.scoring, o.doubledPoints);
    const side = { NS: 0, EW: 0 };
    side[attack] = pts.attackers;
    side[otherSide(attack)] = pts.defenders;
    const score = scoreBy(o, seating, side);
    const totals = { ...s.totals };
    for (const k of Object.keys(score)) totals[k] += score[k];
    const revoked = e.revokes.NS + e.revokes.EW > 0;
    const r = withSeating({
      dealer: next.dealer,
      contract: contractText({ ...c }),
      declarer: c.declarer,
      tricks,
      score,
      ...(revoked ? { tricksPlayed: e.tricks, revokes: { ...e.revokes } } : {}),
    });
    return { ...s, deals: [...s.deals, r], totals, played: s.played + 1 };
  },
  result(s, closed): MatchResult {
    const finished = closed || s.played >= s.options.deals;
    return {
      game: 'bondebridge',
      finished,
      deals: s.deals,
      totals: { ...s.totals },
      winners: finished ? winnersOf(s.totals) : [],
    };
  },
  csvColumns: (players, _options, w) => [
    ...contractColumns(players, w),
    {
      header: w.revokes,
      cell: (d) => {
        const r = d.revokes as Record<string, number> | undefined;
        return r
          ? `${sideWord(w, 'NS')} ${r.NS}, ${sideWord(w, 'EW')} ${r.EW} (${w.tricksPlayed} ${d.tricksPlayed})`
          : '';
      },
    },
  ],
};
