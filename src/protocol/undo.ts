/**
 * Taking back an action (docs/protocol.md `undo`): why the server refuses one, sent as the
 * `rule` of a `cannot-undo` error. Stable codes: clients translate them.
 */
export const UNDO_REFUSALS = [
  /** No action of this person stands in the current deal (or the last one dealt the next deal). */
  'nothing-to-undo',
  /** Another person acted after it. */
  'others-acted',
  /** The next trick was led after it. */
  'trick-led',
  /** It (or a bot's action after it) showed someone cards they had not seen: dummy, a draw, an exchange, bids. */
  'cards-seen',
  /** A card played blind (selbu's card on the forehead): playing it showed the player what it was. */
  'blind-card',
  /** The match is over. */
  'match-over',
  /** Someone asks to take back an action already; it must be answered first. */
  'undo-pending',
] as const;
export type UndoRefusal = (typeof UNDO_REFUSALS)[number];
