/**
 * Selbu's sheet: each round shows its hand size, dealer and trump from the schedule; players
 * enter their bids first (the hook rule is checked as they are entered), then their tricks,
 * which must add up to the hand size. Scored by the engine's `roundPoints`.
 */
import { err, ok, type Result } from '../cards/result.js';
import type { MatchResult, Seat } from '../engine/game.js';
import {
  minimizeSelbuOptions,
  parseSelbuOptions,
  roundSizes,
  SELBU_OPTION_SPECS,
  type SelbuOptions,
  type TrumpRule,
  turnsUpTrump,
} from '../games/selbu/options.js';
import { roundPoints } from '../games/selbu/scoring.js';
import type { SelbuDealResult } from '../games/selbu/state.js';
import { roundTrump, trumpText } from '../games/selbu/trump.js';
import { type KeeperError, keeperError } from './errors.js';
import { asFields, readWholeList } from './fields.js';
import type { CsvColumn, SheetRules, UpcomingBase } from './rules.js';

export const SELBU_TRUMPS = ['S', 'H', 'D', 'C', 'NT'] as const;
export type SelbuTrump = (typeof SELBU_TRUMPS)[number];

/** What a turned-up card can make the trump: with `draw-suit` always a suit, never no-trump. */
const turnedUpTrumps = (rule: TrumpRule): readonly SelbuTrump[] =>
  rule === 'draw-suit' ? SELBU_TRUMPS.filter((t) => t !== 'NT') : SELBU_TRUMPS;

/**
 * One round as entered. Without `tricks` the round is in progress (bids made, cards being
 * played): only the last entry may be. With `trump: draw` or `draw-suit` the turned-up trump is entered.
 */
export interface SelbuEntry {
  bids: number[];
  tricks?: number[];
  trump?: SelbuTrump;
}

interface CheckedEntry {
  bids: number[];
  tricks: number[] | null;
  trump: SelbuTrump;
}

export interface SelbuUpcoming extends UpcomingBase {
  round: number;
  rounds: number;
  handSize: number;
  /** The round's trump from the schedule; null with `trump: draw` / `draw-suit` until it is entered. */
  trump: SelbuTrump | null;
  /** The trumps that may be entered when `trump` is null (no NT with `draw-suit`); else empty. */
  trumpChoices: readonly SelbuTrump[];
  bidding: SelbuOptions['bidding'];
  /** The player on the dealer's left: bids first, leads, and changes a bid under the hook rule. */
  firstBidder: Seat;
  /** Bids of the round in progress (entered, tricks not yet), else null. */
  bids: number[] | null;
  /** The entered trump of the round in progress (with `draw` or `draw-suit`), else null. */
  enteredTrump: SelbuTrump | null;
}

export interface SelbuSheetState {
  options: SelbuOptions;
  sizes: number[];
  firstDealer: Seat;
  deals: SelbuDealResult[];
  /** The round in progress: bids entered, tricks not yet. */
  pending: { bids: number[]; trump: SelbuTrump } | null;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/**
 * Whether bids break the hook rule, checked as they are entered (`null`: not entered yet):
 * each bid 0..hand size; simultaneous bidding — once all are in they may not add up to the
 * hand size (the dealer's left-hand neighbour must change); sequential — the dealer, bidding
 * last, may not make the sum equal the hand size.
 */
export function selbuBidProblem(
  next: Pick<SelbuUpcoming, 'handSize' | 'dealer' | 'firstBidder' | 'bidding'>,
  bids: ReadonlyArray<number | null>,
): KeeperError | null {
  const size = next.handSize;
  for (let seat = 0; seat < bids.length; seat++) {
    const b = bids[seat];
    if (b !== null && (!Number.isInteger(b) || b < 0 || b > size)) {
      return keeperError('bid-range', `player ${seat + 1}: a bid must be from 0 to the hand size ${size}`, {
        seat,
        max: size,
      });
    }
  }
  if (bids.some((b) => b === null)) {
    if (next.bidding === 'sequential') {
      const others = bids.filter((_, s) => s !== next.dealer);
      const dealerBid = bids[next.dealer];
      if (
        dealerBid !== null &&
        others.every((b) => b !== null) &&
        sum(others as number[]) + dealerBid === size
      ) {
        return hookSequential(next.dealer, dealerBid, size);
      }
    }
    return null;
  }
  if (sum(bids as number[]) !== size) return null;
  if (next.bidding === 'sequential') return hookSequential(next.dealer, bids[next.dealer]!, size);
  return keeperError(
    'hook-simultaneous',
    `the bids ${bids.join('+')} add up to the hand size ${size}: player ${next.firstBidder + 1}, on the dealer's left, must change their bid (hook rule)`,
    { seat: next.firstBidder, size },
  );
}

const hookSequential = (dealer: Seat, bid: number, size: number): KeeperError =>
  keeperError(
    'hook-sequential',
    `the dealer (player ${dealer + 1}) may not bid ${bid}: the bids would add up to the hand size ${size} (hook rule)`,
    { seat: dealer, bid, size },
  );

/** The bid the dealer may not make in sequential bidding, once the others are in; else null. */
export function forbiddenDealerBid(
  next: Pick<SelbuUpcoming, 'handSize' | 'dealer' | 'bidding'>,
  bids: ReadonlyArray<number | null>,
): number | null {
  if (next.bidding !== 'sequential') return null;
  const others = bids.filter((_, s) => s !== next.dealer);
  if (others.some((b) => b === null)) return null;
  const rest = next.handSize - sum(others as number[]);
  return rest >= 0 ? rest : null;
}

function readTrump(raw: unknown, next: SelbuUpcoming): Result<SelbuTrump, KeeperError> {
  if (next.trump !== null) {
    if (raw === undefined || raw === null || raw === next.trump) return ok(next.trump);
    return err(
      keeperError(
        'trump',
        `round ${next.round} is played with trump ${next.trump} by the schedule, not ${String(raw)}`,
        {
          reason: 'schedule',
          trump: next.trump,
        },
      ),
    );
  }
  if (typeof raw === 'string' && (next.trumpChoices as readonly string[]).includes(raw))
    return ok(raw as SelbuTrump);
  const choices = next.trumpChoices.includes('NT')
    ? 'S, H, D, C, or NT for a court card'
    : 'S, H, D or C: the suit of the card turned up';
  return err(
    keeperError('trump', `round ${next.round}: enter the trump turned up (${choices})`, { reason: 'draw' }),
  );
}

function upcoming(s: SelbuSheetState): SelbuUpcoming | null {
  const round = s.deals.length + 1;
  if (round > s.sizes.length) return null;
  const players = s.options.players;
  const dealer = (s.firstDealer + round - 1) % players;
  const turnedUp = turnsUpTrump(s.options.trump);
  const scheduled = turnedUp
    ? null
    : (trumpText(roundTrump(s.options.trump, round, s.sizes.length, null)) as SelbuTrump);
  return {
    deal: round,
    round,
    rounds: s.sizes.length,
    handSize: s.sizes[round - 1],
    dealer,
    trump: scheduled,
    trumpChoices: turnedUp ? turnedUpTrumps(s.options.trump) : [],
    bidding: s.options.bidding,
    firstBidder: (dealer + 1) % players,
    bids: s.pending ? [...s.pending.bids] : null,
    enteredTrump: s.pending && scheduled === null ? s.pending.trump : null,
  };
}

export const selbuSheet: SheetRules<SelbuOptions, CheckedEntry, SelbuSheetState, SelbuUpcoming> = {
  game: 'selbu',
  optionSpecs: SELBU_OPTION_SPECS,
  parseOptions: parseSelbuOptions,
  minimizeOptions: minimizeSelbuOptions,
  playerCount: (o) => o.players,
  dealerSeats: (o) => o.players,
  start: (options, firstDealer) => ({
    options,
    sizes: roundSizes(options.handSizes),
    firstDealer,
    deals: [],
    pending: null,
  }),
  upcoming,
  parseEntry(raw, s, next) {
    if (s.pending) {
      return err(
        keeperError('round-unfinished', `round ${next.round}: enter its tricks before the next round`, {
          round: next.round,
        }),
      );
    }
    const f = asFields(raw);
    if (!f.ok) return f;
    const players = s.options.players;
    const bids = readWholeList(f.value, 'bids', players, 'bids-count');
    if (!bids.ok) return bids;
    const problem = selbuBidProblem(next, bids.value);
    if (problem) return err(problem);
    const trump = readTrump(f.value.trump, next);
    if (!trump.ok) return trump;
    if (f.value.tricks === undefined || f.value.tricks === null) {
      return ok({ bids: bids.value, tricks: null, trump: trump.value });
    }
    const tricks = readWholeList(f.value, 'tricks', players, 'tricks-count');
    if (!tricks.ok) return tricks;
    const size = next.handSize;
    const wrong = tricks.value.findIndex((t) => t < 0 || t > size);
    if (wrong >= 0) {
      return err(
        keeperError('tricks-range', `player ${wrong + 1}: tricks must be from 0 to the hand size ${size}`, {
          seat: wrong,
          max: size,
        }),
      );
    }
    const total = sum(tricks.value);
    if (total !== size) {
      return err(
        keeperError(
          'tricks-sum',
          `the tricks add up to ${total}, but ${size} were played (one per card in hand)`,
          {
            sum: total,
            size,
          },
        ),
      );
    }
    return ok({ bids: bids.value, tricks: tricks.value, trump: trump.value });
  },
  apply(s, e, next) {
    if (e.tricks === null) return { ...s, pending: { bids: e.bids, trump: e.trump } };
    const tricks = e.tricks;
    const score: Record<string, number> = {};
    e.bids.forEach((bid, seat) => {
      score[String(seat)] = roundPoints(s.options.scoring, bid, tricks[seat]);
    });
    const deal: SelbuDealResult = {
      round: next.round,
      handSize: next.handSize,
      dealer: next.dealer,
      trump: e.trump,
      bids: [...e.bids],
      tricks: [...tricks],
      score,
    };
    return { ...s, pending: null, deals: [...s.deals, deal] };
  },
  result(s, closed): MatchResult {
    const totals: Record<string, number> = {};
    for (let seat = 0; seat < s.options.players; seat++) {
      totals[String(seat)] = s.deals.reduce((t, d) => t + d.score[String(seat)], 0);
    }
    const finished = closed || s.deals.length >= s.sizes.length;
    const top = Math.max(...Object.values(totals));
    return {
      game: 'selbu',
      finished,
      deals: s.deals.map((d) => ({ ...d })),
      totals,
      winners: finished ? Object.keys(totals).filter((k) => totals[k] === top) : [],
      ...(s.pending ? { pendingBids: [...s.pending.bids] } : {}),
    };
  },
  csvColumns(players, _options, w) {
    const cols: CsvColumn[] = [
      { header: w.round, cell: (d) => d.round },
      { header: w.cards, cell: (d) => d.handSize },
      { header: w.trump, cell: (d) => d.trump },
    ];
    players.forEach((p, seat) => {
      cols.push(
        { header: w.bidOf(p), cell: (d) => (d.bids as number[])[seat] },
        { header: w.tricksOf(p), cell: (d) => (d.tricks as number[])[seat] },
      );
    });
    return cols;
  },
};
