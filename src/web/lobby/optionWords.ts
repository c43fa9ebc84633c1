/**
 * A game option's value in a few words for the lobby's list, from the words the New-table form
 * shows (t.options). A choice is named by its explanation up to the colon ("Scoring: rubber, …"
 * → "Scoring") with the choice's own label; a number by what follows the colon ("Duplicate:
 * boards in the match" → "boards in the match"); a switch by its explanation, with "no" when off.
 */
import type { Messages } from '../i18n/index.js';
import type { OptionSpec } from '../net/types.js';

/** Without its brackets and what follows a semicolon: "Number of players (2–5)" → "Number of players". */
const trimmed = (text: string): string => text.split(/[(;]/)[0].trim();

const beforeColon = (help: string): string => trimmed(help.split(':')[0]);
const afterColon = (help: string): string =>
  trimmed(help.includes(':') ? help.slice(help.indexOf(':') + 1) : help);

export function optionWords(game: string, spec: OptionSpec, value: unknown, t: Messages): string {
  const help = t.options[`${game}.${spec.name}`] ?? spec.describe;
  if (spec.kind === 'boolean')
    return value === true ? trimmed(help) : `${trimmed(help)}: ${t.tableSettings.no}`;
  const text = Array.isArray(value) ? value.join(',') : String(value);
  const label = t.options[`${game}.${spec.name}.${text}`];
  if (label !== undefined || spec.choices?.length) return `${beforeColon(help)}: ${label ?? text}`;
  return `${afterColon(help)}: ${text}`;
}

/** Every option of a table that differs from the game's default, in words. */
export function changedOptionWords(
  game: string,
  specs: readonly OptionSpec[],
  options: Record<string, unknown>,
  t: Messages,
): string[] {
  return specs
    .filter((s) => s.name in options && JSON.stringify(options[s.name]) !== JSON.stringify(s.default))
    .map((s) => optionWords(game, s, options[s.name], t));
}
