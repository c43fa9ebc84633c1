import { type Card, formatCard } from '../cards/card.js';
import { contractText } from '../engine/auction.js';
import type { AnyGame, Seat } from '../engine/game.js';
import type { ReplayStep } from '../engine/replay.js';
import type { ContractMatch } from '../games/contract/contractGame.js';
import { type ContractDeal, partnerOf, trumpSuit } from '../games/contract/deal.js';
import {
  type DdTable,
  ddTable,
  equivalentCards,
  NO_TRUMP,
  type Position,
  par,
  reaches,
  solve,
  trickWinner,
  type Vulnerability,
} from '../solver/index.js';
import type { CardAnalysis, DealAnalysis, OnCard, Vulnerable } from './types.js';

/** A deal of a four-hand contract game (bridge, bondebridge) as played, for `analyzeContractDeal`. */
export interface PlayedContractDeal {
  /** The deal's place in the match (its deck's index). */
  index: number;
  /** The engine's deal: hands as dealt, contract, the tricks in the order played, a claim. */
  deal: ContractDeal;
  finished: boolean;
  /** Bridge: who was vulnerable (par needs it); null for bondebridge, which has no par. */
  vulnerable: Vulnerable | null;
}

const PAR_VULNERABILITY: Record<Vulnerable, Vulnerability> = { none: 'None', NS: 'NS', EW: 'EW', all: 'All' };

/**
 * Judges every card of a contract deal double dummy. The table and par come from the hands as
 * dealt; then the play is walked card by card, each position asking the one solver search of
 * this thread, whose transposition table carries over from position to position (entries are
 * keyed on abstract positions, so a position shares most of its subtree with the one before).
 * The value before a card is always known — the table's entry for the first card, the value
 * after the card before for the others — so each card costs one yes/no search per run of
 * equivalent cards (is it a best card?) and, for a card that was not best, one exact search
 * started from a guess one trick worse.
 */
export function analyzeContractDeal(played: PlayedContractDeal, onCard?: OnCard): DealAnalysis {
  const { deal, index, finished, vulnerable } = played;
  const c = deal.contract;
  // The contract's strain last: its entries stay in the table for the play that follows.
  const table = ddTable(deal.dealt, c?.strain);
  const base: Omit<DealAnalysis, 'cards'> = {
    index,
    dealer: deal.dealer,
    contract: c ? contractText(c) : null,
    declarer: c ? c.declarer : null,
    passedOut: deal.passedOut,
    finished,
    ...(deal.claimed !== undefined && { claimed: deal.claimed }),
    tricksWon: c ? deal.tricksWon[c.declarer] + deal.tricksWon[partnerOf(c.declarer)] : 0,
    ddTable: table,
    vulnerable,
    par: vulnerable ? par(table, PAR_VULNERABILITY[vulnerable], deal.dealer) : null,
  };
  if (!c) return { ...base, cards: [] };
  const cards = judgePlay(deal, table, onCard);
  return { ...base, cards };
}

/** The play of a deal with a contract, position by position. */
function judgePlay(deal: ContractDeal, table: DdTable, onCard?: OnCard): CardAnalysis[] {
  const c = deal.contract!;
  const play = new PlayState(deal.dealt, trumpSuit(c), (c.declarer + 1) % 4, c.declarer & 1);
  const sequence = deal.tricks.flatMap((t) => t.cards.map((card, i) => ({ seat: t.seats[i], card })));
  const out: CardAnalysis[] = [];
  let best = table[c.strain][c.declarer];
  for (const { seat, card } of sequence) {
    const forDeclarer = play.declarerSide(seat);
    // A card keeps `best` when declarer's side still takes `best` (declarer's cards) or no more than `best` (the defenders').
    const keeps = (x: Card) => (forDeclarer ? play.atLeast(x, best) : !play.atLeast(x, best + 1));
    const bestRuns = equivalentCards(play.position()).filter((run) => keeps(run[0]));
    const isBest = bestRuns.some((run) => run.includes(card));
    const value = isBest ? best : play.exact(card, forDeclarer ? best - 1 : best + 1);
    const judged: CardAnalysis = {
      seat,
      card: formatCard(card),
      best,
      value,
      cost: forDeclarer ? best - value : value - best,
      bestCards: bestRuns.flat().map(formatCard),
    };
    out.push(judged);
    onCard?.(judged, out.length, sequence.length);
    play.play(card);
    best = value;
  }
  return out;
}

/** The position after a card: declarer's side's completed tricks and the solver's position (null at the end). */
interface After {
  declarerTricks: number;
  next: Position | null;
  /** Whether the seat to act in `next` is on declarer's side. */
  nextForDeclarer: boolean;
  /** Tricks left in `next`, the current one included. */
  left: number;
}

/** The cards still held, the trick under way and declarer's side's tricks, moved on card by card. */
class PlayState {
  private readonly hands: Card[][];
  private trick: Card[] = [];
  private declarerTricks = 0;

  constructor(
    dealt: readonly Card[][],
    private readonly trump: number | null,
    private leader: Seat,
    private readonly side: number,
  ) {
    this.hands = dealt.map((h) => [...h]);
  }

  declarerSide = (seat: Seat): boolean => (seat & 1) === this.side;

  position(): Position {
    return { hands: this.hands, trump: this.trump, leader: this.leader, trick: this.trick };
  }

  private toAct(): Seat {
    return (this.leader + this.trick.length) % 4;
  }

  private after(card: Card): After {
    const seat = this.toAct();
    const hands = this.hands.map((h, s) => (s === seat ? h.filter((x) => x !== card) : h));
    const trick = [...this.trick, card];
    let declarerTricks = this.declarerTricks;
    let next: Position;
    if (trick.length < 4) {
      next = { hands, trump: this.trump, leader: this.leader, trick };
    } else {
      const winner = trickWinner(trick, this.leader, this.trump ?? NO_TRUMP);
      if (this.declarerSide(winner)) declarerTricks++;
      next = { hands, trump: this.trump, leader: winner, trick: [] };
    }
    const nextSeat = (next.leader + next.trick!.length) % 4;
    const left = hands[nextSeat].length;
    if (left === 0) return { declarerTricks, next: null, nextForDeclarer: false, left: 0 };
    return { declarerTricks, next, nextForDeclarer: this.declarerSide(nextSeat), left };
  }

  /** Does declarer's side take at least `target` tricks of the deal if `card` is played now? */
  atLeast(card: Card, target: number): boolean {
    const a = this.after(card);
    const need = target - a.declarerTricks;
    if (!a.next) return need <= 0;
    // The side to act next needs `need` for declarer, or more than `left - need` against.
    return a.nextForDeclarer ? reaches(a.next, need) : !reaches(a.next, a.left - need + 1);
  }

  /** Declarer's side's tricks of the deal if `card` is played now, searched from `guess`. */
  exact(card: Card, guess: number): number {
    const a = this.after(card);
    if (!a.next) return a.declarerTricks;
    const g = guess - a.declarerTricks;
    if (a.nextForDeclarer) return a.declarerTricks + solve(a.next, g);
    return a.declarerTricks + a.left - solve(a.next, a.left - g);
  }

  play(card: Card): void {
    const seat = this.toAct();
    this.hands[seat] = this.hands[seat].filter((x) => x !== card);
    this.trick = [...this.trick, card];
    if (this.trick.length === 4) {
      const winner = trickWinner(this.trick, this.leader, this.trump ?? NO_TRUMP);
      if (this.declarerSide(winner)) this.declarerTricks++;
      this.leader = winner;
      this.trick = [];
    }
  }
}

/** What the replay of a contract-game record shows of each deal: the deal as it stands after each action. */
export function contractDealsOf(game: AnyGame, steps: readonly ReplayStep[]): PlayedContractDeal[] {
  const deals = new Map<number, PlayedContractDeal>();
  for (const step of steps) {
    const before = step.before as ContractMatch<unknown>;
    const after = step.after as ContractMatch<unknown>;
    const index = before.decksDealt - 1;
    const now = after.deal ?? after.lastDeal;
    if (!now) continue;
    const known = deals.get(index);
    const vulnerable = known ? known.vulnerable : vulnerableIn(game, before);
    deals.set(index, { index, deal: now, finished: after.deal === null, vulnerable });
  }
  return [...deals.values()];
}

/** Bridge's vulnerability of the deal in progress, read from the public view; null for games without. */
function vulnerableIn(game: AnyGame, state: unknown): Vulnerable | null {
  const v = (game.view(state, null) as { vulnerable?: unknown }).vulnerable;
  return v === 'none' || v === 'NS' || v === 'EW' || v === 'all' ? v : null;
}
