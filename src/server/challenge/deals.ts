/**
 * A challenge's table as the engine deals it: the options the game checks, and the decks — deck
 * n for deal n at every entrant's table, also after a restart (the registry asks `dealsOf`).
 */
import { type Challenge, challengeDecks } from '../../challenge/boards.js';
import type { AnyGame } from '../../engine/game.js';
import type { DeckSource } from '../../engine/match.js';
import { deckForNextDeal } from '../../pbn/decks.js';
import type { MatchDeals } from '../../table/seatedMatch.js';

/** The challenge's options as the game reads them; throws when the game refuses them (a bug of the rules' table). */
export function challengeOptions(game: AnyGame, challenge: Challenge): unknown {
  const r = game.parseOptions(challenge.options);
  if (!r.ok) throw new Error(`the ${game.id} challenge's options are refused: ${r.error.message}`);
  return r.value;
}

/** The deck source of a challenge: a challenge of hands places each board's hands for the dealer reached. */
export const challengeDeckSource = (challenge: Challenge, game: AnyGame, options: unknown): DeckSource =>
  challengeDecks(challenge, game.pack(options), (state, hands) => deckForNextDeal(game, state, hands));

/** Every match at a challenge table is dealt the challenge's decks from its first dealer. */
export const challengeMatchDeals = (challenge: Challenge, game: AnyGame, options: unknown): MatchDeals => ({
  decks: () => challengeDeckSource(challenge, game, options),
  firstDealer: () => challenge.firstDealer,
});
