/** Bridge at the table: the contract games' kit with board (or round) numbers and vulnerability. */
import type { Messages } from '../../i18n/index.js';
import { contractKit } from './contract.js';
import type { Chip, TableKit } from './kit.js';
import type { BridgeView } from './views.js';

function dealChip(v: BridgeView, t: Messages): Chip {
  const value =
    v.board !== null
      ? t.table.board(v.board)
      : v.roundDeal !== null
        ? t.table.roundDeal(v.roundDeal)
        : t.table.deal(v.dealIndex + 1);
  return { key: 'deal', label: '', value };
}

const isVulnerable = (v: BridgeView, seat: number): boolean =>
  v.vulnerable === 'all' ||
  (v.vulnerable === 'NS' && seat % 2 === 0) ||
  (v.vulnerable === 'EW' && seat % 2 === 1);

export const bridgeKit: TableKit<BridgeView> = {
  ...contractKit,
  headChips: (v, t) => [
    dealChip(v, t),
    { key: 'vul', label: '', value: t.table.vul[v.vulnerable] ?? v.vulnerable, cls: `vul-${v.vulnerable}` },
  ],
  seatMarks: ({ view }, seat) => ({ vulnerable: isVulnerable(view, seat) }),
};
