/**
 * The games a server offers and a new table's options: what `GET /api/games` lists, and the
 * options of a request checked by the game's own parser (refusals `no-game`, `bad-options`).
 */
import { botLevels } from '../catalog.js';
import type { AnyGame } from '../engine/game.js';
import { peopleCount, seatsChange } from '../engine/people.js';
import type { GameInfo } from '../protocol/index.js';
import { refuse } from './refused.js';

export function gameInfos(games: Iterable<AnyGame>): GameInfo[] {
  return [...games].map((g) => ({
    id: g.id,
    seats: peopleCount(g, g.defaultOptions),
    optionSpecs: g.optionSpecs,
    defaults: Object.fromEntries(g.optionSpecs.map((s) => [s.name, s.default])),
    botLevels: botLevels(g.id).sort(),
  }));
}

/** The game of that id, or the `no-game` refusal naming those there are. */
export function gameOf(games: ReadonlyMap<string, AnyGame>, id: string): AnyGame {
  const g = games.get(id);
  if (!g) throw refuse('no-game', { game: id, games: [...games.keys()] });
  return g;
}

export function parsedOptions(game: AnyGame, raw: unknown): unknown {
  const r = game.parseOptions(raw ?? {});
  if (!r.ok) throw refuse('bad-options', { message: r.error.message, optionError: r.error });
  return r.value;
}

/** A request's options as the table would keep them (defaults filled in), and its places. */
export function checkedOptions(
  game: AnyGame,
  raw: unknown,
): { options: Record<string, unknown>; seats: number; seatsChange?: true } {
  const options = parsedOptions(game, raw);
  return {
    options: {
      ...Object.fromEntries(game.optionSpecs.map((s) => [s.name, s.default])),
      ...game.minimizeOptions(options),
    },
    // The places people take: seats, or people where they change seats between deals.
    seats: peopleCount(game, options),
    ...(seatsChange(game, options) && { seatsChange: true as const }),
  };
}
