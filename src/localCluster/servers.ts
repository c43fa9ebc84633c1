import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A database or bus server started for a cluster on this machine; `stop` ends it and removes its files. */
export interface LocalServer {
  url: string;
  stop(): Promise<void>;
  /** Stops the server, its data kept, as an outage would (every connection to it breaks). */
  halt(): Promise<void>;
  /** Starts it again on the same port after `halt`. */
  resume(): Promise<void>;
}

/** A port nobody listens on now (the kernel's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/** Where Postgres's programs are: on PATH, or Debian's /usr/lib/postgresql/<version>/bin. */
function pgBin(name: string): string {
  for (const dir of [
    '/usr/local/bin',
    '/usr/lib/postgresql/17/bin',
    '/usr/lib/postgresql/16/bin',
    '/usr/lib/postgresql/15/bin',
  ]) {
    if (existsSync(join(dir, name))) return join(dir, name);
  }
  return name;
}

/** Postgres refuses to run as root: there it runs as the `postgres` user. */
function asServerUser(cmd: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [cmd, args];
  return ['runuser', ['-u', 'postgres', '--', cmd, ...args]];
}

/**
 * A throwaway Postgres: a fresh cluster in a temporary folder on a free port, trusted local
 * connections only (it listens on 127.0.0.1), database `stikk`.
 */
export async function startPostgres(): Promise<LocalServer> {
  const dir = mkdtempSync(join(tmpdir(), 'stikk-pg-'));
  if (process.getuid?.() === 0)
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const data = join(dir, 'data');
  const port = await freePort();
  const run = (cmd: string, args: string[]) => {
    const [c, a] = asServerUser(cmd, args);
    execFileSync(c, a, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  run(pgBin('initdb'), ['-D', data, '-U', 'stikk', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const start = () =>
    run(pgBin('pg_ctl'), [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      'start',
    ]);
  start();
  run(pgBin('createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'stikk', 'stikk']);
  return {
    url: `postgres://stikk@127.0.0.1:${port}/stikk`,
    // Fast: connections are cut at once, committed data stays (what a restart of the server does).
    async halt() {
      run(pgBin('pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    async resume() {
      start();
    },
    async stop() {
      try {
        run(pgBin('pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A throwaway Redis on a free port, nothing saved to disk (a restart comes back empty, as `--save ''` does). */
export async function startRedis(): Promise<LocalServer> {
  const port = await freePort();
  let child = await spawnRedis(port);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    halt: stop,
    async resume() {
      child = await spawnRedis(port);
    },
  };
}

async function spawnRedis(port: number): Promise<ChildProcess> {
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', ''],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.once('error', (e) =>
      reject(new Error(`cannot start redis-server (${e.message}); install it: apt-get install redis-server`)),
    );
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
    child.stdout?.on('data', (b: Buffer) => {
      out += b.toString();
      if (out.includes('Ready to accept connections')) resolve();
    });
  });
  child.stdout?.resume();
  return child;
}
