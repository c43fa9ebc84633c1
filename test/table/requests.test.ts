/**
 * The rules of a request at a table (src/table/requests.ts) and the English of their refusals
 * (src/table/refusals.ts): the sentence each is sent with is the one clients without a
 * translation show, so it is pinned here.
 */
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/catalog.js';
import type { AnyGame } from '../../src/engine/game.js';
import { DEFAULT_TABLE_SETTINGS } from '../../src/protocol/settings.js';
import { isRated } from '../../src/ratings/places.js';
import { seededDeals } from '../../src/table/decks.js';
import { refusalEnglish, type TableRefusal } from '../../src/table/refusals.js';
import {
  arrived,
  checkAct,
  checkClose,
  checkLevel,
  checkNudge,
  checkRematch,
  checkUndo,
  leaving,
  newcomer,
  offerable,
  placeToJoin,
} from '../../src/table/requests.js';
import { SeatedMatch } from '../../src/table/seatedMatch.js';
import { placesOf, type SeatRecord } from '../../src/table/seats.js';

const bondebridge = getGame('bondebridge') as AnyGame;

function table(seats: SeatRecord[], settings = DEFAULT_TABLE_SETTINGS): SeatedMatch {
  const t = new SeatedMatch({
    id: 'T1',
    game: bondebridge,
    options: bondebridge.defaultOptions,
    createdAt: '',
    seats,
    settings: { ...settings },
    deals: seededDeals('requests', bondebridge, bondebridge.defaultOptions),
  });
  t.commit(t.planMatch());
  return t;
}

const people = (): SeatRecord[] => ['Kari', 'Ola', 'Per', 'Liv'].map((name) => ({ kind: 'human', name }));

/** The refusal's code and its English, or 'ok'. */
const said = (r: { ok: true } | { ok: false; error: TableRefusal }) =>
  r.ok ? 'ok' : `${r.error.code}: ${refusalEnglish(r.error)}`;

describe('requests at a table', () => {
  it('joining takes the wanted free place, else the first free one, and says when none is left', () => {
    const t = table([
      { kind: 'bot', level: 'basic' },
      { kind: 'free' },
      { kind: 'human', name: 'Ola' },
      { kind: 'free' },
    ]);
    expect(placeToJoin(t)).toEqual({ ok: true, value: 1 });
    expect(placeToJoin(t, 3)).toEqual({ ok: true, value: 3 });
    expect(said(placeToJoin(t, 2))).toBe('seat-taken: seat 2 is taken');
    expect(said(placeToJoin(t, 4))).toBe('bad-seat: seat 4 does not exist (0..3)');
    const full = table(people());
    expect(said(placeToJoin(full))).toBe('no-free-seat: table T1 has no free seat');
  });

  it("a person leaves their bot in their place, or the place free; bot levels are the game's", () => {
    const t = table(people());
    expect(leaving(t, 1, 'basic')).toEqual({
      ok: true,
      value: { kind: 'human', name: 'Ola', standIn: true, level: 'basic' },
    });
    expect(leaving(t, 1)).toEqual({ ok: true, value: { kind: 'free' } });
    expect(said(checkLevel('bondebridge', 'grandmaster'))).toBe(
      'bad-level: no bot "grandmaster" for bondebridge (levels: random, basic, strong)',
    );
  });

  it('an action is checked for turn, staleness and the rules, and made canonical once', () => {
    const t = table(people());
    const seat = t.toAct()[0];
    const other = (seat + 1) % 4;
    const legal = t.legalOf(seat);
    expect(checkAct(t, seat, t.version, legal[0])).toEqual({
      ok: true,
      value: { seat, action: legal[0] },
    });
    expect(said(checkAct(t, other, t.version, 'P'))).toBe(`not-your-turn: P: seat ${other} is not to act`);
    expect(said(checkAct(t, other, t.version, 'P', seat))).toBe(
      `not-your-turn: P: seat ${seat} is played by seat ${seat} now`,
    );
    expect(said(checkAct(t, seat, t.version + 1, 'P'))).toBe(
      `stale-version: P: version ${t.version + 1} is stale (now ${t.version})`,
    );
    const illegal = checkAct(t, seat, t.version, 'XX');
    expect(illegal.ok ? null : illegal.error.code).toBe('illegal-action');
    // The engine's own refusal, with its code and parameters, is what the client words.
    expect(
      illegal.ok || illegal.error.code !== 'illegal-action' ? null : illegal.error.params.refusal.code,
    ).toBe('no-doubling');
    const standing = table(
      people().map((s, p) => (p === seat ? { ...s, standIn: true, level: 'basic' } : s)),
    );
    expect(said(checkAct(standing, seat, standing.version, 'P'))).toBe(
      `not-your-turn: P: a bot plays seat ${seat} now; take the seat back first`,
    );
  });

  it('a rematch waits for the end; a close needs a match that can close; undo follows the settings', () => {
    const t = table(people());
    expect(said(checkRematch(t))).toBe('not-over: the match at table T1 is not over yet');
    expect(said(checkClose(t))).toBe('ok');
    expect(said(checkUndo(t, 0))).toBe(
      'cannot-undo: cannot take back the last action now: you have no action to take back in this deal',
    );
    const off = table(people(), { ...DEFAULT_TABLE_SETTINGS, undo: false });
    expect(said(checkUndo(off, 0))).toBe('undo-off: undo is turned off at table T1');
  });

  it('a nudge goes to a person who has been to act for 15 s, never to oneself or a bot', () => {
    const t = table([
      { kind: 'human', name: 'Kari' },
      { kind: 'bot', level: 'basic' },
      { kind: 'human', name: 'Ola' },
      { kind: 'free' },
    ]);
    const waited = (ms: number | undefined) => () => ms;
    expect(said(checkNudge(t, 0, 0, waited(20_000)))).toBe('cannot-nudge: you cannot nudge yourself');
    expect(said(checkNudge(t, 0, 1, waited(20_000)))).toBe('cannot-nudge: nobody to nudge at seat 1');
    expect(said(checkNudge(t, 0, 2, waited(undefined)))).toBe('cannot-nudge: Ola is not to act');
    expect(said(checkNudge(t, 0, 2, waited(9_500)))).toBe(
      'cannot-nudge: Ola has been to act for 9 s; nudge after 15 s',
    );
    expect(checkNudge(t, 0, 2, waited(15_000))).toEqual({ ok: true, value: { name: 'Ola' } });
  });
});

describe('handing a bot seat over', () => {
  const seats = (): SeatRecord[] => [
    { kind: 'human', name: 'Kari', account: 'a1' },
    { kind: 'bot', level: 'basic' },
    { kind: 'human', name: 'Per', account: 'a3' },
    { kind: 'bot', level: 'strong', offered: true },
  ];
  const person = { name: 'Ola', tokenHash: 'h', account: 'a2' };

  it('only a bot seat can be offered, and only an offered one joined', () => {
    const t = table(seats());
    expect(offerable(t, 1)).toEqual({ ok: true, value: 1 });
    expect(said(offerable(t, 0))).toBe(
      "not-a-bot: seat 0 is not a bot's: only a bot's seat can be offered to a person",
    );
    expect(said(placeToJoin(t, 1))).toBe('seat-taken: seat 1 is taken');
    expect(placeToJoin(t, 3)).toEqual({ ok: true, value: 3 });
    // No free seat: the first offered one.
    expect(placeToJoin(t)).toEqual({ ok: true, value: 3 });
  });

  it('before anyone acts in the deal the newcomer plays at once; after, from the next deal', () => {
    const t = table(seats());
    expect(t.dealBegun).toBe(false);
    expect(newcomer(t, 3, person)).toEqual({ kind: 'human', name: 'Ola', tokenHash: 'h', account: 'a2' });
    const seat = t.toAct()[0];
    const action = t.game.legalActions(t.state, seat)[0];
    const acted = t.planAct(seat, action as never);
    if (!acted.ok) throw new Error(acted.error.message);
    t.commit(acted.value);
    expect(t.dealBegun).toBe(true);
    const arriving = newcomer(t, 3, person);
    expect(arriving).toEqual({ ...person, kind: 'human', standIn: true, level: 'strong', arriving: true });
    // Arriving, the bot still holds the place for the ratings: the table is not rated yet.
    expect(isRated(placesOf([seats()[0], seats()[1], seats()[2], arriving]))).toBe(false);
    expect(arrived(arriving)).toEqual({ kind: 'human', name: 'Ola', tokenHash: 'h', account: 'a2' });
  });

  it('a table is rated when every place is a different signed-in person playing it', () => {
    const four: SeatRecord[] = ['a', 'b', 'c', 'd'].map((account) => ({
      kind: 'human',
      name: account,
      account,
    }));
    expect(isRated(placesOf(four))).toBe(true);
    expect(table(four).info(() => false).rated).toBe(true);
    expect(isRated(placesOf([...four.slice(0, 3), { kind: 'human', name: 'guest' }]))).toBe(false);
    expect(isRated(placesOf([...four.slice(0, 3), { ...four[3], standIn: true, level: 'basic' }]))).toBe(
      false,
    );
    expect(table(seats()).info(() => false).rated).toBeUndefined();
  });
});
