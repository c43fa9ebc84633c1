import { type Card, parseCardList } from '../cards/card.js';
import { err, ok, type Result } from '../cards/result.js';
import type { AnyGame, MatchResult, Seat } from './game.js';
import { listedDecks, Match } from './match.js';
import { parseRecordShape } from './record.js';
import { type Refusal, refusal } from './refusal.js';

/**
 * Where and why a replay stopped. An illegal action has its `index`, `seat`, `action` and the
 * refusal's `code` and `params`; a malformed record has only the `message`.
 */
export interface ReplayError {
  index?: number;
  seat?: Seat;
  action?: string;
  code?: Refusal['code'];
  params?: Refusal['params'];
  message: string;
}

export interface Replayed {
  game: AnyGame;
  options: unknown;
  state: unknown;
  result: MatchResult;
  /** How many of the record's decks were dealt. */
  decksUsed: number;
}

/** One applied action, with the states around it (for callers that collect more than the result). */
export interface ReplayStep {
  index: number;
  seat: Seat;
  action: string;
  before: unknown;
  after: unknown;
}

/** Validates that every deck is a permutation of the game's pack. */
export function parseDecks(
  game: AnyGame,
  options: unknown,
  decks: readonly string[][],
): Result<Card[][], string> {
  const pack = game.pack(options);
  const packSet = new Set(pack);
  const out: Card[][] = [];
  for (let d = 0; d < decks.length; d++) {
    const cards = parseCardList(decks[d]);
    if (!cards.ok) return err(`malformed record: deck ${d}: ${cards.error}`);
    if (cards.value.length !== pack.length || cards.value.some((c) => !packSet.has(c))) {
      return err(
        `malformed record: deck ${d} is not a permutation of the ${pack.length}-card pack of ${game.id}`,
      );
    }
    out.push(cards.value);
  }
  return ok(out);
}

/** The games a replay may meet, by id (the catalog's, or just the game under test). */
export type GameLookup = ReadonlyMap<string, AnyGame>;

/**
 * Replays a record (already parsed JSON) of one of `games`, checking every action; stops at the
 * first illegal one. `onStep` sees every accepted action with the states before and after it.
 */
export function replayRecordWith(
  games: GameLookup,
  raw: unknown,
  onStep?: (step: ReplayStep) => void,
): Result<Replayed, ReplayError> {
  const shape = parseRecordShape(raw);
  if (!shape.ok) return err({ message: shape.error });
  const rec = shape.value;
  const game = games.get(rec.game);
  if (!game)
    return err({ message: `malformed record: game: game must be one of ${[...games.keys()].join(', ')}` });
  const options = game.parseOptions(rec.options ?? {});
  if (!options.ok) return err({ message: `malformed record: options: ${options.error.message}` });
  const seats = game.seatCount(options.value);
  const firstDealer = rec.firstDealer ?? 0;
  if (firstDealer >= seats)
    return err({ message: `malformed record: firstDealer ${firstDealer} is not a seat (0..${seats - 1})` });
  const decks = parseDecks(game, options.value, rec.decks);
  if (!decks.ok) return err({ message: decks.error });
  let match = Match.start(game, options.value, firstDealer);
  const source = listedDecks(decks.value);
  const deal = (m: Match): Result<Match, ReplayError> => {
    const r = m.dealIfNeeded(source);
    return r.ok ? r : err({ message: `malformed record: deck ${r.error.deck}: ${r.error.message}` });
  };
  for (let index = 0; index < rec.actions.length; index++) {
    const [seat, action] = rec.actions[index];
    const dealt = deal(match);
    if (!dealt.ok) return dealt;
    match = dealt.value;
    const fail = ({ code, params, message }: Refusal) => err({ index, seat, action, code, params, message });
    if (match.isOver) return fail(refusal('match-over', { action }));
    if (match.needsDeck) return fail(refusal('no-deck', { action, deal: match.deckCount + 1 }));
    if (seat >= seats) return fail(refusal('no-such-seat', { seat, seats }));
    const r = match.actStored(seat, action);
    if (!r.ok) return fail(r.error);
    onStep?.({ index, seat, action, before: match.state, after: r.value.state });
    match = r.value;
  }
  const dealt = deal(match);
  if (!dealt.ok) return dealt;
  match = dealt.value;
  // Closing a match that ended by itself changes nothing: it is finished either way.
  if (rec.closed && !match.isOver) {
    const closed = match.close();
    if (!closed.ok) return err({ message: `malformed record: closed: ${closed.error}` });
    match = closed.value;
  }
  const { state, deckCount } = match;
  return ok({ game, options: options.value, state, result: game.result(state), decksUsed: deckCount });
}
