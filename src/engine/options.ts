import { err, ok, type Result } from '../cards/result.js';
import type { OptionSpec } from './game.js';
import { type OptionError, optionError } from './optionError.js';

/**
 * Validates a plain options object against specs: unknown keys and wrong types are errors,
 * missing keys take defaults. Games with richer options (lists, `fixed:S`) post-process.
 */
export function parseSimpleOptions<O>(raw: unknown, specs: readonly OptionSpec[]): Result<O, OptionError> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    return err(optionError('not-an-object', {}));
  const input = raw as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(input)) {
    if (!specs.some((s) => s.name === key)) {
      return err(optionError('unknown-option', { option: key, known: specs.map((s) => s.name) }));
    }
  }
  for (const spec of specs) {
    const v = key(input, spec.name) ? input[spec.name] : spec.default;
    const option = spec.name;
    switch (spec.kind) {
      case 'boolean':
        if (typeof v !== 'boolean') return err(optionError('not-boolean', { option }));
        break;
      case 'integer':
        if (typeof v !== 'number' || !Number.isInteger(v)) return err(optionError('not-integer', { option }));
        if ((spec.min !== undefined && v < spec.min) || (spec.max !== undefined && v > spec.max)) {
          return err(optionError('out-of-range', { option, min: spec.min, max: spec.max }));
        }
        break;
      case 'choice':
        if (typeof v !== 'string' || !spec.choices?.includes(v)) {
          return err(optionError('not-a-choice', { option, choices: [...(spec.choices ?? [])] }));
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

/** Whether the option means anything with these options (its `appliesWhen`; see OptionSpec). */
export function optionApplies(spec: OptionSpec, options: Readonly<Record<string, unknown>>): boolean {
  if (!spec.appliesWhen) return true;
  return Object.entries(spec.appliesWhen).every(([name, values]) => values.some((v) => v === options[name]));
}

/**
 * The options a menu offers now: those that apply with the options chosen so far, and are
 * offered where the menu is (`play`: creating a table, `keeper`: a score sheet).
 */
export function offeredOptions(
  specs: readonly OptionSpec[],
  options: Readonly<Record<string, unknown>>,
  where: 'play' | 'keeper',
): OptionSpec[] {
  return specs.filter((s) => (s.onlyFor === undefined || s.onlyFor === where) && optionApplies(s, options));
}

/** When an option applies, in words for help texts: `only with scoring rubber`; '' when always. */
export function appliesText(spec: OptionSpec): string {
  if (!spec.appliesWhen) return '';
  const parts = Object.entries(spec.appliesWhen).map(([name, values]) =>
    values.length === 1 && typeof values[0] === 'boolean'
      ? values[0]
        ? name
        : `no ${name}`
      : `${name} ${values.join(' or ')}`,
  );
  return `only with ${parts.join(' and ')}`;
}
