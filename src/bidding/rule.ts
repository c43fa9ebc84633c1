import type { StrainIndex } from '../cards/call.js';
import type { HandFigures } from './hand.js';
import type { Bounds, Meaning } from './meaning.js';

export type SystemGame = 'bridge' | 'bondebridge';

/** Pattern variables bound to strains (0..3 = C D H S): `a`, `b`, `c` any suit, `M` a major, `m` a minor. */
export type Bindings = Readonly<Record<string, StrainIndex>>;

/** The auction as the seat about to call sees it. */
export interface Situation {
  game: SystemGame;
  seat: number;
  calls: ReadonlyArray<readonly [number, string]>;
  /** The calls from the first bid on (the leading passes left out). */
  after: readonly string[];
  /** Passes before the first bid (all calls so far while nobody has bid). */
  passes: number;
  lastBid: { seat: number; level: number; strain: StrainIndex } | null;
  /** What partner's calls have shown, and what this seat's own calls have shown. */
  partner: Bounds;
  me: Bounds;
  /** The stated meanings of each earlier call, aligned with `calls` (null: no agreement). */
  meanings: ReadonlyArray<Meaning | null>;
}

/**
 * One rule of the system: in the auctions it matches, `call` shows `shows`. The bots take the
 * first rule (in list order) whose call is legal and whose meaning the hand fits (and, where
 * given, `prefer`, which only chooses among hands the meaning already allows).
 */
export interface Rule {
  id: string;
  /**
   * The calls from the first bid up to now, space-separated; the last is the right-hand
   * opponent's. `''` matches an auction with no bid yet. Tokens: `P`, `X`, `XX`, bids such as
   * `1NT` or `1a` (a variable: the strain is bound at its first use and must repeat after).
   */
  auction?: string;
  /** Instead of (or on top of) `auction`: a test of the situation that may bind variables. */
  when?: (s: Situation, b: Bindings) => Bindings | null;
  games?: readonly SystemGame[];
  /** Openings: the passes before it allowed (0 = first seat). */
  seats?: readonly number[];
  /**
   * The call: `P`, `X`, `XX`, a bid (`2a`: a variable strain; a free variable ranges over the
   * suits not bound yet, majors first), `=a` the cheapest bid in strain a, `+a` one level higher.
   */
  call: string;
  shows: Meaning | ((b: Bindings, s: Situation) => Meaning | null);
  prefer?: (hand: HandFigures, b: Bindings, s: Situation) => boolean;
}
