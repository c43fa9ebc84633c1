import type { Command } from 'commander';
import { registerAnalyze } from './analyze.js';
import { registerBot } from './bot.js';
import { registerDd } from './dd.js';
import { registerPlay } from './play.js';
import { registerReplay } from './replay.js';
import { registerServe } from './serve.js';
import { registerSimulate } from './simulate.js';

/** Each command lives in its own module and registers itself here. */
export function registerCommands(program: Command): void {
  registerReplay(program);
  registerPlay(program);
  registerSimulate(program);
  registerBot(program);
  registerServe(program);
  registerDd(program);
  registerAnalyze(program);
}
