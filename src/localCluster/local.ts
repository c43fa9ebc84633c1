import { type ChildProcess, spawn } from 'node:child_process';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { startProxy } from './proxy.js';
import { freePort, type LocalServer, startPostgres, startRedis } from './servers.js';

/** From dist/localCluster/ and src/localCluster/ alike: the built program (`npm run build` first). */
const CLI = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

export interface ClusterProcess {
  port: number;
  child: ChildProcess;
  /** Its standard output and error so far (JSON log lines). */
  output: string[];
}

export interface LocalCluster {
  /** The proxy's address: what people open. */
  url: string;
  postgres: LocalServer;
  redis: LocalServer;
  processes: ClusterProcess[];
  /** Starts process `i` again on its port (after a kill). */
  restart(i: number): Promise<void>;
  stop(): Promise<void>;
}

export interface LocalClusterOptions {
  processes?: number;
  /** The proxy's port (default a free one). */
  port?: number;
  /** More `stikk serve` flags for every process. */
  serveArgs?: string[];
  /** Echo every process's log with its number in front. */
  echo?: boolean;
  /** Give process i the id `<prefix>-<i>` (`--process-id`), kept across restarts (default: each start its own). */
  processIdPrefix?: string;
  /** Node flags for every process (the server bench's `STIKK_BENCH_NODE_ARGS`, e.g. `--cpu-prof`). */
  nodeArgs?: string[];
}

/**
 * A whole cluster on this machine, from real servers: a throwaway Postgres and Redis, stikk
 * processes sharing them, and a reverse proxy in front. For `npm run cluster`, the cluster tests
 * and the server benchmark.
 */
export async function startLocalCluster(o: LocalClusterOptions = {}): Promise<LocalCluster> {
  const count = o.processes ?? 3;
  const postgres = await startPostgres();
  const redis = await startRedis().catch(async (e) => {
    await postgres.stop();
    throw e;
  });
  const processes: ClusterProcess[] = [];
  const spawnOne = async (i: number, port: number): Promise<ClusterProcess> => {
    const args = [
      ...(o.nodeArgs ?? []),
      CLI,
      'serve',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--store',
      postgres.url,
      '--bus',
      redis.url,
      '--trust-proxy',
      '127.0.0.1',
      ...(o.processIdPrefix ? ['--process-id', `${o.processIdPrefix}-${i}`] : []),
      ...(o.serveArgs ?? []),
    ];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const p: ClusterProcess = { port, child, output: [] };
    const listening = new Promise<void>((resolve, reject) => {
      const onData = (b: Buffer) => {
        for (const line of b.toString().split('\n')) {
          if (!line) continue;
          if (p.output.length < 20_000) p.output.push(line);
          if (o.echo) console.log(`[${i}] ${line}`);
          if (line.includes('stikk server listening')) resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) =>
        reject(new Error(`stikk process ${i} exited (${code}): ${p.output.slice(-5).join('\n')}`)),
      );
    });
    await listening;
    return p;
  };
  let proxy: Server | undefined;
  const stopAll = async () => {
    await Promise.all(
      processes.map(
        (p) =>
          new Promise<void>((resolve) => {
            if (p.child.exitCode !== null || p.child.signalCode !== null) return resolve();
            p.child.once('exit', () => resolve());
            p.child.kill('SIGTERM');
          }),
      ),
    );
    await new Promise<void>((r) => (proxy ? proxy.close(() => r()) : r()));
    await redis.stop();
    await postgres.stop();
  };
  try {
    // One at a time: the first runs the store's migrations, the others find them done.
    for (let i = 0; i < count; i++) processes.push(await spawnOne(i, await freePort()));
    proxy = await startProxy(
      processes.map((p) => ({ host: '127.0.0.1', port: p.port })),
      o.port ?? (await freePort()),
    );
  } catch (e) {
    await stopAll();
    throw e;
  }
  const a = proxy.address();
  const url = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
  return {
    url,
    postgres,
    redis,
    processes,
    async restart(i) {
      processes[i] = await spawnOne(i, processes[i].port);
    },
    stop: stopAll,
  };
}
