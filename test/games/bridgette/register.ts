/** Registers bridgette for tests that replay records (independent of src/games/index.ts). */
import { registerGame } from '../../../src/engine/registry.js';
import { bridgette } from '../../../src/games/bridgette/game.js';

registerGame(bridgette);
