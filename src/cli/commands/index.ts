import type { Command } from 'commander';
import { registerPlay } from './play.js';
import { registerReplay } from './replay.js';

/** Each command lives in its own module and registers itself here. */
export function registerCommands(program: Command): void {
  registerReplay(program);
  registerPlay(program);
}
