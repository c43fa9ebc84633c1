import { describe, expect, it } from 'vitest';
import { parseCardList } from '../../../src/cards/card.js';
import { selbu } from '../../../src/games/selbu/game.js';
import { perft } from '../bondebridge/drive.js';
import { options } from './helpers.js';

/**
 * perft: legal action sequences to a fixed depth, pinned so that no later change alters the
 * rules silently. With simultaneous bids several seats are to act; perft lets the first of them
 * act, as the server and the bots may. The deck is written out so no shuffle change can alter it.
 */
const DECK =
  'DK DJ HA CQ H4 H5 D9 HQ HT C7 SA C8 CT D6 H2 ST D4 S6 S8 D3 D5 H8 H7 C5 SQ H9 S4 HK S7 C3 DQ C2 DA C6 S2 H3 S5 D8 CK HJ S3 S9 C4 DT SK CA C9 SJ D2 D7 H6 CJ';

function firstRound(raw: Record<string, unknown>) {
  const deck = parseCardList(DECK.split(' '));
  if (!deck.ok) throw new Error(deck.error);
  const r = selbu.deal(selbu.newMatch(options(raw), 0), deck.value);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}
const counts = (raw: Record<string, unknown>, depths: number[]) => {
  const s = firstRound(raw);
  return depths.map((d) => perft(selbu, s, d));
};

describe('selbu perft', () => {
  it('one-card first round, simultaneous bids: 0 or 1 each, then the one card each', () => {
    // 2^k bid sequences; the fifth action is the leader's only card.
    expect(counts({}, [1, 2, 3, 4, 5])).toEqual([2, 4, 8, 16, 16]);
  });
  it('one-card first round, bids in turn: the dealer may not make the bids add up to 1', () => {
    // Of the 8 bid sequences of the first three, total 0 (1) and total 1 (3) leave the dealer
    // one bid, totals 2 (3) and 3 (1) two: 1 + 3 + 6 + 2 = 12.
    expect(counts({ bidding: 'sequential' }, [1, 2, 3, 4, 5])).toEqual([2, 4, 8, 12, 12]);
  });
  it('three players from ten cards, bids in turn, into the first trick', () => {
    // 11 × 11 bids; the dealer's hook removes one bid for each of the 66 pairs adding to ≤ 10:
    // 1331 − 66 = 1265; any of the leader's 10 cards leads: 12,650.
    expect(counts({ players: 3, handSizes: 'down', bidding: 'sequential' }, [1, 2, 3, 4, 5])).toEqual([
      11, 121, 1265, 12650, 65780,
    ]);
  });
  it('the same with the trump drawn from the stock and penalty scoring (no effect on the moves)', () => {
    expect(
      counts(
        { players: 3, handSizes: 'down', bidding: 'sequential', trump: 'draw', scoring: 'penalty' },
        [1, 2, 3, 4],
      ),
    ).toEqual([11, 121, 1265, 12650]);
  });
});
