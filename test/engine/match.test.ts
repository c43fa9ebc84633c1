/**
 * The match driver: a match is a value that dealing and acting replace, never change; it deals
 * exactly when the game waits for a deck and the source has one; its record is the one record
 * shape (interfaces.md §1) and replays to the same state.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCard } from '../../src/cards/card.js';
import { ok } from '../../src/cards/result.js';
import { Rng, shuffleDeck } from '../../src/cards/rng.js';
import { allGames, getGame, replayRecord } from '../../src/catalog.js';
import type { AnyGame } from '../../src/engine/game.js';
import {
  type DeckSource,
  listedDecks,
  MAX_DEALS_IN_A_ROW,
  Match,
  shuffledDecks,
} from '../../src/engine/match.js';
import { buildRecord } from '../../src/engine/record.js';
import { propertyRuns } from '../harness/properties.js';

const selbu = getGame('selbu')!;
const bondtolva = getGame('bondtolva')!;

/** The match after its first deal, from a seeded shuffle. */
function dealt(game: AnyGame, seed: string, options: unknown = game.defaultOptions): Match {
  const r = Match.start(game, options, 0).dealIfNeeded(shuffledDecks(game.pack(options), new Rng(seed)));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Plays random legal actions, dealing from `source`, until over, out of decks or `limit` actions. */
function playRandomly(m: Match, source: DeckSource, rng: Rng, limit: number): Match {
  while (!m.isOver && m.actionCount < limit) {
    const d = m.dealIfNeeded(source);
    if (!d.ok) throw new Error(d.error.message);
    m = d.value;
    if (m.needsDeck || m.isOver) break;
    const seat = rng.pick(m.toAct);
    const r = m.act(seat, rng.pick(m.game.legalActions(m.state, seat)));
    if (!r.ok) throw new Error(r.error.message);
    m = r.value;
  }
  return m;
}

describe('Match', () => {
  it('is a value: acting returns the next match and leaves the first one as it was', () => {
    const m = dealt(bondtolva, 'value');
    const seat = m.toAct[0];
    const [a, b] = bondtolva.legalActions(m.state, seat);
    const stateJson = JSON.stringify(m.state);
    const ma = m.act(seat, a);
    const mb = m.act(seat, b);
    if (!ma.ok || !mb.ok) throw new Error('refused');
    expect(m.actionCount).toBe(0);
    expect(JSON.stringify(m.state)).toBe(stateJson);
    // Two moves tried from one position keep their own histories, however they go on.
    const ma2 = playRandomly(ma.value, listedDecks([]), new Rng('a'), 5);
    expect(ma2.actions().slice(0, 1)).toEqual([[seat, a]]);
    expect(mb.value.actions()).toEqual([[seat, b]]);
    expect(playRandomly(mb.value, listedDecks([]), new Rng('b'), 3).actions()[0]).toEqual([seat, b]);
    expect(ma2.actions()[0]).toEqual([seat, a]);
  });

  it('an illegal action is refused with the game’s reason and changes nothing', () => {
    const m = dealt(selbu, 'illegal');
    const seat = m.toAct[0];
    const r = m.act(seat, 'zz');
    expect(r).toEqual(selbu.apply(m.state, seat, 'zz'));
    expect(m.actionCount).toBe(0);
  });

  it('deals only while the game waits for a deck, and stops where the source has none', () => {
    const start = Match.start(bondtolva, bondtolva.defaultOptions, 1);
    expect(start.needsDeck).toBe(true);
    const none = start.dealIfNeeded(listedDecks([]));
    expect(none.ok && none.value.deckCount).toBe(0);
    let asked = 0;
    const deck = shuffleDeck(bondtolva.pack(bondtolva.defaultOptions), new Rng('d'));
    const counting: DeckSource = (index) => {
      asked++;
      expect(index).toBe(0);
      return deck;
    };
    const one = start.dealIfNeeded(counting);
    if (!one.ok) throw new Error(one.error.message);
    expect(one.value.deckCount).toBe(1);
    expect(one.value.decks()).toEqual([deck]);
    expect(one.value.needsDeck).toBe(false);
    // Someone is to act now: nothing more is dealt and the source is not asked.
    const again = one.value.dealIfNeeded(counting);
    expect(again.ok && again.value).toBe(one.value);
    expect(asked).toBe(1);
  });

  it('a deck the game refuses names its index and the reason', () => {
    const m = dealt(bondtolva, 'refused');
    const source = listedDecks([[]]);
    expect(Match.start(bondtolva, bondtolva.defaultOptions, 0).dealIfNeeded(source)).toEqual({
      ok: false,
      error: { deck: 0, message: expect.any(String) },
    });
    expect(m.deal([]).ok).toBe(false);
  });

  it('stops a match that keeps asking for decks instead of spinning', () => {
    const thirsty: AnyGame = { ...selbu, needsDeck: () => true, deal: (s) => ok(s) };
    const r = Match.start(thirsty, selbu.defaultOptions, 0).dealIfNeeded(() => []);
    expect(r).toEqual({
      ok: false,
      error: { deck: MAX_DEALS_IN_A_ROW, message: `${MAX_DEALS_IN_A_ROW} deals in a row without an action` },
    });
  });

  it('its record has the keys in the order of interfaces.md and replays to the same state', () => {
    const games = allGames();
    fc.assert(
      fc.property(
        fc.constantFrom(...games),
        fc.string({ maxLength: 8 }),
        fc.nat(3),
        fc.boolean(),
        (game, seed, firstDealer, named) => {
          const options = game.defaultOptions;
          const seats = game.seatCount(options);
          const rng = new Rng(`record:${seed}`);
          const start = Match.start(game, options, firstDealer % seats);
          const m = playRandomly(start, shuffledDecks(game.pack(options), rng), rng, 120);
          const players = named ? Array.from({ length: seats }, (_, s) => `P${s}`) : undefined;
          const record = m.toRecord(players);
          const keys = ['format', 'game', ...(named ? ['players'] : []), 'firstDealer', 'decks', 'actions'];
          expect(Object.keys(record)).toEqual(keys);
          expect(record.decks).toEqual(m.decks().map((d) => d.map(formatCard)));
          expect(record.actions).toEqual(m.actions());
          const replayed = replayRecord(JSON.parse(JSON.stringify(record)));
          if (!replayed.ok) throw new Error(JSON.stringify(replayed.error));
          expect(replayed.value.state).toEqual(m.state);
          expect(replayed.value.decksUsed).toBe(m.deckCount);
        },
      ),
      { numRuns: propertyRuns(25) },
    );
  });
});

describe('buildRecord', () => {
  it('keeps only the options that differ from the defaults, and leaves them out when none do', () => {
    const body = { firstDealer: 2, decks: [['SA']], actions: [[2, 'SA']] as Array<[number, string]> };
    const plain = buildRecord(selbu, selbu.defaultOptions, { ...body, players: null });
    expect(plain).toEqual({ format: 'stikk-record/1', game: 'selbu', ...body });
    expect(Object.keys(plain)).toEqual(['format', 'game', 'firstDealer', 'decks', 'actions']);
    const options = selbu.parseOptions({ players: 3 });
    if (!options.ok) throw new Error(options.error.message);
    const named = buildRecord(selbu, options.value, { ...body, players: ['a', 'b', 'c'] });
    expect(JSON.stringify(named)).toBe(
      JSON.stringify({
        format: 'stikk-record/1',
        game: 'selbu',
        options: { players: 3 },
        players: ['a', 'b', 'c'],
        ...body,
      }),
    );
  });
});
