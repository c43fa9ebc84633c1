import { SUITS } from '../../cards/card.js';
import type { TrickView } from '../../engine/game.js';
import type { SelbuView } from '../../games/selbu/view.js';
import type { TerminalWords } from '../../words/reference.js';

/** A selbu seat by the number `--seat` takes: everyone plays for themselves. */
export const selbuSeat = (w: TerminalWords, seat: number): string => w.seat(seat);

function trumpLine(trump: string | null, w: TerminalWords): string {
  if (trump === null) return w.selbu.trumpUnknown;
  return trump === 'NT' ? w.noTrump : w.trumpSuit(w.suits[trump]);
}

/** A hand grouped by suit: `S: A K 3  H: 9  D: -  C: Q`. */
export function handLine(cards: readonly string[]): string {
  return SUITS.map((s) => {
    const ranks = cards.filter((c) => c[0] === s).map((c) => c.slice(1));
    return `${s}: ${ranks.length ? ranks.join(' ') : '-'}`;
  }).join('  ');
}

const trickLine = (t: TrickView, w: TerminalWords): string =>
  t.cards.map(([seat, c]) => `${seat}:${c}`).join(' ') +
  (t.winner === undefined ? '' : `  ${w.selbu.wonBy(selbuSeat(w, t.winner))}`);

function bidCell(view: SelbuView, seat: number, w: TerminalWords): string {
  const bid = view.bids[seat];
  if (bid !== null) return String(bid);
  return view.hasBid[seat] ? w.selbu.hiddenBid : '-';
}

function phaseLine(view: SelbuView, w: TerminalWords): string {
  const toAct = view.toAct.length ? w.selbu.toAct(view.toAct.join(', ')) : '';
  switch (view.phase) {
    case 'bidding':
      return (view.bidding === 'simultaneous' ? w.selbu.biddingSecret : w.selbu.biddingClockwise) + toAct;
    case 'hook':
      return w.selbu.hook(view.handSize, selbuSeat(w, view.hookSeat ?? 0)) + toAct;
    case 'play':
      return w.selbu.play + toAct;
    case 'deal':
      return view.round === 0 ? w.selbu.firstDeal : w.selbu.roundOver(view.round);
    case 'over': {
      const winners = view.result.winners.map((s) => selbuSeat(w, Number(s)));
      return w.selbu.matchOver(winners.join(', '), winners.length > 1);
    }
  }
}

/** Plain-text picture of a selbu view for the terminal client. */
export function renderSelbu(view: SelbuView, w: TerminalWords): string {
  const lines: string[] = [];
  const you = view.seat === null ? w.spectator : w.youAreSeat(view.seat);
  lines.push(
    w.selbu.header(
      view.round,
      view.rounds,
      w.cards(view.handSize),
      trumpLine(view.trump, w),
      selbuSeat(w, view.dealer),
      you,
    ),
  );
  if (view.upcard) lines.push(w.selbu.upcard(view.upcard));
  lines.push(phaseLine(view, w));
  if (view.forbiddenBid !== null) lines.push(w.selbu.forbidden(view.forbiddenBid));
  if (view.revealedBids) lines.push(w.selbu.revealed(view.revealedBids.join(' ')));
  const [seatCol, bidCol, tricksCol, totalCol] = w.selbu.columns;
  const seatWidth = Math.max(5, seatCol.length + 1);
  const bidWidth = Math.max(13, w.selbu.hiddenBid.length + 1, bidCol.length + 1);
  const tricksWidth = Math.max(7, tricksCol.length + 1);
  lines.push(
    `  ${seatCol.padEnd(seatWidth + 1)}${bidCol.padEnd(bidWidth + 1)}${tricksCol.padEnd(tricksWidth + 1)}${totalCol}`,
  );
  for (let s = 0; s < view.seats; s++) {
    const mark = view.toAct.includes(s) ? '>' : ' ';
    const dealer = s === view.dealer ? `  ${w.selbu.dealer}` : '';
    const total = view.result.totals[String(s)] ?? 0;
    lines.push(
      `${mark} ${String(s).padEnd(seatWidth)} ${bidCell(view, s, w).padEnd(bidWidth)} ${String(view.tricksWon[s]).padEnd(tricksWidth)} ${total}${dealer}`,
    );
  }
  const current = view.tricks.at(-1);
  if (current)
    lines.push(
      `${current.winner === undefined ? w.selbu.trick : w.selbu.lastTrick}: ${trickLine(current, w)}`,
    );
  if (view.forehead) {
    const others = view.hands
      .map((h, s) => (s !== view.seat && h && h.length ? `${s}:${h[0]}` : null))
      .filter((x) => x !== null);
    lines.push(w.selbu.forehead(others.join(' ') || w.selbu.noCard));
  }
  if (view.seat !== null) {
    const own = view.hands[view.seat];
    if (own) lines.push(w.selbu.yourHand(handLine(own)));
  }
  return lines.join('\n');
}
