import type { AnyGame, GameId } from './game.js';

const games = new Map<GameId, AnyGame>();

/** Games register themselves (src/games/index.ts imports them all). */
export function registerGame(game: AnyGame): void {
  games.set(game.id, game);
}

export const getGame = (id: string): AnyGame | undefined => games.get(id as GameId);
export const allGames = (): AnyGame[] => [...games.values()];
