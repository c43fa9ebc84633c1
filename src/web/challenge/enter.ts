/**
 * Entering a challenge: `POST …/entries`, then the seat kept where the table page reads seat
 * tokens (net/seats.ts, as a lobby's join keeps it) and the table marked as the challenge's, so
 * that `/t/<tableId>` seats the person at once and its end leads back to the ranking.
 */
import { rememberSeat } from '../net/seats.js';
import { connection } from '../net/socket.js';
import { enterChallenge } from './api.js';
import { rememberChallengeTable } from './tables.js';
import type { ChallengeInfo, Entered } from './types.js';

/** `name`: a guest's; undefined for a signed-in person, whom the session cookie names. */
export async function enter(
  c: Pick<ChallengeInfo, 'id' | 'seat'>,
  name: string | undefined,
): Promise<Entered> {
  const entered = await enterChallenge(c.id, name);
  rememberSeat({
    tableId: entered.tableId,
    seat: c.seat,
    token: entered.seatToken,
    name: entered.entry.name,
  });
  rememberChallengeTable(entered.tableId, c.id);
  // An open connection said its tokens at `hello`: a new one says this seat's too.
  connection.reconnect();
  return entered;
}
