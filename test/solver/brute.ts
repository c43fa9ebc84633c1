import type { Card } from '../../src/cards/card.js';

/**
 * Reference solver for tests: plain minimax over every legal card, memoised on the remaining
 * cards at trick boundaries. Shares no code with the real solver, so agreement means something.
 * Returns the tricks the side of the player to act takes from here (current trick included).
 */
export function bruteSolve(
  hands: Card[][],
  trump: number | null,
  leader: number,
  trick: Card[] = [],
): number {
  const memo = new Map<string, number>();
  const suit = (c: Card) => Math.floor(c / 13);

  // Tricks North-South take from here (the current trick included).
  function ns(hs: Card[][], lead: number, cur: Card[]): number {
    if (cur.length === 4) {
      let w = 0;
      for (let i = 1; i < 4; i++) {
        const s = suit(cur[i]);
        const ws = suit(cur[w]);
        if ((s === ws && cur[i] > cur[w]) || (s === trump && ws !== trump)) w = i;
      }
      const winner = (lead + w) % 4;
      const rest = hs[winner].length === 0 ? 0 : ns(hs, winner, []);
      return rest + (winner % 2 === 0 ? 1 : 0);
    }
    let key = '';
    if (cur.length === 0) {
      key = `${lead}|${hs.map((h) => [...h].sort((a, b) => a - b).join(',')).join('/')}`;
      const m = memo.get(key);
      if (m !== undefined) return m;
    }
    const toAct = (lead + cur.length) % 4;
    const hand = hs[toAct];
    const led = cur.length > 0 ? suit(cur[0]) : -1;
    let legal = hand.filter((c) => suit(c) === led);
    if (legal.length === 0) legal = hand;
    let best = toAct % 2 === 0 ? -1 : 99;
    for (const c of legal) {
      const nhs = hs.map((h, i) => (i === toAct ? h.filter((x) => x !== c) : h));
      const v = ns(nhs, lead, [...cur, c]);
      best = toAct % 2 === 0 ? Math.max(best, v) : Math.min(best, v);
    }
    if (cur.length === 0) memo.set(key, best);
    return best;
  }
  const toAct = (leader + trick.length) % 4;
  const total = hands[toAct].length;
  const v = ns(
    hands.map((h) => [...h]),
    leader,
    [...trick],
  );
  return toAct % 2 === 0 ? v : total - v;
}
