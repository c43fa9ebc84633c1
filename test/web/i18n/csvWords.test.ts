/**
 * The keeper's CSV export in the client's language: every language has every word (the type
 * check demands it; this also catches an empty one), and a bokmål file reads in bokmål while
 * names, numbers and contracts stay as they are.
 */
import { describe, expect, test } from 'vitest';
import { sheetToCsv } from '../../../src/scorekeeper/export.js';
import type { Sheet } from '../../../src/scorekeeper/sheet.js';
import { csv as english } from '../../../src/words/en/csv.js';
import { computed, makeSheet, withEntries } from '../../scorekeeper/helpers.js';
import { LANGUAGES, MESSAGES } from '../messages.js';

const lines = (s: Sheet, lang: 'nb' | 'de') =>
  sheetToCsv(s, computed(s), MESSAGES[lang].keeper.csv).trimEnd().split('\r\n');

describe('CSV words', () => {
  test('every language has every word, none empty', () => {
    for (const lang of LANGUAGES) {
      const w = MESSAGES[lang].keeper.csv;
      expect(Object.keys(w).sort(), lang).toEqual(Object.keys(english).sort());
      for (const [key, v] of Object.entries(w)) {
        const text = typeof v === 'function' ? v('X') : Array.isArray(v) ? v.join('') : v;
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
      }
    }
    expect(MESSAGES.en.keeper.csv).toBe(english);
  });
  test('selbu in bokmål: melding, stikk, trumf, poeng; the names as typed', () => {
    const s = withEntries(
      makeSheet('selbu', { players: 3, handSizes: [2, 3] }, { players: ['Kari', 'Ola', 'Åse'] }),
      [
        { bids: [1, 0, 0], tricks: [1, 0, 1] },
        { bids: [2, 0, 0], tricks: [2, 1, 0] },
      ],
    );
    const csv = lines(s, 'nb');
    expect(csv[0]).toBe(
      'giv,giver,runde,kort,trumf,Kari melding,Kari stikk,Ola melding,Ola stikk,Åse melding,Åse stikk,' +
        'Kari poeng,Kari sum,Ola poeng,Ola sum,Åse poeng,Åse sum',
    );
    expect(csv[1]).toBe('1,Kari,1,2,NT,1,1,0,0,0,1,11,11,10,10,0,0');
    expect(csv[3]).toBe('sum,vinner: Kari,,,,,,,,,,,23,,10,,10');
  });
  test('bridge rubber in bokmål: kontrakt, spillefører, i sonen, the sides as NS and ØV', () => {
    const s: Sheet = {
      ...withEntries(makeSheet('bridge'), [
        { contract: '4S', declarer: 0, tricks: 10, honours: { side: 'NS', points: 100 } },
        { contract: 'P' },
      ]),
      closed: true,
    };
    const csv = lines(s, 'nb');
    expect(csv[0]).toBe(
      'giv,giver,i sonen,kontrakt,spillefører,stikk,honnører,NS over streken,NS under streken,ØV over streken,ØV under streken,' +
        'NS (Nora & Siri) poeng,NS (Nora & Siri) sum,ØV (Erik & Vidar) poeng,ØV (Erik & Vidar) sum',
    );
    expect(csv[1]).toBe('1,Nora,ingen,4S,Nora,10,NS 100,100,120,0,0,220,220,0,0');
    expect(csv[2]).toBe('2,Erik,NS,passet rundt,,,,0,0,0,0,0,220,0,0');
    expect(csv[3]).toBe('uferdig robber,,,,,,,,,,,300,,0,');
    expect(csv[4]).toBe('sum,vinner: NS (Nora & Siri),,,,,,,,,,,520,,0');
  });
  test('bondtolva in German: Trumpf and Tjog, letzter Stich, Matadorpunkt an niemand', () => {
    const s = withEntries(makeSheet('bondtolva'), [
      {
        declarations: [
          { seat: 0, kind: 'trumf', suit: 'S' },
          { seat: 1, kind: 'tjog', suit: 'H' },
        ],
        lastTrick: 0,
        matadorPoint: null,
      },
    ]);
    const csv = lines(s, 'de');
    expect(csv[0]).toBe(
      'Spiel,Geber,Trumpf,Meldungen,letzter Stich,Matadorpunkt,Anna Punkte,Anna Summe,Bo Punkte,Bo Summe',
    );
    expect(csv[1]).toBe('1,Anna,S,Anna Trumpf S; Bo Tjog H,Anna,niemand,3,3,1,1');
    expect(csv[2]).toBe('Summe,nicht beendet,,,,,,3,,1');
  });
});
