/**
 * Where the strong bot's bidding gains or loses against basic's (`npm run bench:bidding --
 * --against basic`): each board's auction is followed call by call, and at the first call the
 * bot makes that basic would not have made at that same point, the kind of choice the strong
 * bot's judgement saw there (`judgementChoice`) names the board. The paired difference in IMPs
 * lost to par is then summed by kind, so one run shows which judgement pays and which costs.
 * Beside it, what each departure is worth at the table: the departing side's result against the
 * other bot's on the same board, in IMPs. The two can disagree: a right double of the opponents'
 * overbid moves the result further from par (the par measure counts it lost) and gains IMPs.
 */
import type { BotInput } from '../bots/bot.js';
import { judgementChoice } from '../bots/contract/judgementCandidates.js';
import { imps } from '../games/bridge/imps.js';

/** The first call of a board's auction where the bot left basic's call, and the kind of choice. */
export interface Departure {
  /** Index of the call in the auction. */
  call: number;
  basic: string;
  made: string;
  kind: string;
}

/**
 * The kind of choice at a call where the bot did not make basic's call: the judgement's kind; a
 * penalty double told apart by whether basic doubled (`penalty-double (basic's)`: the double
 * kept or dropped) or passed (`penalty-double (new)`); `other` where no judgement applies.
 */
export function departureKind(input: BotInput, basicCall: string): string {
  const game = input.game === 'bridge' ? 'bridge' : 'bondebridge';
  const choice = judgementChoice(input, game, basicCall);
  if (!choice) return 'other';
  if (choice.kind === 'penalty-double')
    return choice.calls[0] === 'X' ? "penalty-double (basic's)" : 'penalty-double (new)';
  return choice.kind;
}

/**
 * IMPs the side that departed won with the bot's result against the other bot's on the same
 * board (scores from North-South's point of view; the departing seat is the dealer's, counted on
 * by the call's index).
 */
export function departingSideGain(
  dealer: number,
  departure: Departure,
  scoreNS: number,
  otherNS: number,
): number {
  const northSouth = (dealer + departure.call) % 2 === 0;
  return imps(northSouth ? scoreNS - otherNS : otherNS - scoreNS);
}

export interface DepartureRow {
  kind: string;
  boards: number;
  /** Sum over the boards of the bot's IMPs lost to par minus the other bot's (negative: the bot did better). */
  imps: number;
  better: number;
  worse: number;
  /** Sum over the boards of `departingSideGain` (positive: the departure won IMPs against the other result). */
  gain: number;
}

/**
 * The paired differences (the bot's loss minus the other's, per board) summed by the kind of
 * each board's first departure (`none`: the bot made basic's call throughout); the kind that
 * gains most first.
 */
export function splitByDeparture(
  boards: ReadonlyArray<{ departure: Departure | null; diff: number; gain: number }>,
): DepartureRow[] {
  const rows = new Map<string, DepartureRow>();
  for (const { departure, diff, gain } of boards) {
    const kind = departure?.kind ?? 'none';
    const row = rows.get(kind) ?? { kind, boards: 0, imps: 0, better: 0, worse: 0, gain: 0 };
    row.boards++;
    row.imps += diff;
    row.gain += gain;
    if (diff < 0) row.better++;
    if (diff > 0) row.worse++;
    rows.set(kind, row);
  }
  return [...rows.values()].sort((a, b) => a.imps - b.imps || a.kind.localeCompare(b.kind));
}
