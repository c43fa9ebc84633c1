/** Importing this module registers every game and its bots. */
import { registerBot } from '../bots/bot.js';
import { randomBot } from '../bots/random.js';
import { strongBondtolvaBot } from '../bots/strong/bondtolva.js';
import { strongBridgetteBot } from '../bots/strong/bridgette.js';
import { strongBondebridgeBot, strongBridgeBot } from '../bots/strong/contract.js';
import { strongSelbuBot } from '../bots/strong/selbu.js';
import { registerGame } from '../engine/registry.js';
import { bondebridge } from './bondebridge/game.js';
import { basicBot as basicBondtolvaBot } from './bondtolva/basicBot.js';
import { bondtolva } from './bondtolva/game.js';
import { bridge } from './bridge/game.js';
import { basicSelbuBot } from './selbu/basicBot.js';
import { selbu } from './selbu/game.js';

registerBot('*', randomBot);
registerGame(bondebridge);
registerGame(bridge);
registerBot('bondebridge', strongBondebridgeBot);
registerBot('bridge', strongBridgeBot);
registerBot('selbu', strongSelbuBot);
registerGame(selbu);
registerBot('selbu', basicSelbuBot);
registerGame(bondtolva);
registerBot('bondtolva', basicBondtolvaBot);
registerBot('bondtolva', strongBondtolvaBot);
registerBot('bridgette', strongBridgetteBot);
