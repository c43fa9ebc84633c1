/** Importing this module registers every game and its bots. */
import { registerBot } from '../bots/bot.js';
import { randomBot } from '../bots/random.js';

registerBot('*', randomBot);
