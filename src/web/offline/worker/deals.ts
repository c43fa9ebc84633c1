/**
 * The decks of a table played in this browser, from the seed the page drew. The server mixes
 * its seed through an HMAC so that one shown deck reveals nothing of the next; here the seed
 * sits in the player's own browser anyway, so the seeded generator alone is enough (and needs
 * no Node crypto in the browser).
 */

import { Rng, shuffleDeck } from '../../../cards/rng.js';
import { type Challenge, challengeDecks } from '../../../challenge/boards.js';
import type { AnyGame } from '../../../engine/game.js';
import { deckForNextDeal } from '../../../pbn/decks.js';
import type { MatchDeals } from '../../../table/seatedMatch.js';

export const localDeals = (seed: string, game: AnyGame, options: unknown): MatchDeals => ({
  decks: (match) => (deal) => shuffleDeck(game.pack(options), new Rng(`${seed}:deck:${match}:${deal}`)),
  firstDealer: (match) => new Rng(`${seed}:dealer:${match}`).int(game.seatCount(options)),
});

/**
 * A challenge taken offline: its first match is the challenge's (deck n for deal n, its first
 * dealer), exactly what the server deals an entrant, so the record it makes replays there. A
 * later match at the same table (a rematch for fun) is dealt from the table's own seed.
 */
export function challengeLocalDeals(
  challenge: Challenge,
  seed: string,
  game: AnyGame,
  options: unknown,
): MatchDeals {
  const own = localDeals(seed, game, options);
  const decks = challengeDecks(challenge, game.pack(options), (state, hands) =>
    deckForNextDeal(game, state, hands),
  );
  return {
    decks: (match) => (match === 0 ? decks : own.decks(match)),
    firstDealer: (match) => (match === 0 ? challenge.firstDealer : own.firstDealer(match)),
  };
}
