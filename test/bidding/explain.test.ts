import { describe, expect, it } from 'vitest';
import type { Explanation } from '../../src/bidding/explain.js';
import { explainAuction, explainCall } from '../../src/bidding/explain.js';
import { callExplanation } from '../../src/cli/explain.js';
import { bidding as da } from '../../src/words/da/bidding.js';
import { bidding as de } from '../../src/words/de/bidding.js';
import { bidding as en } from '../../src/words/en/bidding.js';
import { explanationText } from '../../src/words/explanation.js';
import { bidding as nb } from '../../src/words/nb/bidding.js';
import { bidding as sv } from '../../src/words/sv/bidding.js';

const WORDS = { nb, sv, da, de, en };
const text = (e: Explanation, lang: keyof typeof WORDS) => explanationText(e, WORDS[lang]);

const seq = (s: string): Array<[number, string]> => s.split(' ').map((c, i) => [i % 4, c]);

describe('explanations of calls', () => {
  it('1NT opening: 15–17 points, balanced, in five languages', () => {
    const e = explainCall('bridge', [], '1NT');
    expect(e.parts).toEqual([{ kind: 'points', min: 15, max: 17 }, { kind: 'balanced' }]);
    expect(e.alert).toBe(false);
    expect(text(e, 'en')).toBe('15–17 points, balanced');
    expect(text(e, 'nb')).toBe('15–17 hp, balansert');
    expect(text(e, 'sv')).toBe('15–17 hp, balanserad');
    expect(text(e, 'da')).toBe('15–17 hp, balanceret');
    expect(text(e, 'de')).toBe('15–17 Punkte, ausgeglichen');
  });

  it('Stayman is alerted and asks for a four-card major', () => {
    const e = explainCall('bridge', seq('1NT P'), '2C');
    expect(e.alert).toBe(true);
    expect(e.parts).toContainEqual({ kind: 'asks', what: 'major4' });
    expect(text(e, 'en')).toContain('asks for a four-card major');
    expect(text(e, 'en')).toContain('(4+ ♠) or (4+ ♥)');
  });

  it('a transfer names its suit; key-card answers show their counts', () => {
    expect(text(explainCall('bridge', seq('1NT P'), '2D'), 'en')).toContain('transfer: 5+ ♥');
    const answer = explainCall('bridge', seq('1S P 2NT P 3S P 4NT P'), '5D');
    expect(answer.parts).toContainEqual({ kind: 'keyCards', trump: 'S', counts: [0, 3, 5] });
    expect(text(answer, 'de')).toContain('0 oder 3 oder 5 Schlüsselkarten (♠ Trumpf)');
  });

  it('a call the system has no rule for says so', () => {
    const e = explainCall('bridge', seq('1NT P'), '7C');
    expect(e.parts).toEqual([{ kind: 'noAgreement' }]);
    expect(text(e, 'sv')).toBe('ingen överenskommelse');
  });

  it('explainAuction explains every call where it was made', () => {
    const all = explainAuction('bridge', seq('1NT P 2C P'));
    expect(all.map((e) => e.call)).toEqual(['1NT', 'P', '2C', 'P']);
    expect(all[2].alert).toBe(true);
  });

  it('the terminal says it in English, with the alert', () => {
    const view = { game: 'bridge', phase: 'auction', calls: seq('1NT P'), firstCaller: 0 };
    expect(callExplanation(view, '2c', 'en')).toMatch(/^2C \(alert\): /);
    expect(callExplanation({ game: 'selbu' }, '1NT', 'en')).toBeNull();
  });
});
