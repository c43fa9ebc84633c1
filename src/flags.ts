/**
 * Command-line flags of the scripts that have no CLI of their own (the benchmarks, `npm run
 * cluster`): `--name value`, numbers checked against a range. Beside neither, so that both may
 * import it without an arrow from the launcher to the benchmarks.
 */
export function flagReader(argv: readonly string[]) {
  const get = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const num = (name: string, fallback: number, max: number): number => {
    const v = get(name);
    if (v === undefined) return fallback;
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0 || n > max)
      throw new Error(`--${name} must be a number from 0 to ${max}`);
    return n;
  };
  return { get, num, has: (name: string) => argv.includes(`--${name}`) };
}
