import { readFileSync } from 'node:fs';

/** Reads a file, or standard input for `-`. */
export function readInput(file: string): string {
  return file === '-' ? readFileSync(0, 'utf8') : readFileSync(file, 'utf8');
}

/** `readInput`, or exit 2 with `cannot read FILE: reason`. */
export function readInputOrFail(file: string): string {
  try {
    return readInput(file);
  } catch (e) {
    fail(`cannot read ${file}: ${(e as Error).message}`);
  }
}

/** Bad input: print `error: …` on stderr and exit 2 (the CLI's contract for every command). */
export function fail(message: string, json?: unknown): never {
  if (json !== undefined) process.stdout.write(`${JSON.stringify(json)}\n`);
  process.stderr.write(`error: ${message}\n`);
  process.exit(2);
}
