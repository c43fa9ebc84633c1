/**
 * The decks of a table played in this browser, from the seed the page drew. The server mixes
 * its seed through an HMAC so that one shown deck reveals nothing of the next; here the seed
 * sits in the player's own browser anyway, so the seeded generator alone is enough (and needs
 * no Node crypto in the browser).
 */
import { Rng, shuffleDeck } from '../../../cards/rng.js';
import type { AnyGame } from '../../../engine/game.js';
import type { MatchDeals } from '../../../table/seatedMatch.js';

export const localDeals = (seed: string, game: AnyGame, options: unknown): MatchDeals => ({
  decks: (match) => (deal) => shuffleDeck(game.pack(options), new Rng(`${seed}:deck:${match}:${deal}`)),
  firstDealer: (match) => new Rng(`${seed}:dealer:${match}`).int(game.seatCount(options)),
});
