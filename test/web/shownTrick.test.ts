import { describe, expect, it } from 'vitest';
import type { BaseView, TrickView } from '../../src/web/net/types.js';
import { progressOf, shownTrick, trickToHold } from '../../src/web/table/useShownTrick.js';

const done: TrickView = {
  leader: 1,
  cards: [
    [1, 'SA'],
    [0, 'S2'],
  ],
  winner: 1,
};
const view = (tricks: TrickView[], extra: object = {}): BaseView =>
  ({ dealIndex: 0, seat: 0, tricks, ...extra }) as unknown as BaseView;

describe('the finished trick stays in the middle for about a second (ui.md)', () => {
  it('is held from the update that finishes it, even when the next lead is not there yet', () => {
    const before = progressOf(view([{ leader: 1, cards: [[1, 'SA']] }]));
    const finished = view([done]);
    expect(trickToHold(before, finished)).toBe(done);
    // The bot's lead arrives in an update of its own: the finished trick is still shown.
    const led = view([done, { leader: 1, cards: [[1, 'HK']] }]);
    expect(shownTrick(done, led)).toBe(done);
    // Without a hold, the trick being played.
    expect(shownTrick(null, led)).toEqual({ leader: 1, cards: [[1, 'HK']] });
  });
  it('the hold ends at once when the viewer plays to the next trick: a card just played is never hidden', () => {
    const answered = view([
      done,
      {
        leader: 1,
        cards: [
          [1, 'HK'],
          [0, 'H2'],
        ],
      },
    ]);
    expect(shownTrick(done, answered)).toEqual({
      leader: 1,
      cards: [
        [1, 'HK'],
        [0, 'H2'],
      ],
    });
    const ownLead = view([done, { leader: 0, cards: [[0, 'CA']] }]);
    expect(shownTrick(done, ownLead)?.cards).toEqual([[0, 'CA']]);
  });
  it('nothing new to hold while the count of finished tricks stays; a new deal holds the previous deal’s last trick', () => {
    const before = progressOf(view([done]));
    expect(trickToHold(before, view([done, { leader: 1, cards: [[1, 'HK']] }]))).toBeNull();
    const next = view([], { dealIndex: 1, previousTrick: done });
    expect(trickToHold(before, next)).toBe(done);
    expect(trickToHold(before, view([], { dealIndex: 1 }))).toBeNull();
  });
});
