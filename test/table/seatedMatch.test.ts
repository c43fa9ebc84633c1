/**
 * The seated match (src/table/): a change planned leaves the table as it was until it is
 * committed, the log it writes rebuilds the same table, and taking back an action returns the
 * match from before it — on random matches of every game.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/cards/rng.js';
import { allGames } from '../../src/catalog.js';
import type { AnyGame } from '../../src/engine/game.js';
import { peopleCount } from '../../src/engine/people.js';
import { DEFAULT_TABLE_SETTINGS } from '../../src/protocol/settings.js';
import { seededDeals } from '../../src/table/decks.js';
import type { StoredEvent } from '../../src/table/log.js';
import { type Change, SeatedMatch } from '../../src/table/seatedMatch.js';
import type { SeatRecord } from '../../src/table/seats.js';
import { propertyRuns } from '../harness/properties.js';

function newTable(game: AnyGame, seed: string, seats?: SeatRecord[]): SeatedMatch {
  const options = game.defaultOptions;
  return new SeatedMatch({
    id: 't',
    game,
    options,
    createdAt: '2026-01-01T00:00:00.000Z',
    seats:
      seats ??
      Array.from({ length: peopleCount(game, options) }, (_, p) => ({
        kind: 'human' as const,
        name: `p${p}`,
      })),
    settings: { ...DEFAULT_TABLE_SETTINGS },
    deals: seededDeals(seed, game, options),
  });
}

/** Commits `change`, keeping its events as the store would number them. */
function commit(t: SeatedMatch, change: Change, log: StoredEvent[]): void {
  for (const e of change.events) log.push({ ...e, seq: log.length + 1 });
  t.commit(change);
}

describe.each(allGames().map((g) => [g.id, g] as const))('%s: the seated match', (_id, game) => {
  it('a planned change changes nothing until committed; the log rebuilds the same table; undo returns the match before', () => {
    let undone = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (n) => {
        const seed = `seated-${n}`;
        const rng = new Rng(seed);
        const t = newTable(game, seed);
        const log: StoredEvent[] = [];
        commit(t, t.planMatch(), log);
        for (let step = 0; step < 120 && !t.isOver(); step++) {
          const seat = rng.pick(t.toAct());
          const action = t.resolveAction(seat, rng.pick([...t.legalOf(seat)]));
          expect(action.ok).toBe(true);
          if (!action.ok) return;
          const before = { state: t.state, version: t.version, info: JSON.stringify(t.info(() => false)) };
          const change = t.planAct(seat, action.value);
          expect(change.ok).toBe(true);
          if (!change.ok) return;
          expect(t.state).toBe(before.state);
          expect(t.version).toBe(before.version);
          expect(JSON.stringify(t.info(() => false))).toBe(before.info);
          commit(t, change.value, log);
          expect(t.version).toBe(before.version + change.value.events.length);
          // Now and then the person who just acted takes it back (all places are people here).
          const place = t.placeDeciding(seat);
          if (rng.int(4) === 0 && t.undoRefusal(place) === null) {
            t.askUndo(place);
            for (let p = 0; p < t.placeCount; p++) if (p !== place) t.answerUndo(p, true);
            const undo = t.planUndo();
            expect(undo).not.toBeNull();
            if (!undo) return;
            commit(t, undo.change, log);
            expect(JSON.stringify(t.state)).toBe(JSON.stringify(before.state));
            undone++;
          }
        }
        const back = newTable(game, seed);
        expect(back.replayLog(log)).toEqual({ ok: true, value: undefined });
        expect(back.version).toBe(t.version);
        expect(JSON.stringify(back.state)).toBe(JSON.stringify(t.state));
        expect(JSON.stringify(back.info(() => false))).toBe(JSON.stringify(t.info(() => false)));
      }),
      { numRuns: propertyRuns(4), seed: 33 },
    );
    expect(undone).toBeGreaterThan(0);
  });
});

describe('the seated match: commits and the log', () => {
  const game = allGames()[0];

  it('a change planned on an older version is never committed', () => {
    const t = newTable(game, 'old');
    t.commit(t.planMatch());
    const seat = t.toAct()[0];
    const [first, second] = t.legalOf(seat).map((action) => t.resolveAction(seat, action));
    if (!first.ok || !second.ok) throw new Error('listed actions resolve');
    const a = t.planAct(seat, first.value);
    const b = t.planAct(seat, second.value);
    if (!a.ok || !b.ok) throw new Error('both actions are legal');
    t.commit(a.value);
    expect(() => t.commit(b.value)).toThrow(/planned at version/);
  });

  it('a log with a gap is refused, naming the event', () => {
    const t = newTable(game, 'gap');
    const log: StoredEvent[] = [];
    commit(t, t.planMatch(), log);
    const back = newTable(game, 'gap');
    const r = back.replayLog(log.slice(1).map((e, i) => ({ ...e, seq: i + 2 })));
    expect(r).toEqual({ ok: false, error: 'log gap before event 2' });
  });

  it('a bot or a person standing in decides the seat: botFor', () => {
    const t = newTable(game, 'bots', [
      { kind: 'bot', level: 'basic' },
      { kind: 'human', name: 'Kari', standIn: true, level: 'strong' },
      { kind: 'human', name: 'Ola' },
      { kind: 'free' },
    ]);
    t.commit(t.planMatch());
    const levels = [0, 1, 2, 3].map((s) => t.botFor(s));
    expect(levels.filter((l) => l !== undefined).sort()).toEqual(['basic', 'strong']);
  });
});
