/** Plain-text rendering of a Bridgette view for the terminal client. */
import type { BridgetteView } from '../../games/bridgette/view.js';
import type { TerminalWords } from '../../words/reference.js';
import { twoHandSeat, twoHandTricks } from './twoHand.js';

/** `SA ST S9 HK GC` → `S: A T 9  H: K  colons: GC`. */
export function handText(cards: readonly string[], w: TerminalWords): string {
  if (cards.length === 0) return '—';
  const groups = new Map<string, string[]>();
  for (const c of cards) {
    const colon = c.endsWith('C') && c.length === 2 && 'GRL'.includes(c[0]);
    const key = colon ? w.bridgette.colons : c[0];
    groups.set(key, [...(groups.get(key) ?? []), colon ? c : c.slice(1)]);
  }
  return [...groups].map(([suit, ranks]) => `${suit}: ${ranks.join(' ')}`).join('  ');
}

export function renderBridgette(view: BridgetteView, w: TerminalWords): string {
  const seats = [0, 1];
  const name = (s: number) => twoHandSeat(view.seat, s, w);
  const bySeat = (value: (s: number) => string | number) =>
    seats.map((s) => `${name(s)} ${value(s)}`).join(', ');
  const lines: string[] = [];
  const who = view.seat === null ? w.spectator : w.youAreSeat(view.seat);
  lines.push(
    w.bridgette.header(view.dealIndex + 1, view.countedDeals, w.twoHand.dealer(name(view.dealer)), who),
  );
  lines.push(w.bridgette.score(bySeat((s) => view.result.totals[String(s)])));
  lines.push(w.twoHand.phase(w.bridgette.phases[view.phase]));
  if (view.upcard) {
    lines.push(
      w.bridgette.upcard(
        view.upcard,
        bySeat((s) => view.drawn[s]),
        w.twoHand.stock(w.cards(view.stockCount)),
      ),
    );
  }
  if (view.phase === 'exchange') {
    const waiting = seats.filter((s) => !view.discarded[s]).map(name);
    lines.push(w.bridgette.toDiscard(waiting.join(', ') || w.nobody));
    if (view.mustDiscard > 0) lines.push(w.bridgette.mustDiscard(view.mustDiscard));
  }
  if (view.ownDiscards) lines.push(w.bridgette.ownDiscards(view.ownDiscards.join(' ')));
  if (view.auction.length) {
    lines.push(w.bridgette.auction(view.auction.map(([s, c]) => `${name(s)} ${c}`).join(', ')));
  }
  if (view.contract !== null && view.declarer !== null) {
    const trump = view.trump === 'NT' ? w.noTrump : w.bridgette.trump(w.suits[view.trump ?? ''] ?? '-');
    lines.push(w.bridgette.contract(view.contract, name(view.declarer), trump, 6 + Number(view.contract[0])));
    lines.push(w.bridgette.tricks(bySeat((s) => view.tricksWon[s])));
  }
  lines.push(...twoHandTricks(view.seat, view.tricks, w));
  if (view.leadBan) lines.push(w.bridgette.leadBan(name(view.leadBan.seat), w.suits[view.leadBan.suit]));
  for (const s of seats) {
    const hand = view.hands[s];
    if (hand)
      lines.push(
        s === view.seat
          ? w.twoHand.yourHand(handText(hand, w))
          : w.twoHand.handOf(name(s), handText(hand, w)),
      );
    else lines.push(w.twoHand.cardsHeld(name(s), w.cards(view.handCounts[s])));
  }
  if (view.phase === 'over') {
    const winners = view.result.winners.map((s) => name(Number(s)));
    lines.push(w.winners(winners.join(` ${w.and} `), winners.length > 1));
  }
  return lines.join('\n');
}
