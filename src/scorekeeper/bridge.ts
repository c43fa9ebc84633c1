/**
 * Bridge's sheet: per deal the contract (with X/XX), declarer, declarer's side's tricks and,
 * in rubber bridge, honours. Rubber (above/below the line, games, vulnerability, rubber
 * bonus, the unfinished rubber when the table closes), duplicate, Chicago and total (deals
 * scored like duplicate boards with nobody vulnerable, added up), all scored by
 * the engine's pure `src/games/bridge/score.ts`.
 */
import { err, ok, type Result } from '../cards/result.js';
import { contractText } from '../engine/auction.js';
import type { DealResult, MatchResult, Seat } from '../engine/game.js';
import {
  type BridgeOptions,
  bridgeOptionSpecs,
  minimizeBridgeOptions,
  parseBridgeOptions,
} from '../games/bridge/options.js';
import {
  type ChicagoState,
  duplicateScore,
  newChicago,
  newRubber,
  type PlayedContract,
  type RubberState,
  rubberVulnerability,
  type SideScore,
  scoreChicagoDeal,
  scoreRubberDeal,
  toSides,
  unfinishedRubberBonus,
  zeroSides,
} from '../games/bridge/score.js';
import {
  boardDealer,
  boardVulnerability,
  chicagoVulnerability,
  isVulnerable,
  type Side,
  type Vulnerability,
} from '../games/bridge/vulnerability.js';
import { winnersOf } from '../games/contract/winners.js';
import { contractColumns } from './columns.js';
import { sideWord, vulnerableWord } from './csvWords.js';
import { type KeeperError, keeperError } from './errors.js';
import { asFields, parseContract, readSeat, readTricks, type SheetContract } from './fields.js';
import type { CsvColumn, SheetRules, UpcomingBase } from './rules.js';

const SEATS = 4;
const TRICKS = 13;
const sideOf = (seat: Seat): Side => (seat % 2 === 0 ? 'NS' : 'EW');

/** Honours as the sheet records them: which side held them and what they are worth. */
export interface HonoursEntry {
  side: Side;
  /** 100: four of the five trump honours in one hand; 150: all five, or all four aces in NT. */
  points: 100 | 150;
}

/** One deal as entered. `contract` `P`: passed out. */
export interface BridgeEntry {
  contract: string;
  declarer?: Seat;
  /** Tricks taken by declarer's side. */
  tricks?: number;
  /** Rubber scoring only; absent or null: no honours. */
  honours?: HonoursEntry | null;
}

interface CheckedEntry {
  contract: (SheetContract & { declarer: Seat }) | null;
  tricks: number;
  honours: HonoursEntry | null;
}

export interface BridgeUpcoming extends UpcomingBase {
  vulnerable: Vulnerability;
  /** duplicate: the board number; null otherwise. */
  board: number | null;
  /** chicago: 1-based deal within the round; null otherwise. */
  roundDeal: number | null;
  /** rubber: 1-based number of the rubber in progress, games won in it; null otherwise. */
  rubber: number | null;
  games: SideScore | null;
  /** rubber and chicago: part-scores counting towards the next game. */
  partScore: SideScore | null;
}

export interface BridgeSheetState {
  options: BridgeOptions;
  firstDealer: Seat;
  deals: DealResult[];
  totals: SideScore;
  rubber: RubberState;
  rubbersDone: number;
  chicago: ChicagoState;
  /** chicago: counted (not passed-out) deals. */
  counted: number;
}

const addTo = (a: SideScore, b: SideScore): SideScore => ({ NS: a.NS + b.NS, EW: a.EW + b.EW });

function isOver(s: BridgeSheetState): boolean {
  const o = s.options;
  switch (o.scoring) {
    case 'rubber':
      return s.rubbersDone >= o.rubbers;
    case 'duplicate':
      return s.deals.length >= o.boards;
    case 'total':
      return s.deals.length >= o.deals;
    case 'chicago':
      return s.counted >= 4 * o.rounds;
  }
}

function upcoming(s: BridgeSheetState): BridgeUpcoming | null {
  if (isOver(s)) return null;
  const base = {
    deal: s.deals.length + 1,
    board: null,
    roundDeal: null,
    rubber: null,
    games: null,
    partScore: null,
  };
  switch (s.options.scoring) {
    case 'duplicate': {
      // Every board counts, passed out or not; the board number sets dealer and vulnerability.
      const board = s.options.firstBoard + s.deals.length;
      return { ...base, dealer: boardDealer(board), vulnerable: boardVulnerability(board), board };
    }
    case 'chicago': {
      // A passed-out deal is dealt again by the same dealer.
      const dealer = (s.firstDealer + s.counted) % SEATS;
      return {
        ...base,
        dealer,
        vulnerable: chicagoVulnerability(s.chicago.dealInRound, dealer),
        roundDeal: s.chicago.dealInRound + 1,
        partScore: { ...s.chicago.partScore },
      };
    }
    case 'total':
      // Every deal counts, passed out or not, each like a duplicate board with nobody vulnerable.
      return { ...base, dealer: (s.firstDealer + s.deals.length) % SEATS, vulnerable: 'none' };
    case 'rubber':
      return {
        ...base,
        dealer: (s.firstDealer + s.deals.length) % SEATS,
        vulnerable: rubberVulnerability(s.rubber),
        rubber: s.rubbersDone + 1,
        games: { ...s.rubber.games },
        partScore: { ...s.rubber.partScore },
      };
  }
}

/** Honours must fit the contract: 100 or 150 in a suit, only the four aces (150) in NT. */
function readHonours(
  raw: unknown,
  o: BridgeOptions,
  c: SheetContract,
): Result<HonoursEntry | null, KeeperError> {
  if (raw === undefined || raw === null) return ok(null);
  if (o.scoring !== 'rubber') {
    return err(
      keeperError('honours', `honours count only in rubber bridge (scoring ${o.scoring})`, {
        reason: 'scoring',
      }),
    );
  }
  const h = raw as Partial<HonoursEntry>;
  if (
    typeof raw !== 'object' ||
    (h.side !== 'NS' && h.side !== 'EW') ||
    (h.points !== 100 && h.points !== 150)
  ) {
    return err(
      keeperError('honours', 'honours must name a side (NS or EW) and 100 or 150 points', {
        reason: 'shape',
      }),
    );
  }
  if (c.strain === 4 && h.points !== 150) {
    return err(
      keeperError('honours', 'in no trump only all four aces in one hand count as honours (150)', {
        reason: 'nt',
      }),
    );
  }
  return ok({ side: h.side, points: h.points });
}

function bookDeal(s: BridgeSheetState, e: CheckedEntry, next: BridgeUpcoming): BridgeSheetState {
  const o = s.options;
  const c = e.contract;
  const played: (PlayedContract & { declarerSide: Side; declarer: Seat }) | null = c
    ? { ...c, tricks: e.tricks, declarerSide: sideOf(c.declarer) }
    : null;
  const head: DealResult = played
    ? {
        dealer: next.dealer,
        contract: contractText(played),
        declarer: played.declarer,
        tricks: played.tricks,
        vulnerable: next.vulnerable,
        score: zeroSides(),
      }
    : { dealer: next.dealer, passedOut: true, score: zeroSides(), vulnerable: next.vulnerable };

  if (o.scoring === 'rubber') {
    const honours = zeroSides();
    if (played && e.honours) honours[e.honours.side] = e.honours.points;
    const r = scoreRubberDeal(s.rubber, played, honours);
    const score = addTo(r.above, r.below);
    const result = {
      ...head,
      score,
      above: r.above,
      below: r.below,
      ...(played && e.honours ? { honours: { ...e.honours } } : {}),
      ...(r.rubberWonBy ? { rubberWonBy: r.rubberWonBy } : {}),
    };
    return {
      ...s,
      rubber: r.next,
      rubbersDone: s.rubbersDone + (r.rubberWonBy ? 1 : 0),
      totals: addTo(s.totals, score),
      deals: [...s.deals, result],
    };
  }
  if (o.scoring === 'duplicate' || o.scoring === 'total') {
    const score = played
      ? toSides(
          played.declarerSide,
          duplicateScore(played, isVulnerable(next.vulnerable, played.declarerSide)),
        )
      : zeroSides();
    const result = o.scoring === 'duplicate' ? { ...head, score, board: next.board } : { ...head, score };
    return { ...s, totals: addTo(s.totals, score), deals: [...s.deals, result] };
  }
  // chicago: a passed-out deal does not count and is dealt again with the same vulnerability.
  if (!played) return { ...s, deals: [...s.deals, head] };
  const r = scoreChicagoDeal(s.chicago, played, next.vulnerable);
  return {
    ...s,
    chicago: r.next,
    counted: s.counted + 1,
    totals: addTo(s.totals, r.score),
    deals: [...s.deals, { ...head, score: r.score }],
  };
}

export const bridgeSheet: SheetRules<BridgeOptions, CheckedEntry, BridgeSheetState, BridgeUpcoming> = {
  game: 'bridge',
  optionSpecs: bridgeOptionSpecs,
  parseOptions: parseBridgeOptions,
  minimizeOptions: minimizeBridgeOptions,
  playerCount: () => SEATS,
  dealerSeats: () => SEATS,
  start: (options, firstDealer) => ({
    options,
    firstDealer,
    deals: [],
    totals: zeroSides(),
    rubber: newRubber(),
    rubbersDone: 0,
    chicago: newChicago(),
    counted: 0,
  }),
  upcoming,
  parseEntry(raw, s) {
    const f = asFields(raw);
    if (!f.ok) return f;
    const contract = parseContract(f.value.contract, { minLevel: 1, doubling: true });
    if (!contract.ok) return contract;
    if (contract.value === null) return ok({ contract: null, tricks: 0, honours: null });
    const declarer = readSeat(f.value, 'declarer', SEATS);
    if (!declarer.ok) return declarer;
    const tricks = readTricks(f.value, 'tricks', TRICKS);
    if (!tricks.ok) return tricks;
    const honours = readHonours(f.value.honours, s.options, contract.value);
    if (!honours.ok) return honours;
    return ok({
      contract: { ...contract.value, declarer: declarer.value },
      tricks: tricks.value,
      honours: honours.value,
    });
  },
  apply: bookDeal,
  result(s, closed): MatchResult {
    const over = isOver(s);
    const finished = over || closed;
    // Closing the table in the middle of a rubber adds the unfinished-rubber bonuses (rule book).
    const bonus = closed && !over && s.options.scoring === 'rubber' ? unfinishedRubberBonus(s.rubber) : null;
    const totals = bonus ? addTo(s.totals, bonus) : { ...s.totals };
    return {
      game: 'bridge',
      finished,
      deals: s.deals,
      totals,
      winners: finished ? winnersOf(totals) : [],
      ...(bonus ? { unfinishedRubberBonus: bonus } : {}),
    };
  },
  csvColumns(players, options, w) {
    const cols: CsvColumn[] = [];
    if (options.scoring === 'duplicate') cols.push({ header: w.board, cell: (d) => d.board });
    cols.push(
      { header: w.vulnerable, cell: (d) => vulnerableWord(w, d.vulnerable) },
      ...contractColumns(players, w),
    );
    if (options.scoring === 'rubber') {
      cols.push({
        header: w.honours,
        cell: (d) => {
          const h = d.honours as { side: string; points: number } | undefined;
          return h ? `${sideWord(w, h.side)} ${h.points}` : '';
        },
      });
      for (const side of ['NS', 'EW'] as const) {
        cols.push(
          {
            header: w.above(sideWord(w, side)),
            cell: (d) => (d.above as Record<string, number> | undefined)?.[side] ?? 0,
          },
          {
            header: w.below(sideWord(w, side)),
            cell: (d) => (d.below as Record<string, number> | undefined)?.[side] ?? 0,
          },
        );
      }
    }
    return cols;
  },
};
