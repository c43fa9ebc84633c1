import { parseCall, STRAINS, type StrainIndex } from '../cards/call.js';
import type { Card } from '../cards/card.js';
import { figuresOf, type HandFigures } from './hand.js';
import { type Bounds, boundsOf, consistent, either, type Meaning, openBounds } from './meaning.js';
import type { Bindings, Rule, Situation, SystemGame } from './rule.js';
import { cheapest } from './rules/build.js';
import { SYSTEM } from './rules/priority.js';

const VARIABLE_STRAINS: Record<string, readonly StrainIndex[]> = {
  a: [3, 2, 1, 0],
  b: [3, 2, 1, 0],
  c: [3, 2, 1, 0],
  M: [3, 2],
  m: [1, 0],
  t: [3, 2, 1, 0],
};

const strainText = (s: StrainIndex) => STRAINS[s];
const sameSide = (a: number, b: number) => a % 2 === b % 2;

/** Binds pattern variables in one bid token (`1a`, `2NT`) against a call, or null. */
function bindToken(token: string, call: string, b: Bindings): Bindings | null {
  if (token === call) return b;
  const m = /^(\d)([abcMmt])$/.exec(token);
  if (!m) return null;
  const c = parseCall(call);
  if (!c.ok || c.value.kind !== 'bid' || c.value.level !== Number(m[1])) return null;
  return bindVariable(m[2], c.value.strain, b);
}

function bindVariable(v: string, strain: StrainIndex, b: Bindings): Bindings | null {
  if (v in b) return b[v] === strain ? b : null;
  if (!VARIABLE_STRAINS[v].includes(strain)) return null;
  if (Object.values(b).includes(strain)) return null; // different variables, different suits
  return { ...b, [v]: strain };
}

/** Matches an auction pattern (see `Rule.auction`) against the calls from the first bid on. */
export function matchAuction(pattern: string, after: readonly string[]): Bindings | null {
  const tokens = pattern.split(' ').filter(Boolean);
  if (tokens.length !== after.length) return null;
  let b: Bindings | null = {};
  for (let i = 0; i < tokens.length && b; i++) b = bindToken(tokens[i], after[i], b);
  return b;
}

/** The cheapest level at which a strain may be bid now. */
export const cheapestLevel = (s: Situation, strain: StrainIndex): number => cheapest(s, strain);

/** The calls a rule names in a situation, each with the variables it binds. */
function resolveCall(call: string, b: Bindings, s: Situation): Array<[string, Bindings]> {
  const m = /^([=+]|\d)([abcMmt])$/.exec(call);
  if (!m) return [[call, b]];
  const v = m[2];
  const strains = v in b ? [b[v]] : VARIABLE_STRAINS[v].filter((x) => !Object.values(b).includes(x));
  const out: Array<[string, Bindings]> = [];
  for (const strain of strains) {
    const bound = bindVariable(v, strain, b);
    if (!bound) continue;
    const level =
      m[1] === '=' ? cheapestLevel(s, strain) : m[1] === '+' ? cheapestLevel(s, strain) + 1 : Number(m[1]);
    if (level <= 7) out.push([`${level}${strainText(strain)}`, bound]);
  }
  return out;
}

export interface Candidate {
  call: string;
  meaning: Meaning;
  rule: Rule;
  bindings: Bindings;
}

/** Every call the system's rules name in this situation, in priority order. */
export function candidates(s: Situation, system: readonly Rule[] = SYSTEM): Candidate[] {
  const out: Candidate[] = [];
  for (const rule of system) {
    if (rule.games && !rule.games.includes(s.game)) continue;
    if (rule.seats && (s.lastBid !== null || !rule.seats.includes(s.passes))) continue;
    let b: Bindings | null = {};
    if (rule.auction !== undefined) b = matchAuction(rule.auction, s.after);
    if (b && rule.when) b = rule.when(s, b);
    if (!b) continue;
    for (const [call, bound] of resolveCall(rule.call, b, s)) {
      const meaning = typeof rule.shows === 'function' ? rule.shows(bound, s) : rule.shows;
      if (meaning) out.push({ call, meaning, rule, bindings: bound });
    }
  }
  return out;
}

/** What a call means in this situation: the rules that name it (any of them), or null (no agreement). */
export function meaningIn(s: Situation, call: string): Meaning | null {
  const c = parseCall(call);
  const text = c.ok ? call.toUpperCase().replace(/^(\d)N$/, '$1NT') : call;
  const ms = candidates(s)
    .filter((x) => x.call === text)
    .map((x) => x.meaning);
  return ms.length ? either(ms) : null;
}

/**
 * The system's choice for a hand: the first rule whose call is legal and whose meaning it fits.
 * `cands` are the situation's candidates, passed in where many hands are tried in one situation.
 */
export function systemCall(
  s: Situation,
  hand: readonly Card[] | HandFigures,
  legal: ReadonlySet<string>,
  cands: readonly Candidate[] = candidates(s),
): Candidate | null {
  const f = Array.isArray(hand) ? figuresOf(hand as readonly Card[]) : (hand as HandFigures);
  for (const c of cands) {
    if (!legal.has(c.call) || !consistent(f, c.meaning)) continue;
    if (c.rule.prefer && !c.rule.prefer(f, c.bindings, s)) continue;
    return c;
  }
  return null;
}

/** The seat that calls after the given calls (`first`: who calls first when there are none). */
export const nextCaller = (calls: ReadonlyArray<readonly [number, string]>, first: number): number =>
  calls.length ? (calls[calls.length - 1][0] + 1) % 4 : first;

function boundsFrom(meanings: ReadonlyArray<Meaning | null>): Bounds {
  let b = openBounds();
  for (const m of meanings) if (m) b = boundsOf(m, b);
  return b;
}

/** The situation of `seat` about to call after `calls`, whose meanings are given. */
export function situationOf(
  game: SystemGame,
  calls: ReadonlyArray<readonly [number, string]>,
  seat: number,
  meanings: ReadonlyArray<Meaning | null>,
): Situation {
  let first = calls.findIndex(([, c]) => /^\d/.test(c));
  if (first < 0) first = calls.length;
  let lastBid: Situation['lastBid'] = null;
  for (const [who, text] of calls) {
    const c = parseCall(text);
    if (c.ok && c.value.kind === 'bid') lastBid = { seat: who, level: c.value.level, strain: c.value.strain };
  }
  const of = (who: number) => meanings.filter((_, i) => calls[i][0] === who);
  return {
    game,
    seat,
    calls,
    after: calls.slice(first).map(([, c]) => c),
    passes: first,
    lastBid,
    partner: boundsFrom(of((seat + 2) % 4)),
    me: boundsFrom(of(seat)),
    meanings,
  };
}

/** The stated meaning of every call of an auction, in order (null: no agreement). */
export function auctionMeanings(
  game: SystemGame,
  calls: ReadonlyArray<readonly [number, string]>,
): Array<Meaning | null> {
  const out: Array<Meaning | null> = [];
  for (let i = 0; i < calls.length; i++) {
    const s = situationOf(game, calls.slice(0, i), calls[i][0], out);
    out.push(meaningIn(s, calls[i][1]));
  }
  return out;
}

/** For each seat (0..3), the meanings of the calls it made: a hand drawn for it must fit them all. */
export function meaningsBySeat(
  game: SystemGame,
  calls: ReadonlyArray<readonly [number, string]>,
): Meaning[][] {
  const ms = auctionMeanings(game, calls);
  const out: Meaning[][] = [[], [], [], []];
  ms.forEach((m, i) => {
    if (m) out[calls[i][0]].push(m);
  });
  return out;
}

/** The situation of whoever calls next, with the auction's meanings worked out. */
export function nextSituation(
  game: SystemGame,
  calls: ReadonlyArray<readonly [number, string]>,
  firstCaller: number,
): Situation {
  return situationOf(game, calls, nextCaller(calls, firstCaller), auctionMeanings(game, calls));
}

export { sameSide };
