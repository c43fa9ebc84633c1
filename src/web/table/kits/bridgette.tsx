/**
 * Bridgette at the table: the exchange (pick the surplus in the own hand, discard), a
 * two-hand auction, the upcard and stock, and the colon lead ban.
 */
import { cardText } from '../../cards/notation.js';
import type { Messages } from '../../i18n/index.js';
import { AuctionGrid, type AuctionGridProps } from '../AuctionGrid.js';
import { discardAction } from '../actions.js';
import { ExchangePanel } from './ExchangePanel.js';
import type { Chip, TableContext, TableKit } from './kit.js';
import { AuctionCentre, AuctionRecord, CallPanel, contractChip, Stock, stockChip } from './parts.js';
import type { BridgetteView } from './views.js';

const grid = ({ view, names }: TableContext<BridgetteView>): AuctionGridProps => ({
  calls: view.auction,
  seats: 2,
  names,
  columns: [0, 1],
  headers: names,
  dealer: view.dealer,
});

/**
 * The upcard is the non-dealer's from the start (they take it with the card under it), so it
 * is named, not shown lying on the table.
 */
const upcardChip = (v: BridgetteView, names: string[], t: Messages): Chip[] =>
  v.upcard
    ? [
        {
          key: 'upcard',
          label: t.table.upcard,
          value: `${cardText(v.upcard, t)} · ${t.review.upcardTakenBy(names[1 - v.dealer])}`,
        },
      ]
    : [];

/** The surplus to discard, while the player has one to discard. */
const toDiscard = ({ view, mine }: TableContext<BridgetteView>): number =>
  view.mustDiscard > 0 && (mine?.discards.length ?? 0) > 0 ? view.mustDiscard : 0;

export const bridgetteKit: TableKit<BridgetteView> = {
  compass: false,
  headChips: (v, t) => [
    {
      key: 'deal',
      label: '',
      value: v.countedDeals >= 6 ? t.bridgette.extraDeal : t.bridgette.countedDeals(v.countedDeals + 1),
    },
  ],
  chips: (v, names, t) => [
    ...contractChip(v.contract, v.declarer, names, t),
    ...(v.contract
      ? [{ key: 'tricks', label: t.table.tricks, value: `${v.tricksWon[0]} – ${v.tricksWon[1]}` }]
      : []),
    ...stockChip(v.stockCount, t),
    ...upcardChip(v, names, t),
  ],
  declarer: (v) => v.declarer,
  seatMarks: ({ view, t }, s) => ({ detail: `${t.table.tricks} ${view.tricksWon[s]}` }),
  centre({ view, names, t }) {
    const out = [];
    if (view.phase === 'exchange') {
      out.push(
        <ul class="drawn" key="drawn">
          {view.drawn.map((n, s) => (n > 0 ? <li key={s}>{t.bridgette.drew(names[s], n)}</li> : null))}
        </ul>,
      );
    }
    if (view.stockCount > 0 && view.phase !== 'over') out.push(<Stock key="stock" count={view.stockCount} />);
    return out;
  },
  centrePiece: (ctx) => (ctx.view.phase === 'auction' ? <AuctionCentre grid={grid(ctx)} /> : null),
  note({ view, me, mine, t }) {
    const ban = view.leadBan;
    if (!ban || ban.seat !== me || !mine?.cards.size) return null;
    return <p class="note">{t.bridgette.leadBan(t.cards.suits[ban.suit] ?? ban.suit)}</p>;
  },
  panel(ctx) {
    const { view, t } = ctx;
    if (view.phase === 'play' && view.auction.length) return <AuctionRecord grid={grid(ctx)} />;
    if (view.phase === 'auction') return <CallPanel ctx={ctx} />;
    if (view.phase !== 'exchange') return null;
    const need = toDiscard(ctx);
    if (!need) return <p class="prompt">{t.bridgette.waitingForDiscard}</p>;
    return (
      <ExchangePanel
        need={need}
        chosen={ctx.chosen.size}
        busy={ctx.busy}
        onDiscard={() => ctx.act(discardAction([...ctx.chosen]), ctx.me!)}
      />
    );
  },
  choosing: toDiscard,
  dealRecord: (ctx) => (ctx.view.auction.length ? <AuctionGrid {...grid(ctx)} /> : null),
};
