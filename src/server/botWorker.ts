/**
 * A worker thread that runs bots, so that a bot thinking for its whole time budget does not
 * hold up every other table's messages. It answers `{id, game, level, input}` requests with
 * `{id, action, reason?}` or `{id, error}`.
 */

import { parentPort } from 'node:worker_threads';
import { decide } from '../bots/bot.js';
import { Rng } from '../cards/rng.js';
import { getBot } from '../catalog.js';
import type { GameId } from '../engine/game.js';
import type { BotRequest, BotResponse } from './botPool.js';

parentPort?.on('message', (req: BotRequest) => {
  let res: BotResponse;
  try {
    const bot = getBot(req.game as GameId, req.level);
    if (!bot) throw new Error(`no bot "${req.level}" for ${req.game}`);
    const { rngSeed, ...input } = req.input;
    res = { id: req.id, ...decide(bot, { ...input, game: req.game as GameId, rng: new Rng(rngSeed) }) };
  } catch (e) {
    res = { id: req.id, error: (e as Error).message };
  }
  parentPort?.postMessage(res);
});
