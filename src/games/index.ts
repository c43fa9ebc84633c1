/** Importing this module registers every game and its bots. */

import { basicBot as basicBondtolvaBot } from '../bots/bondtolva/basic.js';
import { strongBondtolvaBot } from '../bots/bondtolva/strong.js';
import { registerBot } from '../bots/bot.js';
import { basicBot as basicBridgetteBot } from '../bots/bridgette/basic.js';
import { strongBridgetteBot } from '../bots/bridgette/strong.js';
import { basicContractBot } from '../bots/contract/basic.js';
import { strongBondebridgeBot, strongBridgeBot } from '../bots/contract/strong.js';
import { randomBot } from '../bots/random.js';
import { basicSelbuBot } from '../bots/selbu/basic.js';
import { strongSelbuBot } from '../bots/selbu/strong.js';
import { registerGame } from '../engine/registry.js';
import { bondebridge } from './bondebridge/game.js';
import { bondtolva } from './bondtolva/game.js';
import { bridge } from './bridge/game.js';
import { bridgette } from './bridgette/game.js';
import { selbu } from './selbu/game.js';

registerBot('*', randomBot);
registerGame(bondebridge);
registerGame(bridge);
registerBot('bondebridge', basicContractBot);
registerBot('bridge', basicContractBot);
registerBot('bondebridge', strongBondebridgeBot);
registerBot('bridge', strongBridgeBot);
registerBot('selbu', strongSelbuBot);
registerGame(selbu);
registerBot('selbu', basicSelbuBot);
registerGame(bondtolva);
registerBot('bondtolva', basicBondtolvaBot);
registerBot('bondtolva', strongBondtolvaBot);
registerGame(bridgette);
registerBot('bridgette', basicBridgetteBot);
registerBot('bridgette', strongBridgetteBot);
