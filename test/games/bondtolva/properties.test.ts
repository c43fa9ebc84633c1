import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/cards/card.js';
import { Rng } from '../../../src/cards/rng.js';
import { deckToStrings } from '../../../src/engine/record.js';
import { replayRecordWith } from '../../../src/engine/replay.js';
import { BONDTOLVA_PACK } from '../../../src/games/bondtolva/cards.js';
import { declarableSuits, nextDeclarationKind } from '../../../src/games/bondtolva/declare.js';
import { bondtolva } from '../../../src/games/bondtolva/game.js';
import {
  type BondtolvaState,
  inPhase1,
  lastCompleteTrick,
  openTrick,
} from '../../../src/games/bondtolva/state.js';
import { checkGameProperties, propertyRuns } from '../../harness/properties.js';

describe('bondtolva random-game properties', () => {
  // Bondtolva has no options, so the one default game is the whole option space. Swaps of
  // hidden cards must leave every view as it was, the phase included: the game waits for a
  // declaration choice after every phase-1 trick while one is free, pair or no pair.
  it('conserves cards, offers only legal actions, replays identically, hides what it must', () => {
    checkGameProperties(bondtolva, bondtolva.defaultOptions, {
      matches: propertyRuns(12),
      maxActions: 220,
      seed: 'bondtolva-props',
      viewChecks: 3,
    });
  });
});

const replay = (record: unknown) => replayRecordWith(new Map([['bondtolva', bondtolva]]), record);
const holdsDeclarable = (s: BondtolvaState, seat: number) => declarableSuits(s.deal!, seat).length > 0;

/**
 * The first deal's phase 1 played with random legal actions, stopping at each trick's end:
 * the record up to there and the state, when a declaration is still free (the winner's choice
 * is due).
 */
function trickEnds(
  seed: number,
): Array<{ deck: Card[]; actions: Array<[number, string]>; state: BondtolvaState }> {
  const rng = new Rng(`tolva-wait:${seed}`);
  const deck = [...BONDTOLVA_PACK];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  const dealt = bondtolva.deal(bondtolva.newMatch({}, rng.int(2)), deck);
  if (!dealt.ok) throw new Error(dealt.error);
  let s = dealt.value;
  const actions: Array<[number, string]> = [];
  const out: Array<{ deck: Card[]; actions: Array<[number, string]>; state: BondtolvaState }> = [];
  while (inPhase1(s.deal!)) {
    const trickOver = !openTrick(s.deal!) && lastCompleteTrick(s.deal!) !== undefined;
    if (trickOver && s.deal!.awaitingDeclaration !== null)
      out.push({ deck, actions: [...actions], state: s });
    const seat = bondtolva.toAct(s)[0];
    const action = rng.pick(bondtolva.legalActions(s, seat));
    const r = bondtolva.apply(s, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    actions.push([seat, action]);
    s = r.value;
  }
  return out;
}

describe('the declaration wait tells the opponent nothing (fast-check)', () => {
  it("after every phase-1 trick while a declaration is free the winner is to act; the opponent's and the spectator's views are the same whether or not the winner holds a pair", () => {
    let toggled = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        for (const at of trickEnds(seed)) {
          const d = at.state.deal!;
          const winner = lastCompleteTrick(d)!.winner!;
          const opp = 1 - winner;
          expect(nextDeclarationKind(d)).not.toBeNull();
          expect(bondtolva.toAct(at.state)).toEqual([winner]);
          // Swap one of the winner's cards (not a declared one, which the opponent sees) with a
          // card still in the stock: only the winner's hidden hand changes.
          const known = new Set(bondtolva.view(at.state, opp).knownCards[winner]);
          const mine = d.hands[winner].filter((c) => !known.has(deckToStrings([c])[0]));
          for (const c of mine) {
            for (const x of d.stock) {
              const deck = at.deck.map((y) => (y === c ? x : y === x ? c : y));
              const alt = replay({
                format: 'stikk-record/1',
                game: 'bondtolva',
                firstDealer: at.state.deal!.dealer,
                decks: [deckToStrings(deck)],
                actions: at.actions,
              });
              if (!alt.ok) continue; // an earlier declaration needed the swapped card
              const other = alt.value.state as BondtolvaState;
              if (holdsDeclarable(other, winner) === holdsDeclarable(at.state, winner)) continue;
              toggled++;
              for (const seat of [opp, null]) {
                expect(JSON.stringify(bondtolva.view(other, seat))).toBe(
                  JSON.stringify(bondtolva.view(at.state, seat)),
                );
              }
              expect(bondtolva.toAct(other)).toEqual([winner]);
              expect(bondtolva.legalActions(other, opp)).toEqual([]);
            }
          }
        }
      }),
      { numRuns: propertyRuns(6), seed: 19 },
    );
    // The swaps did reach both sides of "holds a pair": the property could have failed.
    expect(toggled).toBeGreaterThan(20);
  });
});
