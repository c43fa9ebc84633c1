/**
 * Closing a table (rules/bridge.md, interfaces.md §1 `closed`): the match ends as finished with
 * the deals played, the deal in progress dropped; a rubber left unfinished earns +300 for a side
 * with one game and +50 for a side with a part-score; a record that simply stops gets nothing.
 */
import { describe, expect, it } from 'vitest';
import { replayRecord } from '../../../src/catalog.js';
import type { AnyGame } from '../../../src/engine/game.js';
import { listedDecks, Match } from '../../../src/engine/match.js';
import { bondebridge } from '../../../src/games/bondebridge/game.js';
import { bridge } from '../../../src/games/bridge/game.js';
import { parseBridgeOptions } from '../../../src/games/bridge/options.js';
import { deckFor, plainDeck } from '../bondebridge/drive.js';

/** Each seat holds one whole suit: N spades, E hearts, S diamonds, W clubs. */
const ONE_SUIT_EACH = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';

const opts = (raw: Record<string, unknown>) => {
  const o = parseBridgeOptions(raw);
  if (!o.ok) throw new Error(o.error.message);
  return o.value;
};

const resultOf = (m: Match) => m.game.result(m.state);

/** Plays `calls` and then first legal cards until `stopAfter` actions, dealing from `decks`. */
function drive(m: Match, decks: ReturnType<typeof listedDecks>, calls: string[][], stopAfter: number): Match {
  const queue = calls.flat();
  while (m.actionCount < stopAfter) {
    const d = m.dealIfNeeded(decks);
    if (!d.ok) throw new Error(d.error.message);
    m = d.value;
    if (m.isOver || m.needsDeck) break;
    const seat = m.toAct[0];
    const phase = (m.game.view(m.state, null) as { phase: string }).phase;
    const action = phase === 'auction' ? queue.shift()! : m.game.legalActions(m.state, seat)[0];
    const r = m.act(seat, action);
    if (!r.ok) throw new Error(`${action}: ${r.error.message}`);
    m = r.value;
  }
  const d = m.dealIfNeeded(decks);
  if (!d.ok) throw new Error(d.error.message);
  return d.value;
}

/**
 * Rubber worked example: N deals; deal 1 N 4S (13 tricks, all five spade honours) wins a game
 * for NS; deal 2 E 2H (13 tricks, all five heart honours) a part-score of 60 for EW; the table
 * closes in the auction of deal 3.
 */
function closedRubber(): { open: Match; closed: Match } {
  const decks = listedDecks([deckFor(ONE_SUIT_EACH, 0), deckFor(ONE_SUIT_EACH, 1), plainDeck()]);
  const calls = [
    ['4S', 'P', 'P', 'P'],
    ['2H', 'P', 'P', 'P'],
    ['P', '1C'],
  ];
  const open = drive(Match.start(bridge, opts({}), 0), decks, calls, 4 + 52 + 4 + 52 + 2);
  const closed = open.close();
  if (!closed.ok) throw new Error(closed.error);
  return { open, closed: closed.value };
}

describe('closing a bridge table', () => {
  it('worked example: a closed rubber adds +300 for the side with a game, +50 for a part-score', () => {
    const { open, closed } = closedRubber();
    // The record that simply stops: two deals, unfinished, no bonus.
    expect(resultOf(open)).toMatchObject({
      finished: false,
      winners: [],
      totals: { NS: 360, EW: 360 },
    });
    expect(resultOf(open)).not.toHaveProperty('unfinishedRubberBonus');
    const result = resultOf(closed);
    expect(result).toMatchObject({
      finished: true,
      closed: true,
      // NS: 120 below + 90 overtricks + 150 honours; EW: 60 below + 150 overtricks + 150 honours.
      deals: [
        { contract: '4S', declarer: 0, tricks: 13, below: { NS: 120, EW: 0 }, above: { NS: 240, EW: 0 } },
        { contract: '2H', declarer: 1, tricks: 13, below: { NS: 0, EW: 60 }, above: { NS: 0, EW: 300 } },
      ],
      unfinishedRubberBonus: { NS: 300, EW: 50 },
      totals: { NS: 660, EW: 410 },
      winners: ['NS'],
    });
    // The deal in progress is dropped: not listed, and no cards are left in any view.
    expect(result.deals).toHaveLength(2);
    expect(closed.game.view(closed.state, 0)).toMatchObject({
      phase: 'over',
      hands: [null, null, null, null],
    });
    expect(closed.isOver).toBe(true);
    expect(closed.toAct).toEqual([]);
  });

  it('the record says closed: true, and replaying it gives the same finished result', () => {
    const { open, closed } = closedRubber();
    const record = closed.toRecord(['Nora', 'Erik', 'Siri', 'Vidar']);
    expect(record.closed).toBe(true);
    expect(open.toRecord()).not.toHaveProperty('closed');
    const replayed = replayRecord(record);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(replayed.value.result).toEqual(resultOf(closed));
    // Without the flag the same actions are an unfinished match.
    const stopped = replayRecord({ ...record, closed: false });
    if (!stopped.ok) throw new Error(stopped.error.message);
    expect(stopped.value.result).toMatchObject({ finished: false, totals: { NS: 360, EW: 360 } });
  });

  it('a closed rubber between rubbers (nothing below the line, no game) earns no bonus points', () => {
    const decks = listedDecks([deckFor(ONE_SUIT_EACH, 0), deckFor(ONE_SUIT_EACH, 1), plainDeck()]);
    // 4S by N, then 5D by S (S holds the diamonds): NS win the rubber 2–0; the second starts.
    const calls = [['4S', 'P', 'P', 'P'], ['P', '5D', 'P', 'P', 'P'], []];
    const m = drive(Match.start(bridge, opts({ rubbers: 2 }), 0), decks, calls, 4 + 52 + 5 + 52);
    expect(m.isOver).toBe(false);
    const closed = m.close();
    if (!closed.ok) throw new Error(closed.error);
    const result = resultOf(closed.value);
    expect(result).toMatchObject({
      finished: true,
      unfinishedRubberBonus: { NS: 0, EW: 0 },
      winners: ['NS'],
    });
    expect(result.totals).toEqual(resultOf(m).totals);
  });

  it('duplicate, chicago, total and bondebridge close with the deals played, no bonus', () => {
    for (const [game, raw] of [
      [bridge, { scoring: 'duplicate', boards: 4 }],
      [bridge, { scoring: 'chicago' }],
      [bridge, { scoring: 'total', deals: 4 }],
      [bondebridge, {}],
    ] as Array<[AnyGame, Record<string, unknown>]>) {
      const options = game.parseOptions(raw);
      if (!options.ok) throw new Error(options.error.message);
      const decks = listedDecks([deckFor(ONE_SUIT_EACH, 0), plainDeck()]);
      const m = drive(Match.start(game, options.value, 0), decks, [['1S', 'P', 'P', 'P'], ['P']], 4 + 52 + 1);
      const open = game.result(m.state);
      const closed = m.close();
      if (!closed.ok) throw new Error(closed.error);
      const result = game.result(closed.value.state);
      expect(result, JSON.stringify(raw)).toMatchObject({
        finished: true,
        closed: true,
        deals: open.deals,
        totals: open.totals,
        winners: ['NS'],
      });
      expect(result).not.toHaveProperty('unfinishedRubberBonus');
    }
  });

  it('a match that is over cannot be closed; a closed flag on a finished record changes nothing', () => {
    const decks = listedDecks([deckFor(ONE_SUIT_EACH, 0)]);
    const m = drive(
      Match.start(bridge, opts({ scoring: 'total', deals: 1 }), 0),
      decks,
      [['1S', 'P', 'P', 'P']],
      99,
    );
    expect(m.isOver).toBe(true);
    expect(m.canClose).toBe(false);
    expect(m.close()).toEqual({ ok: false, error: 'the match is over' });
    const replayed = replayRecord({ ...m.toRecord(), closed: true });
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(replayed.value.result).toEqual(m.game.result(m.state));
  });

  it('a malformed closed flag is refused with a clear error', () => {
    const record = Match.start(bridge, opts({}), 0).toRecord();
    expect(replayRecord({ ...record, closed: 'yes' })).toEqual({
      ok: false,
      error: { message: 'malformed record: closed: closed must be true or false' },
    });
  });
});
