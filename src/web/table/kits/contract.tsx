/**
 * What the two contract bridge games share at the table: a four-hand auction written W N E S,
 * declarer and dummy, tricks counted by side. `bondebridge.tsx` and `bridge.tsx` add their own.
 */
import type { Messages } from '../../i18n/index.js';
import type { AuctionGridProps } from '../AuctionGrid.js';
import type { Chip, TableContext, TableKit } from './kit.js';
import { AuctionCentre, AuctionRecord, CallPanel, contractChip } from './parts.js';
import type { ContractView } from './views.js';

/** Columns by seat: W N E S (seats 3 0 1 2), as auctions are written. */
const COLUMNS = [3, 0, 1, 2];

const grid = ({ view, names, t }: TableContext<ContractView>): AuctionGridProps => ({
  calls: view.calls,
  seats: 4,
  names,
  columns: COLUMNS,
  headers: t.seat.compassShort,
  dealer: view.dealer,
});

/** Tricks by side: `NS 5 – 3 EW`. */
function sideTricks(v: ContractView, t: Messages): Chip[] {
  if (!v.contract) return [];
  const c = t.seat.compassShort;
  const ns = v.tricksWon[0] + v.tricksWon[2];
  const ew = v.tricksWon[1] + v.tricksWon[3];
  return [{ key: 'tricks', label: t.table.tricks, value: `${c[0]}${c[2]} ${ns} – ${ew} ${c[1]}${c[3]}` }];
}

export const contractKit: TableKit<ContractView> = {
  compass: true,
  chips: (v, names, t) => [...contractChip(v.contract, v.declarer, names, t), ...sideTricks(v, t)],
  dummy: (v) => v.dummy,
  declarer: (v) => v.declarer,
  centrePiece: (ctx) => (ctx.view.phase === 'auction' ? <AuctionCentre grid={grid(ctx)} /> : null),
  panel(ctx) {
    const { view } = ctx;
    if (view.phase === 'auction') return <CallPanel ctx={ctx} />;
    if (view.phase === 'play' && view.calls.length) return <AuctionRecord grid={grid(ctx)} />;
    return null;
  },
};
