/** Plain-text rendering of a Bridgette view for the terminal client. */
import type { TrickView } from '../../engine/game.js';
import type { BridgetteView } from './view.js';

const SUIT_WORDS: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };

const PHASE_TEXT: Record<BridgetteView['phase'], string> = {
  dealing: 'between deals',
  exchange: 'exchange (discard down to 13: discard:C1,C2,…)',
  auction: 'auction (P, X, XX or a bid; a pass after any call ends it)',
  play: 'play',
  over: 'game over',
};

function seatName(view: BridgetteView, seat: number): string {
  if (view.seat === null) return `seat ${seat}`;
  return seat === view.seat ? 'you' : 'opponent';
}

/** `SA ST S9 HK GC` → `S: A T 9  H: K  colons: GC`. */
export function handText(cards: readonly string[]): string {
  if (cards.length === 0) return '—';
  const groups = new Map<string, string[]>();
  for (const c of cards) {
    const colon = c.endsWith('C') && c.length === 2 && 'GRL'.includes(c[0]);
    const key = colon ? 'colons' : c[0];
    groups.set(key, [...(groups.get(key) ?? []), colon ? c : c.slice(1)]);
  }
  return [...groups].map(([suit, ranks]) => `${suit}: ${ranks.join(' ')}`).join('  ');
}

function trickText(view: BridgetteView, t: TrickView): string {
  const cards = t.cards.map(([s, c]) => `${seatName(view, s)} ${c}`).join(', ');
  return t.winner === undefined ? cards : `${cards} → ${seatName(view, t.winner)}`;
}

export function renderView(view: BridgetteView): string {
  const seats = [0, 1];
  const lines: string[] = [];
  const who = view.seat === null ? 'spectator' : `you are seat ${view.seat}`;
  lines.push(
    `Bridgette — deal ${view.dealIndex + 1} (${view.countedDeals} of 6 counted so far), dealer ${seatName(view, view.dealer)} (${who})`,
  );
  lines.push(
    `Score: ${seats.map((s) => `${seatName(view, s)} ${view.result.totals[String(s)]}`).join(', ')}`,
  );
  lines.push(`Phase: ${PHASE_TEXT[view.phase]}`);
  if (view.upcard) {
    lines.push(
      `Upcard: ${view.upcard}; drawn: ${seats.map((s) => `${seatName(view, s)} ${view.drawn[s]}`).join(', ')}; stock ${view.stockCount} cards`,
    );
  }
  if (view.phase === 'exchange') {
    const waiting = seats.filter((s) => !view.discarded[s]).map((s) => seatName(view, s));
    lines.push(`Still to discard: ${waiting.join(', ') || 'nobody'}`);
    if (view.mustDiscard > 0) lines.push(`You must discard exactly ${view.mustDiscard} cards.`);
  }
  if (view.ownDiscards) lines.push(`Your discards (hidden from the opponent): ${view.ownDiscards.join(' ')}`);
  if (view.auction.length) {
    lines.push(`Auction: ${view.auction.map(([s, c]) => `${seatName(view, s)} ${c}`).join(', ')}`);
  }
  if (view.contract !== null && view.declarer !== null) {
    const trump = view.trump === 'NT' ? 'no trump' : `trump ${SUIT_WORDS[view.trump ?? ''] ?? '-'}`;
    lines.push(
      `Contract: ${view.contract} by ${seatName(view, view.declarer)} (${trump}); needs ${6 + Number(view.contract[0])} tricks`,
    );
    lines.push(`Tricks: ${seats.map((s) => `${seatName(view, s)} ${view.tricksWon[s]}`).join(', ')}`);
  }
  const complete = view.tricks.filter((t) => t.winner !== undefined);
  const open = view.tricks.find((t) => t.winner === undefined);
  if (complete.length) lines.push(`Last trick: ${trickText(view, complete[complete.length - 1])}`);
  if (open) lines.push(`Current trick: ${trickText(view, open)}`);
  if (view.leadBan) {
    lines.push(
      `Colon lead ban: ${seatName(view, view.leadBan.seat)} may not lead ${SUIT_WORDS[view.leadBan.suit]} to this trick`,
    );
  }
  for (const s of seats) {
    const hand = view.hands[s];
    if (hand)
      lines.push(`${s === view.seat ? 'Your hand' : `Hand of ${seatName(view, s)}`}: ${handText(hand)}`);
    else lines.push(`${seatName(view, s)}: ${view.handCounts[s]} cards`);
  }
  if (view.phase === 'over') {
    const winners = view.result.winners.map((w) => seatName(view, Number(w)));
    lines.push(`Winner: ${winners.join(' and ')}`);
  }
  return lines.join('\n');
}
