import { describe, expect, it } from 'vitest';
import { hintLine } from '../../src/cli/hintText.js';
import { terminalWords } from '../../src/cli/language.js';
import { web as webEnglish } from '../../src/words/en/web.js';
import { web as webNorwegian } from '../../src/words/nb/web.js';

describe('stikk play: the hint line', () => {
  const en = terminalWords('en');
  it('names the action and words the reason', () => {
    expect(hintLine({ action: '2', reason: { code: 'hits-bid', percent: 64, deals: 120 } }, en)).toBe(
      'hint: 2 — makes the bid in 64% of 120 sampled deals\n',
    );
    expect(hintLine({ action: 'SA', reason: { code: 'average-tricks', tricks: 9.4, layouts: 30 } }, en)).toBe(
      'hint: SA — your side takes 9.4 tricks on average over 30 layouts\n',
    );
  });
  it('the action alone when the bot gives no reason', () => {
    expect(hintLine({ action: 'P' }, en)).toBe('hint: P\n');
  });
  it('words a reason as the web client does, in each language', () => {
    const reason = { code: 'average-tricks', tricks: 9.4, layouts: 30 } as const;
    expect(terminalWords('en').play.reason(reason)).toBe(webEnglish.hint.reason(reason));
    expect(terminalWords('nb').play.reason(reason)).toBe(webNorwegian.hint.reason(reason));
    expect(terminalWords('nb').play.reason(reason)).toBe('dere tar i snitt 9,4 stikk over 30 fordelinger');
  });
});
