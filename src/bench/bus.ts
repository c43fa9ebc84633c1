/**
 * `npm run bench:bus`: the two buses the cluster could use, on this machine's loopback, started
 * fresh (a throwaway Postgres and redis-server): Redis pub/sub and Postgres LISTEN/NOTIFY.
 * Prints messages per second (a publisher with 64 messages in flight, one subscriber) and the
 * latency from publish to delivery, one message at a time (p50/p99), for state-sized messages.
 *
 * Flags: --messages N (default 20000), --bytes B (default 2000, about one table state).
 */
import pg from 'pg';
import { flagReader } from '../flags.js';
import { type LocalServer, startPostgres, startRedis } from '../localCluster/servers.js';
import type { Bus } from '../server/cluster/bus.js';
import { RedisBus } from '../server/cluster/redisBus.js';

/** LISTEN/NOTIFY behind the same interface, for the comparison only (the cluster uses Redis). */
class NotifyBus implements Bus {
  private constructor(
    private readonly pool: pg.Pool,
    private readonly listener: pg.Client,
  ) {}
  private readonly handlers = new Map<string, (m: string) => void>();

  static async connect(url: string): Promise<NotifyBus> {
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    const bus = new NotifyBus(new pg.Pool({ connectionString: url, max: 8 }), listener);
    listener.on('notification', (n) => bus.handlers.get(n.channel)?.(n.payload ?? ''));
    return bus;
  }
  async publish(channel: string, message: string): Promise<void> {
    await this.pool.query('SELECT pg_notify($1, $2)', [channel, message]);
  }
  async subscribe(channel: string, handler: (m: string) => void): Promise<() => Promise<void>> {
    this.handlers.set(channel, handler);
    await this.listener.query(`LISTEN "${channel}"`);
    return async () => {
      this.handlers.delete(channel);
      await this.listener.query(`UNLISTEN "${channel}"`);
    };
  }
  async ping(): Promise<boolean> {
    return (await this.pool.query('SELECT 1')).rowCount === 1;
  }
  async close(): Promise<void> {
    await this.listener.end();
    await this.pool.end();
  }
}

async function measure(name: string, pubBus: Bus, subBus: Bus, messages: number, bytes: number) {
  const payload = 'x'.repeat(bytes);
  let received = 0;
  let onOne: (() => void) | undefined;
  await subBus.subscribe('bench', () => {
    received++;
    onOne?.();
  });
  // Throughput: 64 in flight.
  const t0 = performance.now();
  let sent = 0;
  const allIn = new Promise<void>((resolve) => {
    onOne = () => received >= messages && resolve();
  });
  await Promise.all(
    Array.from({ length: 64 }, async () => {
      while (sent < messages) {
        sent++;
        await pubBus.publish('bench', payload);
      }
    }),
  );
  await allIn;
  const perSecond = messages / ((performance.now() - t0) / 1000);
  // Latency: one at a time.
  const lat: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const start = performance.now();
    const got = new Promise<void>((resolve) => {
      onOne = resolve;
    });
    await pubBus.publish('bench', payload);
    await got;
    lat.push(performance.now() - start);
  }
  lat.sort((a, b) => a - b);
  const q = (p: number) => lat[Math.min(lat.length - 1, Math.floor(p * lat.length))].toFixed(3);
  console.log(
    `${name.padEnd(24)} ${Math.round(perSecond).toString().padStart(8)} msg/s   p50 ${q(0.5)} ms   p99 ${q(0.99)} ms`,
  );
}

async function main(): Promise<void> {
  const { num } = flagReader(process.argv.slice(2));
  const messages = num('messages', 20_000, 1_000_000);
  const bytes = num('bytes', 2_000, 7_000);
  console.log(`bus bench: ${messages} messages of ${bytes} bytes, loopback`);
  const servers: LocalServer[] = [];
  try {
    const redis = await startRedis();
    servers.push(redis);
    const postgres = await startPostgres();
    servers.push(postgres);
    const [rp, rs] = [await RedisBus.connect(redis.url), await RedisBus.connect(redis.url)];
    await measure('Redis pub/sub', rp, rs, messages, bytes);
    await Promise.all([rp.close(), rs.close()]);
    const [np, ns] = [await NotifyBus.connect(postgres.url), await NotifyBus.connect(postgres.url)];
    await measure('Postgres LISTEN/NOTIFY', np, ns, messages, bytes);
    await Promise.all([np.close(), ns.close()]);
  } finally {
    for (const s of servers) await s.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
