import type { DealResult } from '../../../engine/game.js';
import type { Sheet } from '../../../scorekeeper/sheet.js';
import type { Messages } from '../../i18n/index.js';
import { callText } from '../../table/format.js';
import { seatLabel } from '../text.js';

/**
 * The entry line of the contract games; a deal without a contract reads `passedOut` (bridge's
 * passed-out deal counts, the others' is thrown in).
 */
export const contractSummary =
  (passedOut: (t: Messages) => string) =>
  (d: DealResult, names: readonly string[], sheet: Sheet, t: Messages): string => {
    if (d.passedOut) return passedOut(t);
    const who = seatLabel(sheet.game, d.declarer as number, names, t);
    const extra = d.revokes ? ` (${t.keeper.tricks} ${d.tricksPlayed} → ${d.tricks})` : '';
    return `${callText(String(d.contract), t)} ${t.table.by} ${who} · ${t.keeper.trickCount(d.tricks as number)}${extra}`;
  };
