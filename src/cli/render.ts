import { rendererOf } from '../catalog.js';
import type { BaseView } from '../engine/game.js';

const SEAT4 = ['North', 'East', 'South', 'West'];

export function seatName(view: BaseView, seat: number): string {
  return view.seats === 4 ? SEAT4[seat] : `Player ${seat + 1}`;
}

/** Game-independent fallback: enough to play any game from its view. */
export function genericRender(view: BaseView): string {
  const lines: string[] = [];
  lines.push(
    `deal ${view.dealIndex + 1}, dealer ${seatName(view, view.dealer)}, phase ${view.phase}, trump ${view.trump ?? '-'}`,
  );
  view.hands.forEach((h, s) => {
    if (h) lines.push(`  ${seatName(view, s)}: ${h.join(' ')}`);
  });
  const trick = view.tricks[view.tricks.length - 1];
  if (trick && trick.winner === undefined) {
    lines.push(`  trick: ${trick.cards.map(([s, c]) => `${seatName(view, s)} ${c}`).join(', ')}`);
  }
  lines.push(`  tricks won: ${view.tricksWon.join(' ')}`);
  return lines.join('\n');
}

export const renderView = (view: BaseView): string => (rendererOf(view.game) ?? genericRender)(view);
