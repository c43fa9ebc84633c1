/** The real `stikk serve` as a child process on a temporary data folder, for tests that kill it. */

import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { serverStore } from './stores.js';

export interface Child {
  url: string;
  proc: ChildProcess;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * A data folder and the servers started on it, one after another: `start` runs the compiled
 * server (built by the global test setup) and waits for its address; `cleanup` kills what is
 * left and removes the folder (kept with STIKK_KEEP_CRASH_DATA set, its server.log included).
 */
export function serverChildren(
  prefix: string,
  /** More environment for the servers (e.g. `STIKK_TURN_TIMER_SCALE`). */
  env: Record<string, string> = {},
): {
  dataDir: string;
  start: () => Promise<Child>;
  cleanup: () => void;
} {
  const dataDir = mkdtempSync(joinPath(tmpdir(), prefix));
  const store = serverStore(dataDir);
  const children: ChildProcess[] = [];
  const cleanup = () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    if (!process.env.STIKK_KEEP_CRASH_DATA) rmSync(dataDir, { recursive: true, force: true });
    else process.stderr.write(`test server data kept in ${dataDir}\n`);
  };
  const start = (): Promise<Child> => {
    const proc = spawn(process.execPath, ['dist/main.js', 'serve'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        STIKK_DATA: dataDir,
        STIKK_BOT_DELAY_MS: '0',
        LOG_LEVEL: 'info',
        ...('store' in store && { STIKK_STORE: store.store }),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(proc);
    const log = createWriteStream(joinPath(dataDir, 'server.log'), { flags: 'a' });
    proc.stdout!.pipe(log);
    proc.stderr!.pipe(log);
    const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      proc.once('exit', (code, signal) => resolve({ code, signal })),
    );
    return new Promise((resolve, reject) => {
      let buf = '';
      let err = '';
      const timer = setTimeout(() => reject(new Error(`server did not start: ${buf}${err}`)), 60_000);
      proc.stderr!.on('data', (d) => {
        err += d;
      });
      proc.stdout!.on('data', (d) => {
        buf += d;
        for (const line of buf.split('\n')) {
          if (!line.includes('stikk server listening')) continue;
          clearTimeout(timer);
          resolve({ url: (JSON.parse(line) as { url: string }).url, proc, exit });
          return;
        }
      });
      proc.once('exit', (code) =>
        reject(new Error(`server exited (${code}) before listening: ${buf}${err}`)),
      );
    });
  };
  return { dataDir, start, cleanup };
}
