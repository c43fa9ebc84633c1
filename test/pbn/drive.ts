import type { Card } from '../../src/cards/card.js';
import { parseCardList } from '../../src/cards/card.js';
import type { Rng } from '../../src/cards/rng.js';
import { isClaimAction, withoutClaims } from '../../src/engine/claim.js';
import type { AnyGame, Seat } from '../../src/engine/game.js';
import type { Chooser } from '../../src/engine/play.js';
import type { GameRecord } from '../../src/engine/record.js';
import type { ContractMatch } from '../../src/games/contract/contractGame.js';

/**
 * Random legal actions, never a claim (deals are played out). In the auction: a pass half the
 * time (so some deals pass out), else one of the three lowest other calls (X and XX come
 * first), so contracts stay low and rubbers end.
 */
export function randomChooser(game: AnyGame, rng: Rng): Chooser {
  return (state, seat) => {
    const legal = withoutClaims(game.legalActions(state, seat));
    if (!legal.includes('P')) return legal[rng.int(legal.length)];
    const others = legal.filter((a) => a !== 'P').slice(0, 3);
    return others.length === 0 || rng.int(2) === 0 ? 'P' : others[rng.int(others.length)];
  };
}

/** Plays the deal in progress to its end: the first caller bids, everyone else passes, random cards. */
export function playDealOut(game: AnyGame, state: unknown, rng: Rng): unknown {
  while (!game.isOver(state) && !game.needsDeck(state)) {
    const seat = game.toAct(state)[0];
    const legal = withoutClaims(game.legalActions(state, seat));
    const view = game.view(state, null) as unknown as { phase: string; calls: unknown[] };
    let action = legal[rng.int(legal.length)];
    if (view.phase === 'auction') action = view.calls.length === 0 ? legal.find((a) => /^\d/.test(a))! : 'P';
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value;
  }
  return state;
}

/** What the record says about one deal, read independently of the PBN code. */
export interface RecordedDeal {
  dealer: Seat;
  hands: Card[][];
  firstCaller: Seat;
  calls: string[];
  plays: Array<[Seat, string]>;
}

/** Walks a record with the game's own deal and apply, noting each deal's hands, calls and cards. */
export function recordedDeals(game: AnyGame, options: unknown, record: GameRecord): RecordedDeal[] {
  let state: unknown = game.newMatch(options, record.firstDealer ?? 0);
  const out: RecordedDeal[] = [];
  let next = 0;
  const dealIfNeeded = () => {
    while (!game.isOver(state) && game.needsDeck(state) && next < record.decks.length) {
      const deck = parseCardList(record.decks[next++]);
      if (!deck.ok) throw new Error(deck.error);
      const r = game.deal(state, deck.value);
      if (!r.ok) throw new Error(r.error);
      state = r.value;
      const d = (state as ContractMatch<unknown>).deal!;
      out.push({ dealer: d.dealer, hands: d.dealt, firstCaller: d.auction.first, calls: [], plays: [] });
    }
  };
  for (const [seat, action] of record.actions) {
    dealIfNeeded();
    const phase = game.view(state, null).phase;
    const cur = out[out.length - 1];
    if (phase === 'auction') cur.calls.push(action);
    // Claims and their answers are no cards: PBN keeps the cards played and the result.
    else if (!isClaimAction(action)) cur.plays.push([seat, action]);
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value;
  }
  dealIfNeeded();
  return out;
}
