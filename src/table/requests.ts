/**
 * The rules of a request at a table, as pure checks on a seated match: who may take which
 * place, act for which seat, start a rematch, close, take back, nudge. Each returns what the
 * request may do, or the refusal to send — nothing here stores, sends or throws.
 */
import { err, ok, type Result } from '../cards/result.js';
import { botLevels, getBot } from '../catalog.js';
import type { Action, GameId, Seat } from '../engine/game.js';
import { NUDGE_AFTER_MS } from '../protocol/index.js';
import { type PlaceWord, type TableRefusal, tableRefusal } from './refusals.js';
import type { ResolvedAction, SeatedMatch } from './seatedMatch.js';
import type { SeatRecord } from './seats.js';

export const placeWord = (t: SeatedMatch): PlaceWord => (t.seatsChange ? 'player' : 'seat');

/** A place to join or put a bot on: a seat, or a player where people change seats. */
export function checkPlace(t: SeatedMatch, place: number): Result<number, TableRefusal> {
  if (place < t.placeCount) return ok(place);
  return err(
    tableRefusal('bad-seat', { reason: 'no-such-place', what: placeWord(t), place, places: t.placeCount }),
  );
}

/** A bot level the game has. */
export function checkLevel(game: GameId, level: string): Result<string, TableRefusal> {
  if (getBot(game, level)) return ok(level);
  return err(tableRefusal('bad-level', { game, level, levels: botLevels(game) }));
}

const isOffered = (s: SeatRecord): boolean => s.kind === 'bot' && !!s.offered;

/**
 * The place a newcomer takes: `wanted` if it is free or a bot's seat offered to a person, else
 * the first free one, else the first offered one.
 */
export function placeToJoin(t: SeatedMatch, wanted?: number): Result<number, TableRefusal> {
  if (wanted === undefined) {
    const free = t.seats.findIndex((s) => s.kind === 'free');
    const place = free >= 0 ? free : t.seats.findIndex(isOffered);
    return place < 0 ? err(tableRefusal('no-free-seat', { table: t.id })) : ok(place);
  }
  const p = checkPlace(t, wanted);
  if (!p.ok) return p;
  return isOffered(t.seats[wanted]) ? ok(wanted) : freePlace(t, wanted);
}

/** Who a newcomer to `place` is there: themselves, or (a bot's seat mid-deal) arriving at the next deal. */
export function newcomer(
  t: SeatedMatch,
  place: number,
  person: { name: string; tokenHash: string; account?: string },
): SeatRecord {
  const held = t.seats[place];
  const record: SeatRecord = { kind: 'human', name: person.name, tokenHash: person.tokenHash };
  if (person.account) record.account = person.account;
  // The bot finishes the deal it has begun, so that nobody takes over a hand half played.
  if (held.kind === 'bot' && t.dealBegun)
    return { ...record, standIn: true, level: held.level, arriving: true };
  return record;
}

/** A bot's seat that may be offered to a person. */
export function offerable(t: SeatedMatch, place: number): Result<number, TableRefusal> {
  const p = checkPlace(t, place);
  if (!p.ok) return p;
  return t.seats[place].kind === 'bot' ? ok(place) : err(tableRefusal('not-a-bot', { seat: place }));
}

/** The person arriving at `place` who plays it now (the next deal has come): their bot steps aside. */
export function arrived(s: SeatRecord): SeatRecord {
  const { standIn: _s, level: _l, arriving: _a, ...person } = s;
  return person;
}

/** `place`, when it exists and is free. */
export function freePlace(t: SeatedMatch, place: number): Result<number, TableRefusal> {
  const p = checkPlace(t, place);
  if (!p.ok) return p;
  if (t.seats[place].kind !== 'free') return err(tableRefusal('seat-taken', { seat: place }));
  return ok(place);
}

/** What a person at `place` who leaves puts there: their bot standing in (`level`), or nobody. */
export function leaving(t: SeatedMatch, place: number, level?: string): Result<SeatRecord, TableRefusal> {
  if (!level) return ok({ kind: 'free' });
  const l = checkLevel(t.game.id, level);
  if (!l.ok) return l;
  // The person stays the place's owner (name and token); the bot plays until they take it back.
  return ok({ ...t.seats[place], standIn: true, level });
}

/**
 * What the person at place `me` may do with `action`, sent as decided at `version`, for
 * `wanted` (by default the seat the place looks from): the seat and the action made canonical
 * (once, here), or why not.
 */
export function checkAct(
  t: SeatedMatch,
  me: number,
  version: number,
  action: Action,
  wanted?: Seat,
): Result<{ seat: Seat; action: ResolvedAction }, TableRefusal> {
  if (t.seats[me].standIn)
    return err(tableRefusal('not-your-turn', { reason: 'stand-in', action, seat: me }));
  const seat = wanted ?? t.viewSeat(me) ?? me;
  if (seat >= t.seatCount) {
    return err(
      tableRefusal('bad-seat', { reason: 'no-such-place', what: 'seat', place: seat, places: t.seatCount }),
    );
  }
  const toAct = t.toAct().includes(seat);
  if (toAct && t.placeDeciding(seat) !== me) {
    const by = t.seatsChange ? `player ${t.placeDeciding(seat)}` : `seat ${t.controller(seat)}`;
    return err(tableRefusal('not-your-turn', { reason: 'played-by', action, seat, by }));
  }
  if (t.isStale(seat, version)) {
    return err(tableRefusal('stale-version', { action, version, now: t.version }));
  }
  if (t.isOver()) return err(tableRefusal('not-your-turn', { reason: 'over', action }));
  if (!toAct) return err(tableRefusal('not-your-turn', { reason: 'not-to-act', action, seat }));
  const real = t.resolveAction(seat, action);
  if (!real.ok) return err(tableRefusal('illegal-action', { refusal: real.error }));
  return ok({ seat, action: real.value });
}

export function checkRematch(t: SeatedMatch): Result<void, TableRefusal> {
  return t.isOver() ? ok(undefined) : err(tableRefusal('not-over', { reason: 'rematch', table: t.id }));
}

export function checkClose(t: SeatedMatch): Result<void, TableRefusal> {
  if (t.isOver()) return err(tableRefusal('cannot-close', { reason: 'over', table: t.id }));
  if (!t.canClose()) return err(tableRefusal('cannot-close', { reason: 'game', game: t.game.id }));
  return ok(undefined);
}

/** Whether `place` may ask to take back its last action now. */
export function checkUndo(t: SeatedMatch, place: number): Result<void, TableRefusal> {
  if (!t.settings.undo) return err(tableRefusal('undo-off', { table: t.id }));
  const why = t.undoRefusal(place);
  return why ? err(tableRefusal('cannot-undo', { why })) : ok(undefined);
}

/**
 * Whether the person at `me` may nudge the person at `target`, who has been to act for
 * `waitedMs` (undefined: is not to act): at least `NUDGE_AFTER_MS`, never oneself or a bot.
 */
export function checkNudge(
  t: SeatedMatch,
  me: number,
  target: number,
  waitedMs: (target: number) => number | undefined,
): Result<{ name: string }, TableRefusal> {
  const p = checkPlace(t, target);
  if (!p.ok) return p;
  const holder = t.seats[target];
  if (target === me) return err(tableRefusal('cannot-nudge', { reason: 'self' }));
  if (holder.kind !== 'human' || holder.standIn) {
    return err(tableRefusal('cannot-nudge', { reason: 'nobody', what: placeWord(t), place: target }));
  }
  const name = holder.name ?? '';
  const waited = waitedMs(target);
  if (waited === undefined) return err(tableRefusal('cannot-nudge', { reason: 'not-to-act', name }));
  if (waited < NUDGE_AFTER_MS) {
    return err(
      tableRefusal('cannot-nudge', {
        reason: 'too-soon',
        name,
        waitedS: Math.floor(waited / 1000),
        afterS: NUDGE_AFTER_MS / 1000,
      }),
    );
  }
  return ok({ name });
}

/**
 * The bot that plays an action for a person whose time ran out: the game's `basic`, else its
 * first level (as the web client's stand-in when someone leaves with a bot).
 */
export function standInLevel(game: GameId): string {
  const levels = botLevels(game);
  return levels.includes('basic') ? 'basic' : levels[0];
}

/** A table waiting for people that nobody has joined: a place free and no person seated. */
export const unjoined = (t: SeatedMatch): boolean =>
  t.seats.some((s) => s.kind === 'free') && !t.seats.some((s) => s.kind === 'human');
