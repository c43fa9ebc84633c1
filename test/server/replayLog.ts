/** Rebuilding a table's moments from its record: versions count match start, decks and actions. */
import { parseCardList } from '../../src/cards/card.js';
import type { AnyGame } from '../../src/engine/game.js';
import type { GameRecord } from '../../src/engine/record.js';

export interface Moment {
  version: number;
  state: unknown;
  /** Index in record.actions of the action that led here; -1 for the start. */
  actionIndex: number;
}

/** The engine state behind every version of one match (the table's first: versions start at 1). */
export function moments(game: AnyGame, options: unknown, record: GameRecord, firstVersion = 1): Moment[] {
  const decks = record.decks.map((d) => {
    const r = parseCardList(d);
    if (!r.ok) throw new Error(r.error);
    return r.value;
  });
  const out: Moment[] = [];
  let version = firstVersion;
  let state = game.newMatch(options, record.firstDealer ?? 0);
  let next = 0;
  const deal = () => {
    while (!game.isOver(state) && game.needsDeck(state) && next < decks.length) {
      const r = game.deal(state, decks[next++]);
      if (!r.ok) throw new Error(r.error);
      state = r.value;
      version++;
    }
  };
  deal();
  out.push({ version, state, actionIndex: -1 });
  record.actions.forEach(([seat, action], i) => {
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value;
    version++;
    deal();
    out.push({ version, state, actionIndex: i });
  });
  return out;
}
