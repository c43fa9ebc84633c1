import { formatCall, STRAINS } from '../../cards/call.js';
import { type Card, formatCard, STANDARD_PACK } from '../../cards/card.js';
import { err, ok, type Result } from '../../cards/result.js';
import { contractText } from '../../engine/auction.js';
import type {
  BaseView,
  Game,
  GameId,
  IllegalAction,
  MatchResult,
  OptionSpec,
  Seat,
} from '../../engine/game.js';
import type { OptionError } from '../../engine/optionError.js';
import { refusal } from '../../engine/refusal.js';
import { notYourTurn, trickToView } from '../../engine/trick.js';
import {
  applyDealAction,
  type ContractDeal,
  completedTricks,
  type DealRules,
  dealInventory,
  dealPhase,
  dealToAct,
  dummySeat,
  dummyVisible,
  legalDealActions,
  SEATS,
  startDeal,
} from './deal.js';

/** The match bookkeeping both contract games share; each game adds its own scoring state. */
export interface ContractMatch<O> {
  options: O;
  firstDealer: Seat;
  /** Decks dealt so far, thrown-in deals included. */
  decksDealt: number;
  /** The deal in progress; null while waiting for the next deck or when the match is over. */
  deal: ContractDeal | null;
  /**
   * The deal just finished, until the next deck is dealt: its auction and tricks stay in the
   * view meanwhile (a finished deal's last step, the match's end), as the other games' do.
   */
  lastDeal?: ContractDeal;
  over: boolean;
  /** Results of the finished deals, in `stikk replay --json` shape. */
  deals: MatchResult['deals'];
  /** Set when the players closed the table (the match is then over). */
  closed?: true;
}

/** What every seat of a contract game sees, on top of BaseView. */
export interface ContractView extends BaseView {
  /** The auction so far as `[seat, call]`. */
  calls: Array<[Seat, string]>;
  /** The seat that called first in this deal. */
  firstCaller: Seat | null;
  /** E.g. `4H`, `3NTX`; null until the auction ends with a bid. */
  contract: string | null;
  declarer: Seat | null;
  /** Bridge only: dummy's seat once the contract is known (its cards show in `hands` after the opening lead). */
  dummy: Seat | null;
  /**
   * Declarer's open claim: N of the remaining tricks, and the defenders who accepted so far.
   * While it is open declarer's hand shows in `hands` to everyone; `toAct` names the defender
   * who answers next.
   */
  claim: { tricks: number; accepted: Seat[] } | null;
  /** A claim rejected in the trick under way (declarer may claim again from the next trick). */
  rejectedClaim: { tricks: number; by: Seat } | null;
}

export interface ContractGameSpec<O, S extends ContractMatch<O>, X extends object> {
  id: GameId;
  optionSpecs: readonly OptionSpec[];
  defaultOptions: O;
  parseOptions(raw: unknown): Result<O, OptionError>;
  minimizeOptions(options: O): Record<string, unknown>;
  newMatch(options: O, firstDealer: Seat): S;
  dealRules(options: O): DealRules;
  /** Dealer and first caller of the next deal to be dealt. */
  nextDeal(state: S): { dealer: Seat; firstCaller: Seat };
  /** Scores a deal that is over (played out or passed out): returns the state with `deal` null. */
  finishDeal(state: S, deal: ContractDeal): S;
  /**
   * What closing the table adds for this game, given the closed state (deal dropped, over);
   * omitted: nothing (the match simply ends with the deals played).
   */
  close?(state: S): S;
  result(state: S): MatchResult;
  /** The game's own public view fields (scores, vulnerability, seating…). */
  viewExtras(state: S, seat: Seat | null): X;
  /**
   * Optional: the seat whose person holds `seat`'s hand too (bondebridge's threePlayers: one
   * person plays North and South); that seat decides for it and sees its cards all deal.
   * Omitted: every seat holds only its own hand.
   */
  heldBy?(state: S, seat: Seat): Seat;
  /** Optional `Game.people` and `Game.seating`, for games where people change seats. */
  people?(options: O): number | null;
  seating?(state: S): number[] | null;
}

const matchOver = (action: string): IllegalAction => refusal('match-over', { action });

/** Builds a `Game` for a four-hand contract game from its scoring and scheduling rules. */
export function makeContractGame<O, S extends ContractMatch<O>, X extends object>(
  spec: ContractGameSpec<O, S, X>,
): Game<O, S, ContractView & X> {
  const packSet = new Set<Card>(STANDARD_PACK);
  const rulesOf = (s: S) => spec.dealRules(s.options);
  const heldBy = (s: S, seat: Seat): Seat => spec.heldBy?.(s, seat) ?? seat;
  /** The game scores the deal; a deal ended by a claim says so in its result (`claimed`: the tricks it gave). */
  const finish = (s: S, d: ContractDeal): S => {
    const done = spec.finishDeal(s, d);
    if (d.claimed === undefined) return done;
    const deals = [...done.deals];
    deals[deals.length - 1] = { ...deals[deals.length - 1], claimed: d.claimed };
    return { ...done, deals };
  };
  const toAct = (s: S): Seat[] => {
    if (s.over || !s.deal) return [];
    const seat = dealToAct(s.deal);
    return seat === null ? [] : [seat];
  };

  return {
    id: spec.id,
    optionSpecs: spec.optionSpecs,
    defaultOptions: spec.defaultOptions,
    parseOptions: spec.parseOptions,
    minimizeOptions: spec.minimizeOptions,
    seatCount: () => SEATS,
    pack: () => STANDARD_PACK,
    newMatch: spec.newMatch,
    needsDeck: (s) => !s.over && s.deal === null,

    deal(s, deck) {
      if (s.over) return err('the match is over');
      if (s.deal) return err('a deal is in progress');
      if (deck.length !== STANDARD_PACK.length || new Set(deck).size !== deck.length) {
        return err('the deck is not a permutation of the 52-card pack');
      }
      if (deck.some((c) => !packSet.has(c))) return err('the deck holds a card outside the 52-card pack');
      const { dealer, firstCaller } = spec.nextDeal(s);
      return ok({
        ...s,
        decksDealt: s.decksDealt + 1,
        deal: startDeal(deck, dealer, firstCaller),
        lastDeal: undefined,
      });
    },

    toAct,

    controller(s, seat) {
      if (!s.deal) return seat;
      const dummy = dummySeat(s.deal, rulesOf(s));
      return dummy === seat ? s.deal.contract!.declarer : heldBy(s, seat);
    },

    legalActions(s, seat) {
      if (s.over || !s.deal) return [];
      return legalDealActions(s.deal, seat, rulesOf(s));
    },

    apply(s, seat, action) {
      if (s.over) return err(matchOver(action));
      if (!s.deal) return err(notYourTurn(seat, []));
      const r = applyDealAction(s.deal, seat, action, rulesOf(s));
      if (!r.ok) return r;
      const next = { ...s, deal: r.value };
      return ok(dealPhase(r.value) === 'done' ? { ...finish(next, r.value), lastDeal: r.value } : next);
    },

    view(s, seat) {
      const d = s.deal;
      // Between deals and at the end: the finished deal's auction and tricks (no cards are left).
      const shown = d ?? s.lastDeal ?? null;
      const rules = rulesOf(s);
      const dummy = shown ? dummySeat(shown, rules) : null;
      const dummyShown = d ? dummyVisible(d, rules) : false;
      const contract = shown?.contract ?? null;
      const claim = d?.claim ?? null;
      // An open claim shows declarer's hand to everyone, and nothing else.
      const sees = (h: Seat) =>
        h === seat ||
        (dummyShown && h === dummy) ||
        (seat !== null && heldBy(s, h) === seat) ||
        (claim !== null && h === contract!.declarer);
      const rejected = d?.rejectedClaim;
      const base: ContractView = {
        game: spec.id,
        seat,
        seats: SEATS,
        dealIndex: d ? s.decksDealt - 1 : s.decksDealt,
        dealer: d ? d.dealer : spec.nextDeal(s).dealer,
        phase: s.over ? 'over' : d ? dealPhase(d) : 'dealing',
        toAct: toAct(s),
        hands: [0, 1, 2, 3].map((h) => (d && sees(h) ? d.hands[h].map(formatCard) : null)),
        handCounts: [0, 1, 2, 3].map((h) => (d ? d.hands[h].length : 0)),
        tricks: shown ? shown.tricks.map(trickToView) : [],
        tricksWon: shown ? [...shown.tricksWon] : [0, 0, 0, 0],
        trump: contract ? STRAINS[contract.strain] : null,
        result: spec.result(s),
        calls: shown
          ? shown.auction.calls.map(({ seat: c, call }) => [c, formatCall(call)] as [Seat, string])
          : [],
        firstCaller: shown ? shown.auction.first : null,
        contract: contract ? contractText(contract) : null,
        declarer: contract ? contract.declarer : null,
        dummy,
        claim: claim ? { tricks: claim.tricks, accepted: [...claim.accepted] } : null,
        rejectedClaim:
          rejected && rejected.atTrick === completedTricks(d!)
            ? { tricks: rejected.tricks, by: rejected.by }
            : null,
      };
      return { ...base, ...spec.viewExtras(s, seat) };
    },

    result: spec.result,
    isOver: (s) => s.over,
    close(s) {
      if (s.over) return s;
      // The deal in progress is dropped: it never reaches `deals`.
      const closed: S = { ...s, deal: null, over: true, closed: true };
      return spec.close ? spec.close(closed) : closed;
    },
    inventory: (s) => (s.deal ? dealInventory(s.deal) : []),
    ...(spec.people && { people: spec.people }),
    ...(spec.seating && { seating: spec.seating }),
  };
}
