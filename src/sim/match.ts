import { type BotInput, botInput } from '../bots/bot.js';
import type { Card } from '../cards/card.js';
import { Rng, shuffleDeck } from '../cards/rng.js';
import type { Action, AnyGame, MatchResult, Seat } from '../engine/game.js';
import type { DeckSource } from '../engine/match.js';
import type { GameRecord } from '../engine/record.js';
import { deckForNextDeal } from '../pbn/decks.js';
import { DEFAULT_TABLE_SETTINGS } from '../protocol/settings.js';
import { SeatedMatch } from '../table/seatedMatch.js';

/** Decides for one bot: built-in bots answer at once, external programs asynchronously. */
export type Decide = (input: BotInput) => Action | Promise<Action>;

/** Everything that makes a match reproducible: the same seed, match and deal give the same deck. */
export interface MatchSetup {
  seed: string;
  /** Index of the deck set (the same in every rotation of a duplicate set). */
  match: number;
  rotation: number;
}

export interface PlayedSimMatch {
  record: GameRecord;
  result: MatchResult;
  /** Bot index playing each seat (or each player, with rotating partners) in this rotation. */
  botOfSeat: number[];
  /** Decision times in ms, by bot index. */
  decisionMs: number[][];
  /** Actions an external bot got wrong (illegal or no answer), replaced by the first legal one. */
  fallbacks: number;
  fallbackMessages: string[];
}

/** The deck of deal `deal` of match `match`: independent of rotation, bots and earlier deals. */
export function deckFor(game: AnyGame, options: unknown, seed: string, match: number, deal: number): Card[] {
  return shuffleDeck(game.pack(options), new Rng(`${seed}:m${match}:d${deal}`));
}

export function firstDealerFor(game: AnyGame, options: unknown, seed: string, match: number): Seat {
  return new Rng(`${seed}:m${match}:first`).int(game.seatCount(options));
}

/**
 * Plays one match with the given bots, dealing the setup's decks. Bots only ever see the view of
 * the seat that decides (`botInput`), exactly as in a real table.
 */
export async function playSimMatch(
  game: AnyGame,
  options: unknown,
  setup: MatchSetup,
  botOfSeat: readonly number[],
  deciders: readonly Decide[],
  p: {
    timeMs: number;
    samples?: number;
    maxActions?: number;
    pbnDeals?: readonly Card[][][];
    /** Decks and first dealer from elsewhere (a challenge's boards), instead of the setup's seed. */
    deals?: { decks: DeckSource; firstDealer: Seat };
  },
): Promise<PlayedSimMatch> {
  const firstDealer = p.deals?.firstDealer ?? firstDealerFor(game, options, setup.seed, setup.match);
  // Deals from a PBN file come first, each built for the dealer the match has reached.
  const decks: DeckSource =
    p.deals?.decks ??
    ((index, state) => {
      const hands = p.pbnDeals?.[index];
      return hands
        ? deckForNextDeal(game, state, hands)
        : deckFor(game, options, setup.seed, setup.match, index);
    });
  // A table of bots (src/table/): each place's bot by its index, as the server seats them.
  const table = new SeatedMatch({
    id: `sim:${setup.match}:${setup.rotation}`,
    game,
    options,
    createdAt: '',
    seats: botOfSeat.map((bot) => ({ kind: 'bot', level: String(bot) })),
    settings: DEFAULT_TABLE_SETTINGS,
    deals: { decks: () => decks, firstDealer: () => firstDealer },
  });
  table.commit(table.planMatch());
  const decisionMs: number[][] = deciders.map(() => []);
  const botRngs = botOfSeat.map((_, s) => new Rng(`${setup.seed}:m${setup.match}:r${setup.rotation}:s${s}`));
  const maxActions = p.maxActions ?? 200_000;
  let fallbacks = 0;
  const fallbackMessages: string[] = [];
  while (!table.isOver() && table.matchNow.actionCount < maxActions) {
    const { state } = table;
    const seat: Seat = table.toAct()[0];
    const controller: Seat = table.controller(seat);
    const input = botInput(game, options, state, seat, botRngs[controller], p.timeMs);
    if (p.samples !== undefined) input.samples = p.samples;
    const bot = botOfSeat[table.placeDeciding(seat)];
    const start = performance.now();
    let action: Action;
    try {
      action = await deciders[bot](input);
    } catch (e) {
      action = '';
      fallbackMessages.push((e as Error).message);
    }
    decisionMs[bot].push(performance.now() - start);
    // The engine judges legality: `legal` may list only some of the legal actions (bridgette's
    // discards are too many to enumerate), so an unlisted action is tried before falling back.
    let r = table.canonical(seat, action);
    if (!r.ok) {
      fallbacks++;
      if (action !== '')
        fallbackMessages.push(`bot ${bot} chose an illegal action "${action}": ${r.error.message}`);
      action = input.legal[0];
      r = table.canonical(seat, action);
    }
    const change = r.ok ? table.planAct(seat, r.value) : r;
    if (!change.ok) throw new Error(`a legal action was refused: ${action} (${change.error.message})`);
    table.commit(change.value);
  }
  const match = table.matchNow;
  return {
    record: match.toRecord(),
    result: game.result(match.state),
    botOfSeat: [...botOfSeat],
    decisionMs,
    fallbacks,
    fallbackMessages: fallbackMessages.slice(0, 5),
  };
}
