/** The game views the server sends (docs/games/<game>.md), by game. Types only. */
import type { BondebridgeView } from '../../../games/bondebridge/game.js';
import type { BondtolvaView } from '../../../games/bondtolva/view.js';
import type { BridgeView } from '../../../games/bridge/game.js';
import type { BridgetteView } from '../../../games/bridgette/view.js';
import type { SelbuView } from '../../../games/selbu/view.js';

export type { BondebridgeView, BondtolvaView, BridgetteView, BridgeView, SelbuView };
/** The two contract bridge games: a four-hand auction, declarer and an open dummy. */
export type ContractView = BondebridgeView | BridgeView;
