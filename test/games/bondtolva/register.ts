/** Registers bondtolva for tests that replay records (independent of src/games/index.ts). */
import { registerGame } from '../../../src/engine/registry.js';
import { bondtolva } from '../../../src/games/bondtolva/game.js';

registerGame(bondtolva);
