/**
 * Bridgette's sheet: per deal the contract (0NT … 7NT, X/XX), declarer and declarer's tricks;
 * six counted deals, and a seventh (and more) while the totals are equal. Scored by the
 * engine's `src/games/bridgette/score.ts`.
 */
import { ok } from '../cards/result.js';
import { contractText } from '../engine/auction.js';
import type { DealResult, MatchResult, Seat } from '../engine/game.js';
import {
  BRIDGETTE_OPTION_SPECS,
  type BridgetteOptions,
  minimizeBridgetteOptions,
  parseBridgetteOptions,
} from '../games/bridgette/options.js';
import { leaders, MATCH_DEALS, matchOver, scoreContract } from '../games/bridgette/score.js';
import { contractColumns } from './columns.js';
import { asFields, parseContract, readSeat, readTricks, type SheetContract } from './fields.js';
import type { SheetRules, UpcomingBase } from './rules.js';

const SEATS = 2;
const TRICKS = 13;

/** One deal as entered. `contract` `P`: thrown in (both passed without a bid). */
export interface BridgetteEntry {
  contract: string;
  declarer?: Seat;
  /** Tricks taken by the declarer. */
  tricks?: number;
}

interface CheckedEntry {
  contract: (SheetContract & { declarer: Seat }) | null;
  tricks: number;
}

export interface BridgetteUpcoming extends UpcomingBase {
  /** Counted (not thrown-in) deals so far. */
  countedDeals: number;
  /** The deal is a tie-break: six deals are counted and the totals are equal. */
  extraDeal: boolean;
}

export interface BridgetteSheetState {
  options: BridgetteOptions;
  firstDealer: Seat;
  deals: DealResult[];
  totals: number[];
  countedDeals: number;
}

const bySeat = (points: readonly number[]): Record<string, number> => ({ 0: points[0], 1: points[1] });

export const bridgetteSheet: SheetRules<
  BridgetteOptions,
  CheckedEntry,
  BridgetteSheetState,
  BridgetteUpcoming
> = {
  game: 'bridgette',
  optionSpecs: BRIDGETTE_OPTION_SPECS,
  parseOptions: parseBridgetteOptions,
  minimizeOptions: minimizeBridgetteOptions,
  playerCount: () => SEATS,
  dealerSeats: () => SEATS,
  start: (options, firstDealer) => ({ options, firstDealer, deals: [], totals: [0, 0], countedDeals: 0 }),
  upcoming: (s) =>
    matchOver(s.countedDeals, s.totals)
      ? null
      : {
          deal: s.deals.length + 1,
          // The deal alternates, thrown-in deals included.
          dealer: (s.firstDealer + s.deals.length) % SEATS,
          countedDeals: s.countedDeals,
          extraDeal: s.countedDeals >= MATCH_DEALS,
        },
  parseEntry(raw) {
    const f = asFields(raw);
    if (!f.ok) return f;
    const contract = parseContract(f.value.contract, { minLevel: 0, doubling: true });
    if (!contract.ok) return contract;
    if (contract.value === null) return ok({ contract: null, tricks: 0 });
    const declarer = readSeat(f.value, 'declarer', SEATS);
    if (!declarer.ok) return declarer;
    const tricks = readTricks(f.value, 'tricks', TRICKS);
    if (!tricks.ok) return tricks;
    return ok({ contract: { ...contract.value, declarer: declarer.value }, tricks: tricks.value });
  },
  apply(s, e, next) {
    if (!e.contract) {
      const r: DealResult = { dealer: next.dealer, passedOut: true, score: bySeat([0, 0]) };
      return { ...s, deals: [...s.deals, r] };
    }
    const c = e.contract;
    const scored = scoreContract(c, e.tricks, s.options.insultFirst);
    const points = [0, 0];
    points[c.declarer] = scored.declarer;
    points[1 - c.declarer] = scored.opponent;
    const r: DealResult = {
      dealer: next.dealer,
      contract: contractText(c),
      declarer: c.declarer,
      tricks: e.tricks,
      score: bySeat(points),
    };
    return {
      ...s,
      deals: [...s.deals, r],
      totals: s.totals.map((t, seat) => t + points[seat]),
      countedDeals: s.countedDeals + 1,
    };
  },
  result(s, closed): MatchResult {
    const finished = closed || matchOver(s.countedDeals, s.totals);
    return {
      game: 'bridgette',
      finished,
      deals: s.deals,
      totals: bySeat(s.totals),
      winners: finished ? leaders(s.totals) : [],
    };
  },
  csvColumns: (players, _options, w) => contractColumns(players, w),
};
