import { GAME_IDS, getGame } from '../catalog.js';
import type { AnyGame, OptionSpec } from '../engine/game.js';
import { jsonShapeProblem } from '../engine/jsonShape.js';
import { appliesText } from '../engine/options.js';
import { fail } from './io.js';

/** The games, as the `<game>` argument's help lists them: `bondebridge, …, bridgette or bondtolva`. */
export const GAMES_HELP = `${GAME_IDS.slice(0, -1).join(', ')} or ${GAME_IDS[GAME_IDS.length - 1]}`;

/**
 * Turns loose `--name value` / `--name` / `--no-name` words into a raw options object for the
 * game's own validation, using its option specs to type the values.
 */
export function optionsFromArgs(
  game: AnyGame,
  words: readonly string[],
): { ok: true; value: Record<string, unknown> } | { ok: false; error: string } {
  const out: Record<string, unknown> = {};
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (!w.startsWith('--')) return { ok: false, error: `unexpected argument "${w}"` };
    let name = w.slice(2);
    let value: string | undefined;
    const eq = name.indexOf('=');
    if (eq >= 0) {
      value = name.slice(eq + 1);
      name = name.slice(0, eq);
    }
    // An option may be spelt as named (`--threePlayers`) or in kebab case (`--three-players`).
    const named = (n: string) => game.optionSpecs.find((s) => s.name === n || s.name === camelCase(n));
    let negated = false;
    if (!named(name) && name.startsWith('no-')) {
      negated = true;
      name = name.slice(3);
    }
    const spec = named(name);
    if (spec) name = spec.name;
    if (!spec) {
      return {
        ok: false,
        error: `unknown option "--${name}" for ${game.id} (known: ${game.optionSpecs.map((s) => s.name).join(', ')})`,
      };
    }
    if (spec.kind === 'boolean') {
      out[name] = negated ? false : value === undefined ? true : value === 'true';
      continue;
    }
    if (value === undefined) {
      value = words[++i];
      if (value === undefined) return { ok: false, error: `option --${name} needs a value` };
    }
    out[name] = parseValue(value, spec.kind);
  }
  // A JSON value nested thousands deep would overflow the stack of the game's parser.
  const shape = jsonShapeProblem(out);
  if (shape) return { ok: false, error: `options: ${shape}` };
  return { ok: true, value: out };
}

const camelCase = (kebab: string): string => kebab.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

function parseValue(text: string, kind: string): unknown {
  if (kind === 'integer') return /^-?\d+$/.test(text) ? Number(text) : text;
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  if (/^\d+(,\d+)+$/.test(text)) return text.split(',').map(Number);
  return text;
}

/** The game named on the command line and its validated options, or exit 2 with the reason. */
export function gameFromArgs(
  gameId: string,
  words: readonly string[],
): { game: AnyGame; options: unknown; raw: Record<string, unknown> } {
  const game = getGame(gameId);
  if (!game) fail(`unknown game "${gameId}" (${GAME_IDS.join(', ')})`);
  const raw = optionsFromArgs(game, words);
  if (!raw.ok) fail(raw.error);
  const options = game.parseOptions(raw.value);
  if (!options.ok) fail(`options: ${options.error.message}`);
  return { game, options: options.value, raw: raw.value };
}

/** One option as `--name <value>` with its line of help, its default and when it applies. */
function optionHelp(spec: OptionSpec): string {
  const values = [...(spec.choices ?? []), ...(spec.kind === 'text' ? ['n,n,…'] : [])].join('|');
  const flag =
    spec.kind === 'boolean'
      ? `--${spec.name}`
      : `--${spec.name} <${spec.kind === 'integer' ? `${spec.min ?? ''}..${spec.max ?? ''}` : values}>`;
  const notes = [`default ${JSON.stringify(spec.default)}`, appliesText(spec)].filter(Boolean);
  return `    ${flag}\n        ${spec.describe} (${notes.join('; ')})`;
}

/**
 * The game options of every game for `stikk play --help`: those of the live score keeper only
 * (a revoke penalty) are left out, as a played game cannot revoke.
 */
export function gameOptionsHelp(): string {
  const blocks = GAME_IDS.map((id) => {
    const specs = (getGame(id)?.optionSpecs ?? []).filter((s) => s.onlyFor !== 'keeper');
    return specs.length ? `  ${id}:\n${specs.map(optionHelp).join('\n')}` : `  ${id}: no options`;
  });
  return `\nGame options (after the game, as --name value):\n${blocks.join('\n')}`;
}
