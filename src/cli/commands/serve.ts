import type { Command } from 'commander';
import type { SyncMode } from '../../server/store.js';
import { fail } from '../io.js';

interface ServeFlags {
  port?: string;
  host?: string;
  data?: string;
  botDelay?: string;
  sync?: string;
}

const whole = (name: string, text: string | undefined, fallback: number, max: number): number => {
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text) || Number(text) > max) fail(`${name} must be a whole number from 0 to ${max}`);
  return Number(text);
};

/** `stikk serve`: the table server and web client (what `npm start` runs). */
export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('run the table server: web client, HTTP API and WebSocket tables for all games')
    .option('--port <n>', 'port to listen on (env PORT, default 8080)')
    .option('--host <addr>', 'address to listen on (env HOST, default 127.0.0.1)')
    .option('--data <dir>', 'data folder for the SQLite file (env STIKK_DATA, default ./data)')
    .option('--bot-delay <ms>', 'pause before a bot acts (env STIKK_BOT_DELAY_MS, default 700)')
    .option(
      '--sync <mode>',
      'full: every action survives power loss; normal: survives a crash (env STIKK_SYNC)',
    )
    .action(async (flags: ServeFlags) => {
      // Loaded here so that the other commands do not pay for fastify and SQLite at start-up.
      const { DEFAULTS, startServer } = await import('../../server/server.js');
      const env = process.env;
      const sync = flags.sync ?? env.STIKK_SYNC ?? DEFAULTS.sync;
      if (sync !== 'full' && sync !== 'normal') fail('--sync must be full or normal');
      const server = await startServer({
        port: whole('--port', flags.port ?? env.PORT, DEFAULTS.port, 65535),
        host: flags.host ?? env.HOST ?? DEFAULTS.host,
        dataDir: flags.data ?? env.STIKK_DATA ?? DEFAULTS.dataDir,
        botDelayMs: whole(
          '--bot-delay',
          flags.botDelay ?? env.STIKK_BOT_DELAY_MS,
          DEFAULTS.botDelayMs,
          60_000,
        ),
        sync: sync as SyncMode,
        logLevel: env.LOG_LEVEL ?? DEFAULTS.logLevel,
      });
      const stop = () => {
        server.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
    });
}
