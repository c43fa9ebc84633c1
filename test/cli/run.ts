import { spawnSync } from 'node:child_process';

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the compiled `stikk` CLI (built by the test global setup). */
export function stikk(args: string[], input?: string): CliRun {
  const r = spawnSync(process.execPath, ['dist/cli/main.js', ...args], {
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
