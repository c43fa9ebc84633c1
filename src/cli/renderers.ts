/** Wires each game's terminal rendering into `stikk play`. */
import type { BaseView } from '../engine/game.js';
import { renderView as bondebridge } from '../games/bondebridge/terminal.js';
import { renderView as bondtolva } from '../games/bondtolva/terminal.js';
import { renderView as bridge } from '../games/bridge/terminal.js';
import { renderView as bridgette } from '../games/bridgette/terminal.js';
import { renderView as selbu } from '../games/selbu/terminal.js';
import { registerRenderer } from './render.js';

const as = (f: (v: never) => string) => f as unknown as (v: BaseView) => string;

registerRenderer('bondebridge', as(bondebridge));
registerRenderer('bondtolva', as(bondtolva));
registerRenderer('bridge', as(bridge));
registerRenderer('bridgette', as(bridgette));
registerRenderer('selbu', as(selbu));
