/**
 * Who may take which place, and how a bot's seat is labelled: the pure part of handing a seat
 * over (docs/protocol.md "Handing a seat over"), shared by the table page and the lobby.
 */

import { botRating } from '../../ratings/botRatings.js';
import { display } from '../../ratings/rating.js';
import type { Messages } from '../i18n/index.js';
import type { SeatInfo, TableInfo } from '../net/types.js';

/** A bot's seat offered to a person: a newcomer may take it as a free one (the server's `placeToJoin`). */
export const isOffered = (s: SeatInfo | undefined): boolean => s?.kind === 'bot' && !!s.offered;

/** The places a newcomer may take while the match is on: the free ones first, then the offered ones. */
export function takeablePlaces(table: Pick<TableInfo, 'seats' | 'status'>): number[] {
  if (table.status === 'over') return [];
  const free = table.seats.filter((s) => s.kind === 'free').map((s) => s.seat);
  return [...free, ...table.seats.filter(isOffered).map((s) => s.seat)];
}

/**
 * "strong bot · 1580": the level in the player's words and the bot's fixed rating for the game,
 * if it has one. `name` and `rating` are its two parts, for a seat too narrow for one line.
 */
export function botLabel(
  game: string,
  level: string | undefined,
  t: Messages,
): { text: string; label: string; name: string; rating?: number } {
  const words = t.tableSocial;
  const bot = level === undefined ? t.seat.bot : (words.bots[level] ?? words.botOfLevel(level));
  const r = level === undefined ? undefined : botRating(game, level);
  if (!r) return { text: bot, label: bot, name: bot };
  const shown = display(r);
  return {
    text: words.botRated(bot, shown),
    label: words.botRatedLabel(bot, shown),
    name: bot,
    rating: shown,
  };
}
