import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../src/cards/card.js';
import { Rng } from '../../src/cards/rng.js';
import { CONTRACT_GAMES, replayRecord } from '../../src/catalog.js';
import type { AnyGame, DealResult } from '../../src/engine/game.js';
import { playMatch } from '../../src/engine/play.js';
import type { GameRecord } from '../../src/engine/record.js';
import { bondebridge } from '../../src/games/bondebridge/game.js';
import { bridge } from '../../src/games/bridge/game.js';
import { type Board, parsePbn, readBoard, tagValue } from '../../src/pbn/index.js';
import { recordToPbn } from '../../src/pbn/records.js';
import { randomChooser, recordedDeals } from './drive.js';

const FIXTURES = 'test/fixtures/pbn';
const card = (t: string) => {
  const c = parseCard(t);
  if (!c.ok) throw new Error(c.error);
  return c.value;
};

function play(game: AnyGame, raw: Record<string, unknown>, firstDealer: number, seed: string): GameRecord {
  const options = game.parseOptions(raw);
  if (!options.ok) throw new Error(options.error.message);
  const rng = new Rng(seed);
  return playMatch(game, options.value, { firstDealer, rng, choose: randomChooser(game, rng.fork('bots')) })
    .record;
}

function boardsOf(text: string): Board[] {
  const games = parsePbn(text);
  if (!games.ok) throw new Error(games.error);
  return games.value.map((g) => {
    const b = readBoard(g);
    if (!b.ok) throw new Error(b.error);
    return b.value;
  });
}

function exported(record: unknown): string {
  const r = recordToPbn(record, CONTRACT_GAMES);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const PBN_VUL: Record<string, string> = { none: 'None', NS: 'NS', EW: 'EW', all: 'All' };

/** Checks every board against what the record itself says (walked without the PBN code). */
function expectBoardsMatchRecord(game: AnyGame, record: GameRecord, boards: Board[], deals: DealResult[]) {
  const options = game.parseOptions(record.options ?? {});
  if (!options.ok) throw new Error(options.error.message);
  const recorded = recordedDeals(game, options.value, record);
  expect(boards).toHaveLength(recorded.length);
  recorded.forEach((want, k) => {
    const b = boards[k];
    const result = deals[k];
    expect(b.board).toBe(String(k + 1));
    expect(b.dealer).toBe(want.dealer);
    expect(b.hands).toEqual(want.hands);
    if (want.calls.length) expect(b.auction).toEqual({ first: want.firstCaller, calls: want.calls });
    else expect(b.auction).toBeUndefined();
    if (result?.passedOut) {
      expect(b.contract).toBe('Pass');
      expect(b.declarer).toBeUndefined();
    } else if (result) {
      expect(b.contract).toBe(result.contract);
      expect(b.declarer).toBe(result.declarer);
      expect(b.result).toBe(result.tricks);
    } else {
      expect(b.result).toBeUndefined();
    }
    if (game.id === 'bridge' && result) expect(b.vulnerable).toBe(PBN_VUL[result.vulnerable as string]);
    if (game.id === 'bondebridge') expect(b.vulnerable).toBe('None');
    if (want.plays.length === 0) {
      expect(b.play).toBeUndefined();
      return;
    }
    // Each trick is a row by seat, starting with the opening leader.
    const leader = want.plays[0][0];
    const rows: (number | null)[][] = [];
    want.plays.forEach(([seat, c], i) => {
      if (i % 4 === 0) rows.push([null, null, null, null]);
      rows[rows.length - 1][(seat - leader + 4) % 4] = card(c);
    });
    expect(b.play).toEqual({ leader, tricks: rows });
  });
}

describe('recordToPbn: a played record gives back every deal', () => {
  const cases: Array<[string, AnyGame, Record<string, unknown>, number]> = [
    ['bridge rubber', bridge as AnyGame, {}, 2],
    [
      'bridge duplicate, left-of-dealer calls first',
      bridge as AnyGame,
      { scoring: 'duplicate', boards: 5, firstBoard: 6, firstCaller: 'left-of-dealer' },
      0,
    ],
    ['bridge chicago', bridge as AnyGame, { scoring: 'chicago' }, 3],
    ['bondebridge', bondebridge as AnyGame, { deals: 4, doubling: true }, 1],
  ];
  it.each(cases)('%s: hands, dealer, auction, contract, declarer, result and play', (_, game, raw, first) => {
    const record = play(game, raw, first, `pbn-${game.id}-${first}`);
    const text = exported(record);
    const boards = boardsOf(text);
    expect(boards).toHaveLength(record.decks.length);
    expectBoardsMatchRecord(game, record, boards, resultDeals(record));
    // The rubber's seed gives passed-out deals too, so the Pass branch is checked against the record.
    if (game.id === 'bridge' && !raw.scoring) expect(resultDeals(record).some((d) => d.passedOut)).toBe(true);
    const games = parsePbn(text);
    if (!games.ok) throw new Error(games.error);
    for (const g of games.value) expect(tagValue(g, 'Event')).toBe(`stikk ${game.id}`);
  });

  it('duplicate boards keep the board cycle: vulnerability and dealer of boards 6..10', () => {
    const record = play(bridge as AnyGame, { scoring: 'duplicate', boards: 5, firstBoard: 6 }, 0, 'dup');
    const boards = boardsOf(exported(record));
    // Boards 6..10: dealer E S W N E; vulnerable EW All None EW All.
    expect(boards.map((b) => b.dealer)).toEqual([1, 2, 3, 0, 1]);
    expect(boards.map((b) => b.vulnerable)).toEqual(['EW', 'All', 'None', 'EW', 'All']);
  });

  it('an unfinished match exports the deal in progress as far as it went (no result yet)', () => {
    const full = play(bridge as AnyGame, {}, 0, 'cut');
    // Cut in the middle of the first deal's play: after the auction and five cards.
    const recorded = recordedDeals(bridge as AnyGame, bridge.defaultOptions, full);
    const firstPlayed = recorded.findIndex((d) => d.plays.length > 0);
    const before = recorded.slice(0, firstPlayed).reduce((n, d) => n + d.calls.length, 0);
    const cut = before + recorded[firstPlayed].calls.length + 5;
    const record = {
      ...full,
      decks: full.decks.slice(0, firstPlayed + 1),
      actions: full.actions.slice(0, cut),
    };
    const boards = boardsOf(exported(record));
    expect(boards).toHaveLength(firstPlayed + 1);
    const last = boards[firstPlayed];
    expect(last.contract).toBeDefined();
    expect(last.result).toBeUndefined();
    expect(last.play?.tricks).toHaveLength(2);
    expect(last.play?.tricks[1].filter((c) => c !== null)).toHaveLength(1);
    expectBoardsMatchRecord(bridge as AnyGame, record, boards, resultDeals(record));
  });

  it('a deal ended by a claim exports the cards played and the result with the claimed tricks', () => {
    const { record } = JSON.parse(readFileSync('test/fixtures/claims/bridge.json', 'utf8'));
    const boards = boardsOf(exported(record));
    expect(boards[0]).toMatchObject({ contract: '6NT', declarer: 0, result: 13 });
    expect(boards[0].play).toEqual({ leader: 1, tricks: [['ST', 'S6', 'S2', 'SA'].map(card)] });
    expectBoardsMatchRecord(bridge as AnyGame, record, boards, resultDeals(record));
  });

  it('a deal dealt but not yet bid exports its hands only', () => {
    const full = play(bondebridge as AnyGame, { deals: 1 }, 0, 'dealt');
    const record = { ...full, actions: [] };
    const [b] = boardsOf(exported(record));
    expect(b.hands?.every((h) => h.length === 13)).toBe(true);
    expect(b.auction).toBeUndefined();
    expect(b.contract).toBeUndefined();
    expect(b.play).toBeUndefined();
  });

  it('pins the text of a small bondebridge record: a thrown-in deal, then one cut after the opening lead', () => {
    const record = JSON.parse(readFileSync(`${FIXTURES}/bondebridge-cut.json`, 'utf8'));
    expect(exported(record)).toBe(readFileSync(`${FIXTURES}/bondebridge-cut.pbn`, 'utf8'));
  });

  it('names the players, following the seating with rotating partners', () => {
    const full = play(bondebridge as AnyGame, { rotatingPartners: true, deals: 3 }, 0, 'rot');
    const record = { ...full, players: ['Ann', 'Bo', 'Cy', 'Di'] };
    const games = parsePbn(exported(record));
    if (!games.ok) throw new Error(games.error);
    const deals = resultDeals(record);
    games.value.forEach((g, k) => {
      const seating = deals[k].seating as number[];
      const seatNames = ['North', 'East', 'South', 'West'].map((t) => tagValue(g, t));
      expect(seatNames).toEqual(seating.map((p) => record.players[p]));
    });
    // Someone other than Cy sits South in a later deal: the tags follow the seating.
    expect(new Set(games.value.map((g) => tagValue(g, 'South'))).size).toBeGreaterThan(1);
  });
});

describe('recordToPbn refuses what it cannot export', () => {
  it('another game', () => {
    const r = recordToPbn(
      { format: 'stikk-record/1', game: 'selbu', decks: [], actions: [] },
      CONTRACT_GAMES,
    );
    expect(r).toEqual({ ok: false, error: expect.stringMatching(/bridge and bondebridge.*selbu/) });
  });
  it('a malformed record', () => {
    expect(recordToPbn({ format: 'stikk-record/9' }, CONTRACT_GAMES)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^malformed record/),
    });
    expect(recordToPbn(null, CONTRACT_GAMES).ok).toBe(false);
  });
  it('an illegal action, named by its index', () => {
    const full = play(bridge as AnyGame, {}, 0, 'bad');
    const actions = full.actions.slice(0, 3);
    actions.push([(actions[2][0] + 2) % 4, 'P']);
    const r = recordToPbn({ ...full, actions }, CONTRACT_GAMES);
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/^action 3 \(seat \d/) });
  });
});

/** The `stikk replay --json` deals of a record (the engine's own standing). */
function resultDeals(record: unknown): DealResult[] {
  const r = replayRecord(record);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.result.deals;
}
