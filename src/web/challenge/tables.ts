/**
 * Which of this browser's tables are challenge tables, so that the table page's end of the match
 * leads to the challenge's ranking instead of a rematch. Kept in localStorage with the seat
 * tokens (net/seats.ts), newest last; in the main chunk, small, because the table page reads it.
 */
import { readJson, writeJson } from '../state/storage.js';

const KEY = 'stikk.challengeTables';
const MAX = 32;

interface Kept {
  tableId: string;
  challengeId: string;
}

export function rememberChallengeTable(tableId: string, challengeId: string): void {
  const list = readJson<Kept[]>(KEY, []).filter((k) => k.tableId !== tableId);
  writeJson(KEY, [...list, { tableId, challengeId }].slice(-MAX));
}

/** The challenge a table of this browser was dealt for, if it was. */
export const challengeOfTable = (tableId: string): string | undefined =>
  readJson<Kept[]>(KEY, []).find((k) => k.tableId === tableId)?.challengeId;
