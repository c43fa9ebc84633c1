import { formatCall, parseCall, strainSuit } from '../../cards/call.js';
import { type Card, formatCard, parseCard, sortCards } from '../../cards/card.js';
import { err, ok, type Result } from '../../cards/result.js';
import {
  type Auction,
  type AuctionRules,
  applyCall,
  auctionOutcome,
  auctionToAct,
  type Contract,
  legalCalls,
  newAuction,
} from '../../engine/auction.js';
import { ACCEPT, claimAction, REJECT, readClaim } from '../../engine/claim.js';
import type { IllegalAction, Seat } from '../../engine/game.js';
import { refusal } from '../../engine/refusal.js';
import {
  followSuitCards,
  followSuitViolation,
  newTrick,
  notYourTurn,
  type Trick,
  trickWinnerIndex,
  without,
} from '../../engine/trick.js';

/**
 * One deal of a four-hand contract game (bondebridge, bridge): 13 cards each, an auction,
 * then 13 tricks. Plain JSON data, never mutated: every step returns a new deal.
 */
export interface ContractDeal {
  dealer: Seat;
  /** Current holdings by seat, in display order. */
  hands: Card[][];
  /** The hands as dealt (bridge counts honours from them). */
  dealt: Card[][];
  auction: Auction;
  /** Set when the auction ends with a bid. */
  contract: Contract | null;
  /** True when all four passed at the start. */
  passedOut: boolean;
  /** Tricks of this deal; the last may be incomplete. */
  tricks: Trick[];
  /** Tricks won, by seat. */
  tricksWon: number[];
  /** Declarer's claim while the defenders answer it (absent when none is open). */
  claim?: OpenClaim;
  /** Set when both defenders accepted a claim: the remaining tricks declarer's side takes; the deal is over. */
  claimed?: number;
  /** The last rejected claim: no new claim until a trick after the one it was made in. */
  rejectedClaim?: RejectedClaim;
}

/** A claim the defenders are answering. */
export interface OpenClaim {
  /** How many of the remaining tricks (the current one included) declarer's side is to take. */
  tricks: number;
  /** Defenders who accepted so far, in answering order. */
  accepted: Seat[];
}

export interface RejectedClaim {
  tricks: number;
  /** The defender who rejected it. */
  by: Seat;
  /** Completed tricks when it was made: declarer may claim again once more tricks are complete. */
  atTrick: number;
}

export interface DealRules {
  auction: AuctionRules;
  /** Bridge: declarer's partner's hand is laid face up after the opening lead and played by declarer. */
  dummy: boolean;
}

export type DealPhase = 'auction' | 'play' | 'done';

export const SEATS = 4;
export const TRICKS_PER_DEAL = 13;
export const partnerOf = (seat: Seat): Seat => (seat + 2) % SEATS;
export const sideOf = (seat: Seat): 'NS' | 'EW' => (seat % 2 === 0 ? 'NS' : 'EW');

/** Card i of the deck goes to seat (dealer + 1 + i) mod 4 (rules/README.md). */
export function dealHands(deck: readonly Card[], dealer: Seat): Card[][] {
  const hands: Card[][] = [[], [], [], []];
  deck.forEach((card, i) => {
    hands[(dealer + 1 + i) % SEATS].push(card);
  });
  return hands.map((h) => sortCards(h));
}

export function startDeal(deck: readonly Card[], dealer: Seat, firstCaller: Seat): ContractDeal {
  const hands = dealHands(deck, dealer);
  return {
    dealer,
    hands,
    dealt: hands,
    auction: newAuction(SEATS, firstCaller),
    contract: null,
    passedOut: false,
    tricks: [],
    tricksWon: [0, 0, 0, 0],
  };
}

/** Tricks of the deal played to the end (the last trick may be under way). */
export const completedTricks = (d: ContractDeal): number =>
  d.tricks.filter((t) => t.winner !== undefined).length;

export function dealPhase(d: ContractDeal): DealPhase {
  if (d.passedOut || d.claimed !== undefined) return 'done';
  if (!d.contract) return 'auction';
  return completedTricks(d) === TRICKS_PER_DEAL ? 'done' : 'play';
}

export const trumpSuit = (c: Contract): number | null => strainSuit(c.strain);

/** Dummy's seat in a bridge deal once the contract is known; null without dummy. */
export const dummySeat = (d: ContractDeal, rules: DealRules): Seat | null =>
  rules.dummy && d.contract ? partnerOf(d.contract.declarer) : null;

/** Dummy is face up once the opening lead has been made. */
export const dummyVisible = (d: ContractDeal, rules: DealRules): boolean =>
  dummySeat(d, rules) !== null && d.tricks.length > 0 && d.tricks[0].cards.length > 0;

/** The trick cards are played to now (a new one after a completed trick). */
function currentTrick(d: ContractDeal): Trick {
  const last = d.tricks[d.tricks.length - 1];
  if (last && last.winner === undefined) return last;
  const leader = last ? last.winner! : (d.contract!.declarer + 1) % SEATS;
  return newTrick(leader);
}

/** The seat whose hand the next card comes from (dummy's seat for dummy's cards). */
export function seatToPlay(d: ContractDeal): Seat {
  const t = currentTrick(d);
  return (t.leader + t.cards.length) % SEATS;
}

/** The seat that must act now, or null when the deal is done. */
export function dealToAct(d: ContractDeal): Seat | null {
  switch (dealPhase(d)) {
    case 'auction':
      return auctionToAct(d.auction);
    case 'play':
      return d.claim ? claimAnswerer(d, d.claim) : seatToPlay(d);
    case 'done':
      return null;
  }
}

/** The defenders in the order they answer a claim: declarer's left, then declarer's right. */
export const defendersOf = (declarer: Seat): Seat[] => [(declarer + 1) % SEATS, (declarer + 3) % SEATS];

/** The defender who answers the open claim next. */
const claimAnswerer = (d: ContractDeal, claim: OpenClaim): Seat =>
  defendersOf(d.contract!.declarer).find((s) => !claim.accepted.includes(s))!;

/** The seats whose turn lets declarer claim: declarer's own, and dummy's in bridge. */
const claimsAtTurnOf = (d: ContractDeal, seat: Seat, rules: DealRules): boolean =>
  seat === d.contract!.declarer || seat === dummySeat(d, rules);

/** A claim rejected in this trick bars another one until the trick is complete. */
const claimBarred = (d: ContractDeal): boolean => d.rejectedClaim?.atTrick === completedTricks(d);

/** Tricks still to be won, the one under way included: what a claim speaks of. */
export const remainingTricks = (d: ContractDeal): number => TRICKS_PER_DEAL - completedTricks(d);

/**
 * Cards first, then the claims `claim:0` … `claim:R` when declarer may claim (a program that
 * takes the first legal action keeps playing cards); while a claim is open only the defender
 * answering it acts, with `reject` listed before `accept`, the answer that cannot cost the
 * defence a trick.
 */
export function legalDealActions(d: ContractDeal, seat: Seat, rules: DealRules): string[] {
  const phase = dealPhase(d);
  if (phase === 'auction') return legalCalls(d.auction, seat, rules.auction);
  if (phase !== 'play') return [];
  if (d.claim) return claimAnswerer(d, d.claim) === seat ? [REJECT, ACCEPT] : [];
  if (seatToPlay(d) !== seat) return [];
  const led = currentTrick(d).cards[0];
  const cards = sortCards(followSuitCards(d.hands[seat], led)).map(formatCard);
  if (!claimsAtTurnOf(d, seat, rules) || claimBarred(d)) return cards;
  const claims = Array.from({ length: remainingTricks(d) + 1 }, (_, n) => claimAction(n));
  return [...cards, ...claims];
}

export function applyDealAction(
  d: ContractDeal,
  seat: Seat,
  action: string,
  rules: DealRules,
): Result<ContractDeal, IllegalAction> {
  const phase = dealPhase(d);
  if (phase === 'done') return err(refusal('deal-over', { action }));
  if (phase === 'auction') return applyAuctionCall(d, seat, action, rules);
  if (d.claim) return answerClaim(d, d.claim, seat, action);
  const turn = seatToPlay(d);
  if (seat !== turn) return err(notYourTurn(seat, [turn]));
  const claim = readClaim(action);
  if (claim) return makeClaim(d, seat, action, claim, rules);
  if (action === ACCEPT || action === REJECT) return err(refusal('no-claim', { action }));
  const card = parseCard(action);
  if (!card.ok) return err(refusal('unknown-action', { action, expected: 'card' }));
  if (formatCard(card.value) !== action) return err(notCanonical(action, formatCard(card.value)));
  return playCard(d, seat, card.value);
}

function applyAuctionCall(
  d: ContractDeal,
  seat: Seat,
  action: string,
  rules: DealRules,
): Result<ContractDeal, IllegalAction> {
  const call = parseCall(action);
  if (call.ok && formatCall(call.value) !== action) return err(notCanonical(action, formatCall(call.value)));
  const r = applyCall(d.auction, seat, action, rules.auction);
  if (!r.ok) return r;
  const auction = r.value;
  const outcome = auctionOutcome(auction, rules.auction);
  if (outcome.kind === 'passed-out') return ok({ ...d, auction, passedOut: true });
  if (outcome.kind === 'contract') return ok({ ...d, auction, contract: outcome.contract });
  return ok({ ...d, auction });
}

function makeClaim(
  d: ContractDeal,
  seat: Seat,
  action: string,
  claim: { tricks: number; canonical: string },
  rules: DealRules,
): Result<ContractDeal, IllegalAction> {
  if (!claimsAtTurnOf(d, seat, rules)) return err(refusal('claim-not-declarer', { action }));
  const remaining = remainingTricks(d);
  if (!(claim.tricks <= remaining)) return err(refusal('claim-range', { action, remaining }));
  if (claim.canonical !== action) return err(notCanonical(action, claim.canonical));
  if (claimBarred(d)) return err(refusal('claim-again', { action }));
  return ok({ ...d, claim: { tricks: claim.tricks, accepted: [] } });
}

/**
 * Both accept: the deal ends with the claimed tricks. One rejects: the claim is void and play
 * goes on where it stopped (the rejection is kept so that declarer claims again only from the
 * next trick).
 */
function answerClaim(
  d: ContractDeal,
  claim: OpenClaim,
  seat: Seat,
  action: string,
): Result<ContractDeal, IllegalAction> {
  const answerer = claimAnswerer(d, claim);
  if (seat !== answerer) return err(notYourTurn(seat, [answerer]));
  const { claim: _open, ...rest } = d;
  if (action === REJECT) {
    return ok({ ...rest, rejectedClaim: { tricks: claim.tricks, by: seat, atTrick: completedTricks(d) } });
  }
  if (action !== ACCEPT) {
    return err(refusal('claim-open', { action, claimer: d.contract!.declarer, tricks: claim.tricks }));
  }
  const accepted = [...claim.accepted, seat];
  if (accepted.length < 2) return ok({ ...d, claim: { ...claim, accepted } });
  return ok({ ...rest, claimed: claim.tricks });
}

/**
 * Actions travel in the one canonical notation (records, protocol): clients normalise what
 * people type (`pass`, `s10`) before sending, so a record never holds two spellings.
 */
const notCanonical = (action: string, canonical: string): IllegalAction =>
  refusal('not-canonical', { action, canonical });

function playCard(d: ContractDeal, seat: Seat, card: Card): Result<ContractDeal, IllegalAction> {
  const trick = currentTrick(d);
  const violation = followSuitViolation(d.hands[seat], trick.cards[0], card);
  if (violation) return err(violation);
  const cards = [...trick.cards, card];
  const seats = [...trick.seats, seat];
  const played: Trick = { leader: trick.leader, seats, cards };
  const tricksWon = [...d.tricksWon];
  if (cards.length === SEATS) {
    played.winner = seats[trickWinnerIndex(cards, trumpSuit(d.contract!))];
    tricksWon[played.winner]++;
  }
  const open = d.tricks.length > 0 && d.tricks[d.tricks.length - 1].winner === undefined;
  const tricks = open ? [...d.tricks.slice(0, -1), played] : [...d.tricks, played];
  const hands = d.hands.map((h, s) => (s === seat ? without(h, card) : h));
  return ok({ ...d, hands, tricks, tricksWon });
}

/** Tricks taken by the declaring side, with those an accepted claim gave it. */
export const declarerTricks = (d: ContractDeal): number =>
  d.contract
    ? d.tricksWon[d.contract.declarer] + d.tricksWon[partnerOf(d.contract.declarer)] + (d.claimed ?? 0)
    : 0;

/** Every card of the deal in its zone: four hands, then each trick's cards. */
export const dealInventory = (d: ContractDeal): Card[][] => [...d.hands, ...d.tricks.map((t) => t.cards)];
