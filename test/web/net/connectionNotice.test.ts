/** The table page's connection line: which of the three it says, in every language. */
import { describe, expect, it } from 'vitest';
import { connectionNotice } from '../../../src/web/table/connectionNotice.js';
import { LANGUAGES, MESSAGES } from '../messages.js';

describe('connectionNotice', () => {
  it('says nothing while open with nothing waiting', () => {
    expect(connectionNotice('open', 0, MESSAGES.en)).toBeNull();
  });

  it('says the server is reconnecting while a refused message waits, in each language', () => {
    for (const lang of LANGUAGES) {
      const t = MESSAGES[lang];
      const said = connectionNotice('open', 2, t);
      expect(said).toBe(t.app.unavailable);
      // Its own words, not the lost connection's or the first connect's.
      expect(said).not.toBe(t.app.offline);
      expect(said).not.toBe(t.app.connecting);
      // A hello refused while connecting is the server's outage too.
      expect(connectionNotice('connecting', 1, t)).toBe(t.app.unavailable);
      expect(connectionNotice('connecting', 0, t)).toBe(t.app.connecting);
    }
    expect(new Set(LANGUAGES.map((l) => MESSAGES[l].app.unavailable)).size).toBe(LANGUAGES.length);
  });

  it('a socket that is down says so first: what waits goes once it is back', () => {
    expect(connectionNotice('offline', 3, MESSAGES.de)).toBe(MESSAGES.de.app.offline);
  });
});
