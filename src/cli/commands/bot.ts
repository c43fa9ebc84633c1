import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { Rng } from '../../cards/rng.js';
import { GAME_IDS, getBot, getGame } from '../../catalog.js';
import type { GameId } from '../../engine/game.js';
import { handleBotLine, helloMessage } from '../../sim/botProtocol.js';
import { fail } from '../io.js';

/** `stikk bot`: one of stikk's bots behind the `stikk-bot/1` JSON-lines protocol (docs/bot-protocol.md). */
export function registerBot(program: Command): void {
  program
    .command('bot')
    .description('serve a stikk bot over the stikk-bot/1 protocol: JSON lines on stdin/stdout')
    .option('--game <game>', 'the game this bot plays (any game when absent)')
    .option('--level <level>', 'bot level: random, basic, strong', 'basic')
    .option('--seed <s>', 'seed for requests that carry none')
    .action(async (flags: { game?: string; level: string; seed?: string }) => {
      let game: GameId | null = null;
      if (flags.game !== undefined) {
        const g = getGame(flags.game);
        if (!g) fail(`unknown game "${flags.game}" (${GAME_IDS.join(', ')})`);
        if (!getBot(g.id, flags.level)) fail(`no bot "${flags.level}" for ${g.id}`);
        game = g.id;
      }
      const config = { game, level: flags.level };
      const rng = new Rng(flags.seed ?? `${process.pid}:${Date.now()}`);
      process.stdout.write(`${JSON.stringify(helloMessage(config))}\n`);
      const lines = createInterface({ input: process.stdin, terminal: false });
      for await (const line of lines) {
        const outcome = handleBotLine(line, config, rng);
        if ('quit' in outcome) break;
        if ('reply' in outcome) process.stdout.write(`${outcome.reply}\n`);
      }
      lines.close();
    });
}
