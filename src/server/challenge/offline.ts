/**
 * An entry played offline (docs/decisions.md "Challenges offline"): the download hands the
 * challenge's boards to the entrant's browser, and the record that comes back is replayed here
 * with the engine before its result counts. It must be the challenge's match: its game, options,
 * first dealer, decks (deck n is board n), the entrant at the challenge's seat and `strong` bots
 * elsewhere — anything else is refused with the reason. One pass of the engine's match over the
 * challenge's own decks checks both the cards and every action: an entrant's record is replayed
 * once, on the server's thread, so it must cost little (`npm run bench:challenge`).
 */

import { err, ok, type Result } from '../../cards/result.js';
import { CHALLENGE_BOTS, type Challenge } from '../../challenge/boards.js';
import type { AnyGame, MatchResult } from '../../engine/game.js';
import { Match } from '../../engine/match.js';
import { deckToStrings, type GameRecord, parseRecordShape } from '../../engine/record.js';
import { challengeDeckSource, challengeOptions } from './deals.js';

export type RecordRefusal =
  | { code: 'record-does-not-replay'; message: string }
  | { code: 'not-the-challenge'; message: string };

const doesNotReplay = (message: string) => err<RecordRefusal>({ code: 'record-does-not-replay', message });
const notTheChallenge = (message: string) => err<RecordRefusal>({ code: 'not-the-challenge', message });

/** What the entrant's browser needs to play the challenge offline: the challenge itself (its decks follow from it). */
export function offlineChallenge(challenge: Challenge, game: AnyGame) {
  const options = challengeOptions(game, challenge);
  return {
    challenge,
    game: challenge.game,
    options: game.minimizeOptions(options),
    seat: challenge.seat,
    firstDealer: challenge.firstDealer,
    /** `bot:<level>` at every seat but the entrant's, as the record's `players` must name them. */
    bots: CHALLENGE_BOTS,
  };
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The record's result when it is a complete play of the challenge by the entrant; else why not.
 */
export function checkOfflineRecord(
  challenge: Challenge,
  game: AnyGame,
  raw: unknown,
): Result<MatchResult, RecordRefusal> {
  const shape = parseRecordShape(raw);
  if (!shape.ok) return doesNotReplay(shape.error);
  const rec: GameRecord = shape.value;
  if (rec.game !== challenge.game)
    return notTheChallenge(`game: the challenge is ${challenge.game}, the record is ${rec.game}`);
  const options = challengeOptions(game, challenge);
  const theirs = game.parseOptions(rec.options ?? {});
  if (!theirs.ok) return doesNotReplay(`options: ${theirs.error.message}`);
  if (!sameJson(game.minimizeOptions(theirs.value), game.minimizeOptions(options)))
    return notTheChallenge(
      `options: the challenge plays ${JSON.stringify(game.minimizeOptions(options))}, the record ${JSON.stringify(game.minimizeOptions(theirs.value))}`,
    );
  const firstDealer = rec.firstDealer ?? 0;
  if (firstDealer !== challenge.firstDealer)
    return notTheChallenge(
      `firstDealer: the challenge's first dealer is seat ${challenge.firstDealer}, not ${firstDealer}`,
    );
  const seats = game.seatCount(options);
  const players = rec.players;
  if (!players || players.length !== seats)
    return notTheChallenge(
      `players: a challenge record names its ${seats} players (bot:${CHALLENGE_BOTS} but at seat ${challenge.seat})`,
    );
  for (let s = 0; s < seats; s++) {
    const bot = players[s] === `bot:${CHALLENGE_BOTS}`;
    if (s === challenge.seat && players[s].startsWith('bot:'))
      return notTheChallenge(`players: seat ${s} is the entrant's, not ${players[s]}'s`);
    if (s !== challenge.seat && !bot)
      return notTheChallenge(
        `players: seat ${s} is the ${CHALLENGE_BOTS} bot's (bot:${CHALLENGE_BOTS}), not "${players[s]}"`,
      );
  }
  // One pass: the record's actions on the challenge's own decks (a file's hands placed for the
  // dealer reached, as at the table); each deck dealt must be the record's, each action legal.
  const source = challengeDeckSource(challenge, game, options);
  let m = Match.start(game, options, challenge.firstDealer);
  let checked = 0;
  const deal = (): Result<void, RecordRefusal> => {
    const dealt = m.dealIfNeeded(source);
    if (!dealt.ok) return doesNotReplay(`deck ${dealt.error.deck}: ${dealt.error.message}`);
    m = dealt.value;
    for (const deck of m.decks(checked)) {
      if (!sameDeck(deck, rec.decks[checked]))
        return notTheChallenge(
          rec.decks[checked] === undefined
            ? `decks: the record has ${rec.decks.length} decks, the match deals more`
            : `decks: deck ${checked} is not board ${checked} of the challenge`,
        );
      checked++;
    }
    return ok(undefined);
  };
  for (const [index, [seat, action]] of rec.actions.entries()) {
    const dealt = deal();
    if (!dealt.ok) return dealt;
    if (m.isOver) return doesNotReplay(`action ${index}: the match is over before "${action}"`);
    if (seat >= seats)
      return doesNotReplay(`action ${index}: seat ${seat} is not at the table (0..${seats - 1})`);
    const r = m.actStored(seat, action);
    if (!r.ok) return doesNotReplay(`action ${index} (seat ${seat} "${action}"): ${r.error.message}`);
    m = r.value;
  }
  const dealt = deal();
  if (!dealt.ok) return dealt;
  if (rec.closed === true && !m.isOver) {
    const closed = m.close();
    if (!closed.ok) return doesNotReplay(`closed: ${closed.error}`);
    m = closed.value;
  }
  if (!m.isOver) return doesNotReplay('the match in the record is not finished');
  if (rec.decks.length !== m.deckCount)
    return notTheChallenge(`decks: the record has ${rec.decks.length} decks, the match dealt ${m.deckCount}`);
  return ok(game.result(m.state));
}

/** A dealt deck against a record's deck (cards in notation). */
function sameDeck(deck: readonly number[], written: readonly string[] | undefined): boolean {
  if (!written || written.length !== deck.length) return false;
  const shown = deckToStrings(deck);
  return shown.every((c, i) => c === written[i]);
}
