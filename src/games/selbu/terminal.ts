import { SUITS } from '../../cards/card.js';
import type { TrickView } from '../../engine/game.js';
import type { SelbuView } from './view.js';

const SUIT_WORDS: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };

const trumpLine = (trump: string | null): string =>
  trump === null ? 'trump: not known yet' : trump === 'NT' ? 'no trump' : `trump: ${SUIT_WORDS[trump]}`;

/** A hand grouped by suit: `S: A K 3  H: 9  D: -  C: Q`. */
function handLine(cards: readonly string[]): string {
  return SUITS.map((s) => {
    const ranks = cards.filter((c) => c[0] === s).map((c) => c.slice(1));
    return `${s}: ${ranks.length ? ranks.join(' ') : '-'}`;
  }).join('  ');
}

const trickLine = (t: TrickView): string =>
  t.cards.map(([seat, c]) => `${seat}:${c}`).join(' ') +
  (t.winner === undefined ? '' : `  → seat ${t.winner}`);

function bidCell(view: SelbuView, seat: number): string {
  const bid = view.bids[seat];
  if (bid !== null) return String(bid);
  return view.hasBid[seat] ? 'bid (hidden)' : '-';
}

function phaseLine(view: SelbuView): string {
  const toAct = view.toAct.length ? ` · to act: ${view.toAct.join(', ')}` : '';
  switch (view.phase) {
    case 'bidding':
      return view.bidding === 'simultaneous'
        ? `Bidding in secret: all bids are shown when everyone has bid${toAct}`
        : `Bidding clockwise from the dealer's left${toAct}`;
    case 'hook':
      return `Hook rule: the bids sum to ${view.handSize}; seat ${view.hookSeat} must change its bid${toAct}`;
    case 'play':
      return `Play${toAct}`;
    case 'deal':
      return view.round === 0
        ? 'Waiting for the first deal'
        : `Round ${view.round} is over; next deal coming`;
    case 'over':
      return `Match over · winner${view.result.winners.length > 1 ? 's' : ''}: seat ${view.result.winners.join(', seat ')}`;
  }
}

/** Plain-text picture of a selbu view for the terminal client. */
export function renderView(view: SelbuView): string {
  const lines: string[] = [];
  const you = view.seat === null ? 'spectator' : `you are seat ${view.seat}`;
  lines.push(
    `Selbu · round ${view.round}/${view.rounds} · ${view.handSize} card${view.handSize === 1 ? '' : 's'} · ` +
      `${trumpLine(view.trump)} · dealer: seat ${view.dealer} · ${you}`,
  );
  if (view.upcard) lines.push(`Upcard: ${view.upcard}`);
  lines.push(phaseLine(view));
  if (view.forbiddenBid !== null) lines.push(`The dealer may not bid ${view.forbiddenBid} (hook rule)`);
  if (view.revealedBids) lines.push(`Bids first revealed: ${view.revealedBids.join(' ')}`);
  lines.push('  seat  bid           tricks  total');
  for (let s = 0; s < view.seats; s++) {
    const mark = view.toAct.includes(s) ? '>' : ' ';
    const dealer = s === view.dealer ? '  dealer' : '';
    const total = view.result.totals[String(s)] ?? 0;
    lines.push(
      `${mark} ${String(s).padEnd(5)} ${bidCell(view, s).padEnd(13)} ${String(view.tricksWon[s]).padEnd(7)} ${total}${dealer}`,
    );
  }
  const current = view.tricks.at(-1);
  if (current) lines.push(`${current.winner === undefined ? 'Trick' : 'Last trick'}: ${trickLine(current)}`);
  if (view.forehead) {
    const others = view.hands
      .map((h, s) => (s !== view.seat && h && h.length ? `${s}:${h[0]}` : null))
      .filter((x) => x !== null);
    lines.push(`Card on the forehead: you see ${others.join(' ') || 'no card'}; your own card is hidden`);
  }
  if (view.seat !== null) {
    const own = view.hands[view.seat];
    if (own) lines.push(`Your hand: ${handLine(own)}`);
  }
  return lines.join('\n');
}
