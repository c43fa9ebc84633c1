import { describe, expect, it } from 'vitest';
import { explainAuction, explainCall } from '../../src/bidding/explain.js';
import { explanationText } from '../../src/bidding/words.js';
import { callExplanation } from '../../src/cli/explain.js';

const seq = (s: string): Array<[number, string]> => s.split(' ').map((c, i) => [i % 4, c]);

describe('explanations of calls', () => {
  it('1NT opening: 15–17 points, balanced, in five languages', () => {
    const e = explainCall('bridge', [], '1NT');
    expect(e.parts).toEqual([{ kind: 'points', min: 15, max: 17 }, { kind: 'balanced' }]);
    expect(e.alert).toBe(false);
    expect(explanationText(e, 'en')).toBe('15–17 points, balanced');
    expect(explanationText(e, 'nb')).toBe('15–17 hp, balansert');
    expect(explanationText(e, 'sv')).toBe('15–17 hp, balanserad');
    expect(explanationText(e, 'da')).toBe('15–17 hp, balanceret');
    expect(explanationText(e, 'de')).toBe('15–17 Punkte, ausgeglichen');
  });

  it('Stayman is alerted and asks for a four-card major', () => {
    const e = explainCall('bridge', seq('1NT P'), '2C');
    expect(e.alert).toBe(true);
    expect(e.parts).toContainEqual({ kind: 'asks', what: 'major4' });
    expect(explanationText(e, 'en')).toContain('asks for a four-card major');
    expect(explanationText(e, 'en')).toContain('(4+ ♠) or (4+ ♥)');
  });

  it('a transfer names its suit; key-card answers show their counts', () => {
    expect(explanationText(explainCall('bridge', seq('1NT P'), '2D'), 'en')).toContain('transfer: 5+ ♥');
    const answer = explainCall('bridge', seq('1S P 2NT P 3S P 4NT P'), '5D');
    expect(answer.parts).toContainEqual({ kind: 'keyCards', trump: 'S', counts: [0, 3, 5] });
    expect(explanationText(answer, 'de')).toContain('0 oder 3 oder 5 Schlüsselkarten (♠ Trumpf)');
  });

  it('a call the system has no rule for says so', () => {
    const e = explainCall('bridge', seq('1NT P'), '7C');
    expect(e.parts).toEqual([{ kind: 'noAgreement' }]);
    expect(explanationText(e, 'sv')).toBe('ingen överenskommelse');
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
