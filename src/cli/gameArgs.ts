import { GAME_IDS, getGame } from '../catalog.js';
import type { AnyGame } from '../engine/game.js';
import { jsonShapeProblem } from '../engine/jsonShape.js';
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
    let negated = false;
    if (!game.optionSpecs.some((s) => s.name === name) && name.startsWith('no-')) {
      negated = true;
      name = name.slice(3);
    }
    const spec = game.optionSpecs.find((s) => s.name === name);
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
