import { CONTRACT_GAMES } from '../catalog.js';
import type { AnyGame } from '../engine/game.js';
import { dealsFromPbn, type PbnDeal } from '../pbn/decks.js';
import { CONTRACT_GAMES_TEXT } from '../pbn/records.js';
import { fail, readInputOrFail } from './io.js';

/** Collects every `--deals` value (commander keeps only the last one otherwise). */
export const collectDeals = (value: string, previous: string[] = []): string[] => [...previous, value];

export const DEALS_HELP = `PBN file of deals to play first, in order (${CONTRACT_GAMES_TEXT}); a whole number is the match length (bondebridge; bridge with --scoring total)`;

/**
 * `--deals` means two things: the option of bondebridge and of bridge's total scoring (a whole
 * number of deals per match) and a PBN file of deals to play. A whole number stays a game
 * option; anything else names the file.
 */
export function splitDealsFlag(values: readonly string[]): { file?: string; optionWords: string[] } {
  const optionWords: string[] = [];
  const files: string[] = [];
  for (const v of values) {
    if (/^\d+$/.test(v.trim())) optionWords.push('--deals', v.trim());
    else files.push(v);
  }
  if (files.length > 1) fail(`--deals names more than one PBN file (${files.join(', ')})`);
  return { file: files[0], optionWords };
}

/** The hands of every deal in a PBN file, or exit 2 with the reason. */
export function readPbnDeals(file: string, game: AnyGame): PbnDeal[] {
  if (!CONTRACT_GAMES.has(game.id))
    fail(`--deals FILE plays PBN deals in ${CONTRACT_GAMES_TEXT}, not ${game.id}`);
  const text = readInputOrFail(file);
  const deals = dealsFromPbn(text);
  if (!deals.ok) fail(`${file}: ${deals.error}`);
  return deals.value;
}
