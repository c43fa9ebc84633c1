import type { Command } from 'commander';
import { registerAnalyze } from './analyze.js';
import { registerBot } from './bot.js';
import { registerDd } from './dd.js';
import { registerPlay } from './play.js';
import { registerReplay } from './replay.js';
import { registerSimulate } from './simulate.js';

/** Each command lives in its own module and registers itself here (`serve` is the server's: src/main.ts). */
export function registerCommands(program: Command): void {
  registerReplay(program);
  registerPlay(program);
  registerSimulate(program);
  registerBot(program);
  registerDd(program);
  registerAnalyze(program);
}
