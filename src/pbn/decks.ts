/**
 * PBN deals as decks to play: for each deal, a permutation of the 52-card pack that the game's
 * own deal function hands out so that every compass seat (N = 0, E = 1, S = 2, W = 3) gets
 * exactly its PBN hand. The PBN's Dealer and Vulnerable tags are not used: the match keeps its
 * own dealer and scoring; only the cards come from the file.
 */
import type { Card } from '../cards/card.js';
import { parseDeal } from '../cards/hand.js';
import { err, ok, type Result } from '../cards/result.js';
import type { AnyGame, Seat } from '../engine/game.js';
import { Match } from '../engine/match.js';
import type { ContractView } from '../games/contract/contractGame.js';
import { dealHands, SEATS } from '../games/contract/deal.js';
import { parsePbn, tagValue } from './pbn.js';
import { CONTRACT_GAMES_TEXT, type ContractGames } from './records.js';

const HAND_SIZE = 13;

/** The hands of one PBN game, by seat N E S W. */
export interface PbnDeal {
  /** 1-based position of the game in the file. */
  game: number;
  /** The Board tag, when there is one. */
  board?: string;
  hands: Card[][];
}

/** Every PBN game with a Deal tag, checked to be a whole deal: four 13-card hands, no card twice. */
export function dealsFromPbn(text: string): Result<PbnDeal[]> {
  const games = parsePbn(text);
  if (!games.ok) return games;
  const deals: PbnDeal[] = [];
  for (let i = 0; i < games.value.length; i++) {
    const g = games.value[i];
    const value = tagValue(g, 'Deal')?.trim();
    if (!value) continue;
    const board = tagValue(g, 'Board')?.trim() || undefined;
    const where = `PBN game ${i + 1}${board ? ` (board ${board})` : ''}`;
    const deal = parseDeal(value);
    if (!deal.ok) return err(`${where}: ${deal.error}`);
    const short = deal.value.hands.findIndex((h) => h.length !== HAND_SIZE);
    if (short >= 0) {
      const sizes = deal.value.hands.map((h) => h.length).join(', ');
      return err(`${where}: a deal to play needs four 13-card hands (N E S W hold ${sizes})`);
    }
    deals.push({ game: i + 1, ...(board ? { board } : {}), hands: deal.value.hands });
  }
  if (deals.length === 0) return err('the PBN text holds no deal (no game with a Deal tag)');
  return ok(deals);
}

/**
 * The deck that gives `hands[seat]` to every seat when `dealer` deals: the game's own deal
 * function is run on deck positions 0..51 to learn which positions each seat receives.
 */
export function deckForDealer(hands: readonly Card[][], dealer: Seat): Card[] {
  const positions = dealHands(
    Array.from({ length: SEATS * HAND_SIZE }, (_, i) => i),
    dealer,
  );
  const deck: Card[] = [];
  positions.forEach((ps, seat) => {
    ps.forEach((p, i) => {
      deck[p] = hands[seat][i];
    });
  });
  return deck;
}

/** The deck for the deal the match waits for: the game's view names the next deal's dealer. */
export function deckForNextDeal(game: AnyGame, state: unknown, hands: readonly Card[][]): Card[] {
  return deckForDealer(hands, game.view(state, null).dealer);
}

export interface DecksFromPbnOptions {
  /** The game's options as a record or the CLI gives them; the defaults when absent. */
  options?: unknown;
  /** The match's first dealer (a record's `firstDealer`); 0 when absent. */
  firstDealer?: Seat;
  /** The deal index (0-based, thrown-in deals included) the file's first deal is dealt at; 0 when absent. */
  firstDealIndex?: number;
}

/**
 * One deck per PBN deal, in file order, for deal indices `firstDealIndex`, `firstDealIndex + 1`, …
 * of a match of `gameId`, one of `contractGames`. The dealer of each deal index is the one of a match whose deals are
 * all played out (no passed-out deals); bridge chicago deals a passed-out deal again with the
 * same dealer, so there the CLI builds each deck when the deal comes (`deckForNextDeal`).
 */
export function decksFromPbn(
  text: string,
  gameId: string,
  contractGames: ContractGames,
  opts: DecksFromPbnOptions = {},
): Result<Card[][]> {
  const game = contractGames.get(gameId)?.game;
  if (!game) return err(`PBN deals can be played in ${CONTRACT_GAMES_TEXT}, not ${gameId}`);
  const options = game.parseOptions(opts.options ?? {});
  if (!options.ok) return err(`options: ${options.error.message}`);
  const firstDealer = opts.firstDealer ?? 0;
  if (!Number.isInteger(firstDealer) || firstDealer < 0 || firstDealer >= SEATS)
    return err(`firstDealer must be a seat 0..${SEATS - 1}`);
  const skip = opts.firstDealIndex ?? 0;
  if (!Number.isInteger(skip) || skip < 0) return err('firstDealIndex must be a whole number of at least 0');
  const deals = dealsFromPbn(text);
  if (!deals.ok) return deals;
  const dealers = dealerSchedule(game, options.value, firstDealer, skip + deals.value.length);
  return ok(deals.value.map((d, i) => deckForDealer(d.hands, dealers[skip + i])));
}

/**
 * The dealers of the first `count` deals, as the game itself reports them: a scratch match is
 * dealt and played out (the first bid, then passes; the first legal card). After the scratch
 * match ends, the dealer keeps moving one seat clockwise, as in every schedule of both games.
 */
export function dealerSchedule(game: AnyGame, options: unknown, firstDealer: Seat, count: number): Seat[] {
  const dealers: Seat[] = [];
  let match = Match.start(game, options, firstDealer);
  while (dealers.length < count) {
    if (match.isOver) {
      dealers.push((dealers[dealers.length - 1] + 1) % SEATS);
      continue;
    }
    dealers.push(game.view(match.state, null).dealer);
    const dealt = match.deal(game.pack(options));
    if (!dealt.ok) throw new Error(`internal: the scratch deal failed: ${dealt.error}`);
    match = playOut(dealt.value);
  }
  return dealers;
}

/** Plays the deal in progress to its end: someone bids, the rest pass, the first legal cards follow. */
function playOut(match: Match): Match {
  while (!match.isOver && !match.needsDeck) {
    const { game, state } = match;
    const seat = match.toAct[0];
    const legal = game.legalActions(state, seat);
    const view = game.view(state, null) as ContractView;
    let action = legal[0];
    if (view.phase === 'auction') {
      const bid = view.calls.some(([, c]) => /^\d/.test(c)) ? undefined : legal.find((a) => /^\d/.test(a));
      action = bid ?? 'P';
    }
    const r = match.act(seat, action);
    if (!r.ok) throw new Error(`internal: ${action} refused: ${r.error.message}`);
    match = r.value;
  }
  return match;
}
