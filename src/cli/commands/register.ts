import type { Command } from 'commander';

type Register = (program: Command) => void;

/**
 * Each command lives in its own module and registers itself (`serve` is the server's: src/main.ts).
 * Loaded on demand: a command's modules (games, bots, solver, the terminal table) take most of a
 * run's start-up, so `stikk replay` loads only what replaying needs. In help order.
 */
const COMMANDS: Readonly<Record<string, () => Promise<Register>>> = {
  replay: async () => (await import('./replay.js')).registerReplay,
  play: async () => (await import('./play.js')).registerPlay,
  challenge: async () => (await import('./challenge.js')).registerChallenge,
  simulate: async () => (await import('./simulate.js')).registerSimulate,
  bot: async () => (await import('./bot.js')).registerBot,
  dd: async () => (await import('./dd.js')).registerDd,
  analyze: async () => (await import('./analyze.js')).registerAnalyze,
};

/**
 * Registers the command named first in `args` (the arguments after the program's path), or
 * every command when none is named there — help, a mistyped name, an option first — so that
 * the help and commander's "unknown command" hints list them all. None for a command registered
 * elsewhere (`others`: `serve`).
 */
export async function registerCommands(
  program: Command,
  args: readonly string[],
  others: readonly string[] = [],
): Promise<void> {
  const named = args[0];
  if (named !== undefined && others.includes(named)) return;
  const which = named !== undefined && Object.hasOwn(COMMANDS, named) ? [named] : Object.keys(COMMANDS);
  const registers = await Promise.all(which.map((name) => COMMANDS[name]()));
  for (const register of registers) register(program);
}
