import { describe, expect, it } from 'vitest';
import { parseCard } from '../../src/cards/card.js';
import { parseDeal } from '../../src/cards/hand.js';
import { boardToGame, exportPbn, makePbn, parsePbn, readBoard } from '../../src/pbn/index.js';

const SAMPLE = `% PBN 2.1
% EXPORT
[Event "Club night"]
[Board "7"]
[Dealer "S"]
[Vulnerable "All"]
[Deal "S:A97.KQ2.K953.T85 T6.T654.AJT42.Q2 K843.A873.Q8.AJ4 QJ52.J9.76.K9763"]
[Declarer "N"]
[Contract "3NT"]
[Result "9"]
{ a comment that spans
  two lines }
[Auction "S"]
1C Pass 1H Pass
1NT Pass 3NT =1= AP
[Note "1:to play"]
[Play "E"]
S6 SK S2 S7 ; East leads a spade
ST S3 SQ SA
- - - -
*
[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]
N NT 9
N S 8
N H 9
N D 7
N C 8
E NT 4
E S 5
E H 4
E D 6
E C 5
S NT 9
S S 8
S H 9
S D 7
S C 8
W NT 4
W S 5
W H 4
W D 6
W C 5

[Board "8"]
[Dealer "W"]
[Vulnerable "None"]
[Deal "W:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]
`;

describe('PBN', () => {
  it('reads every tag of the sample', () => {
    const games = parsePbn(SAMPLE);
    if (!games.ok) throw new Error(games.error);
    expect(games.value).toHaveLength(2);
    const b = readBoard(games.value[0]);
    if (!b.ok) throw new Error(b.error);
    const v = b.value;
    expect(v.board).toBe('7');
    expect(v.dealer).toBe(2);
    expect(v.vulnerable).toBe('All');
    expect(v.declarer).toBe(0);
    expect(v.contract).toBe('3NT');
    expect(v.result).toBe(9);
    expect(v.auction).toEqual({ first: 2, calls: ['1C', 'P', '1H', 'P', '1NT', 'P', '3NT', 'P', 'P', 'P'] });
    const c = (t: string) => (parseCard(t) as { value: number }).value;
    expect(v.play?.leader).toBe(1);
    expect(v.play?.tricks[0]).toEqual([c('S6'), c('SK'), c('S2'), c('S7')]);
    expect(v.play?.tricks[2]).toEqual([null, null, null, null]);
    expect(v.optimum?.[4]).toEqual([9, 4, 9, 4]);
    expect(v.optimum?.[0]).toEqual([8, 5, 8, 5]);
    expect(v.extra.map((t) => t.name)).toEqual(['Event', 'Note']);
    const deal = parseDeal('S:A97.KQ2.K953.T85 T6.T654.AJT42.Q2 K843.A873.Q8.AJ4 QJ52.J9.76.K9763');
    expect(v.hands).toEqual((deal as { value: { hands: unknown } }).value.hands);
  });

  it('round-trips read → write → read', () => {
    const first = parsePbn(SAMPLE);
    if (!first.ok) throw new Error(first.error);
    const boards = first.value.map((g) => readBoard(g));
    const text = makePbn(
      boards.map((b) => boardToGame((b as { value: Parameters<typeof boardToGame>[0] }).value)),
    );
    const second = parsePbn(text);
    if (!second.ok) throw new Error(second.error);
    expect(second.value.map((g) => readBoard(g))).toEqual(boards);
    // And the text itself is a fixed point of write(read(·)).
    expect(makePbn(second.value)).toBe(text);
  });

  it('rejects malformed input with a reason', () => {
    expect(parsePbn('[Deal "N:...').ok).toBe(false);
    const g = parsePbn('[Vulnerable "Sometimes"]');
    if (!g.ok) throw new Error(g.error);
    const b = readBoard(g.value[0]);
    expect(b.ok).toBe(false);
  });

  it('exports a played deal from plain data', () => {
    const hands = [
      [0, 1],
      [13, 14],
      [26, 27],
      [39, 40],
    ];
    const text = exportPbn([
      {
        board: '1',
        dealer: 0,
        vulnerable: 'None',
        hands,
        auction: ['1S', 'P', 'P', 'P'],
        contract: '1S',
        declarer: 0,
        result: 2,
        // East leads H2, then S, W, N follow — each card lands in its holder's column.
        play: [13, 26, 39, 0],
      },
    ]);
    const games = parsePbn(text);
    if (!games.ok) throw new Error(games.error);
    const b = readBoard(games.value[0]);
    if (!b.ok) throw new Error(b.error);
    expect(b.value.play).toEqual({ leader: 1, tricks: [[13, 26, 39, 0]] });
    expect(b.value.auction?.calls).toEqual(['1S', 'P', 'P', 'P']);
    expect(text).toContain('[Deal "N:32... .32.. ..32. ...32"]');
  });
});
