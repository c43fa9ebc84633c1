/** A PBN file's deals as a challenge's boards: N E S W in notation, labelled by the Board tag. */
import { describe, expect, it } from 'vitest';
import { parseCardList } from '../../../src/cards/card.js';
import { boardsFromPbn, readDeal } from '../../../src/web/challenge/pbnBoards.js';

const FILE = `% a club evening
[Event "Klubbkveld"]
[Board "1"]
[Dealer "N"]
[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]

[Board "2"]
[Deal "E:- AKQJT98765432.. - -"]
`;

describe('PBN boards', () => {
  it('reads each deal’s hands clockwise from the first seat named, tens as 10', () => {
    const r = readDeal('W:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765');
    expect(r).not.toBeNull();
    // West first: N is the second hand.
    expect(r![3]).toEqual(['SA', 'SK', 'SQ', 'SJ', 'H10', 'H9', 'H8', 'D7', 'D6', 'D5', 'C4', 'C3', 'C2']);
    expect(r![0][0]).toBe('S10');
    const cards = parseCardList(r!.flat());
    expect(cards.ok && new Set(cards.value).size).toBe(52);
  });

  it('a file: labels from [Board], a bad deal named by its board', () => {
    const good = boardsFromPbn(FILE.split('[Board "2"]')[0]);
    expect(good).toEqual({ boards: [{ label: '1', hands: expect.any(Array) }] });
    expect(boardsFromPbn(FILE)).toEqual({ problem: { kind: 'bad-deal', board: '2' } });
    expect(boardsFromPbn('[Event "x"]')).toEqual({ problem: { kind: 'no-deals' } });
    const many = Array.from({ length: 65 }, () => FILE.split('[Board "2"]')[0]).join('\n');
    expect(boardsFromPbn(many)).toEqual({ problem: { kind: 'too-many', max: 64 } });
  });
});
