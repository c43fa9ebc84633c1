import { describe, expect, it } from 'vitest';
import { parseCardList } from '../../../src/cards/card.js';
import { bondtolva } from '../../../src/games/bondtolva/game.js';
import { inPhase1 } from '../../../src/games/bondtolva/state.js';
import { perft } from '../bondebridge/drive.js';
import { refDeal, refPerft } from './reference.js';

/** perft on a written-out deck, pinned (see the bridge and bondebridge perft tests). */
const DECK = 'SA DA HQ HA CQ H9 D9 DJ CK CJ SQ CA DQ S9 HT DK SJ DT HK CT HJ ST C9 SK';

function dealt() {
  const deck = parseCardList(DECK.split(' '));
  if (!deck.ok) throw new Error(deck.error);
  const r = bondtolva.deal(bondtolva.newMatch({}, 0), deck.value);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

describe('bondtolva perft', () => {
  /**
   * Depth 3 is the winner's choice after the first trick: `pass`, plus `trumf:S` when they hold
   * a king–queen pair — the game waits after every phase-1 trick while a declaration is free
   * (bondtolva.md), so each of the 36 first tricks gives 1 + pairs: 36 + 21 tricks won by a
   * holder of one pair = 57; then the leader has 6 cards and the follower any of 6 (×6, ×6).
   * Before the wait after every trick (only a winner holding a pair was asked) the counts were
   * 6, 36, 132, 792, 4744 (15 tricks × 6 cards + 21 × 2 choices at depth 3). The counts are
   * pinned from the engine and must equal those of the independent count in reference.ts,
   * written from the rule book without the engine's modules.
   */
  const FROM_DEAL = [6, 36, 57, 342, 2052, 2499, 14994];
  it('from the deal: 6 leads, 6 replies, then the winner waits for a declaration choice (phase 1)', () => {
    const s = dealt();
    const depths = FROM_DEAL.map((_, i) => i + 1);
    expect(depths.map((d) => perft(bondtolva, s, d))).toEqual(FROM_DEAL);
    expect(depths.map((d) => refPerft(refDeal(DECK.split(' '), 0), d))).toEqual(FROM_DEAL);
  });
  // Phase 2 is reached by the first legal action at every step: at a declaration choice that is
  // the declaration when there is one, else `pass`, so the same cards as before the wait after
  // every trick, and the same counts.
  it('phase 2 (the stock is empty: follow suit and beat the card led if you can, else trump), depths 1..6', () => {
    let s = dealt();
    while (inPhase1(s.deal!)) {
      const seat = bondtolva.toAct(s)[0];
      const r = bondtolva.apply(s, seat, bondtolva.legalActions(s, seat)[0]);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
    expect([1, 2, 3, 4, 5, 6].map((d) => perft(bondtolva, s, d))).toEqual([6, 13, 65, 129, 516, 835]);
  });
});
