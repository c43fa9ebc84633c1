/**
 * Registers every game and bot of src/games/index.ts, plus any game whose engine exists but
 * is not registered there yet (so that the bot tests cover it while it lands).
 */
import { getBot, registerBot } from '../../src/bots/bot.js';
import { getGame, registerGame } from '../../src/engine/registry.js';
import '../../src/games/index.js';
import { basicBot as basicBridgetteBot } from '../../src/bots/bridgette/basic.js';
import { bridgette } from '../../src/games/bridgette/game.js';

if (!getGame('bridgette')) registerGame(bridgette);
if (!getBot('bridgette', 'basic')) registerBot('bridgette', basicBridgetteBot);
