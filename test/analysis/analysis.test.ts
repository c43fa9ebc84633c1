/**
 * The analysis against the solver asked independently: at every card of 20 bridge deals and 4
 * bondebridge deals, `best` is the best of `solveCards`' values of the legal cards there (the
 * position taken from the engine's own state, not the analysis's walk), `value` the played
 * card's, `bestCards` exactly the cards reaching `best`; and the first card's `best` is
 * `stikk dd`'s table entry for the contract's strain and declarer.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeMatch, analyzeRecord, canAnalyze, type DealAnalysis } from '../../src/analysis/index.js';
import { STRAINS } from '../../src/cards/call.js';
import { formatCard } from '../../src/cards/card.js';
import { SEAT_LETTERS } from '../../src/cards/hand.js';
import { CONTRACT_GAMES, getGame, replayRecord } from '../../src/catalog.js';
import type { ContractMatch } from '../../src/games/contract/contractGame.js';
import type { ContractDeal } from '../../src/games/contract/deal.js';
import { recordToPbn } from '../../src/pbn/records.js';
import { solveCards } from '../../src/solver/index.js';
import { stikk } from '../cli/run.js';

const fixture = (name: string) => JSON.parse(readFileSync(`test/fixtures/analysis/${name}`, 'utf8'));
const BRIDGE = fixture('bridge-duplicate-20.json');
const BONDEBRIDGE = fixture('bondebridge-4.json');

/** A card's position as the engine holds it before the card, judged by `solveCards` alone. */
interface Expected {
  seat: number;
  card: string;
  best: number;
  value: number;
  bestCards: string[];
}

/** Every card of deal `index`, with what `solveCards` says of the position before it. */
function expectedCards(raw: unknown, index: number): Expected[] {
  const out: Expected[] = [];
  const r = replayRecord(raw, ({ before, seat, action }) => {
    const s = before as ContractMatch<unknown>;
    const d = s.deal;
    if (!d?.contract || s.decksDealt - 1 !== index || !/^[SHDC][2-9TJQKA]$/.test(action)) return;
    out.push(judge(d, seat, action));
  });
  if (!r.ok) throw new Error(r.error.message);
  return out;
}

function judge(d: ContractDeal, seat: number, action: string): Expected {
  const c = d.contract!;
  const last = d.tricks[d.tricks.length - 1];
  const open = last !== undefined && last.winner === undefined;
  const leader = open ? last.leader : (last?.winner ?? (c.declarer + 1) % 4);
  const trump = c.strain === 4 ? null : 3 - c.strain;
  const values = solveCards({ hands: d.hands, trump, leader, trick: open ? last.cards : [] });
  const n = d.hands[seat].length;
  const side = c.declarer & 1;
  const done = d.tricksWon.filter((_, s) => (s & 1) === side).reduce((a, b) => a + b, 0);
  const forDeclarer = (seat & 1) === side;
  // solveCards counts the mover's side's tricks from here: turn them into declarer's in the deal.
  const declarer = (tricks: number) => done + (forDeclarer ? tricks : n - tricks);
  const totals = values.map((v) => ({ card: formatCard(v.card), total: declarer(v.tricks) }));
  const best = (forDeclarer ? Math.max : Math.min)(...totals.map((t) => t.total));
  return {
    seat,
    card: action,
    best,
    value: totals.find((t) => t.card === action)!.total,
    bestCards: totals.filter((t) => t.total === best).map((t) => t.card),
  };
}

function analysed(raw: unknown, index: number): DealAnalysis {
  const r = analyzeRecord(raw, { deals: [index] });
  if (!r.ok) throw new Error(r.error.message);
  expect(r.value.deals.map((d) => d.index)).toEqual([index]);
  return r.value.deals[0];
}

function checkAgainstSolver(raw: unknown, index: number): DealAnalysis {
  const deal = analysed(raw, index);
  const expected = expectedCards(raw, index);
  expect(deal.cards.length).toBe(expected.length);
  deal.cards.forEach((c, i) => {
    const e = expected[i];
    const where = `card ${i} (${SEAT_LETTERS[c.seat]} ${c.card})`;
    expect({ seat: c.seat, card: c.card }, where).toEqual({ seat: e.seat, card: e.card });
    expect({ best: c.best, value: c.value }, where).toEqual({ best: e.best, value: e.value });
    expect([...c.bestCards].sort(), where).toEqual([...e.bestCards].sort());
    const forDeclarer = (c.seat & 1) === (deal.declarer! & 1);
    expect(c.cost, where).toBe(forDeclarer ? e.best - e.value : e.value - e.best);
    expect(c.cost, where).toBeGreaterThanOrEqual(0);
    expect(c.cost === 0, where).toBe(c.bestCards.includes(c.card));
    if (i > 0) expect(c.best, where).toBe(deal.cards[i - 1].value);
  });
  // Played to the end, the last value is the tricks declarer's side took.
  if (deal.cards.length === 52) expect(deal.cards[51].value).toBe(deal.tricksWon);
  return deal;
}

/** `stikk dd --pbn --json` on the record's deals (PBN from `recordToPbn`): board → tricks by strain and seat letter. */
function ddTablesOfCli(raw: unknown): Map<number, Record<string, Record<string, number>>> {
  const pbn = recordToPbn(raw, CONTRACT_GAMES);
  if (!pbn.ok) throw new Error(pbn.error);
  const file = join(mkdtempSync(join(tmpdir(), 'stikk-analysis-')), 'deals.pbn');
  writeFileSync(file, pbn.value);
  const r = stikk(['dd', '--pbn', file, '--json']);
  expect(r.status, r.stderr).toBe(0);
  const lines = r.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  return new Map(lines.map((l) => [Number(l.board), l.tricks]));
}

describe.each([
  ['bridge', BRIDGE, 20],
  ['bondebridge', BONDEBRIDGE, 4],
] as const)('%s: every card against solveCards, the start against stikk dd', (_game, raw, deals) => {
  let tables: Map<number, Record<string, Record<string, number>>>;
  beforeAll(() => {
    tables = ddTablesOfCli(raw);
    expect(tables.size).toBe(deals);
  });

  it.each(Array.from({ length: deals }, (_, i) => i))('deal %i', (index) => {
    const deal = checkAgainstSolver(raw, index);
    expect(deal.contract).not.toBeNull();
    const strain = STRAINS.indexOf(deal.contract!.match(/^\d(NT|[SHDC])/)![1] as (typeof STRAINS)[number]);
    // PBN boards count from 1 in deal order.
    const cli = tables.get(index + 1)!;
    expect(deal.cards[0].best).toBe(cli[STRAINS[strain]][SEAT_LETTERS[deal.declarer!]]);
    expect(deal.ddTable![strain][deal.declarer!]).toBe(deal.cards[0].best);
    for (let s = 0; s < 5; s++)
      for (let seat = 0; seat < 4; seat++)
        expect(deal.ddTable![s][seat]).toBe(cli[STRAINS[s]][SEAT_LETTERS[seat]]);
  });
});

describe('deals that end early or never start', () => {
  const claims = JSON.parse(readFileSync('test/fixtures/claims/bridge.json', 'utf8')).record;

  it('a claimed deal: the cards actually played, then the claim', () => {
    const deal = checkAgainstSolver(claims, 0);
    const played = claims.actions.filter(([, a]: [number, string]) => /^[SHDC][2-9TJQKA]$/.test(a)).length;
    expect(deal.cards.length).toBe(played);
    expect(deal.cards.length).toBeLessThan(52);
    expect(deal.claimed).toBe(12);
    expect(deal.finished).toBe(true);
  });

  it('a passed-out deal: no cards, but its table and par', () => {
    const r = analyzeRecord({ ...BRIDGE, options: { scoring: 'duplicate', boards: 1 }, actions: PASSES });
    if (!r.ok) throw new Error(r.error.message);
    const [deal] = r.value.deals;
    expect(deal).toMatchObject({ index: 0, contract: null, passedOut: true, finished: true, cards: [] });
    expect(deal.ddTable).toHaveLength(5);
    expect(deal.vulnerable).toBe('none');
    expect(deal.par).not.toBeNull();
  });

  it('a deal the record stops in: the cards so far, unfinished', () => {
    const cut = BRIDGE.actions.slice(0, 20);
    const r = analyzeRecord({ ...BRIDGE, actions: cut });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.deals).toHaveLength(1);
    const [deal] = r.value.deals;
    expect(deal.finished).toBe(false);
    const cards = cut.filter(([, a]: [number, string]) => /^[SHDC][2-9TJQKA]$/.test(a));
    expect(deal.cards.map((c) => [c.seat, c.card])).toEqual(cards);
  });
});

/** Four passes on a duplicate board 1: North deals and calls first. */
const PASSES: Array<[number, string]> = [0, 1, 2, 3].map((seat) => [seat, 'P']);

describe('the API around the core', () => {
  it('bridge par follows the deal’s vulnerability; bondebridge has none', () => {
    const r = analyzeRecord(BRIDGE, { deals: [1] });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.deals[0].vulnerable).toBe('NS');
    const b = analyzeRecord(BONDEBRIDGE, { deals: [0] });
    if (!b.ok) throw new Error(b.error.message);
    expect(b.value.deals[0]).toMatchObject({ vulnerable: null, par: null });
  });

  it('analyzeMatch takes a stored match as the table server keeps it, and reports progress', () => {
    const game = getGame('bondebridge')!;
    const options = game.parseOptions(BONDEBRIDGE.options ?? {});
    if (!options.ok) throw new Error('options');
    const seen: number[] = [];
    const r = analyzeMatch(game, options.value, BONDEBRIDGE, {
      deals: [3],
      onCard: (_c, done, total) => {
        expect(total).toBe(52);
        seen.push(done);
      },
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.deals.map((d) => d.index)).toEqual([3]);
    expect(seen).toEqual(Array.from({ length: 52 }, (_, i) => i + 1));
  });

  it('covers the four-hand contract games only, and says why a record fails', () => {
    expect(['bridge', 'bondebridge'].every(canAnalyze)).toBe(true);
    expect(['selbu', 'bridgette', 'bondtolva'].some(canAnalyze)).toBe(false);
    const bad = analyzeRecord({
      ...BRIDGE,
      actions: [
        [0, 'P'],
        [0, 'P'],
      ],
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.index).toBe(1);
  });
});
