import type { Seat } from '../../engine/game.js';
import type { ContractView } from '../../games/contract/contractGame.js';
import type { TerminalWords } from '../../words/reference.js';
import { joinScores } from './scores.js';

/**
 * Plain-text rendering of a contract-game view for the terminal client: who deals, the
 * auction, the contract, the current trick, dummy, the viewer's hand by suit and the score.
 * Only what the view holds is shown, so a terminal shows exactly what the seat may see.
 */

const SUIT_ORDER = ['S', 'H', 'D', 'C'] as const;

/** A seat as the auction grid and the score name it: its letter (N, E, S, W in English). */
export const seatLetter = (w: TerminalWords, s: Seat): string => w.compassLetters[s];
/** The partnerships' labels: NS and EW in English. */
export const sideLabels = (w: TerminalWords): [string, string] => [
  w.compassLetters[0] + w.compassLetters[2],
  w.compassLetters[1] + w.compassLetters[3],
];

/** One line per suit: `S  A K 7 4`, a dash for a void. */
export function renderHand(cards: readonly string[], indent = '  '): string[] {
  return SUIT_ORDER.map((suit) => {
    const ranks = cards.filter((c) => c[0] === suit).map((c) => c.slice(1));
    return `${indent}${suit}  ${ranks.length ? ranks.join(' ') : '-'}`;
  });
}

/** The auction as a grid with a column per seat, North first. */
export function renderAuction(
  calls: ReadonlyArray<readonly [Seat, string]>,
  firstCaller: Seat | null,
  w: TerminalWords,
): string[] {
  const cell = (t: string) => t.padEnd(6);
  const lines = [`  ${w.compassLetters.map(cell).join('').trimEnd()}`];
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

function renderTrick(view: ContractView, w: TerminalWords): string[] {
  const last = view.tricks[view.tricks.length - 1];
  if (!last) return [];
  const cards = last.cards.map(([s, c]) => `${seatLetter(w, s)} ${c}`).join('  ');
  const won = last.winner !== undefined ? w.contract.wonBy(seatLetter(w, last.winner)) : '';
  return [`${w.contract.trick(view.tricks.length, cards || w.contract.lead)}${won}`];
}

/** A score key as players read it: a partnership (NS, EW) or, with rotating partners, a player. */
export function scoreKey(key: string, w: TerminalWords): string {
  if (/^\d+$/.test(key)) return w.player(Number(key));
  const [ns, ew] = sideLabels(w);
  return key === 'NS' ? ns : key === 'EW' ? ew : key;
}

function renderScore(view: ContractView, w: TerminalWords): string {
  const totals = joinScores(view.result.totals, (k) => scoreKey(k, w));
  const played = view.result.deals.filter((d) => !d.passedOut).length;
  return w.contract.score(totals, played);
}

/** An open claim with declarer's hand (shown while it is open), or the claim just rejected. */
function renderClaim(view: ContractView, w: TerminalWords): string[] {
  const declarer = view.declarer;
  if (declarer === null) return [];
  if (view.rejectedClaim) {
    const r = view.rejectedClaim;
    return [w.contract.claimRejected(seatLetter(w, declarer), r.tricks, seatLetter(w, r.by))];
  }
  if (!view.claim) return [];
  const accepted = view.claim.accepted.map((s) => w.contract.accepts(seatLetter(w, s))).join('');
  const lines = [w.contract.claim(seatLetter(w, declarer), view.claim.tricks, accepted)];
  const hand = view.hands[declarer];
  if (hand && declarer !== view.seat)
    lines.push(w.contract.declarerHand(seatLetter(w, declarer)), ...renderHand(hand));
  return lines;
}

/** The common part of both games' views; `header` and `extras` carry each game's own lines. */
export function renderContractView(
  view: ContractView,
  w: TerminalWords,
  header: string,
  extras: string[] = [],
): string {
  const lines = [header, ...extras];
  const letter = (s: Seat) => seatLetter(w, s);
  if (view.phase === 'over') {
    lines.push(w.contract.over, renderScore(view, w));
    const winners = view.result.winners;
    if (winners.length)
      lines.push(w.winners(winners.map((k) => scoreKey(k, w)).join(', '), winners.length > 1));
    return lines.join('\n');
  }
  if (view.phase === 'dealing') {
    lines.push(w.contract.waiting, renderScore(view, w));
    return lines.join('\n');
  }
  lines.push(w.contract.auction, ...renderAuction(view.calls, view.firstCaller, w));
  if (view.contract !== null && view.declarer !== null) {
    const dummy = view.dummy !== null ? w.contract.dummySeat(letter(view.dummy)) : '';
    const ns = view.tricksWon[0] + view.tricksWon[2];
    const ew = view.tricksWon[1] + view.tricksWon[3];
    lines.push(
      w.contract.contractLine(view.contract, letter(view.declarer), dummy, ns, ew, ...sideLabels(w)),
    );
  }
  lines.push(...renderTrick(view, w));
  if (view.dummy !== null && view.dummy !== view.seat && view.hands[view.dummy]) {
    lines.push(w.contract.dummy(letter(view.dummy)), ...renderHand(view.hands[view.dummy]!));
  }
  lines.push(...renderClaim(view, w));
  if (view.seat !== null && view.hands[view.seat]) {
    lines.push(w.contract.yourHand(letter(view.seat)), ...renderHand(view.hands[view.seat]!));
  }
  // A hand the viewer holds besides their own (bondebridge with three players: North plays South too).
  view.hands.forEach((hand, h) => {
    if (hand && h !== view.seat && h !== view.dummy)
      lines.push(w.contract.otherHand(letter(h)), ...renderHand(hand));
  });
  if (view.toAct.length) lines.push(w.contract.toAct(view.toAct.map(letter).join(', ')));
  lines.push(renderScore(view, w));
  return lines.join('\n');
}
