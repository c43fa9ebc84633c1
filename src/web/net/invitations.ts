/** A friend's invitation to a table, as the server pushes it (docs/protocol.md "Handing a seat over"). */
export interface Invitation {
  tableId: string;
  game: string;
  from: string;
}

/** The most invitations kept at once: a toast stack taller than this would cover the page. */
export const MAX_INVITATIONS = 3;

/**
 * The invitations after a new one: newest first, one per table and sender (asked twice, shown
 * once, moved to the top), at most `MAX_INVITATIONS`.
 */
export function addInvitation(all: readonly Invitation[], m: Invitation): Invitation[] {
  const next = { tableId: m.tableId, game: m.game, from: m.from };
  const others = all.filter((x) => !(x.tableId === next.tableId && x.from === next.from));
  return [next, ...others].slice(0, MAX_INVITATIONS);
}

/** The invitations without those to `tableId` (answered, or the person is there already). */
export const withoutTable = (all: readonly Invitation[], tableId: string): Invitation[] =>
  all.filter((x) => x.tableId !== tableId);

/** The invitations without one (dismissed). */
export const without = (all: readonly Invitation[], gone: Invitation): Invitation[] =>
  all.filter((x) => !(x.tableId === gone.tableId && x.from === gone.from));
