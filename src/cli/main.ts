#!/usr/bin/env node
import { Command } from 'commander';
import { registerCommands } from './commands/register.js';

const program = new Command();
program.name('stikk').description('Trick-taking card games: play, replay, simulate, analyse, serve.');
program.showHelpAfterError();
registerCommands(program);
program.exitOverride((e) => {
  // commander's own usage errors (unknown option, missing argument) are bad input: exit 2.
  process.exit(e.exitCode === 0 ? 0 : 2);
});
await program.parseAsync(process.argv);
