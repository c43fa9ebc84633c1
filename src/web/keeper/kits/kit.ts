import type { ComponentType } from 'preact';
import type { DealResult, MatchResult } from '../../../engine/game.js';
import type { Sheet, SheetGameId, Upcoming } from '../../../scorekeeper/sheet.js';
import type { Messages } from '../../i18n/index.js';
import type { EntryFormProps } from '../entry/common.js';

/** The next deal of one game. */
export type NextOf<G extends SheetGameId> = Extract<Upcoming, { game: G }>;

export interface SheetViewProps {
  sheet: Sheet;
  result: MatchResult;
  options: Record<string, unknown>;
}

/** What the next deal's lines are made of, besides the deal itself. */
export interface NextContext {
  sheet: Sheet;
  /** Names by seat for this deal (with rotating partners, who sits where now). */
  names: readonly string[];
  /** The dealer as players say it ("North (Nora)", or the name). */
  dealer: string;
  t: Messages;
}

/** A game's own pieces of the keep-score screen. */
export interface KeeperKit<G extends SheetGameId> {
  /** The form that enters (or corrects) one deal. */
  Entry: ComponentType<EntryFormProps<NextOf<G>>>;
  /** The sheet as players know it (ui.md). */
  Sheet: ComponentType<SheetViewProps>;
  /** What the next deal is: number, dealer, hand size, trump or vulnerability. */
  nextItems: (next: NextOf<G>, c: NextContext) => string[];
  /** One line saying what was entered for a deal; `names` by seat for that deal. */
  summary: (d: DealResult, names: readonly string[], sheet: Sheet, t: Messages) => string;
}
