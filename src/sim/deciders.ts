import { getBot } from '../catalog.js';
import type { AnyGame } from '../engine/game.js';
import { ExternalBot } from './external.js';
import type { Decide } from './match.js';
import type { BotSpec } from './seating.js';

export interface Deciders {
  deciders: Decide[];
  close(): Promise<void>;
}

/** Turns `--bots` entries into decision functions; external programs start once and serve every match. */
export function makeDeciders(game: AnyGame, options: unknown, specs: readonly BotSpec[]): Deciders {
  const externals: ExternalBot[] = [];
  const wireOptions = game.minimizeOptions(options);
  const deciders = specs.map((spec): Decide => {
    if (spec.command !== undefined) {
      const ext = new ExternalBot(spec.command);
      externals.push(ext);
      return (input) => ext.choose(input, { options: wireOptions, seed: String(input.rng.nextU32()) });
    }
    const bot = getBot(game.id, spec.level ?? '');
    if (!bot) throw new Error(`no bot "${spec.label}" for ${game.id}`);
    return (input) => bot.choose(input);
  });
  return { deciders, close: async () => void (await Promise.all(externals.map((e) => e.close()))) };
}
