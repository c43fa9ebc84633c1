/**
 * An entry played offline (docs/decisions.md "Challenges offline"): the download hands the
 * challenge's boards to the entrant's browser, and the record that comes back is replayed here
 * with the engine before its result counts. It must be the challenge's match: its game, options,
 * first dealer, decks (deck n is board n), the entrant at the challenge's seat and `strong` bots
 * elsewhere — anything else is refused with the reason.
 */

import { err, ok, type Result } from '../../cards/result.js';
import { CHALLENGE_BOTS, type Challenge } from '../../challenge/boards.js';
import type { AnyGame, MatchResult } from '../../engine/game.js';
import { Match } from '../../engine/match.js';
import { deckToStrings, type GameRecord, parseRecordShape } from '../../engine/record.js';
import { replayRecordWith } from '../../engine/replay.js';
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
 * The record's legality is the engine's replay; its cards are then checked against the
 * challenge's own decks, dealt as a table deals them (the hands of a file placed for the dealer).
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
  if (rec.actions.some(([seat]) => seat !== challenge.seat && seat >= seats))
    return doesNotReplay('actions: a seat beyond the table');
  const replayed = replayRecordWith(new Map([[game.id, game]]), rec);
  if (!replayed.ok) {
    const at = replayed.error.index === undefined ? '' : `action ${replayed.error.index}: `;
    return doesNotReplay(`${at}${replayed.error.message}`);
  }
  if (!replayed.value.result.finished) return doesNotReplay('the match in the record is not finished');
  // The same actions on the challenge's own decks must deal exactly the record's decks.
  const source = challengeDeckSource(challenge, game, options);
  let m = Match.start(game, options, challenge.firstDealer);
  const compare = (): Result<void, RecordRefusal> => {
    const dealt = m.decks();
    for (let i = 0; i < dealt.length; i++) {
      if (!sameJson(deckToStrings(dealt[i] as number[]), rec.decks[i]))
        return notTheChallenge(`decks: deck ${i} is not board ${i} of the challenge`);
    }
    return ok(undefined);
  };
  for (const [seat, action] of rec.actions) {
    const dealt = m.dealIfNeeded(source);
    if (!dealt.ok) return doesNotReplay(dealt.error.message);
    m = dealt.value;
    const same = compare();
    if (!same.ok) return same;
    const r = m.actStored(seat, action);
    if (!r.ok)
      return notTheChallenge(
        `decks: the record's actions do not fit the challenge's boards (${r.error.message})`,
      );
    m = r.value;
  }
  const last = m.dealIfNeeded(source);
  if (last.ok) m = last.value;
  const same = compare();
  if (!same.ok) return same;
  if (rec.decks.length !== m.deckCount)
    return notTheChallenge(`decks: the record has ${rec.decks.length} decks, the match dealt ${m.deckCount}`);
  return ok(replayed.value.result);
}
