import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/catalog.js';
import { stikk } from './run.js';

const root = 'test/fixtures/replay-samples';
const dir = mkdtempSync(join(tmpdir(), 'stikk-replay-'));

interface Sample {
  note: string;
  record: Record<string, unknown> & { actions: Array<[number, string]> };
  expect?: Record<string, unknown> & { winners?: string[] };
  expectError?: { index: number };
}

function write(name: string, content: unknown): string {
  const file = join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

const games = readdirSync(root);

describe.each(games)('stikk replay --json on the %s samples', (game) => {
  const files = readdirSync(join(root, game)).filter((f) => f.endsWith('.json'));
  it.skipIf(!getGame(game) && !process.env.STIKK_REQUIRE_ALL_GAMES).each(files)('%s', (f) => {
    const sample = JSON.parse(readFileSync(join(root, game, f), 'utf8')) as Sample;
    const r = stikk(['replay', write(`${game}-${f}`, sample.record), '--json']);
    if (sample.expectError) {
      expect(r.status, r.stderr).toBe(2);
      const out = JSON.parse(r.stdout);
      expect(out.error.index).toBe(sample.expectError.index);
      expect(out.error.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(r.stderr.split('\n')[0]).toContain(out.error.message);
      expect(r.stderr.split('\n')[0]).toMatch(
        new RegExp(`^error: action ${sample.expectError.index} \\(seat \\d+, ".*"\\): .+`),
      );
    } else {
      expect(r.status, r.stderr).toBe(0);
      const out = JSON.parse(r.stdout);
      const { winners, ...rest } = sample.expect!;
      expect(out).toMatchObject(rest);
      expect([...out.winners].sort()).toEqual([...(winners ?? [])].sort());
    }
  });
});

describe('stikk replay refuses bad records with exit 2 and a clear message', () => {
  const base = JSON.parse(readFileSync(join(root, 'bondebridge', '01.json'), 'utf8')).record;
  it.skipIf(!getGame('bondebridge') && !process.env.STIKK_REQUIRE_ALL_GAMES)(
    '--json names the rule broken by its code, with its parameters (interfaces.md §2)',
    () => {
      const sample = (f: string) => JSON.parse(readFileSync(join(root, 'bondebridge', f), 'utf8')).record;
      const r = stikk(['replay', write('revoke.json', sample('07.json')), '--json']);
      expect(r.status).toBe(2);
      expect(JSON.parse(r.stdout)).toEqual({
        error: {
          index: 42,
          seat: 3,
          action: 'SA',
          code: 'must-follow-suit',
          params: { action: 'SA', suit: 'C' },
          message: 'SA: must follow suit (clubs) (revoke)',
        },
      });
      const low = stikk(['replay', write('low.json', sample('08.json')), '--json']);
      expect(JSON.parse(low.stdout).error).toMatchObject({ code: 'bid-too-low', params: { last: '2D' } });
      const turn = stikk(['replay', write('turn9.json', sample('09.json')), '--json']);
      expect(JSON.parse(turn.stdout).error).toMatchObject({ code: 'not-your-turn', params: { seat: 2 } });
      const junk = stikk(['replay', write('junk2.json', '{'), '--json']);
      expect(JSON.parse(junk.stdout).error).toMatchObject({ code: 'malformed-record' });
    },
  );
  it('a file that is not JSON', () => {
    const r = stikk(['replay', write('junk.json', '{"format": ')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^error: malformed record: not JSON/);
  });
  it('a record of the wrong format or shape', () => {
    let r = stikk(['replay', write('fmt.json', { ...base, format: 'stikk-record/9' })]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^error: malformed record: format/);
    r = stikk(['replay', write('shape.json', { ...base, actions: [[0, 5]] })]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^error: malformed record: actions/);
    r = stikk(['replay', write('game.json', { ...base, game: 'skat' })]);
    expect(r.stderr).toMatch(/^error: malformed record: game/);
  });
  it.skipIf(!getGame('bondebridge') && !process.env.STIKK_REQUIRE_ALL_GAMES)(
    'a deck that is not the pack',
    () => {
      const decks = [[...base.decks[0].slice(0, 51), base.decks[0][0]]];
      const r = stikk(['replay', write('deck.json', { ...base, decks })]);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/^error: malformed record: deck 0/);
    },
  );
  it.skipIf(!getGame('bondebridge') && !process.env.STIKK_REQUIRE_ALL_GAMES)('an unknown option', () => {
    const r = stikk(['replay', write('opt.json', { ...base, options: { dobbling: true } }), '--json']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^error: malformed record: options: unknown option "dobbling"/);
    expect(JSON.parse(r.stdout).error.message).toMatch(/unknown option/);
  });
  it.skipIf(!getGame('bondebridge') && !process.env.STIKK_REQUIRE_ALL_GAMES)(
    'a card not held and an action out of turn',
    () => {
      // Replace the opening lead (the first card after the auction) with a card of another hand.
      const firstCard = base.actions.findIndex(([, a]: [number, string]) => /^[SHDC][2-9TJQKA]$/.test(a));
      const [seat, card] = base.actions[firstCard];
      const other = base.actions.slice(firstCard).find(([s]: [number, string]) => s !== seat)![1];
      const actions = [...base.actions.slice(0, firstCard), [seat, other]];
      let r = stikk(['replay', write('notheld.json', { ...base, actions })]);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`error: action ${firstCard} (seat ${seat}, "${other}")`);
      expect(r.stderr).toMatch(/not in (your )?hand|not held/);
      const late = [...base.actions.slice(0, firstCard), [(seat + 1) % 4, card]];
      r = stikk(['replay', write('turn.json', { ...base, actions: late })]);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/turn/);
      void card;
    },
  );
  it('reads standard input with -', () => {
    const r = stikk(['replay', '-'], 'not json');
    expect(r.status).toBe(2);
  });
});
