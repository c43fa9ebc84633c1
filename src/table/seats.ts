/**
 * Who holds the places of a table: a person, a bot, or nobody. A person who left a bot
 * (`level`) in their place keeps the place (`standIn`): the bot plays until they take it back.
 */
import type { Seat } from '../engine/game.js';
import type { SeatInfo } from '../protocol/index.js';
import type { Place } from '../ratings/places.js';

/** Who sits in a place. `tokenHash` says which seat token holds a person's place (the server's). */
export interface SeatRecord {
  kind: 'free' | 'human' | 'bot';
  name?: string;
  tokenHash?: string;
  level?: string;
  standIn?: boolean;
  /** A signed-in person's account id (the server's): such a seat counts towards a rated table. */
  account?: string;
  /** A bot's seat offered to a person: anyone with the link may join it. */
  offered?: boolean;
  /** A person who joined an offered seat during a deal: the bot plays it until the next deal. */
  arriving?: boolean;
}

/** The part of a seat the agreement rules need: people who play their own seat must be asked. */
export type SeatHolder = Pick<SeatRecord, 'kind' | 'standIn'>;

/** True for a person who plays their seat themselves (not a bot, not a bot standing in). */
export const isPerson = (s: SeatHolder): boolean => s.kind === 'human' && !s.standIn;

/** Seats whose person must answer: humans playing their seat themselves. */
export const seatsThatMustAgree = (seats: readonly SeatHolder[]): Seat[] =>
  seats.flatMap((s, seat) => (isPerson(s) ? [seat] : []));

/** The bot level that plays a place now, if a bot does (one of its own, or one standing in). */
export const botLevelOf = (s: SeatRecord): string | undefined =>
  s.kind === 'bot' || (s.kind === 'human' && s.standIn) ? s.level : undefined;

/** Names by place for a record: people's names, `bot:<level>` for bots, empty for a free place. */
export const playerNames = (seats: readonly SeatRecord[]): string[] =>
  seats.map((s) => (s.kind === 'human' ? (s.name ?? '') : s.kind === 'bot' ? `bot:${s.level}` : ''));

/** A place as every viewer sees it. */
export function seatInfo(seat: Seat, s: SeatRecord, away: boolean): SeatInfo {
  const info: SeatInfo = { seat, kind: s.kind };
  if (s.kind === 'human') info.name = s.name;
  if (s.level) info.level = s.level;
  if (s.kind === 'human' && s.standIn) info.standIn = true;
  if (s.kind === 'human' && s.account) info.signedIn = true;
  if (s.kind === 'bot' && s.offered) info.offered = true;
  if (s.kind === 'human' && s.arriving) info.arriving = true;
  if (s.kind === 'human' && !s.standIn && away) info.away = true;
  return info;
}

/**
 * Who holds each place, as the ratings see it: a signed-in person playing their seat, a guest
 * (or nobody), or a bot — a bot standing in for a person (or finishing a deal for a person who
 * arrives) counts as the bot.
 */
export const placesOf = (seats: readonly SeatRecord[]): Place[] =>
  seats.map((s): Place => {
    if (s.kind === 'bot' || (s.kind === 'human' && s.standIn)) return { kind: 'bot', level: s.level ?? '' };
    if (s.kind === 'human' && s.account) return { kind: 'person', account: s.account };
    return { kind: 'guest' };
  });
