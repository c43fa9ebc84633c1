/** Plain-text rendering of a Bondtolva view for the terminal client. */
import type { TrickView } from '../../engine/game.js';
import type { BondtolvaView } from './view.js';

const SUIT_WORDS: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };

const PHASE_TEXT: Record<BondtolvaView['phase'], string> = {
  phase1: 'phase 1 (stock left: no need to follow suit)',
  declare: 'phase 1, declaration (trumf/tjog or pass)',
  phase2: 'phase 2 (follow suit and beat, else trump)',
  deal: 'between deals',
  over: 'game over',
};

function seatName(view: BondtolvaView, seat: number): string {
  if (view.seat === null) return `seat ${seat}`;
  return seat === view.seat ? 'you' : 'opponent';
}

/** `SA ST S9 HK` → `S: A T 9  H: K`. */
function handText(cards: readonly string[]): string {
  if (cards.length === 0) return '—';
  const groups = new Map<string, string[]>();
  for (const c of cards) groups.set(c[0], [...(groups.get(c[0]) ?? []), c.slice(1)]);
  return [...groups].map(([suit, ranks]) => `${suit}: ${ranks.join(' ')}`).join('  ');
}

function trickText(view: BondtolvaView, t: TrickView): string {
  const cards = t.cards.map(([s, c]) => `${seatName(view, s)} ${c}`).join(', ');
  return t.winner === undefined ? cards : `${cards} → ${seatName(view, t.winner)}`;
}

export function renderView(view: BondtolvaView): string {
  const seats = [0, 1];
  const lines: string[] = [];
  const who = view.seat === null ? 'spectator' : `you are seat ${view.seat}`;
  lines.push(`Bondtolva — deal ${view.dealIndex + 1}, dealer ${seatName(view, view.dealer)} (${who})`);
  lines.push(
    `Protocol: ${seats.map((s) => `${seatName(view, s)} ${view.protocol[s]}`).join(', ')} (exactly 12 wins, above drops to 7)`,
  );
  const decl = view.declarations.map((d) => `${d.kind} ${SUIT_WORDS[d.suit]} by ${seatName(view, d.seat)}`);
  lines.push(
    `Trump: ${view.trump ? SUIT_WORDS[view.trump] : 'none'}${decl.length ? ` — ${decl.join('; ')}` : ''}`,
  );
  lines.push(`Phase: ${PHASE_TEXT[view.phase]}; stock ${view.stockCount} cards`);
  for (const s of seats) {
    const known = view.knownCards[s].length ? `, shows ${view.knownCards[s].join(' ')}` : '';
    lines.push(
      `${seatName(view, s)}: ${view.tricksWon[s]} tricks, ${view.matadorsWon[s]} matadors, ` +
        `${view.cardPointsWon[s]} card points, declared ${view.declared[s]}; ${view.handCounts[s]} cards in hand${known}`,
    );
  }
  const complete = view.tricks.filter((t) => t.winner !== undefined);
  const open = view.tricks.find((t) => t.winner === undefined);
  if (complete.length) lines.push(`Last trick: ${trickText(view, complete[complete.length - 1])}`);
  if (open) lines.push(`Current trick: ${trickText(view, open)}`);
  for (const s of seats) {
    const hand = view.hands[s];
    if (hand)
      lines.push(`${s === view.seat ? 'Your hand' : `Hand of ${seatName(view, s)}`}: ${handText(hand)}`);
  }
  if (view.phase === 'over') {
    lines.push(`Winner: ${view.result.winners.map((w) => seatName(view, Number(w))).join(', ')}`);
  } else if (view.toAct.length) {
    lines.push(`To act: ${view.toAct.map((s) => seatName(view, s)).join(', ')}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * What `stikk play` does for the person at once: the lone `pass` after a trick won without a
 * pair to declare (the game waits for it only so that the wait tells the opponent nothing).
 */
export function automaticAction(view: BondtolvaView, legal: readonly string[]): string | undefined {
  return view.phase === 'declare' && legal.length === 1 && legal[0] === 'pass' ? 'pass' : undefined;
}
