/**
 * Every option the lobby and the score keeper show for selbu and bridgette has a line, and
 * every choice a label, in each of the five languages (a missing one would show the engine's
 * English text or the bare value).
 */
import { describe, expect, test } from 'vitest';
import { getGame } from '../../../src/catalog.js';
import { LANGUAGES, MESSAGES } from '../messages.js';

const GAMES = ['selbu', 'bridgette'];

describe.each(LANGUAGES)('option labels in %s', (lang) => {
  test.each(GAMES)('%s: every option and every choice', (id) => {
    const options = MESSAGES[lang].options;
    const missing = getGame(id)!.optionSpecs.flatMap((spec) => {
      const keys = [`${id}.${spec.name}`];
      if (spec.kind === 'choice') keys.push(...(spec.choices ?? []).map((c) => `${id}.${spec.name}.${c}`));
      return keys.filter((k) => !Object.hasOwn(options, k));
    });
    expect(missing).toEqual([]);
  });
});
