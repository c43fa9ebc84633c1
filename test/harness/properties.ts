import { expect } from 'vitest';
import { type Card, formatCard, SUITS } from '../../src/cards/card.js';
import { Rng, shuffle } from '../../src/cards/rng.js';
import { allCalls } from '../../src/engine/auction.js';
import { withoutClaims } from '../../src/engine/claim.js';
import type { AnyGame, Seat } from '../../src/engine/game.js';
import { playMatch } from '../../src/engine/play.js';
import { isRefusalCode, type RefusalCode, refusal } from '../../src/engine/refusal.js';
import { replayRecordWith } from '../../src/engine/replay.js';

/** How many random matches property tests play; raise with STIKK_PROPERTY_RUNS for a long run. */
export const propertyRuns = (base: number): number =>
  Math.max(1, Math.round(base * Number(process.env.STIKK_PROPERTY_RUNS_FACTOR ?? '1')));

/** Action strings of every game, legal or not, plus junk: what a careless client might send. */
/** Replays a record of the game under test (the fake test game is in no catalog). */
const replayOf = (game: AnyGame, record: unknown) => replayRecordWith(new Map([[game.id, game]]), record);

function actionUniverse(game: AnyGame, options: unknown, rng: Rng, hand: readonly string[]): string[] {
  const cards = game.pack(options).map(formatCard);
  const out = [
    ...cards,
    ...allCalls(0),
    'pass',
    '',
    'zz',
    'S',
    'SA,SK',
    '-1',
    '11',
    '14',
    'discard:',
    'trumf:',
    'tjog:X',
    'claim:0',
    'claim:7',
    'claim:13',
    'claim:14',
    'claim:',
    'claim:x',
    'Claim:3',
    'accept',
    'reject',
  ];
  for (let n = 0; n <= 13; n++) out.push(String(n));
  for (const s of SUITS) out.push(`trumf:${s}`, `tjog:${s}`);
  for (let k = 1; k <= 12; k++)
    out.push(
      `discard:${shuffle(hand.length ? hand : cards, rng)
        .slice(0, k)
        .join(',')}`,
    );
  return out;
}

const CARD_TOKEN = /"([SHDC][2-9TJQKA]|GC|RC|LC)"/g;

function visibleCards(view: unknown): Set<string> {
  const seen = new Set<string>();
  for (const m of JSON.stringify(view).matchAll(CARD_TOKEN)) seen.add(m[1]);
  return seen;
}

/**
 * A random legal action; a claim only now and then (1 in 20 when cards may be played too), so
 * that random deals still reach their last tricks instead of mostly ending in claims.
 */
function pickAction(legal: readonly string[], rng: Rng): string {
  const plays = withoutClaims(legal);
  if (plays.length === 0 || plays.length === legal.length || rng.next() < 0.05) return rng.pick(legal);
  return rng.pick(plays);
}

export interface PropertyConfig {
  matches: number;
  seed: string;
  /** Check every step's full legality sweep on this fraction of steps (the rest: cheap checks). */
  sweepRate?: number;
  /** View-invariance checks per match. */
  viewChecks?: number;
  maxActions?: number;
  /**
   * For games whose legal set is too large to list (bridgette's discards: up to 5,200,300):
   * true when `action` may be legal though `legalActions` does not name it. Such an action,
   * if accepted, is not an error; every other unlisted action must still be refused.
   */
  unlisted?: (state: unknown, seat: Seat, action: string) => boolean;
  /**
   * Cards a seat may not see by the rules even though it may act on them (selbu's own card on
   * the forehead): each is swapped once with a hidden card, so that a view showing it fails.
   */
  hiddenByRule?: (state: unknown, seat: Seat) => readonly string[];
}

/**
 * A client that gets only the code and the parameters (as JSON) can say the same as the
 * English sentence: rebuilding it from them gives the very same text.
 */
function rebuildsFromParams(e: { code: string; params: object; message: string }): boolean {
  if (!isRefusalCode(e.code)) return false;
  const params = JSON.parse(JSON.stringify(e.params)) as never;
  return refusal(e.code as RefusalCode, params).message === e.message;
}

/**
 * The generic random-game harness (after OpenSpiel's): plays seeded random matches and checks
 * cards conserved, only legal actions offered and accepted, everything else refused without
 * change, replay identical, and views blind to hidden cards.
 */
export function checkGameProperties(game: AnyGame, options: unknown, cfg: PropertyConfig): void {
  const sweepRate = cfg.sweepRate ?? 0.2;
  const viewChecks = cfg.viewChecks ?? 3;
  const pack = [...game.pack(options)].sort((a, b) => a - b);
  const seats = game.seatCount(options);
  for (let m = 0; m < cfg.matches; m++) {
    const rng = new Rng(`${cfg.seed}:${m}`);
    const checkRng = new Rng(`${cfg.seed}:check:${m}`);
    const firstDealer = rng.int(seats);
    const snapshots: number[] = [];
    let actionCount = 0;
    const played = playMatch(game, options, {
      firstDealer,
      rng,
      maxActions: cfg.maxActions,
      choose: (state, seat) => {
        checkStep(
          game,
          options,
          state,
          seat,
          pack,
          seats,
          checkRng,
          checkRng.next() < sweepRate,
          cfg.unlisted,
        );
        if (checkRng.next() < 0.05) snapshots.push(actionCount);
        const legal = game.legalActions(state, seat);
        actionCount++;
        return pickAction(legal, rng);
      },
    });
    const replayed = replayOf(game, JSON.parse(JSON.stringify(played.record)));
    if (!replayed.ok)
      throw new Error(`replay of a generated record failed: ${JSON.stringify(replayed.error)}`);
    expect(replayed.value.result).toEqual(game.result(played.state));
    for (const snap of shuffle(snapshots, checkRng).slice(0, viewChecks)) {
      checkViewInvariance(game, played.record, snap, checkRng, cfg.hiddenByRule);
    }
  }
}

function checkStep(
  game: AnyGame,
  options: unknown,
  state: unknown,
  seat: Seat,
  pack: Card[],
  seats: number,
  rng: Rng,
  sweep: boolean,
  unlisted?: PropertyConfig['unlisted'],
): void {
  const inv = game
    .inventory(state)
    .flat()
    .sort((a: number, b: number) => a - b);
  expect(inv).toEqual(pack);
  const toAct = game.toAct(state);
  expect(toAct).toContain(seat);
  const legal = game.legalActions(state, seat);
  expect(legal.length).toBeGreaterThan(0);
  expect(new Set(legal).size).toBe(legal.length);
  if (!sweep) return;
  const before = JSON.stringify(state);
  for (const a of legal) {
    const r = game.apply(state, seat, a);
    if (!r.ok) throw new Error(`offered action ${a} of seat ${seat} refused: ${r.error.message}`);
  }
  for (let s = 0; s < seats; s++) {
    const view = game.view(state, s);
    JSON.stringify(view);
    const mine = game.legalActions(state, s);
    if (!toAct.includes(s)) expect(mine).toEqual([]);
    const hand = (view.hands[s] ?? []) as string[];
    for (const a of actionUniverse(game, options, rng, hand)) {
      if (mine.includes(a)) continue;
      const r = game.apply(state, s, a);
      if (r.ok && unlisted?.(state, s, a)) continue;
      if (r.ok)
        throw new Error(`action ${a} by seat ${s} accepted though not offered (offered: ${mine.join(' ')})`);
      // A plain check: this loop runs thousands of times per match and expect() costs ~50 µs a call.
      if (typeof r.error.message !== 'string' || r.error.message.length === 0)
        throw new Error(`action ${a} by seat ${s} refused without a reason`);
      if (!rebuildsFromParams(r.error))
        throw new Error(`action ${a} by seat ${s}: ${r.error.code} does not rebuild "${r.error.message}"`);
    }
  }
  game.view(state, null);
  expect(JSON.stringify(state)).toBe(before);
}

/**
 * Swaps two cards the seat cannot see in the current deal's deck, replays the same actions
 * and requires an identical view. Swaps that make an earlier action illegal are skipped.
 */
function checkViewInvariance(
  game: AnyGame,
  record: ReturnType<typeof playMatch>['record'],
  upTo: number,
  rng: Rng,
  hiddenByRule?: PropertyConfig['hiddenByRule'],
): void {
  const prefix = { ...record, actions: record.actions.slice(0, upTo) };
  const base = replayOf(game, prefix);
  if (!base.ok) throw new Error(`prefix replay failed: ${base.error.message}`);
  const seats = game.seatCount(base.value.options);
  if (game.needsDeck(base.value.state) || game.isOver(base.value.state)) return;
  const deckCount = base.value.decksUsed;
  const deckIndex = deckCount - 1;
  for (let seat = 0; seat < seats; seat++) {
    const view = game.view(base.value.state, seat);
    const visible = visibleCards(view);
    const deck = record.decks[deckIndex];
    const ruleHidden = new Set(hiddenByRule?.(base.value.state, seat) ?? []);
    const hidden = deck.map((c, i) => [c, i] as const).filter(([c]) => !visible.has(c) || ruleHidden.has(c));
    const firsts = hidden.filter(([c]) => ruleHidden.has(c));
    for (let attempt = 0; attempt < 6 + firsts.length; attempt++) {
      if (hidden.length < 2) break;
      const [c1, i1] = attempt < firsts.length ? firsts[attempt] : rng.pick(hidden);
      const sameSuit = hidden.filter(([c, i]) => i !== i1 && c[0] === c1[0]);
      const pool = sameSuit.length ? sameSuit : hidden.filter(([, i]) => i !== i1);
      const [, i2] = rng.pick(pool);
      const swapped = [...deck];
      swapped[i1] = deck[i2];
      swapped[i2] = deck[i1];
      const decks = record.decks.map((d, k) => (k === deckIndex ? swapped : d));
      const alt = replayOf(game, { ...prefix, decks });
      if (!alt.ok) continue;
      if (alt.value.decksUsed !== deckCount) continue;
      const altView = game.view(alt.value.state, seat);
      if (JSON.stringify(altView) !== JSON.stringify(view)) {
        throw new Error(
          `seat ${seat}'s view changed when hidden cards ${deck[i1]} and ${deck[i2]} were swapped\n` +
            `before: ${JSON.stringify(view)}\nafter:  ${JSON.stringify(altView)}`,
        );
      }
    }
  }
  checkSecretActions(game, prefix, base.value, rng);
}

type GameRecordOf = ReturnType<typeof playMatch>['record'];

/**
 * Simultaneous decisions (several seats in `toAct` at once, e.g. selbu's secret bids) stay
 * secret until the last of the group is in: each action already made in the open group is
 * replaced by another legal choice of its seat, and every other seat's view must not change.
 */
function checkSecretActions(
  game: AnyGame,
  prefix: GameRecordOf,
  base: { options: unknown; state: unknown; decksUsed: number },
  rng: Rng,
): void {
  const upTo = prefix.actions.length;
  const states = new Map<number, unknown>();
  const stateBefore = (k: number): unknown => {
    if (!states.has(k)) {
      const r = replayOf(game, { ...prefix, actions: prefix.actions.slice(0, k) });
      if (!r.ok) throw new Error(`prefix replay failed: ${r.error.message}`);
      states.set(k, r.value.state);
    }
    return states.get(k);
  };
  // Walk back while each action only took its seat out of a shrinking group of seats to act.
  let start = upTo;
  let after = game.toAct(base.state) as Seat[];
  while (start > 0 && after.length > 0) {
    const [actor] = prefix.actions[start - 1];
    const before = game.toAct(stateBefore(start - 1)) as Seat[];
    const shrank =
      before.length === after.length + 1 &&
      before.includes(actor) &&
      !after.includes(actor) &&
      after.every((s) => before.includes(s));
    if (!shrank) break;
    start--;
    after = before;
  }
  const seats = game.seatCount(base.options);
  for (let k = start; k < upTo; k++) {
    const [actor, action] = prefix.actions[k];
    const others = game.legalActions(stateBefore(k), actor).filter((a: string) => a !== action);
    if (others.length === 0) continue;
    const actions = prefix.actions.map((a, i): [Seat, string] => (i === k ? [actor, rng.pick(others)] : a));
    const alt = replayOf(game, { ...prefix, actions });
    if (!alt.ok || alt.value.decksUsed !== base.decksUsed) continue;
    for (let seat = 0; seat < seats; seat++) {
      if (seat === actor) continue;
      const view = JSON.stringify(game.view(base.state, seat));
      const altView = JSON.stringify(game.view(alt.value.state, seat));
      if (altView !== view) {
        throw new Error(
          `seat ${seat}'s view changed when seat ${actor}'s secret action ${k} (${action}) was changed to ` +
            `${actions[k][1]} before the group was complete\nbefore: ${view}\nafter:  ${altView}`,
        );
      }
    }
  }
}
