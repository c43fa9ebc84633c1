/** The server under test in a benchmark: `stikk serve` in a child process, and its CPU and memory. */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Child {
  url: string;
  proc: ChildProcess;
}

/** Every simulated person is 127.0.0.1: the limits per address would stop the bench. */
export const LOOPBACK_LIMITS = { STIKK_TABLES_PER_ADDRESS: '0', STIKK_CONNECTIONS_PER_ADDRESS: '0' };

const MAIN = fileURLToPath(new URL('../main.js', import.meta.url));

/** `stikk serve` on a free loopback port; `serveArgs` adds flags (e.g. `--store postgres://…`). */
export function startServer(dataDir: string, sync: string, serveArgs: string[] = []): Promise<Child> {
  // STIKK_BENCH_NODE_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = process.env.STIKK_BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const proc = spawn(process.execPath, [...nodeArgs, MAIN, 'serve', ...serveArgs], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      STIKK_DATA: dataDir,
      STIKK_SYNC: sync,
      LOG_LEVEL: 'info',
      ...LOOPBACK_LIMITS,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buf = '';
    const onData = (d: Buffer) => {
      buf += d;
      const line = buf.split('\n').find((l) => l.includes('stikk server listening'));
      if (!line) return;
      // From here on the server's log is not needed; keep draining it so the pipe never fills.
      buf = '';
      proc.stdout!.off('data', onData);
      proc.stdout!.resume();
      resolve({ url: JSON.parse(line).url, proc });
    };
    proc.stdout!.on('data', onData);
    proc.once('exit', (code) => reject(new Error(`server exited (${code}) before listening`)));
  });
}

/** CPU seconds and resident memory of a process, from /proc (Linux). */
export function procStats(pid: number): { cpuS: number; rssMb: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const rssPages = Number(fields[21]);
    return { cpuS: ticks / 100, rssMb: (rssPages * 4096) / 1024 / 1024 };
  } catch {
    return undefined;
  }
}
