import { createHmac } from 'node:crypto';
import type { Card } from '../cards/card.js';
import { Rng, shuffleDeck } from '../cards/rng.js';
import type { AnyGame } from '../engine/game.js';
import type { DeckSource } from '../engine/match.js';
import type { MatchDeals } from './seatedMatch.js';

/**
 * Each random draw of a table gets its own generator, seeded with an HMAC of the table's
 * secret seed: the seeded `Rng` is fast but not cryptographic, so seeing one shuffle (a
 * finished match's record shows its decks) must not reveal anything about the next one.
 */
export function drawRng(tableSeed: string, label: string): Rng {
  return new Rng(createHmac('sha256', tableSeed).update(label).digest('hex'));
}

/** The deck of deal `deal` (0-based, thrown-in deals included) of match `match` at a table. */
export const tableDeck = (tableSeed: string, match: number, deal: number, pack: readonly Card[]): Card[] =>
  shuffleDeck(pack, drawRng(tableSeed, `deck:${match}:${deal}`));

/** The decks of match `match` at a table, as the match driver draws them. */
export const tableDecks =
  (tableSeed: string, match: number, pack: readonly Card[]): DeckSource =>
  (deal) =>
    tableDeck(tableSeed, match, deal, pack);

/** The first dealer of match `match`: drawn at random, as the rule books ask of a new table. */
export const tableFirstDealer = (tableSeed: string, match: number, seats: number): number =>
  drawRng(tableSeed, `dealer:${match}`).int(seats);

/** A table's matches dealt from its secret seed: each match's decks and first dealer. */
export const seededDeals = (tableSeed: string, game: AnyGame, options: unknown): MatchDeals => ({
  decks: (match) => tableDecks(tableSeed, match, game.pack(options)),
  firstDealer: (match) => tableFirstDealer(tableSeed, match, game.seatCount(options)),
});
