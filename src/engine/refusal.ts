/**
 * Why an action is refused: a stable kebab-case code naming the rule broken, the values a
 * sentence about it needs, and that sentence in English for logs, the CLI and tests. Clients
 * translate from the code and the parameters (the web client: src/web/i18n/refusals.ts); the
 * English sentence is built here and only here, so the two cannot drift apart.
 *
 * Codes are rule concepts, never game names; `stikk replay --json` and the table server send
 * them unchanged (../shared/interfaces.md §2, docs/protocol.md), so renaming one breaks clients.
 * Cards are in notation (`SA`), suits are letters (`S`, `H`, `D`, `C`), calls in notation (`2D`).
 */
import { SUIT_NAMES, SUITS, type SuitLetter } from '../cards/card.js';
import type { Seat } from './seat.js';

/** What an unreadable action should have been. */
export type ExpectedAction =
  | { expected: 'call' }
  | { expected: 'card' /** The part of a list (`discard:…`) that is not a card. */; item?: string }
  | { expected: 'bid-or-card'; maxBid: number }
  | { expected: 'declaration-suit'; kind: string }
  | { expected: 'card-or-declaration' };

/** A bid a game's own limit forbids (the auction's `bidRestriction`). */
export type BidRestriction =
  | { rule: 'no-trump-only' }
  | { rule: 'suit-length'; suit: SuitLetter; need: number }
  | { rule: 'no-trump-void'; void: SuitLetter }
  | { rule: 'jump-suit-length'; lowest: string; suit: SuitLetter; need: number; held: number }
  | { rule: 'jump-no-trump'; lowest: string; need: number };

/** The parameters of each refusal, by code. */
export interface RefusalParams {
  // Turn, match and seat.
  'not-your-turn': { seat: Seat; toAct: Seat[]; move?: 'bid' | 'play' };
  'match-over': object;
  'no-deal': object;
  'deal-over': object;
  /** A record asks for an action when the next deal has no deck. */
  'no-deck': { deal: number };
  'no-such-seat': { seat: Seat; seats: number };
  'unknown-action': ExpectedAction;
  'not-canonical': { canonical: string };
  /** The rules read it, yet no listed legal action has the same outcome (a game's legalActions is incomplete). */
  'unlisted-action': object;
  'wrong-phase': { phase: 'exchange'; discard: number } | { phase: 'auction' } | { phase: 'play' };
  /**
   * A card the seat may not see (one on its forehead), or a hidden label that names none;
   * `held`: whether the seat holds a card it may not see (then one reason whatever was sent).
   */
  'hidden-card': { held: boolean };
  // Cards and tricks. `phase` numbers the part of a deal where stricter rules hold.
  'card-not-held': { card: string };
  'card-twice': { card: string };
  'must-follow-suit': { suit: SuitLetter; phase?: number };
  'must-head': { led: string; phase?: number };
  'must-trump': { trump: SuitLetter; led: SuitLetter; phase?: number };
  // Contract auctions.
  'auction-over': object;
  'no-doubling': object;
  'double-own-side': object;
  'already-doubled': object;
  'redouble-not-allowed': { reason: 'no-double' | 'not-own-bid' };
  'bad-level': object;
  'bid-too-low': { last: string };
  'bid-restricted': BidRestriction;
  // Exact-bid games: bids and the hook rule (the bids may not add up to the cards in hand).
  'bid-out-of-range': { size: number };
  'already-bid': { seat: Seat };
  'bidding-over': object;
  'bidding-not-over': object;
  'hook-wrong-seat': { changer: Seat; bids: number[]; size: number };
  hook:
    | { reason: 'same-bid'; bids: number[]; size: number }
    | { reason: 'dealer'; bid: number; size: number };
  // Exchanges (discarding the surplus after drawing).
  'already-discarded': { seat: Seat };
  'wrong-discard-count': { need: number; keep: number };
  // Colons: cards of no suit that follow a group of ranks.
  'colon-lead-ban': { suit: SuitLetter };
  'colon-on-colon': { lead: string };
  'colon-wrong-group': { card: string; lead: string; leadColon: string };
  // King–queen declarations (trumf, tjog) won with a trick.
  'declaration-phase': object;
  'declaration-not-winner': object;
  'declaration-no-pair': object;
  'declaration-used': { reason: 'both-made' } | { reason: 'trumf-made'; trump: SuitLetter };
  'declaration-kind': { reason: 'trumf-first' } | { reason: 'tjog-suit'; suit: SuitLetter };
  'declaration-timing': object;
  'declaration-pending': object;
  'nothing-to-pass': object;
  // Claims (declarer claims N of the remaining tricks; the defenders answer).
  'claim-not-declarer': object;
  'claim-range': { remaining: number };
  'claim-again': object;
  'claim-open': { claimer: Seat; tricks: number };
  'no-claim': object;
}

export type RefusalCode = keyof RefusalParams;

/** Every refusal names the action it refuses (when there is one) among its parameters. */
export type ParamsOf<C extends RefusalCode> = RefusalParams[C] & { action?: string };

/** One refusal: `code` narrows `params`. */
export type Refusal<C extends RefusalCode = RefusalCode> = {
  [K in C]: { code: K; params: ParamsOf<K>; message: string };
}[C];

const suitWord = (s: SuitLetter): string => SUIT_NAMES[SUITS.indexOf(s)];
const COLON_GROUP: Record<string, string> = {
  GC: 'aces',
  RC: 'court cards (J, Q, K)',
  LC: 'spot cards (2–10)',
};
const inPhase = (phase: number | undefined) => (phase === undefined ? '' : `phase ${phase}, `);
const revealedSum = (bids: number[], size: number) =>
  `the revealed bids ${bids.join('+')} sum to the hand size ${size}`;

const UNKNOWN: {
  [K in ExpectedAction['expected']]: (p: Extract<ExpectedAction, { expected: K }>) => string;
} = {
  call: () => 'not a call',
  card: (p) => (p.item === undefined ? 'not a card' : `not a card: "${p.item}"`),
  'bid-or-card': (p) => `not a bid (0..${p.maxBid}) or a card`,
  'declaration-suit': (p) => `not a suit after "${p.kind}:" (expected S, H, D or C)`,
  'card-or-declaration': () => 'not an action (a card like SA, trumf:S, tjog:H or pass)',
};

const RESTRICTION: { [K in BidRestriction['rule']]: (p: Extract<BidRestriction, { rule: K }>) => string } = {
  'no-trump-only': () => 'only no-trump bids are played (noTrumpOnly)',
  'suit-length': (p) => `to bid ${suitWord(p.suit)} you must hold at least ${p.need} of them (bidding limit)`,
  'no-trump-void': (p) =>
    `to bid no trump you must hold a card of every suit, and you have no ${suitWord(p.void)} (bidding limit)`,
  'jump-suit-length': (p) =>
    `a jump bid (lowest ${p.lowest}) needs at least ${p.need} ${suitWord(p.suit)}, you hold ${p.held} (jump limit)`,
  'jump-no-trump': (p) =>
    `a jump bid in no trump (lowest ${p.lowest}) needs at least ${p.need} cards in some suit (jump limit)`,
};

/** The English sentence of each code (without the action in front). */
const ENGLISH: { [C in RefusalCode]: (p: ParamsOf<C>) => string } = {
  'not-your-turn': (p) =>
    `it is not seat ${p.seat}'s turn${p.move ? ` to ${p.move}` : ''} (to ${p.move ?? 'act'}: ${
      p.toAct.length ? p.toAct.join(', ') : 'nobody'
    })`,
  'match-over': () => 'the match is over',
  'no-deal': () => 'no deal in progress (waiting for the deal)',
  'deal-over': () => 'the deal is over',
  'no-deck': (p) => `the record has no deck for deal ${p.deal}`,
  'no-such-seat': (p) => `seat ${p.seat} does not exist (0..${p.seats - 1})`,
  'unknown-action': (p) =>
    // `pass` is how people say it; the notation's pass is `P`.
    p.expected === 'call' && p.action?.trim().toUpperCase() === 'PASS'
      ? 'not a call (a pass is written P)'
      : (UNKNOWN[p.expected] as (x: ExpectedAction) => string)(p),
  'not-canonical': (p) => `write it as ${p.canonical}`,
  'unlisted-action': () => 'the rules read it, but it matches none of the legal actions as they are written',
  'wrong-phase': (p) =>
    p.phase === 'exchange'
      ? `the exchange is on: discard ${p.discard} cards (discard:…)`
      : p.phase === 'auction'
        ? 'the auction is on: make a call (P, X, XX or a bid)'
        : 'the play is on: play a card',
  'hidden-card': (p) =>
    p.held
      ? 'not an action you can see; play a card you cannot see by its label (hidden:1)'
      : 'you hold no hidden card to play now',
  'card-not-held': (p) =>
    p.action === undefined || p.action === p.card ? 'not in hand' : `${p.card} is not in your hand`,
  'card-twice': (p) => `card ${p.card} appears twice`,
  'must-follow-suit': (p) => `${inPhase(p.phase)}must follow suit (${suitWord(p.suit)}) (revoke)`,
  'must-head': (p) => `${inPhase(p.phase)}must beat ${p.led} when able (head the trick)`,
  'must-trump': (p) =>
    `${inPhase(p.phase)}must play a trump (${suitWord(p.trump)}) when void in ${suitWord(p.led)}`,
  'auction-over': () => 'the auction is over',
  'no-doubling': () => 'doubling is not played',
  'double-own-side': () => "only the opponents' last bid may be doubled",
  'already-doubled': () => 'the last bid is already doubled',
  'redouble-not-allowed': (p) =>
    p.reason === 'no-double'
      ? 'only a double by the opponents may be redoubled'
      : "only a double of your own side's bid may be redoubled",
  'bad-level': () => 'not a bid in this game',
  'bid-too-low': (p) => `a bid must be higher than the last bid ${p.last}`,
  'bid-restricted': (p) => (RESTRICTION[p.rule] as (x: BidRestriction) => string)(p),
  'bid-out-of-range': (p) => `a bid must be from 0 to the hand size ${p.size}`,
  'already-bid': (p) =>
    `seat ${p.seat} has already bid (a bid changes only by the hook rule, after the reveal)`,
  'bidding-over': () => 'the bidding is over; play a card',
  'bidding-not-over': () => 'cards are played after the bidding; make a bid',
  'hook-wrong-seat': (p) =>
    `the bids are revealed; only seat ${p.changer}, on the dealer's left, may change a bid, because ${revealedSum(p.bids, p.size)} (hook rule)`,
  hook: (p) =>
    p.reason === 'same-bid'
      ? `must change the bid to another number: ${revealedSum(p.bids, p.size)} (hook rule)`
      : `the dealer may not bid ${p.bid}: the bids would sum to the hand size ${p.size} (hook rule)`,
  'already-discarded': (p) => `seat ${p.seat} has already discarded`,
  'wrong-discard-count': (p) => `must discard exactly ${p.need} cards (keep ${p.keep})`,
  'colon-lead-ban': (p) => {
    const suit = suitWord(p.suit);
    return `${suit} may not be led to this trick, since a colon was played to your ${suit} lead (colon lead ban)`;
  },
  'colon-on-colon': (p) =>
    `a colon may not be played to a colon lead (${p.lead}) while you hold a suit card (colon rule)`,
  'colon-wrong-group': (p) =>
    `a colon may only follow a card of its group (${p.leadColon} on ${p.lead}; ${p.card} goes with ${COLON_GROUP[p.card] ?? p.card}) (colon rule)`,
  'declaration-phase': (p) =>
    `no declarations in phase 2${p.action === 'pass' ? ', nothing to decline' : ''}`,
  'declaration-not-winner': () => 'only the winner of the trick just played may declare',
  'declaration-no-pair': () => 'a declaration needs the king and queen of that suit in hand',
  'declaration-used': (p) =>
    p.reason === 'both-made'
      ? 'the trumf and the tjog of this deal are both made'
      : `trump is already declared (${suitWord(p.trump)}): only one trumf per deal, a later pair is a tjog`,
  'declaration-kind': (p) =>
    p.reason === 'trumf-first'
      ? 'the first declaration of a deal is a trumf'
      : `the tjog must be in another suit than the trumf (${suitWord(p.suit)})`,
  'declaration-timing': () => 'a declaration comes right after winning a trick, before the draw',
  'declaration-pending': () => 'declare a king–queen pair or pass first, before the draw',
  'nothing-to-pass': () => 'no declaration is pending, nothing to decline',
  'claim-not-declarer': () => "only declarer may claim, when it is declarer's or dummy's turn to play",
  'claim-range': (p) => `a claim is a number of the remaining tricks, 0 to ${p.remaining}`,
  'claim-again': () => 'a claim was rejected in this trick; declarer may claim again from the next trick',
  'claim-open': (p) =>
    `seat ${p.claimer} claims ${p.tricks} of the remaining tricks: answer accept or reject first`,
  'no-claim': () => 'there is no claim to answer',
};

/** Every refusal code, in a fixed order (for clients that check their translations). */
export const REFUSAL_CODES = Object.keys(ENGLISH) as RefusalCode[];

/** The refusal `code` with its parameters, and its English sentence (`action: rule` when there is an action). */
export function refusal<C extends RefusalCode>(code: C, params: ParamsOf<C>): Refusal<C> {
  const sentence = (ENGLISH[code] as (p: ParamsOf<C>) => string)(params);
  const message = params.action === undefined ? sentence : `${params.action}: ${sentence}`;
  return { code, params, message } as Refusal<C>;
}

/** True for a code this engine knows (clients get codes from newer servers too). */
export const isRefusalCode = (x: unknown): x is RefusalCode =>
  typeof x === 'string' && Object.hasOwn(ENGLISH, x);
