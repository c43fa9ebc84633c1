/** The keeper's words: refusals in the UI language, seats, sides and trumps as players say them. */

import type { KeeperError, KeeperErrorCode, KeeperParams } from '../../scorekeeper/errors.js';
import type { SheetGameId as GameId } from '../../scorekeeper/sheet.js';
import { SUIT_SYMBOL, type Suit } from '../cards/notation.js';
import type { Messages } from '../i18n/index.js';
import { optionErrorText } from '../i18n/optionErrors.js';
import { usesCompass } from '../table/kits/byGame.js';

type ErrorTexts = Record<KeeperErrorCode, (p: KeeperParams, name: (seat: number) => string) => string>;

/** A refusal in the UI language; the English sentence of the core when a text is missing. */
export function errorText(e: KeeperError, t: Messages, names: readonly string[]): string {
  const texts = t.keeper.errors as ErrorTexts;
  const name = (seat: number) => names[seat] ?? String(seat + 1);
  // A game's own option error is said in the UI language, like at the lobby's fields.
  if (e.code === 'options' && e.option) {
    const o = e.option;
    return `${t.lobby.options}: ${optionErrorText({ rule: o.code, params: o.params, message: o.message }, t, '')}`;
  }
  const own = texts[e.code]?.(e.params, name) ?? e.message;
  if (e.code === 'correction-breaks-later' && e.cause) return `${own} ${errorText(e.cause, t, names)}`;
  return own;
}

/** "North (Nora)" in the partnership games, the name elsewhere. */
export function seatLabel(game: GameId, seat: number, names: readonly string[], t: Messages): string {
  return usesCompass(game) ? `${t.seat.compass[seat]} (${names[seat]})` : (names[seat] ?? String(seat + 1));
}

/** `N–S` / `E–W`. */
export const sideName = (side: 'NS' | 'EW', t: Messages): string =>
  side === 'NS'
    ? `${t.seat.compassShort[0]}–${t.seat.compassShort[2]}`
    : `${t.seat.compassShort[1]}–${t.seat.compassShort[3]}`;

/** `♦ diamonds`, or the no-trump word. */
export function trumpWord(trump: string, t: Messages): string {
  if (trump === 'NT') return t.table.noTrumpSuit;
  return `${SUIT_SYMBOL[trump as Suit] ?? trump} ${t.cards.suits[trump] ?? ''}`.trim();
}

/** The sheet's title in lists and shared files: game and players. */
export const sheetTitle = (game: GameId, players: readonly string[], t: Messages): string =>
  `${t.games[game]?.name ?? game}: ${players.join(', ')}`;
