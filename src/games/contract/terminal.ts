import { SEAT_LETTERS } from '../../cards/hand.js';
import type { Seat } from '../../engine/game.js';
import type { ContractView } from './contractGame.js';

/**
 * Plain-text rendering of a contract-game view for the terminal client: who deals, the
 * auction, the contract, the current trick, dummy, the viewer's hand by suit and the score.
 * Only what the view holds is shown, so a terminal shows exactly what the seat may see.
 */

const SUIT_ORDER = ['S', 'H', 'D', 'C'] as const;
const seatName = (s: Seat): string => SEAT_LETTERS[s];

/** One line per suit: `S  A K 7 4`, a dash for a void. */
export function renderHand(cards: readonly string[], indent = '  '): string[] {
  return SUIT_ORDER.map((suit) => {
    const ranks = cards.filter((c) => c[0] === suit).map((c) => c.slice(1));
    return `${indent}${suit}  ${ranks.length ? ranks.join(' ') : '-'}`;
  });
}

/** The auction as a grid with columns N E S W. */
export function renderAuction(
  calls: ReadonlyArray<readonly [Seat, string]>,
  firstCaller: Seat | null,
): string[] {
  const cell = (t: string) => t.padEnd(6);
  const lines = [`  ${SEAT_LETTERS.map(cell).join('').trimEnd()}`];
  if (firstCaller === null) return lines;
  let row = Array.from({ length: firstCaller }, () => cell(''));
  for (const [, call] of calls) {
    row.push(cell(call));
    if (row.length === 4) {
      lines.push(`  ${row.join('').trimEnd()}`);
      row = [];
    }
  }
  if (row.length) lines.push(`  ${row.join('').trimEnd()}`);
  return lines;
}

function renderTrick(view: ContractView): string[] {
  const last = view.tricks[view.tricks.length - 1];
  if (!last) return [];
  const number = view.tricks.length;
  const cards = last.cards.map(([s, c]) => `${seatName(s)} ${c}`).join('  ');
  const won = last.winner !== undefined ? `  (won by ${seatName(last.winner)})` : '';
  return [`Trick ${number}: ${cards || '(lead)'}${won}`];
}

function renderScore(view: ContractView): string {
  const totals = Object.entries(view.result.totals)
    .map(([k, v]) => `${/^\d+$/.test(k) ? `player ${k}` : k} ${v}`)
    .join(', ');
  const played = view.result.deals.filter((d) => !d.passedOut).length;
  return `Score: ${totals} (${played} deal${played === 1 ? '' : 's'} scored)`;
}

/** An open claim with declarer's hand (shown while it is open), or the claim just rejected. */
function renderClaim(view: ContractView): string[] {
  const declarer = view.declarer;
  if (declarer === null) return [];
  if (view.rejectedClaim) {
    const r = view.rejectedClaim;
    return [
      `${seatName(declarer)} claimed ${r.tricks} of the remaining tricks; ${seatName(r.by)} rejected: play on.`,
    ];
  }
  if (!view.claim) return [];
  const accepted = view.claim.accepted.map((s) => `, ${seatName(s)} accepts`).join('');
  const lines = [`${seatName(declarer)} claims ${view.claim.tricks} of the remaining tricks${accepted}.`];
  const hand = view.hands[declarer];
  if (hand && declarer !== view.seat)
    lines.push(`Declarer's hand (${seatName(declarer)}):`, ...renderHand(hand));
  return lines;
}

/** The common part of both games' views; `header` and `extras` carry each game's own lines. */
export function renderContractView(view: ContractView, header: string, extras: string[] = []): string {
  const lines = [header, ...extras];
  if (view.phase === 'over') {
    lines.push('The match is over.', renderScore(view));
    const winners = view.result.winners;
    if (winners.length) lines.push(`Winner${winners.length > 1 ? 's (tie)' : ''}: ${winners.join(', ')}`);
    return lines.join('\n');
  }
  if (view.phase === 'dealing') {
    lines.push('Waiting for the next deal.', renderScore(view));
    return lines.join('\n');
  }
  lines.push('Auction:', ...renderAuction(view.calls, view.firstCaller));
  if (view.contract !== null && view.declarer !== null) {
    const dummy = view.dummy !== null ? ` (dummy ${seatName(view.dummy)})` : '';
    const ns = view.tricksWon[0] + view.tricksWon[2];
    const ew = view.tricksWon[1] + view.tricksWon[3];
    lines.push(
      `Contract: ${view.contract} by ${seatName(view.declarer)}${dummy} · tricks NS ${ns}, EW ${ew}`,
    );
  }
  lines.push(...renderTrick(view));
  if (view.dummy !== null && view.dummy !== view.seat && view.hands[view.dummy]) {
    lines.push(`Dummy (${seatName(view.dummy)}):`, ...renderHand(view.hands[view.dummy]!));
  }
  lines.push(...renderClaim(view));
  if (view.seat !== null && view.hands[view.seat]) {
    lines.push(`Your hand (${seatName(view.seat)}):`, ...renderHand(view.hands[view.seat]!));
  }
  // A hand the viewer holds besides their own (bondebridge with three players: North plays South too).
  view.hands.forEach((hand, h) => {
    if (hand && h !== view.seat && h !== view.dummy)
      lines.push(`Your other hand (${seatName(h)}):`, ...renderHand(hand));
  });
  if (view.toAct.length) lines.push(`To act: ${view.toAct.map(seatName).join(', ')}`);
  lines.push(renderScore(view));
  return lines.join('\n');
}
