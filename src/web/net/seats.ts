/**
 * Seat tokens kept in localStorage, so that a reload (or coming back tomorrow) resumes the
 * seat: the client sends them all in `hello` and forgets those the server no longer knows.
 */
import { readJson, writeJson } from '../state/storage.js';
import { Store } from '../state/store.js';

export interface SeatToken {
  tableId: string;
  seat: number;
  token: string;
  name: string;
}

const KEY = 'stikk.seats';
/** The protocol takes at most 32 tokens in `hello`: keep the newest. */
const MAX_TOKENS = 32;

export const seatTokens = new Store<SeatToken[]>(readJson<SeatToken[]>(KEY, []));
seatTokens.subscribe((list) => writeJson(KEY, list));

export function rememberSeat(entry: SeatToken): void {
  seatTokens.update((list) =>
    [...list.filter((s) => !(s.tableId === entry.tableId && s.seat === entry.seat)), entry].slice(
      -MAX_TOKENS,
    ),
  );
}

export function forgetTokens(tokens: readonly string[]): void {
  if (tokens.length === 0) return;
  seatTokens.update((list) => list.filter((s) => !tokens.includes(s.token)));
}

export const seatsAt = (list: readonly SeatToken[], tableId: string): SeatToken[] =>
  list.filter((s) => s.tableId === tableId).sort((a, b) => a.seat - b.seat);
