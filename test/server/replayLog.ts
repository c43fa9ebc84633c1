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

/**
 * The engine state behind every version of one match, from the table's log itself (events as
 * the store keeps them): unlike a record, the log keeps the actions taken back and the `undo`
 * events, each a version of its own.
 */
export function logMoments(
  game: AnyGame,
  options: unknown,
  events: ReadonlyArray<{ seq: number; kind: string; seat: number | null; data: string }>,
): Map<number, unknown> {
  const out = new Map<number, unknown>();
  let state: unknown;
  /** The state before each action that stands, for the undos. */
  const before: unknown[] = [];
  for (const e of events) {
    if (e.kind === 'match') state = game.newMatch(options, Number(e.data));
    else if (e.kind === 'deck') {
      const cards = parseCardList(e.data.split(','));
      if (!cards.ok) throw new Error(cards.error);
      const r = game.deal(state, cards.value);
      if (!r.ok) throw new Error(r.error);
      state = r.value;
    } else if (e.kind === 'undo') {
      const n = Number(e.data);
      state = before[before.length - n];
      before.length -= n;
    } else if (e.kind === 'action') {
      before.push(state);
      const r = game.apply(state, e.seat as number, e.data);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value;
    } else throw new Error(`no moments for a ${e.kind} event`);
    out.set(e.seq, state);
  }
  return out;
}
