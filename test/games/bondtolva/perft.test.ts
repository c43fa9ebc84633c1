import { describe, expect, it } from 'vitest';
import { parseCardList } from '../../../src/cards/card.js';
import { bondtolva } from '../../../src/games/bondtolva/game.js';
import { inPhase1 } from '../../../src/games/bondtolva/state.js';
import { perft } from '../bondebridge/drive.js';

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
  it('from the deal: the leader has 6 cards and the follower may play any of 6 in phase 1', () => {
    const s = dealt();
    expect([1, 2, 3, 4, 5].map((d) => perft(bondtolva, s, d))).toEqual([6, 36, 132, 792, 4744]);
  });
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
