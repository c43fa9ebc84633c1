import { err, ok, type Result } from '../cards/result.js';
import type { OptionSpec } from './game.js';

/**
 * Validates a plain options object against specs: unknown keys and wrong types are errors,
 * missing keys take defaults. Games with richer options (lists, `fixed:S`) post-process.
 */
export function parseSimpleOptions<O>(raw: unknown, specs: readonly OptionSpec[]): Result<O, string> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return err('options must be an object');
  const input = raw as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(input)) {
    if (!specs.some((s) => s.name === key)) {
      return err(`unknown option "${key}" (known: ${specs.map((s) => s.name).join(', ')})`);
    }
  }
  for (const spec of specs) {
    const v = key(input, spec.name) ? input[spec.name] : spec.default;
    switch (spec.kind) {
      case 'boolean':
        if (typeof v !== 'boolean') return err(`option ${spec.name} must be true or false`);
        break;
      case 'integer':
        if (typeof v !== 'number' || !Number.isInteger(v))
          return err(`option ${spec.name} must be a whole number`);
        if ((spec.min !== undefined && v < spec.min) || (spec.max !== undefined && v > spec.max)) {
          return err(`option ${spec.name} must be between ${spec.min} and ${spec.max}`);
        }
        break;
      case 'choice':
        if (typeof v !== 'string' || !spec.choices?.includes(v)) {
          return err(`option ${spec.name} must be one of ${spec.choices?.join(', ')}`);
        }
        break;
      case 'text':
        break;
    }
    out[spec.name] = v;
  }
  return ok(out as O);
}

const key = (o: Record<string, unknown>, k: string): boolean => Object.hasOwn(o, k);

/** The options that differ from the specs' defaults (what a record stores). */
export function minimizeSimpleOptions(
  options: object,
  specs: readonly OptionSpec[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const spec of specs) {
    const v = (options as Record<string, unknown>)[spec.name];
    if (JSON.stringify(v) !== JSON.stringify(spec.default)) out[spec.name] = v;
  }
  return out;
}

export function defaultsOf<O>(specs: readonly OptionSpec[]): O {
  return Object.fromEntries(specs.map((s) => [s.name, s.default])) as O;
}

/** Whether a menu shows `spec` with these option values (see `OptionSpec.onlyWith`). */
export function optionApplies(spec: OptionSpec, values: Record<string, unknown>): boolean {
  return !spec.onlyWith || spec.onlyWith.values.includes(String(values[spec.onlyWith.option]));
}
