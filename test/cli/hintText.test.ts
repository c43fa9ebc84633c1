import { describe, expect, it } from 'vitest';
import { hintLine } from '../../src/cli/hintText.js';

describe('stikk play: the hint line', () => {
  it('names the action and words the reason as the web client does in English', () => {
    expect(hintLine({ action: '2', reason: { code: 'hits-bid', percent: 64, deals: 120 } })).toBe(
      'hint: 2 — makes the bid in 64% of 120 sampled deals\n',
    );
    expect(hintLine({ action: 'SA', reason: { code: 'average-tricks', tricks: 9.4, layouts: 30 } })).toBe(
      'hint: SA — your side takes 9.4 tricks on average over 30 layouts\n',
    );
  });
  it('the action alone when the bot gives no reason', () => {
    expect(hintLine({ action: 'P' })).toBe('hint: P\n');
  });
});
