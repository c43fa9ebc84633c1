/** Pieces several kits share: an auction with its bidding box, an upcard, a stock, a contract chip. */
import { Card, CardBack } from '../../cards/Card.js';
import type { Messages } from '../../i18n/index.js';
import { useT } from '../../i18n/index.js';
import { AuctionGrid, type AuctionGridProps } from '../AuctionGrid.js';
import { type BarredBid, BiddingBox } from '../BiddingBox.js';
import { contractLine } from '../format.js';
import { callExplainer } from './explanations.js';
import type { Chip, TableContext } from './kit.js';

/**
 * The bidding box while the player is to call (the auction itself lies in the middle of the
 * table): the own seat's calls, or those of the other hand the person plays (three players: N
 * and S).
 */
export function CallPanel({ ctx }: { ctx: TableContext }) {
  const calling = [ctx.mine, ...ctx.acting].find((c) => c && c.calls.size > 0);
  if (!calling) return null;
  return (
    <BiddingBox
      legal={calling.calls}
      onCall={(c) => ctx.act(c, calling.seat)}
      busy={ctx.busy}
      barred={(ctx.view as { barredBids?: BarredBid[] }).barredBids}
      names={ctx.names}
      explain={callExplainer(ctx.view, ctx.t.bidding)}
    />
  );
}

/**
 * The auction in the middle of the table while it runs. A long one scrolls inside its box,
 * kept at the newest round, so the table around it never grows.
 */
export function AuctionCentre({ grid }: { grid: AuctionGridProps }) {
  return (
    <div class="auction-centre">
      <AuctionGrid {...grid} />
    </div>
  );
}

/** During the play the auction stays at hand, as on a bidding slip beside the table. */
export function AuctionRecord({ grid }: { grid: AuctionGridProps }) {
  const t = useT();
  return (
    <details class="auction-record">
      <summary>{t.auction.title}</summary>
      <AuctionGrid {...grid} />
    </details>
  );
}

/** The card turned up in the middle (it names trump, or can be taken). */
export function Upcard({ code }: { code: string }) {
  const t = useT();
  return (
    <div class="upcard">
      <span class="label">{t.table.upcard}</span>
      <Card code={code} small />
    </div>
  );
}

/** The face-down stock and how many cards it holds. */
export function Stock({ count }: { count: number }) {
  const t = useT();
  return (
    <div class="stock" title={t.table.stockCount(count)}>
      <CardBack small label={t.table.stockCount(count)} />
      <span class="count" aria-hidden="true">
        {count}
      </span>
    </div>
  );
}

/** The contract with its declarer, once there is one. */
export function contractChip(
  contract: string | null,
  declarer: number | null,
  names: string[],
  t: Messages,
): Chip[] {
  if (!contract) return [];
  const by = declarer === null ? null : names[declarer];
  return [
    { key: 'contract', label: t.table.contract, value: contractLine(contract, by, t), cls: 'contract' },
  ];
}

/** Cards left in the stock, while there are any. */
export const stockChip = (count: number, t: Messages): Chip[] =>
  count > 0 ? [{ key: 'stock', label: t.table.stock, value: String(count) }] : [];
