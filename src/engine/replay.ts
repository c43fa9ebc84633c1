import { type Card, parseCardList } from '../cards/card.js';
import { err, ok, type Result } from '../cards/result.js';
import type { AnyGame, MatchResult, Seat } from './game.js';
import { parseRecordShape } from './record.js';

/** Where and why a replay stopped; `index` etc. are absent for a malformed record. */
export interface ReplayError {
  index?: number;
  seat?: Seat;
  action?: string;
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

/** Deals the next deck while the match waits for one and decks remain. */
function dealWhileNeeded(
  game: AnyGame,
  state: unknown,
  decks: Card[][],
  next: { i: number },
): Result<unknown> {
  while (!game.isOver(state) && game.needsDeck(state) && next.i < decks.length) {
    const r = game.deal(state, decks[next.i++]);
    if (!r.ok) return err(`malformed record: deck ${next.i - 1}: ${r.error}`);
    state = r.value;
  }
  return ok(state);
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
  if (!options.ok) return err({ message: `malformed record: options: ${options.error}` });
  const seats = game.seatCount(options.value);
  const firstDealer = rec.firstDealer ?? 0;
  if (firstDealer >= seats)
    return err({ message: `malformed record: firstDealer ${firstDealer} is not a seat (0..${seats - 1})` });
  const decks = parseDecks(game, options.value, rec.decks);
  if (!decks.ok) return err({ message: decks.error });
  let state: unknown = game.newMatch(options.value, firstDealer);
  const next = { i: 0 };
  for (let index = 0; index < rec.actions.length; index++) {
    const [seat, action] = rec.actions[index];
    const dealt = dealWhileNeeded(game, state, decks.value, next);
    if (!dealt.ok) return err({ message: dealt.error });
    state = dealt.value;
    const fail = (message: string) => err({ index, seat, action, message });
    if (game.isOver(state)) return fail(`${action}: the match is over`);
    if (game.needsDeck(state)) return fail(`${action}: the record has no deck for deal ${next.i + 1}`);
    if (seat >= seats) return fail(`seat ${seat} does not exist (0..${seats - 1})`);
    const r = game.apply(state, seat, action);
    if (!r.ok) return fail(r.error.message);
    onStep?.({ index, seat, action, before: state, after: r.value });
    state = r.value;
  }
  const dealt = dealWhileNeeded(game, state, decks.value, next);
  if (!dealt.ok) return err({ message: dealt.error });
  state = dealt.value;
  return ok({ game, options: options.value, state, result: game.result(state), decksUsed: next.i });
}
