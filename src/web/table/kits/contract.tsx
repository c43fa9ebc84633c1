/**
 * What the two contract bridge games share at the table: a four-hand auction written W N E S,
 * declarer and dummy, tricks counted by side. `bondebridge.tsx` and `bridge.tsx` add their own.
 */
import type { Messages } from '../../i18n/index.js';
import { AuctionGrid, type AuctionGridProps } from '../AuctionGrid.js';
import { Hand } from '../Hand.js';
import { ClaimAnswer, ClaimPicker, claimNumbers } from './ClaimPanel.js';
import { auctionExplainer } from './explanations.js';
import type { Chip, TableContext, TableKit } from './kit.js';
import { AuctionCentre, AuctionRecord, CallPanel, contractChip } from './parts.js';
import type { ContractView } from './views.js';

const NONE = new Set<string>();

/** Columns by seat: W N E S (seats 3 0 1 2), as auctions are written. */
const COLUMNS = [3, 0, 1, 2];

const grid = ({ view, names, t }: TableContext<ContractView>): AuctionGridProps => ({
  calls: view.calls,
  seats: 4,
  names,
  columns: COLUMNS,
  headers: t.seat.compassShort,
  dealer: view.dealer,
  explain: auctionExplainer(view, t.bidding),
});

/** Tricks by side: `NS 5 – 3 EW`. */
function sideTricks(v: ContractView, t: Messages): Chip[] {
  if (!v.contract) return [];
  const c = t.seat.compassShort;
  const ns = v.tricksWon[0] + v.tricksWon[2];
  const ew = v.tricksWon[1] + v.tricksWon[3];
  return [{ key: 'tricks', label: t.table.tricks, value: `${c[0]}${c[2]} ${ns} – ${ew} ${c[1]}${c[3]}` }];
}

/** Tricks still to play, the one under way included: what a claim speaks of. */
const tricksLeft = (v: ContractView): number => 13 - v.tricks.filter((tr) => tr.winner !== undefined).length;

/** The open claim, or the one just rejected, for everyone at the table. */
function claimNotice({ view, names, t }: TableContext<ContractView>) {
  if (view.declarer === null) return null;
  if (view.claim) {
    const accepted = view.claim.accepted.map((s) => names[s]).join(', ');
    return (
      <p class="claim-notice" role="status">
        {t.claim.claims(names[view.declarer], view.claim.tricks, tricksLeft(view))}
        {accepted && ` ${t.claim.accepted(accepted)}`}
      </p>
    );
  }
  if (view.rejectedClaim) {
    return (
      <p class="claim-notice" role="status">
        {t.claim.rejected(names[view.rejectedClaim.by], view.rejectedClaim.tricks)}
      </p>
    );
  }
  return null;
}

/** Declarer's claim numbers (offered at declarer's or dummy's turn) or a defender's answer. */
function claimControls(ctx: TableContext<ContractView>) {
  const answering = ctx.acting.find((c) => c.other.includes('accept'));
  if (answering) return <ClaimAnswer onAnswer={(a) => ctx.act(a, answering.seat)} busy={ctx.busy} />;
  const claiming = ctx.acting.find((c) => claimNumbers(c).length > 0);
  if (!claiming) return null;
  return (
    <ClaimPicker
      key={`${ctx.view.dealIndex}:${tricksLeft(ctx.view)}`}
      numbers={claimNumbers(claiming)}
      onClaim={(a) => ctx.act(a, claiming.seat)}
      busy={ctx.busy}
    />
  );
}

export const contractKit: TableKit<ContractView> = {
  compass: true,
  chips: (v, names, t) => [...contractChip(v.contract, v.declarer, names, t), ...sideTricks(v, t)],
  dummy: (v) => v.dummy,
  declarer: (v) => v.declarer,
  centrePiece: (ctx) => (ctx.view.phase === 'auction' ? <AuctionCentre grid={grid(ctx)} /> : null),
  notices: claimNotice,
  // While a claim is open declarer's hand lies face up at declarer's seat.
  seatCards({ view, me, names, t }, seat) {
    const cards = view.hands[seat];
    if (!view.claim || seat !== view.declarer || seat === me || !cards) return [];
    return [
      <Hand
        key="claim"
        cards={cards}
        game={view.game}
        trump={view.trump}
        playable={NONE}
        onPlay={() => undefined}
        confirm={false}
        label={t.claim.declarerHand(names[seat])}
        columns
      />,
    ];
  },
  panel(ctx) {
    const { view } = ctx;
    if (view.phase === 'auction') return <CallPanel ctx={ctx} />;
    if (view.phase !== 'play') return null;
    return (
      <>
        {claimControls(ctx)}
        {view.calls.length > 0 && <AuctionRecord grid={grid(ctx)} />}
      </>
    );
  },
  dealRecord: (ctx) => (ctx.view.calls.length ? <AuctionGrid {...grid(ctx)} /> : null),
};
