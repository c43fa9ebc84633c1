/** The game views the server sends (docs/games/<game>.md), by game. Types only. */
import type { BondebridgeView } from '../../games/bondebridge/game.js';
import type { BondtolvaView } from '../../games/bondtolva/view.js';
import type { BridgeView } from '../../games/bridge/game.js';
import type { BridgetteView } from '../../games/bridgette/view.js';
import type { SelbuView } from '../../games/selbu/view.js';
import type { BaseView } from '../net/types.js';

export type { BondebridgeView, BondtolvaView, BridgetteView, BridgeView, SelbuView };
export type ContractView = BondebridgeView | BridgeView;
export type AnyView = ContractView | SelbuView | BridgetteView | BondtolvaView;

export const isContractView = (v: BaseView): v is ContractView =>
  v.game === 'bridge' || v.game === 'bondebridge';
export const isBridge = (v: BaseView): v is BridgeView => v.game === 'bridge';
export const isBondebridge = (v: BaseView): v is BondebridgeView => v.game === 'bondebridge';
export const isSelbu = (v: BaseView): v is SelbuView => v.game === 'selbu';
export const isBridgette = (v: BaseView): v is BridgetteView => v.game === 'bridgette';
export const isBondtolva = (v: BaseView): v is BondtolvaView => v.game === 'bondtolva';

/** Four-hand partnership games name seats by compass (N E S W) and score by side. */
export const usesCompass = (game: string): boolean => game === 'bridge' || game === 'bondebridge';
