/**
 * Refusals as codes: stable kebab-case codes with typed parameters, the English sentence built
 * from them in one place, and every illegal sample record refused with a code and parameters
 * that rebuild its sentence (what a translating client relies on).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayRecord } from '../../src/catalog.js';
import { isRefusalCode, REFUSAL_CODES, type RefusalCode, refusal } from '../../src/engine/refusal.js';

const root = 'test/fixtures/replay-samples';

describe('refusal codes', () => {
  it('are unique kebab-case names, the contract’s examples among them', () => {
    expect(new Set(REFUSAL_CODES).size).toBe(REFUSAL_CODES.length);
    for (const code of REFUSAL_CODES) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    for (const code of ['must-follow-suit', 'not-your-turn', 'bid-too-low'])
      expect(REFUSAL_CODES).toContain(code);
    expect(isRefusalCode('revoke')).toBe(false);
    expect(isRefusalCode('toString')).toBe(false);
  });

  it('build the English sentence from the parameters, the action first', () => {
    expect(refusal('must-follow-suit', { action: 'SA', suit: 'C' })).toEqual({
      code: 'must-follow-suit',
      params: { action: 'SA', suit: 'C' },
      message: 'SA: must follow suit (clubs) (revoke)',
    });
    expect(refusal('must-follow-suit', { action: 'C9', suit: 'D', phase: 2 }).message).toBe(
      'C9: phase 2, must follow suit (diamonds) (revoke)',
    );
    expect(refusal('not-your-turn', { seat: 2, toAct: [0] }).message).toBe(
      "it is not seat 2's turn (to act: 0)",
    );
    expect(refusal('not-your-turn', { seat: 1, toAct: [] }).message).toBe(
      "it is not seat 1's turn (to act: nobody)",
    );
    expect(refusal('not-your-turn', { action: '1', seat: 0, toAct: [3], move: 'bid' }).message).toBe(
      "1: it is not seat 0's turn to bid (to bid: 3)",
    );
    expect(refusal('bid-too-low', { action: '2D', last: '2D' }).message).toBe(
      '2D: a bid must be higher than the last bid 2D',
    );
    expect(refusal('bid-restricted', { action: '1S', rule: 'no-trump-only' }).message).toBe(
      '1S: only no-trump bids are played (noTrumpOnly)',
    );
    expect(refusal('unknown-action', { action: 'pass', expected: 'call' }).message).toBe(
      'pass: not a call (a pass is written P)',
    );
    expect(refusal('card-not-held', { action: 'discard:H9,SA', card: 'SA' }).message).toBe(
      'discard:H9,SA: SA is not in your hand',
    );
  });
});

interface Sample {
  note: string;
  record: unknown;
  expectError?: { index: number };
}

const illegal = readdirSync(root).flatMap((game) =>
  readdirSync(join(root, game))
    .filter((f) => f.endsWith('.json'))
    .map((f) => [`${game}/${f}`, JSON.parse(readFileSync(join(root, game, f), 'utf8')) as Sample] as const)
    .filter(([, s]) => s.expectError),
);

describe('replaying an illegal record', () => {
  it.each(illegal)('%s: the refusal has a code whose parameters rebuild its sentence', (_name, sample) => {
    const r = replayRecord(sample.record);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.index).toBe(sample.expectError!.index);
    expect(isRefusalCode(r.error.code)).toBe(true);
    const params = JSON.parse(JSON.stringify(r.error.params)) as never;
    expect(refusal(r.error.code as RefusalCode, params).message).toBe(r.error.message);
  });

  it('names the rule broken: follow suit, a higher bid, whose turn', () => {
    const error = (f: string) => {
      const sample = JSON.parse(readFileSync(join(root, 'bondebridge', f), 'utf8')) as Sample;
      const r = replayRecord(sample.record);
      return r.ok ? undefined : r.error;
    };
    expect(error('07.json')).toMatchObject({ code: 'must-follow-suit', params: { action: 'SA', suit: 'C' } });
    expect(error('08.json')).toMatchObject({ code: 'bid-too-low', params: { action: '2D', last: '2D' } });
    expect(error('09.json')).toMatchObject({ code: 'not-your-turn', params: { seat: 2, toAct: [0] } });
  });
});
