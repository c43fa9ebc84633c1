/**
 * `stikk analyze`'s readable form for the deals of bridgette, bondtolva and selbu: what the
 * review counts there, which cards it covers, and each costly card.
 */
import type { CardAnalysis, DealAnalysis } from '../../analysis/index.js';
import type { TwoHandReview } from '../../analysis/twoHand/index.js';

const counted = (n: number, thing: string): string => `${n} ${thing}${n === 1 ? '' : 's'}`;

/** A costly card's line, per measure. */
const COST_LINES: Record<TwoHandReview['measure'], (c: CardAnalysis, d: DealAnalysis) => string> = {
  'declarer-tricks': (c) => `costs ${counted(c.cost, 'trick')} (declarer's tricks ${c.best} → ${c.value})`,
  'point-margin': (c, d) =>
    `costs ${counted(c.cost, 'point')} (deal points, seat ${d.review!.side} minus the other: ${c.best} → ${c.value})`,
  'bid-reachable': (c) =>
    `gives up the bid: seat ${c.seat} could still take exactly its bid against all the others, after it not`,
};

export function formatReviewedDeal(d: DealAnalysis): string {
  const r = d.review!;
  const lines = [heading(d, r)];
  if (r.firstReviewed > 0) lines.push(`  ${notReviewed(r)}`);
  const byTrick = new Map<number, CardAnalysis[]>();
  d.cards.forEach((c, i) => {
    const trick = Math.floor((r.firstReviewed + i) / r.seats);
    byTrick.set(trick, [...(byTrick.get(trick) ?? []), c]);
  });
  for (const [t, cards] of byTrick) {
    lines.push(`  trick ${String(t + 1).padStart(2)}: ${cards.map((c) => `${c.seat} ${c.card}`).join(', ')}`);
    for (const c of cards) {
      if (c.cost === 0) continue;
      const best = c.bestCards.length ? `; best: ${c.bestCards.join(' ')}` : '';
      lines.push(`    seat ${c.seat} ${c.card} ${COST_LINES[r.measure](c, d)}${best}`);
    }
  }
  const costly = d.cards.filter((c) => c.cost > 0).length;
  if (d.cards.length > 0)
    lines.push(
      `  ${costly === 0 ? 'no costly cards: every card reviewed was a best card' : counted(costly, 'costly card')}`,
    );
  return `${lines.join('\n')}\n`;
}

function heading(d: DealAnalysis, r: TwoHandReview): string {
  const parts = [`deal ${d.index + 1}: dealer ${d.dealer}`];
  if (d.passedOut) parts.push('thrown in');
  else if (r.measure === 'declarer-tricks' && d.contract !== null) {
    const start = d.cards[0]?.best;
    parts.push(`${d.contract} by ${d.declarer}, ${counted(d.tricksWon, 'trick')}`);
    if (start !== undefined) parts.push(`best play from the start ${start}`);
  }
  if (!d.finished) parts.push('unfinished');
  return parts.join(', ');
}

function notReviewed(r: TwoHandReview): string {
  const cards = counted(r.firstReviewed, 'card');
  if (r.measure === 'point-margin') return `phase 1 (${cards}) not reviewed: the stock was hidden`;
  return `the first ${cards} not reviewed: too many cards left to search exactly`;
}
