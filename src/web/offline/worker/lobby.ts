/** What the server's HTTP API answers the lobby, answered from the catalog in the browser. */
import { err, ok, type Result } from '../../../cards/result.js';
import { allGames, botLevels, getGame } from '../../../catalog.js';
import { peopleCount, seatsChange } from '../../../engine/people.js';
import type { GameInfo } from '../../../protocol/index.js';
import { type TableRefusal, tableRefusal } from '../../../table/refusals.js';

export const localGames = (): GameInfo[] =>
  allGames().map((g) => ({
    id: g.id,
    seats: peopleCount(g, g.defaultOptions),
    optionSpecs: g.optionSpecs,
    defaults: Object.fromEntries(g.optionSpecs.map((s) => [s.name, s.default])),
    botLevels: botLevels(g.id).sort(),
  }));

export function checkLocalOptions(
  gameId: string,
  raw: Record<string, unknown>,
): Result<{ options: Record<string, unknown>; seats: number; seatsChange?: true }, TableRefusal> {
  const game = getGame(gameId);
  if (!game) return err(tableRefusal('no-game', { game: gameId, games: allGames().map((g) => g.id) }));
  const options = game.parseOptions(raw);
  if (!options.ok) {
    return err(tableRefusal('bad-options', { message: options.error.message, optionError: options.error }));
  }
  return ok({
    options: {
      ...Object.fromEntries(game.optionSpecs.map((s) => [s.name, s.default])),
      ...(game.minimizeOptions(options.value) as Record<string, unknown>),
    },
    seats: peopleCount(game, options.value),
    ...(seatsChange(game, options.value) && { seatsChange: true as const }),
  });
}
