#!/usr/bin/env node
/** The `stikk` program: the CLI's commands and the server's `serve`, tied together here. */
import { Command } from 'commander';
import { registerCommands } from './cli/commands/register.js';
import { registerServe } from './server/serveCommand.js';

const program = new Command();
program.name('stikk').description('Trick-taking card games: play, replay, simulate, analyse, serve.');
program.showHelpAfterError();
await registerCommands(program, process.argv.slice(2), ['serve']);
registerServe(program);
program.exitOverride((e) => {
  // commander's own usage errors (unknown option, missing argument) are bad input: exit 2.
  process.exit(e.exitCode === 0 ? 0 : 2);
});
await program.parseAsync(process.argv);
