/**
 * The table kits by game: the one place in the table screen that knows which games exist.
 * A game without a kit still plays (seats, hands, tricks); it only lacks its own pieces.
 */
import type { GameId } from '../../../engine/game.js';
import type { Messages } from '../../i18n/index.js';
import type { SeatInfo, StateMessage, TableInfo } from '../../net/types.js';
import { choicesOf } from '../actions.js';
import { bondebridgeKit } from './bondebridge.js';
import { bondtolvaKit } from './bondtolva.js';
import { bridgeKit } from './bridge.js';
import { bridgetteKit } from './bridgette.js';
import type { TableKit } from './kit.js';
import { selbuKit } from './selbu.js';

const KITS: Record<GameId, TableKit> = {
  bondebridge: bondebridgeKit,
  bridge: bridgeKit,
  selbu: selbuKit,
  bridgette: bridgetteKit,
  bondtolva: bondtolvaKit,
};

const PLAIN: TableKit = { compass: false };

export function kitFor(game: string): TableKit {
  return KITS[game as GameId] ?? PLAIN;
}

/** The action the table sends at once for one of the looking player's seats, if its kit has one. */
export function automaticAction(state: StateMessage): { action: string; seat: number } | undefined {
  const kit = kitFor(state.view.game);
  for (const legal of state.legal) {
    const action = kit.autoAction?.(state.view, choicesOf(legal));
    if (action !== undefined) return { action, seat: legal.seat };
  }
  return undefined;
}

/** Four-hand partnership games name seats by compass (N E S W) and score by side. */
export const usesCompass = (game: string): boolean => kitFor(game).compass;

/**
 * Who holds a seat: the place in `info.seats` — the seat itself, or where people change seats
 * between deals (`info.seating`: bondebridge's rotatingPartners, threePlayers) the person
 * sitting there this deal.
 */
export const placeOf = (info: TableInfo | undefined, seat: number): number => info?.seating?.[seat] ?? seat;

export const seatInfoAt = (info: TableInfo | undefined, seat: number): SeatInfo | undefined =>
  info?.seats[placeOf(info, seat)];

/** What a place (seat, or person) is called: the person's name, else North/East… or Player n. */
export function placeName(info: TableInfo | undefined, game: string, place: number, t: Messages): string {
  const s: SeatInfo | undefined = info?.seats[place];
  if (s?.name) return s.name;
  if (info?.seating) return t.seat.player(place + 1);
  return usesCompass(game) ? t.seat.compass[place] : t.seat.player(place + 1);
}

/** What each seat is called at this table: the name of whoever sits there this deal. */
export const seatName = (info: TableInfo | undefined, game: string, seat: number, t: Messages): string =>
  placeName(info, game, placeOf(info, seat), t);

export const seatNames = (info: TableInfo | undefined, game: string, seats: number, t: Messages): string[] =>
  Array.from({ length: seats }, (_, s) => seatName(info, game, s, t));

/**
 * Names by score key: by seat, or by person where people change seats (their scores are kept
 * per person, and a deal's `seating` says who sat where).
 */
export const scoreNames = (
  info: TableInfo | undefined,
  game: string,
  seats: number,
  t: Messages,
): string[] =>
  info?.seating ? info.seats.map((_, p) => placeName(info, game, p, t)) : seatNames(info, game, seats, t);
