/**
 * A challenge: boards dealt once and played by everyone who enters, each alone at a table of
 * `strong` bots, then ranked (./scoring.ts). Pure: the date and every seed are arguments, so the
 * server, the CLI and the browser compute the same boards.
 */
import type { Card } from '../cards/card.js';
import { Rng, shuffleDeck } from '../cards/rng.js';
import type { Seat } from '../engine/game.js';
import type { DeckSource } from '../engine/match.js';
import type { ChallengeRanking } from '../protocol/challenge.js';
import { type ChallengeDate, dailySeed } from './seed.js';

export const CHALLENGE_GAMES = ['bridge', 'bondebridge', 'selbu', 'bridgette', 'bondtolva'] as const;
export type ChallengeGame = (typeof CHALLENGE_GAMES)[number];

export const isChallengeGame = (id: string): id is ChallengeGame =>
  (CHALLENGE_GAMES as readonly string[]).includes(id);

/** How entrants are compared: defined with the routes' bodies, which carry it. */
export type { ChallengeRanking };

/** What a game's challenge deals and where the person sits. */
export interface ChallengeRules {
  /** The table's options, as `game.parseOptions` takes them. */
  options: Readonly<Record<string, unknown>>;
  /** The person's seat (South at the contract games, as at a bridge club's robot table). */
  seat: Seat;
  /** Boards that count, or null where the match decides how many deals it takes. */
  boards: number | null;
  ranking: ChallengeRanking;
}

/** docs/challenge.md "The boards per game" says why each game plays what it plays. */
export const CHALLENGE_RULES: Readonly<Record<ChallengeGame, ChallengeRules>> = {
  // Duplicate scoring: board n sets the dealer and vulnerability, a passed-out board is a board.
  bridge: {
    options: { scoring: 'duplicate', boards: 8, firstBoard: 1 },
    seat: 2,
    boards: 8,
    ranking: 'boards',
  },
  // The dealer moves on every deck, thrown-in ones too, so deck n has the same dealer for all.
  bondebridge: { options: { deals: 8 }, seat: 2, boards: 8, ranking: 'boards' },
  // The classic schedule: 1 → 10 → 1 cards, 20 rounds.
  selbu: { options: { players: 4 }, seat: 0, boards: 20, ranking: 'total' },
  bridgette: { options: {}, seat: 0, boards: null, ranking: 'total' },
  bondtolva: { options: {}, seat: 0, boards: null, ranking: 'total' },
};

/** The level of the bots at every challenge table, and of "the bot" entrant. */
export const CHALLENGE_BOTS = 'strong';

/** A board of a challenge made from hands (a PBN file): the cards of N, E, S, W. */
export interface HandsBoard {
  /** The board's own number or name (PBN's Board tag), for people. */
  label?: string;
  hands: Card[][];
}

/** Where a challenge's cards come from. */
export type ChallengeDeals =
  | { kind: 'seeded'; seed: string }
  /** The hands of each board; decks after them (a thrown-in deal's redeal) come from `seed`. */
  | { kind: 'hands'; boards: HandsBoard[]; seed: string };

/** When entries are taken: ISO instants, `opens` included, `closes` excluded. */
export interface ChallengeWindow {
  opens: string;
  closes: string;
}

export interface Challenge {
  /** `daily-<date>-<game>` for the daily challenge; a maker's own id otherwise. */
  id: string;
  name: string;
  game: ChallengeGame;
  options: Readonly<Record<string, unknown>>;
  seat: Seat;
  bots: typeof CHALLENGE_BOTS;
  /** The seat that deals first (duplicate bridge ignores it: the board number decides). */
  firstDealer: Seat;
  boards: number | null;
  ranking: ChallengeRanking;
  window: ChallengeWindow;
  deals: ChallengeDeals;
}

/** Seats at the table of each game: the challenge needs it before any game is loaded. */
const SEATS: Readonly<Record<ChallengeGame, number>> = {
  bridge: 4,
  bondebridge: 4,
  selbu: 4,
  bridgette: 2,
  bondtolva: 2,
};

/** The first dealer drawn from the seed, as a new table draws it. */
const firstDealerOf = (seed: string, game: ChallengeGame): Seat => new Rng(`${seed}:dealer`).int(SEATS[game]);

/** A challenge of `game`'s rules on boards seeded by `seed`. */
export function seededChallenge(p: {
  id: string;
  name: string;
  game: ChallengeGame;
  seed: string;
  window: ChallengeWindow;
}): Challenge {
  const rules = CHALLENGE_RULES[p.game];
  return {
    id: p.id,
    name: p.name,
    game: p.game,
    options: rules.options,
    seat: rules.seat,
    bots: CHALLENGE_BOTS,
    firstDealer: firstDealerOf(p.seed, p.game),
    boards: rules.boards,
    ranking: rules.ranking,
    window: p.window,
    deals: { kind: 'seeded', seed: p.seed },
  };
}

/** The next day of a date (UTC). */
const nextDay = (date: ChallengeDate): string => {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
};

/** The day's challenge of a game: open for that UTC day. `date` must be valid (`parseChallengeDate`). */
export function dailyChallenge(game: ChallengeGame, date: ChallengeDate, secret = ''): Challenge {
  return seededChallenge({
    id: `daily-${date}-${game}`,
    name: `${game} ${date}`,
    game,
    seed: dailySeed(date, game, secret),
    window: { opens: `${date}T00:00:00.000Z`, closes: nextDay(date) },
  });
}

/**
 * A challenge on a file's boards (bridge and bondebridge: four 13-card hands each). The board
 * count is the file's; bridge's duplicate board numbers follow the file's order from 1.
 */
export function handsChallenge(p: {
  id: string;
  name: string;
  game: 'bridge' | 'bondebridge';
  boards: HandsBoard[];
  window: ChallengeWindow;
}): Challenge {
  const count = p.boards.length;
  const options =
    p.game === 'bridge' ? { scoring: 'duplicate', boards: count, firstBoard: 1 } : { deals: count };
  return {
    id: p.id,
    name: p.name,
    game: p.game,
    options,
    seat: CHALLENGE_RULES[p.game].seat,
    bots: CHALLENGE_BOTS,
    firstDealer: 0,
    boards: count,
    ranking: 'boards',
    window: p.window,
    deals: { kind: 'hands', boards: p.boards, seed: `hands-${p.id}` },
  };
}

/** The shuffled deck of deck `index` (0-based, thrown-in deals included) of a seed. */
export const seededDeck = (seed: string, index: number, pack: readonly Card[]): Card[] =>
  shuffleDeck(pack, new Rng(`${seed}:deck:${index}`));

/**
 * Builds the deck that hands each compass seat its cards when the match in `state` deals next
 * (the PBN layer's `deckForNextDeal`): passed in so that this layer stays free of it.
 */
export type PlaceHands = (state: unknown, hands: readonly Card[][]) => readonly Card[];

/**
 * The challenge's decks for the match driver: every entrant's match gets deck n for its deal n,
 * whatever happened before, so deal n is the same board at every table.
 */
export function challengeDecks(challenge: Challenge, pack: readonly Card[], place?: PlaceHands): DeckSource {
  const { deals } = challenge;
  return (index, state) => {
    if (deals.kind === 'hands' && index < deals.boards.length) {
      if (!place) throw new Error('a challenge of hands needs the function that places them');
      return place(state, deals.boards[index].hands);
    }
    return seededDeck(deals.seed, index, pack);
  };
}

/**
 * The seeded decks of the boards that count (for a match of unknown length, the first `count`).
 * A challenge of hands has no decks before a match deals them: its boards are its hands.
 */
export function boardDecks(
  challenge: Challenge,
  pack: readonly Card[],
  count = challenge.boards ?? 0,
): Card[][] {
  const { deals } = challenge;
  if (deals.kind !== 'seeded') return [];
  return Array.from({ length: count }, (_, i) => seededDeck(deals.seed, i, pack));
}
