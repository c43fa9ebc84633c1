/**
 * One move, one spelling: whatever spelling of a legal action the rules read (case, spaces,
 * `10` for `T`, a discard's cards in any order), `canonicalAction` gives back the string
 * `legalActions` lists, and refuses what the rules refuse.
 */
import { describe, expect, it } from 'vitest';
import { formatCard } from '../../src/cards/card.js';
import { Rng, shuffle } from '../../src/cards/rng.js';
import { allGames, getGame } from '../../src/catalog.js';
import { canonicalAction } from '../../src/engine/canonicalAction.js';
import type { Action, AnyGame, BaseView, Seat } from '../../src/engine/game.js';
import { playMatch } from '../../src/engine/play.js';
import { propertyRuns } from '../harness/properties.js';

/** Other spellings of `action` that every game's parser reads as the same move. */
const spellings = (action: Action): Action[] => [
  action.toLowerCase(),
  action.toUpperCase(),
  ` ${action}  `,
  action.replace(/\b([SHDC])T\b/g, '$110'),
];

const discardCards = (action: Action): string[] => action.slice('discard:'.length).split(',');

/** Every legal action of `seat` (40 of a long list) in every other spelling. */
function checkSpellings(game: AnyGame, state: unknown, seat: Seat, rng: Rng): void {
  const legal = game.legalActions(state, seat);
  const sample = legal.length > 40 ? shuffle(legal, rng).slice(0, 40) : legal;
  for (const action of sample) {
    const other = spellings(action).filter((sent) => sent !== action);
    if (action.startsWith('discard:'))
      other.push(`DISCARD:${shuffle(discardCards(action), rng).join(' , ')}`);
    for (const sent of other) {
      // What the rules read becomes the listed action; what they refuse (the contract games
      // refuse other spellings: `p: write it as P`) is refused with their reason.
      const read = game.apply(state, seat, sent);
      const r = canonicalAction(game, state, seat, sent, legal);
      expect(r, `${game.id}: "${sent}" for ${action}`).toEqual(read.ok ? { ok: true, value: action } : read);
      if (read.ok) respelled.add(game.id);
    }
  }
  expect(canonicalAction(game, state, seat, 'zz', legal).ok).toBe(false);
}

/** Games that read some other spelling of an action (and so had it canonicalised). */
const respelled = new Set<string>();

describe('canonical actions', () => {
  it.each(allGames().map((g) => [g.id, g] as const))(
    '%s: every spelling of a legal action becomes the listed one',
    (id, game) => {
      const rng = new Rng(`canonical:${id}`);
      for (let m = 0; m < propertyRuns(1); m++) {
        playMatch(game, game.defaultOptions, {
          rng,
          maxActions: 400,
          choose: (state, seat) => {
            checkSpellings(game, state, seat, rng);
            return rng.pick(game.legalActions(state, seat));
          },
        });
      }
      // selbu, bridgette and bondtolva read any case; bridge and bondebridge refuse it.
      expect(respelled.has(id)).toBe(['selbu', 'bridgette', 'bondtolva'].includes(id));
    },
  );

  const bridgette = getGame('bridgette');
  it.skipIf(!bridgette)('bridgette: a discard that is not listed gets its cards in display order', () => {
    const rng = new Rng('canonical:bridgette:discards');
    let unlisted = 0;
    for (let m = 0; m < propertyRuns(30) && unlisted < 3; m++) {
      playMatch(
        bridgette!,
        {},
        {
          rng,
          maxActions: 60,
          choose: (state, seat) => {
            const view = bridgette!.view(state, seat) as BaseView;
            const legal = bridgette!.legalActions(state, seat);
            if (view.phase !== 'exchange') return rng.pick(legal);
            const hand = view.hands[seat]!;
            const surplus = discardCards(legal[0]).length;
            const cards = shuffle(hand, rng).slice(0, surplus);
            const r = canonicalAction(
              bridgette!,
              state,
              seat,
              `discard:${cards.join(',').toLowerCase()}`,
              legal,
            );
            const displayOrder = hand.filter((c) => cards.includes(c));
            expect(r).toEqual({ ok: true, value: `discard:${displayOrder.join(',')}` });
            if (r.ok && !legal.includes(r.value)) unlisted++;
            // A card not held is refused, whatever the spelling.
            const stranger = bridgette!
              .pack({})
              .map(formatCard)
              .find((c) => !hand.includes(c))!;
            const bad = canonicalAction(
              bridgette!,
              state,
              seat,
              `discard:${[stranger, ...cards.slice(1)]}`,
              legal,
            );
            expect(bad.ok ? bad.value : bad.error.code).toBe('card-not-held');
            return r.ok ? r.value : legal[0];
          },
        },
      );
    }
    expect(unlisted).toBeGreaterThan(0);
  });
});
