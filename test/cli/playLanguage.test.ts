import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { terminalWords } from '../../src/cli/language.js';
import { stikk } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'stikk-lang-'));
const firstChoice = '#1\n'.repeat(200);

describe('stikk play and replay speak the player’s language', () => {
  const record = join(dir, 'selbu.json');
  it('--lang nb: the whole session in Norwegian, the record saved as always', () => {
    const r = stikk(
      ['play', 'selbu', '--seed', 's1', '--handSizes', '1,2', '--lang', 'nb', '--out', record],
      firstChoice,
    );
    expect(r.status, r.stderr).toBe(0);
    const w = terminalWords('nb');
    expect(r.stdout).toContain(w.play.welcome('selbu', 's1', 0, false));
    expect(r.stdout).toContain(w.result.heading('selbu', w.result.finished, 2));
    expect(r.stdout).toContain(w.play.saved(record));
    expect(r.stdout).not.toMatch(/to act|Your hand|deal finished|totals/);
  });
  it('follows the locale when --lang is absent: LANG=sv_SE.UTF-8 replays in Swedish', () => {
    const r = stikk(['replay', record], undefined, {
      STIKK_LANG: '',
      LC_ALL: '',
      LC_MESSAGES: '',
      LANG: 'sv_SE.UTF-8',
    });
    expect(r.status, r.stderr).toBe(0);
    const w = terminalWords('sv');
    expect(r.stdout.split('\n')[0]).toBe(w.result.heading('selbu', w.result.finished, 2));
  });
  it('STIKK_LANG wins over the locale, --lang over both; English where the locale is C', () => {
    const de = stikk(['replay', record], undefined, { STIKK_LANG: 'de', LANG: 'sv_SE.UTF-8' });
    expect(de.stdout.split('\n')[0]).toBe(
      terminalWords('de').result.heading('selbu', terminalWords('de').result.finished, 2),
    );
    const da = stikk(['replay', record, '--lang', 'da'], undefined, { STIKK_LANG: 'de' });
    expect(da.stdout.split('\n')[0]).toBe(
      terminalWords('da').result.heading('selbu', terminalWords('da').result.finished, 2),
    );
    const c = stikk(['replay', record], undefined, {
      STIKK_LANG: '',
      LC_ALL: '',
      LC_MESSAGES: '',
      LANG: 'C.UTF-8',
    });
    expect(c.stdout.split('\n')[0]).toBe('selbu: finished, 2 deals');
  });
  it('a move the rules refuse is explained in the language, not in the engine’s English', () => {
    const nb = stikk(['play', 'bridge', '--seed', 'n7', '--lang', 'nb'], 'zz\nquit\n');
    expect(nb.status, nb.stderr).toBe(0);
    expect(nb.stdout).toContain('«zz» er ikke lov nå: «zz» er ikke en melding.');
    const en = stikk(['play', 'bridge', '--seed', 'n7'], 'zz\nquit\n');
    expect(en.stdout).toContain('"zz" is not legal now: “zz” is not a call.');
  });
  it('a --lang that is not one of the five is refused, saying which are', () => {
    const r = stikk(['play', 'selbu', '--lang', 'fr'], firstChoice);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('error: --lang must be one of nb, sv, da, de, en (got "fr")\n');
  });
});
