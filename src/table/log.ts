import type { Seat } from '../engine/game.js';
import type { Match } from '../engine/match.js';
import { deckToStrings } from '../engine/record.js';

/** What a table's log records; replaying the log in order rebuilds the table exactly. */
export type EventKind = 'match' | 'deck' | 'action' | 'close' | 'undo';

export interface NewEvent {
  match: number;
  kind: EventKind;
  /** The acting seat of an action; null otherwise. */
  seat: Seat | null;
  /**
   * `match`: the first dealer; `deck`: the cards, comma-separated; `action`: the action;
   * `close` (the players closed the table; `seat` proposed it): the seats that agreed, `0,2`;
   * `undo` (`seat` took back their last action): how many action events before it it takes back.
   */
  data: string;
}

export interface StoredEvent extends NewEvent {
  seq: number;
}

/** The end of a match, stored with the event that ends it. */
export interface MatchEnd {
  match: number;
  players: string[];
}

/** The log events of the decks `match` dealt from its `from`-th on. */
export const deckEvents = (m: Match, match: number, from: number): NewEvent[] =>
  m.decks(from).map((deck) => ({ match, kind: 'deck', seat: null, data: deckToStrings(deck).join(',') }));

/** A match as stored: what its record is made from. */
export interface StoredMatch {
  firstDealer: Seat;
  decks: string[][];
  actions: Array<[Seat, string]>;
  players: string[] | null;
  finished: boolean;
  /** The players closed the table: the match ended there. */
  closed: boolean;
}

/** A stored match from its row and its events: only the actions that stand make the record. */
export function matchFromEvents(
  row: { players: string | null; finished: boolean },
  events: readonly StoredEvent[],
): StoredMatch {
  const out: StoredMatch = {
    firstDealer: 0,
    decks: [],
    actions: [],
    players: row.players ? (JSON.parse(row.players) as string[]) : null,
    finished: row.finished,
    closed: false,
  };
  for (const e of events) {
    if (e.kind === 'match') out.firstDealer = Number(e.data);
    else if (e.kind === 'deck') out.decks.push(e.data.split(','));
    else if (e.kind === 'close') out.closed = true;
    // An undo never takes back a deal: it drops the actions it names.
    else if (e.kind === 'undo') out.actions.length -= Number(e.data);
    else out.actions.push([e.seat as Seat, e.data]);
  }
  return out;
}
