/**
 * Selbu at the table: the bid picker (secret bids, the hook), bids beside tricks at every
 * seat, the upcard, and forehead rounds where each player sees every card but their own.
 */
import { Card, CardBack } from '../../cards/Card.js';
import { trumpText } from '../format.js';
import { BidReveal } from './BidReveal.js';
import type { TableContext, TableKit } from './kit.js';
import { Upcard } from './parts.js';
import { SelbuBidPicker } from './SelbuBidPicker.js';
import type { SelbuView } from './views.js';

function BiddingPanel({ ctx }: { ctx: TableContext<SelbuView> }) {
  const { view, me, mine, names, t } = ctx;
  const canBid = mine && mine.bids.size > 0;
  const waiting = view.hasBid.filter((b) => !b).length;
  const hookChange = view.phase === 'hook' && me !== null && view.hookSeat === me;
  // The bid the player may not make: their own when the hook forces a change, else the dealer's.
  const forbidden =
    hookChange && me !== null
      ? (view.bids[me] ?? null)
      : me !== null && me === view.dealer
        ? view.forbiddenBid
        : null;
  return (
    <div class="selbu-panel">
      {view.phase === 'hook' && view.hookSeat !== null && (
        <p class="hook-note" role="status">
          {hookChange ? t.selbu.changeYourBid : t.selbu.mustChange(names[view.hookSeat], view.handSize)}
        </p>
      )}
      {view.forehead && <p class="prompt">{t.selbu.forehead}</p>}
      {canBid ? (
        <SelbuBidPicker
          handSize={view.handSize}
          legal={mine.bids}
          forbidden={forbidden}
          busy={ctx.busy}
          onBid={(b) => ctx.act(b, mine.seat)}
          prompt={
            view.bidding === 'simultaneous' && view.phase === 'bidding'
              ? `${t.selbu.bid} — ${t.selbu.secretBid}`
              : t.selbu.bid
          }
        />
      ) : (
        view.bidding === 'simultaneous' &&
        view.phase === 'bidding' && (
          <p class="prompt" role="status">
            {t.selbu.waitingForBids(waiting)}
          </p>
        )
      )}
    </div>
  );
}

export const selbuKit: TableKit<SelbuView> = {
  compass: false,
  headChips: (v, t) =>
    v.round > 0
      ? [
          {
            key: 'deal',
            label: '',
            value: `${t.table.round(v.round, v.rounds)} · ${t.table.cardsThisRound(v.handSize)}`,
          },
        ]
      : [],
  chips: (v, _names, t) =>
    v.trump !== null || v.phase !== 'deal'
      ? [
          {
            key: 'trump',
            label: t.table.trump,
            value: trumpText(v.trump, t),
            cls: `trump trump-${v.trump ?? 'none'}`,
          },
        ]
      : [],
  seatMarks({ view, t }, s) {
    const bid = view.bids[s];
    const shownBid = bid !== null ? String(bid) : view.hasBid[s] ? '✓' : '–';
    return {
      // In words, not "0/1": which number is the bid is not obvious to a newcomer.
      detail: t.selbu.seatDetail(view.tricksWon[s], shownBid),
      detailLabel: `${t.table.tricks} ${view.tricksWon[s]}, ${t.score.bid} ${shownBid}`,
    };
  },
  seatCards({ view }, s) {
    const visible = view.hands[s];
    if (!view.forehead || !visible?.length) return [];
    return [
      <div class="forehead" key="forehead">
        {visible.map((c) => (
          <Card key={c} code={c} small />
        ))}
      </div>,
    ];
  },
  hidesBacks: (v) => v.forehead,
  centre: ({ view }) =>
    view.upcard && view.phase !== 'over' ? [<Upcard key="upcard" code={view.upcard} />] : [],
  notices: ({ view, names }) => <BidReveal view={view} names={names} />,
  panel: (ctx) =>
    ctx.view.phase === 'bidding' || ctx.view.phase === 'hook' ? <BiddingPanel ctx={ctx} /> : null,
  hiddenHand({ view, me, mine, busy, act, t }) {
    if (me === null || !view.forehead || view.handCounts[me] <= 0) return null;
    // At the turn to play, the server offers the hidden card by label (`hidden:1`): the back is the button.
    const labels = mine?.other.filter((a) => a.startsWith(HIDDEN_PREFIX)) ?? [];
    if (!labels.length) {
      return (
        <div class="hand forehead-own">
          <CardBack label={t.selbu.yourHiddenCard} />
          <span class="muted">{t.selbu.yourHiddenCard}</span>
        </div>
      );
    }
    return (
      <div class="hand forehead-own playable">
        {labels.map((label) => (
          <button
            type="button"
            key={label}
            class="hidden-card"
            data-action={label}
            disabled={busy}
            onClick={() => act(label, me)}
          >
            <CardBack label={t.review.playHidden} />
          </button>
        ))}
        <span class="prompt">{t.review.playHidden}</span>
      </div>
    );
  },
  dealRecord: ({ view, names, t }) => (
    <ul class="bids-record" aria-label={t.review.bids}>
      {names.map((name, s) => {
        const bid = view.bids[s];
        const first = view.revealedBids?.[s];
        return (
          <li key={s}>
            <span class="who">{name}</span>{' '}
            {bid === null ? '–' : t.review.bidAndTricks(bid, view.tricksWon[s])}
            {first !== undefined && bid !== null && first !== bid && (
              <span class="changed"> ({t.review.bidChanged(first, bid)})</span>
            )}
          </li>
        );
      })}
    </ul>
  ),
};

/** How the server labels an action its taker may not see (docs/protocol.md). */
const HIDDEN_PREFIX = 'hidden:';
