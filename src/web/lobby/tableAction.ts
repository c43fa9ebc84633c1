import type { TableInfo } from '../net/types.js';
import { takeablePlaces } from '../table/seatHolders.js';

/** What the lobby offers at a table: back to your own seat, a free seat, or watching. */
export type TableAction = 'resume' | 'join' | 'watch';

/** A free seat, or a bot's offered to a person, makes a table one to join. */
export function tableAction(table: TableInfo, mine: boolean): TableAction {
  if (mine) return 'resume';
  return takeablePlaces(table).length > 0 ? 'join' : 'watch';
}
