/** A seat to take once the table page knows the table (set by the lobby after creating one). */
const AUTOJOIN_KEY = 'stikk.autojoin';

export function requestAutoJoin(tableId: string, seat: number): void {
  try {
    sessionStorage.setItem(AUTOJOIN_KEY, JSON.stringify({ tableId, seat }));
  } catch {
    // Without session storage the player simply picks the seat on the table page.
  }
}

/** The seat the lobby asked to take at this table, once (it is forgotten as it is read). */
export function takeAutoJoin(tableId: string): number | undefined {
  try {
    const raw = sessionStorage.getItem(AUTOJOIN_KEY);
    if (!raw) return undefined;
    const x = JSON.parse(raw) as { tableId: string; seat: number };
    if (x.tableId !== tableId) return undefined;
    sessionStorage.removeItem(AUTOJOIN_KEY);
    return x.seat;
  } catch {
    return undefined;
  }
}
