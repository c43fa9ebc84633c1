import type { ShownError } from '../i18n/refusals.js';
import type { SeatToken } from '../net/seats.js';
import { connection } from '../net/socket.js';
import type { TableInfo } from '../net/types.js';
import type { HeldSeat } from './Closing.js';
import { undoableSeats } from './Undo.js';

/**
 * What the person asks of the others and answers them, for every seat held here: closing the
 * table (docs/protocol.md `close`) and taking back a move (`undo`).
 */
export function agreements(
  id: string,
  mySeats: readonly SeatToken[],
  table: TableInfo | undefined,
  setError: (e: ShownError | null) => void,
) {
  /** Every held seat proposes (a proposal open already: agrees), so one person's two hands count once. */
  const proposeClose = async () => {
    setError(null);
    for (const [i, s] of mySeats.entries()) {
      const reply = await connection.proposeClose(id, s.token);
      if (reply.type === 'error' && i === 0) setError(reply);
    }
  };
  const answerClose = async (agree: boolean, seats: HeldSeat[]) => {
    setError(null);
    for (const s of seats) {
      const reply = await connection.answerClose(id, s.token, agree);
      if (reply.type === 'error') setError(reply);
    }
  };

  /** Takes back the last move of the held seat that may (docs/protocol.md `undo`). */
  const askUndo = async () => {
    const s = table && undoableSeats(table, mySeats)[0];
    if (!s) return;
    setError(null);
    const reply = await connection.undo(id, s.token);
    if (reply.type === 'error') setError(reply);
  };
  const answerUndo = async (agree: boolean, seats: HeldSeat[]) => {
    setError(null);
    for (const s of seats) {
      const reply = await connection.answerUndo(id, s.token, agree);
      if (reply.type === 'error') setError(reply);
    }
  };
  return { proposeClose, answerClose, askUndo, answerUndo };
}
