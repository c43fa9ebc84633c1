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

/** What each seat is called at this table: the person's name, else North/East… or Player n. */
export function seatName(info: TableInfo | undefined, game: string, seat: number, t: Messages): string {
  const s: SeatInfo | undefined = info?.seats[seat];
  if (s?.name) return s.name;
  return usesCompass(game) ? t.seat.compass[seat] : t.seat.player(seat + 1);
}

export const seatNames = (info: TableInfo | undefined, game: string, seats: number, t: Messages): string[] =>
  Array.from({ length: seats }, (_, s) => seatName(info, game, s, t));
