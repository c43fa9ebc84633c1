/**
 * The declaration wait tells the opponent nothing (bondtolva.md, Declarations): after every
 * phase-1 trick while a trumf or a tjog is still free the game waits for the winner's choice,
 * pair or no pair; and records written before that read a card where the choice is due as
 * `pass`, the draw, then that card.
 */
import { describe, expect, it } from 'vitest';
import { basicBondtolvaBot } from '../../../src/bots/bondtolva/basic.js';
import { botInput } from '../../../src/bots/bot.js';
import { type Card, formatCard } from '../../../src/cards/card.js';
import { Rng } from '../../../src/cards/rng.js';
import { replayRecord } from '../../../src/catalog.js';
import { Match } from '../../../src/engine/match.js';
import { playMatch } from '../../../src/engine/play.js';
import { deckToStrings } from '../../../src/engine/record.js';
import { bondtolva } from '../../../src/games/bondtolva/game.js';
import type { BondtolvaState } from '../../../src/games/bondtolva/state.js';
import { cards, dealt, deckFor, play } from './helpers.js';

const json = (x: unknown) => JSON.stringify(x);

// Dealer 0; seat 1 leads S9, seat 0 throws CA: seat 1 wins the first trick holding HK HQ.
const WITH_PAIR = deckFor('HK HQ SA S9 DJ C9', 'ST SK H9 HA DQ CA', 'DA DT CT CJ');
/** The same deck with seat 1's HQ swapped for the stock's last card (never drawn here). */
function withoutPair(): Card[] {
  const deck = [...WITH_PAIR];
  const q = deck.indexOf(cards('HQ')[0]);
  [deck[q], deck[23]] = [deck[23], deck[q]];
  return deck;
}

describe('the declaration wait does not tell whether the winner holds a pair', () => {
  const pair = play(dealt(WITH_PAIR), [1, 'S9'], [0, 'CA']);
  const none = play(dealt(withoutPair()), [1, 'S9'], [0, 'CA']);

  it('the winner waits in both; only their own choices differ', () => {
    expect(none.deal!.hands[1]).not.toContain(cards('HQ')[0]);
    for (const s of [pair, none]) {
      expect(bondtolva.toAct(s)).toEqual([1]);
      expect(bondtolva.view(s, 1).phase).toBe('declare');
      expect(bondtolva.legalActions(s, 0)).toEqual([]);
    }
    expect(bondtolva.legalActions(pair, 1)).toEqual(['trumf:H', 'pass']);
    expect(bondtolva.legalActions(none, 1)).toEqual(['pass']);
  });

  it("the opponent's and the spectator's views are identical, before and after the pass", () => {
    for (const seat of [0, null])
      expect(json(bondtolva.view(none, seat))).toBe(json(bondtolva.view(pair, seat)));
    const passed = [play(pair, [1, 'pass']), play(none, [1, 'pass'])];
    for (const seat of [0, null])
      expect(json(bondtolva.view(passed[1], seat))).toBe(json(bondtolva.view(passed[0], seat)));
  });

  it('waits after each of the six phase-1 tricks while a declaration is free, then no more', () => {
    // Always the first legal action: seat 1 declares the trumf after the first trick.
    let s = dealt(WITH_PAIR);
    const waits: number[] = [];
    while (!s.deal!.finished) {
      const seat = bondtolva.toAct(s)[0];
      if (bondtolva.view(s, seat).phase === 'declare') waits.push(s.deal!.tricks.length);
      s = play(s, [seat, bondtolva.legalActions(s, seat)[0]]);
    }
    // The tjog is never made, so every phase-1 trick is followed by the winner's choice (once
    // both are made the draw is at once: rules.test.ts, "allows one trumf and one tjog").
    expect(s.deal!.declarations.map((d) => d.kind)).toEqual(['trumf']);
    expect(waits).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

/** A record of the first deal of `deck` (dealer 0) with these actions. */
const recordOf = (deck: readonly Card[], actions: Array<[number, string]>) => ({
  format: 'stikk-record/1',
  game: 'bondtolva',
  firstDealer: 0,
  decks: [deckToStrings(deck)],
  actions,
});

describe('older records: a card where the choice is due reads as pass, the draw, then that card', () => {
  // Without the pair seat 1 won the first trick; the old game drew at once and seat 1 led.
  const deck = withoutPair();
  const afterTrick = play(dealt(deck), [1, 'S9'], [0, 'CA']);
  const drawn = formatCard(deck[12]); // the top of the stock goes to the winner: DA

  it('a card held after the draw (even the one just drawn) is that pass and that card', () => {
    const stored = Match.start(bondtolva, {}, 0).deal(deck);
    if (!stored.ok) throw new Error(stored.error);
    let m = stored.value;
    for (const [seat, a] of [
      [1, 'S9'],
      [0, 'CA'],
      [1, drawn],
    ] as Array<[number, string]>) {
      const r = m.actStored(seat, a);
      if (!r.ok) throw new Error(r.error.message);
      m = r.value;
    }
    expect(json(m.state)).toBe(json(play(afterTrick, [1, 'pass'], [1, drawn])));
    // The match logs what the card stood for: a record written from it has the pass.
    expect(m.actions()).toEqual([
      [1, 'S9'],
      [0, 'CA'],
      [1, 'pass'],
      [1, drawn],
    ]);
    const r = replayRecord(
      recordOf(deck, [
        [1, 'S9'],
        [0, 'CA'],
        [1, drawn],
      ]),
    );
    expect(r.ok && json(r.value.state)).toBe(json(m.state));
  });

  it('live play still refuses that card: the choice comes first', () => {
    expect(bondtolva.apply(afterTrick, 1, drawn)).toMatchObject({
      ok: false,
      error: { code: 'declaration-pending' },
    });
  });

  it("a card not held after the draw is refused at the record's own index", () => {
    const r = replayRecord(
      recordOf(deck, [
        [1, 'S9'],
        [0, 'CA'],
        [1, 'SK'],
      ]),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ index: 2, seat: 1, action: 'SK', code: 'card-not-held' });
  });

  it("the loser's card there is out of turn, as it always was", () => {
    const r = replayRecord(
      recordOf(deck, [
        [1, 'S9'],
        [0, 'CA'],
        [0, 'ST'],
      ]),
    );
    expect(!r.ok && r.error).toMatchObject({ index: 2, code: 'not-your-turn', params: { toAct: [1] } });
  });

  it('a card led by a winner holding a pair counts as a pass too (the rule book does not ask why)', () => {
    const r = replayRecord(
      recordOf(WITH_PAIR, [
        [1, 'S9'],
        [0, 'CA'],
        [1, 'HK'],
      ]),
    );
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value.state as BondtolvaState;
    expect(s.deal!.declarations).toEqual([]);
    expect(s.deal!.stock.length).toBe(10);
  });
});

describe('new records have the pass written out', () => {
  it('a bot match records a pass (or a declaration) after every phase-1 trick while one is free', () => {
    const rng = new Rng('wait-records');
    const played = playMatch(
      bondtolva,
      {},
      {
        rng,
        maxActions: 400,
        choose: (state, seat) =>
          basicBondtolvaBot.choose(botInput(bondtolva, {}, state, seat, rng.fork('bot'))),
      },
    );
    const passes = played.record.actions.filter(([, a]) => a === 'pass').length;
    expect(passes).toBeGreaterThan(0);
    // Replaying it action by action with plain `act` (no reading of old records) works.
    let m = Match.start(bondtolva, {}, played.record.firstDealer ?? 0);
    let deckIndex = 0;
    for (const [seat, a] of played.record.actions) {
      while (m.needsDeck) {
        const d = m.deal(cards(played.record.decks[deckIndex++].join(' ')));
        if (!d.ok) throw new Error(d.error);
        m = d.value;
      }
      const before = m.state as BondtolvaState;
      const waiting = before.deal!.awaitingDeclaration !== null;
      expect(waiting).toBe(a === 'pass' || a.includes(':'));
      const r = m.act(seat, a);
      if (!r.ok) throw new Error(`${seat} ${a}: ${r.error.message}`);
      m = r.value;
    }
  });
});
