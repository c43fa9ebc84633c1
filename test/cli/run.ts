import { spawnSync } from 'node:child_process';

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the compiled `stikk` CLI (built by the test global setup). In English unless `env` says
 * otherwise: the terminal follows the shell's locale, and the tests must not follow the tester's.
 */
export function stikk(args: string[], input?: string, env: Record<string, string> = {}): CliRun {
  const r = spawnSync(process.execPath, ['dist/main.js', ...args], {
    input,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, STIKK_LANG: 'en', ...env },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
