/** Plain-text rendering of a Bondtolva view for the terminal client. */
import type { BondtolvaView } from '../../games/bondtolva/view.js';
import type { TerminalWords } from '../../words/reference.js';
import { twoHandSeat, twoHandTricks } from './twoHand.js';

/** `SA ST S9 HK` → `S: A T 9  H: K`. */
function handText(cards: readonly string[]): string {
  if (cards.length === 0) return '—';
  const groups = new Map<string, string[]>();
  for (const c of cards) groups.set(c[0], [...(groups.get(c[0]) ?? []), c.slice(1)]);
  return [...groups].map(([suit, ranks]) => `${suit}: ${ranks.join(' ')}`).join('  ');
}

export function renderBondtolva(view: BondtolvaView, w: TerminalWords): string {
  const seats = [0, 1];
  const name = (s: number) => twoHandSeat(view.seat, s, w);
  const lines: string[] = [];
  const who = view.seat === null ? w.spectator : w.youAreSeat(view.seat);
  lines.push(w.bondtolva.header(view.dealIndex + 1, w.twoHand.dealer(name(view.dealer)), who));
  lines.push(w.bondtolva.protocol(seats.map((s) => `${name(s)} ${view.protocol[s]}`).join(', ')));
  const declarations = view.declarations.map((d) =>
    w.bondtolva.declaration(d.kind, w.suits[d.suit], name(d.seat)),
  );
  lines.push(w.bondtolva.trump(view.trump ? w.suits[view.trump] : w.none, declarations.join('; ')));
  lines.push(
    `${w.twoHand.phase(w.bondtolva.phases[view.phase])}; ${w.twoHand.stock(w.cards(view.stockCount))}`,
  );
  for (const s of seats) {
    const known = view.knownCards[s].length ? w.bondtolva.shows(view.knownCards[s].join(' ')) : '';
    lines.push(
      w.bondtolva.seatLine(
        name(s),
        view.tricksWon[s],
        view.matadorsWon[s],
        view.cardPointsWon[s],
        view.declared[s],
        w.cards(view.handCounts[s]),
        known,
      ),
    );
  }
  lines.push(...twoHandTricks(view.seat, view.tricks, w));
  for (const s of seats) {
    const hand = view.hands[s];
    if (hand)
      lines.push(
        s === view.seat ? w.twoHand.yourHand(handText(hand)) : w.twoHand.handOf(name(s), handText(hand)),
      );
  }
  if (view.phase === 'over') {
    const winners = view.result.winners.map((s) => name(Number(s)));
    lines.push(w.winners(winners.join(', '), winners.length > 1));
  } else if (view.toAct.length) {
    lines.push(w.twoHand.toAct(view.toAct.map(name).join(', ')));
  }
  return `${lines.join('\n')}\n`;
}
