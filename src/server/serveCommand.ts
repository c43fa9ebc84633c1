import type { Command } from 'commander';
import type { ServerOptions } from './server.js';
import type { SyncMode } from './sqliteStore.js';

/** Bad input: `error: …` on stderr and exit 2, as every command of the CLI does. */
function fail(message: string): never {
  process.stderr.write(`error: ${message}\n`);
  process.exit(2);
}

type Flags = Record<string, string | undefined>;

/** Every network interface: friends on the same network reach the server (`--lan`). */
const LAN_HOST = '0.0.0.0';

const whole = (name: string, text: string | undefined, fallback: number, max: number): number => {
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text) || Number(text) > max) fail(`${name} must be a whole number from 0 to ${max}`);
  return Number(text);
};

/** A numeric server setting: its flag, its environment variable and where it goes. */
interface Limit {
  flag: string;
  env: string;
  unit: string;
  describe: string;
  max: number;
  get(d: ServerOptions): number;
  set(o: Partial<ServerOptions>, n: number, d: ServerOptions): void;
}

const MINUTE = 60_000;

/** The server's limits (docs/server.md lists them with their defaults). */
const LIMITS: readonly Limit[] = [
  {
    flag: 'bot-delay',
    env: 'STIKK_BOT_DELAY_MS',
    unit: 'ms',
    describe: 'pause before a bot acts',
    max: 60_000,
    get: (d) => d.botDelayMs,
    set: (o, n) => {
      o.botDelayMs = n;
    },
  },
  {
    flag: 'max-tables',
    env: 'STIKK_MAX_TABLES',
    unit: 'n',
    describe: 'tables held in memory; more are refused (503)',
    max: 1_000_000,
    get: (d) => d.maxTables,
    set: (o, n) => {
      o.maxTables = n;
    },
  },
  {
    flag: 'tables-per-address',
    env: 'STIKK_TABLES_PER_ADDRESS',
    unit: 'n',
    describe: 'tables one address may create at once (429 beyond; 0: no limit)',
    max: 1_000_000,
    get: (d) => d.tablesPerAddress.burst,
    set: (o, n, d) => {
      o.tablesPerAddress = { ...(o.tablesPerAddress ?? d.tablesPerAddress), burst: n };
    },
  },
  {
    flag: 'tables-per-address-per-minute',
    env: 'STIKK_TABLES_PER_ADDRESS_PER_MINUTE',
    unit: 'n',
    describe: 'tables one address may create per minute after that',
    max: 1_000_000,
    get: (d) => d.tablesPerAddress.perMinute,
    set: (o, n, d) => {
      o.tablesPerAddress = { ...(o.tablesPerAddress ?? d.tablesPerAddress), perMinute: n };
    },
  },
  {
    flag: 'wrong-passwords-per-address',
    env: 'STIKK_WRONG_PASSWORDS_PER_ADDRESS',
    unit: 'n',
    describe: 'wrong passwords one address may send, refilled over 20 minutes (429 beyond; 0: no limit)',
    max: 1_000_000,
    get: (d) => d.wrongPasswordsPerAddress,
    set: (o, n) => {
      o.wrongPasswordsPerAddress = n;
    },
  },
  {
    flag: 'connections-per-address',
    env: 'STIKK_CONNECTIONS_PER_ADDRESS',
    unit: 'n',
    describe: 'open HTTP and WebSocket connections per address (429 beyond; 0: no limit)',
    max: 1_000_000,
    get: (d) => d.connectionsPerAddress,
    set: (o, n) => {
      o.connectionsPerAddress = n;
    },
  },
  {
    flag: 'message-burst',
    env: 'STIKK_MESSAGE_BURST',
    unit: 'n',
    describe: 'WebSocket messages a connection may send at once',
    max: 1_000_000,
    get: (d) => d.rate.burst,
    set: (o, n, d) => {
      o.rate = { ...(o.rate ?? d.rate), burst: n };
    },
  },
  {
    flag: 'messages-per-second',
    env: 'STIKK_MESSAGES_PER_SECOND',
    unit: 'n',
    describe: 'WebSocket messages per second after that (refused beyond, closed at 10x)',
    max: 1_000_000,
    get: (d) => d.rate.perSecond,
    set: (o, n, d) => {
      o.rate = { ...(o.rate ?? d.rate), perSecond: n };
    },
  },
  {
    flag: 'max-message-bytes',
    env: 'STIKK_MAX_MESSAGE_BYTES',
    unit: 'bytes',
    describe: 'largest WebSocket message answered',
    max: 1024 * 1024,
    get: (d) => d.maxMessageBytes,
    set: (o, n) => {
      o.maxMessageBytes = n;
    },
  },
  {
    flag: 'max-buffered-bytes',
    env: 'STIKK_MAX_BUFFERED_BYTES',
    unit: 'bytes',
    describe: 'unsent bytes to one WebSocket before it is closed as too slow',
    max: 1024 * 1024 * 1024,
    get: (d) => d.maxBufferedBytes,
    set: (o, n) => {
      o.maxBufferedBytes = n;
    },
  },
  {
    flag: 'body-limit',
    env: 'STIKK_BODY_LIMIT',
    unit: 'bytes',
    describe: 'largest HTTP request body (413 beyond)',
    max: 16 * 1024 * 1024,
    get: (d) => d.bodyLimit,
    set: (o, n) => {
      o.bodyLimit = n;
    },
  },
  {
    flag: 'request-timeout',
    env: 'STIKK_REQUEST_TIMEOUT_MS',
    unit: 'ms',
    describe: 'time for an HTTP request to arrive whole (408 beyond; 0: no limit)',
    max: 3_600_000,
    get: (d) => d.requestTimeoutMs,
    set: (o, n) => {
      o.requestTimeoutMs = n;
    },
  },
  {
    flag: 'connection-timeout',
    env: 'STIKK_CONNECTION_TIMEOUT_MS',
    unit: 'ms',
    describe: 'an HTTP connection without traffic is closed after this (0: never)',
    max: 3_600_000,
    get: (d) => d.connectionTimeoutMs,
    set: (o, n) => {
      o.connectionTimeoutMs = n;
    },
  },
  {
    flag: 'ping-timeout',
    env: 'STIKK_PING_TIMEOUT_MS',
    unit: 'ms',
    describe: 'a WebSocket that does not answer a ping within this is closed',
    max: 3_600_000,
    get: (d) => d.pingMs,
    set: (o, n) => {
      o.pingMs = Math.max(1000, n);
    },
  },
  {
    flag: 'idle-minutes',
    env: 'STIKK_IDLE_MINUTES',
    unit: 'minutes',
    describe: 'an idle table nobody follows leaves memory (stays stored)',
    max: 100_000,
    get: (d) => d.idleMs / MINUTE,
    set: (o, n) => {
      o.idleMs = n * MINUTE;
    },
  },
  {
    flag: 'empty-idle-minutes',
    env: 'STIKK_EMPTY_IDLE_MINUTES',
    unit: 'minutes',
    describe: 'the same for a table nobody has joined',
    max: 100_000,
    get: (d) => d.emptyIdleMs / MINUTE,
    set: (o, n) => {
      o.emptyIdleMs = n * MINUTE;
    },
  },
];

/** `--tables-per-address` → `tablesPerAddress` (how commander names an option's value). */
const camel = (flag: string) => flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * `stikk serve`: the table server and web client (what `npm start` runs). The server's own
 * command, registered by the program (src/main.ts) next to the CLI's: the CLI knows no server.
 */
export function registerServe(program: Command): void {
  const cmd = program
    .command('serve')
    .description('run the table server: web client, HTTP API and WebSocket tables for all games')
    .option('--port <n>', 'port to listen on (env PORT, default 8080)')
    .option('--host <addr>', 'address to listen on (env HOST, default 127.0.0.1)')
    .option(
      '--lan',
      'listen on every network interface (0.0.0.0) so that friends on the same network can join',
    )
    .option('--data <dir>', 'data folder for the SQLite file (env STIKK_DATA, default ./data)')
    .option(
      '--store <url>',
      'keep tables in Postgres instead of SQLite: postgres://user:password@host:port/database (env STIKK_STORE)',
    )
    .option(
      '--bus <url>',
      'join a cluster of processes sharing --store: redis://host:port carries messages between them (env STIKK_BUS)',
    )
    .option(
      '--lease-ms <ms>',
      "in a cluster: a dead process's tables move after about this (env STIKK_LEASE_MS, default 3000)",
    )
    .option(
      '--process-id <id>',
      "this process's name in logs and leases (env STIKK_PROCESS_ID, default host-pid-random)",
    )
    .option(
      '--sync <mode>',
      'full: every action survives power loss; normal: survives a crash (env STIKK_SYNC)',
    )
    .option(
      '--challenge-secret <text>',
      "the daily challenges' secret, the same for every process of a cluster (env STIKK_CHALLENGE_SECRET; default: drawn once and kept in the store)",
    )
    .option(
      '--trust-proxy <addrs>',
      'believe X-Forwarded-For from these proxies (comma-separated addresses or CIDRs, or true) for client addresses (env STIKK_TRUST_PROXY)',
    );
  for (const l of LIMITS) cmd.option(`--${l.flag} <${l.unit}>`, `${l.describe} (env ${l.env})`);
  cmd.addHelpText(
    'after',
    '\nThe defaults of these limits, and what happens beyond each: docs/server.md (Limits).',
  );
  cmd.action(async (flags: Flags) => {
    // Loaded here so that the other commands do not pay for fastify and SQLite at start-up.
    const { DEFAULTS, startServer } = await import('./server.js');
    const { StartupError } = await import('./startup.js');
    const env = process.env;
    const sync = flags.sync ?? env.STIKK_SYNC ?? DEFAULTS.sync;
    if (sync !== 'full' && sync !== 'normal') fail('--sync must be full or normal');
    // `--lan` is what a person at home types (`npm start -- --lan`); `--host` the general form.
    const lan = (flags as { lan?: boolean }).lan === true;
    if (lan && flags.host !== undefined) fail('--lan listens on 0.0.0.0: give --lan or --host, not both');
    const options: Partial<ServerOptions> = {
      port: whole('--port', flags.port ?? env.PORT, DEFAULTS.port, 65535),
      host: lan ? LAN_HOST : (flags.host ?? env.HOST ?? DEFAULTS.host),
      dataDir: flags.data ?? env.STIKK_DATA ?? DEFAULTS.dataDir,
      store: flags.store ?? (env.STIKK_STORE || undefined),
      bus: flags.bus ?? (env.STIKK_BUS || undefined),
      processId: flags.processId ?? (env.STIKK_PROCESS_ID || undefined),
      leaseMs: whole('--lease-ms', flags.leaseMs ?? env.STIKK_LEASE_MS, DEFAULTS.leaseMs, 600_000),
      sync: sync as SyncMode,
      trustProxy: flags.trustProxy ?? env.STIKK_TRUST_PROXY ?? DEFAULTS.trustProxy,
      logLevel: env.LOG_LEVEL ?? DEFAULTS.logLevel,
      challengeSecret: flags.challengeSecret ?? (env.STIKK_CHALLENGE_SECRET || undefined),
      // A newer process took this one's id (it had hung past its heartbeat): an error exit.
      onSuperseded: () => process.exit(1),
    };
    for (const l of LIMITS) {
      const text = flags[camel(l.flag)] ?? env[l.env];
      if (text !== undefined && text !== '')
        l.set(options, whole(`--${l.flag}`, text, l.get(DEFAULTS), l.max), DEFAULTS);
    }
    // For tests of the turn timer against the real program: 30 s becomes 30 s × this.
    const scale = env.STIKK_TURN_TIMER_SCALE;
    if (scale) {
      const n = Number(scale);
      if (!(n > 0 && n <= 1)) fail('STIKK_TURN_TIMER_SCALE must be a number above 0, at most 1');
      options.turnTimerScale = n;
    }
    let server: Awaited<ReturnType<typeof startServer>>;
    try {
      server = await startServer(options);
    } catch (e) {
      // The data folder or the port: one line saying what is wrong where, no stack trace.
      if (e instanceof StartupError) fail(e.message);
      throw e;
    }
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
