/**
 * The keeper's pieces by game: the one place in the keep-score screen that knows which games
 * exist. A mapped type over the sheet games, so a game without its kit does not compile.
 */
import type { SheetGameId } from '../../../scorekeeper/sheet.js';
import { bondebridgeKeeper } from './bondebridge.js';
import { bondtolvaKeeper } from './bondtolva.js';
import { bridgeKeeper } from './bridge.js';
import { bridgetteKeeper } from './bridgette.js';
import type { KeeperKit } from './kit.js';
import { selbuKeeper } from './selbu.js';

export type { KeeperKit, NextContext, NextOf, SheetViewProps } from './kit.js';

export const KEEPER_KITS: { readonly [G in SheetGameId]: KeeperKit<G> } = {
  bondebridge: bondebridgeKeeper,
  bridge: bridgeKeeper,
  selbu: selbuKeeper,
  bridgette: bridgetteKeeper,
  bondtolva: bondtolvaKeeper,
};

/**
 * The kit of a game, for a deal of that same game. Given the union of games, TypeScript cannot
 * see that `next.game` and the kit it picks agree; callers pass the deal's own game, so they do.
 */
export const keeperKit = (game: SheetGameId): KeeperKit<SheetGameId> =>
  KEEPER_KITS[game] as unknown as KeeperKit<SheetGameId>;
