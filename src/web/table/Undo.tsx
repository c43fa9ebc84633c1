import { useT } from '../i18n/index.js';
import type { TableInfo } from '../net/types.js';
import type { HeldSeat } from './Closing.js';

/** The held seats whose person may take back their last move now (docs/protocol.md `undo`). */
export const undoableSeats = (table: TableInfo, held: readonly HeldSeat[]): HeldSeat[] =>
  held.filter((h) => table.undoable?.includes(h.seat));

/**
 * The Undo button, in the table's action row next to the hand: shown only while the server
 * says this person's last move may be taken back. Alone with bots it is taken back at once;
 * with others at the table they are asked.
 */
export function UndoButton(p: { table: TableInfo; held: readonly HeldSeat[]; onUndo: () => void }) {
  const t = useT();
  if (!undoableSeats(p.table, p.held).length) return null;
  return (
    <button type="button" class="undo" data-tool="undo" title={t.undo.hint} onClick={p.onUndo}>
      ↶ {t.undo.button}
    </button>
  );
}

/**
 * A request to take back a move, as this browser's people see it: the question (Allow /
 * Decline) when one of their seats must answer, whom the asker waits for (with a way to
 * withdraw), and afterwards who took back their move or who declined.
 */
export function UndoNotice(p: {
  table: TableInfo;
  held: readonly HeldSeat[];
  names: readonly string[];
  onAnswer: (agree: boolean, seats: HeldSeat[]) => void;
}) {
  const t = useT();
  const u = p.table.undoing;
  const name = (place: number) => p.names[place] ?? String(place + 1);
  if (!u) {
    if (p.table.undoneBy !== undefined)
      return (
        <p class="banner" role="status" data-notice="undone">
          {t.undo.done(name(p.table.undoneBy))}
        </p>
      );
    if (p.table.undoDeclinedBy !== undefined)
      return (
        <p class="banner" role="status" data-notice="undo-declined">
          {t.undo.declined(name(p.table.undoDeclinedBy))}
        </p>
      );
    return null;
  }
  const asked = p.held.filter((h) => u.waiting.includes(h.seat));
  if (asked.length) {
    return (
      <div class="banner warn undo-question" role="alert" data-notice="undo-asked">
        <p>{t.undo.asked(name(u.by))}</p>
        <div class="end-actions">
          <button
            type="button"
            class="primary"
            data-tool="undo-accept"
            onClick={() => p.onAnswer(true, asked)}
          >
            {t.undo.accept}
          </button>
          <button type="button" data-tool="undo-decline" onClick={() => p.onAnswer(false, asked.slice(0, 1))}>
            {t.undo.decline}
          </button>
        </div>
      </div>
    );
  }
  const mine = p.held.filter((h) => h.seat === u.by);
  return (
    <p class="banner" role="status" data-notice="undo-waiting">
      {t.undo.waiting(u.waiting.map(name).join(', '))}{' '}
      {mine.length > 0 && (
        <button type="button" data-tool="undo-withdraw" onClick={() => p.onAnswer(false, mine)}>
          {t.undo.withdraw}
        </button>
      )}
    </p>
  );
}
