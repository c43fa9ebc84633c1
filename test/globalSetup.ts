import { execFileSync } from 'node:child_process';

/** CLI and server tests run the compiled program, so compile once before the suite. */
export default function setup(): void {
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], {
    stdio: 'inherit',
  });
}
