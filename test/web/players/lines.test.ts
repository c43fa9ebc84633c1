/** A player's page in words: matches as lines, results, statistics as percentages, ratings shown. */
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  inGameOrder,
  matchLine,
  percent,
  ratedGames,
  sameName,
  statLines,
} from '../../../src/web/players/lines.js';
import {
  BONDTOLVA_LOST,
  KARI,
  KARI_STATS,
  RATED_BRIDGE,
  SELBU_WITH_BOTS,
} from '../../fixtures/players/contract.js';
import { LANGUAGES, MESSAGES } from '../messages.js';

const en = MESSAGES.en;
const nb = MESSAGES.nb;

describe('a match as a line', () => {
  it('a rated bridge match won: partners, opponents, the rating after and its change, the replay', () => {
    expect(matchLine(RATED_BRIDGE, en, 'en')).toEqual({
      game: 'Bridge',
      date: '30 Nov 2026',
      result: 'won',
      won: true,
      rated: true,
      rating: '1432 (+18)',
      partners: ['Per'],
      opponents: ['Ola', 'Åse'],
      accounts: ['Ola', 'Per', 'Åse'],
      replay: '/t/brG7x2Qa/replay?match=0',
    });
  });

  it('bots are named by their level, in the order of their places; a guest by name', () => {
    const line = matchLine(SELBU_WITH_BOTS, en, 'en');
    expect(line.opponents).toEqual(['bot (strong)', 'Gjest', 'bot (basic)']);
    expect(line.partners).toEqual([]);
    // The guest has no page to open; nor has a bot.
    expect(line.accounts).toEqual([]);
    expect(matchLine(SELBU_WITH_BOTS, nb, 'nb').opponents).toEqual([
      'robot (sterk)',
      'Gjest',
      'robot (enkel)',
    ]);
  });

  it('more than two sides: the place among them; two sides: won or lost', () => {
    expect(matchLine(SELBU_WITH_BOTS, en, 'en').result).toBe('2nd of 4');
    expect(matchLine({ ...SELBU_WITH_BOTS, rank: 1 }, en, 'en').result).toBe('1st of 4');
    expect(matchLine({ ...SELBU_WITH_BOTS, rank: 3 }, en, 'en').result).toBe('3rd of 4');
    expect(matchLine({ ...SELBU_WITH_BOTS, rank: 11, of: 12 }, en, 'en').result).toBe('11th of 12');
    expect(matchLine({ ...SELBU_WITH_BOTS, rank: 1 }, MESSAGES.de, 'de').result).toBe('Platz 1 von 4');
    expect(matchLine(BONDTOLVA_LOST, en, 'en')).toMatchObject({ result: 'lost', won: false, rated: false });
    expect(matchLine(BONDTOLVA_LOST, nb, 'nb').result).toBe('tapte');
  });

  it('an unrated match has no rating change; a loss in a rated one shows the minus', () => {
    expect(matchLine(SELBU_WITH_BOTS, en, 'en').rating).toBeUndefined();
    const lost = { ...RATED_BRIDGE, rank: 2, rating: { before: 1432, after: 1411 } };
    expect(matchLine(lost, en, 'en').rating).toBe('1411 (−21)');
  });

  it('dates in each language', () => {
    expect(formatDate(RATED_BRIDGE.endedAt, 'de')).toBe('30.11.2026');
    expect(formatDate(RATED_BRIDGE.endedAt, 'nb')).toMatch(/^30\. nov\.? 2026$/);
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it('every language words every match', () => {
    for (const lang of LANGUAGES)
      for (const m of KARI.matches) {
        const line = matchLine(m, MESSAGES[lang], lang);
        expect(line.result, lang).not.toBe('');
        expect(
          [...line.partners, ...line.opponents].every((n) => n.length > 0),
          lang,
        ).toBe(true);
      }
  });
});

describe('statistics', () => {
  it('bridge: matches won, contracts declared and made as percentages, the double-dummy cost', () => {
    expect(statLines(KARI_STATS.bridge, en, 'en')).toEqual([
      { label: 'Matches won', value: '62% (8 of 13)' },
      { label: 'Contracts as declarer', value: '40' },
      { label: 'Contracts made', value: '73% (29 of 40)' },
      { label: 'Tricks lost per card (double dummy)', value: '0.08' },
    ]);
  });

  it('selbu: exact bids; a game with matches only: matches won', () => {
    expect(statLines(KARI_STATS.selbu, en, 'en')).toEqual([
      { label: 'Matches won', value: '25% (1 of 4)' },
      { label: 'Bids made exactly', value: '58% (21 of 36)' },
    ]);
    expect(statLines(KARI_STATS.bondtolva, en, 'en')).toEqual([
      { label: 'Matches won', value: '0% (0 of 2)' },
    ]);
  });

  it('percentages and decimals in the language’s own way', () => {
    expect(percent(29, 40, 'de')).toBe('73\u00a0%');
    expect(percent(1, 3, 'nb')).toBe('33\u00a0%');
    expect(percent(0, 0, 'en')).toBe('—');
    expect(statLines(KARI_STATS.bridge, MESSAGES.sv, 'sv').at(-1)?.value).toBe('0,08');
  });

  it('no contracts declared: no share of them made', () => {
    const lines = statLines({ matches: 1, won: 0, declared: 0, made: 0, ddCostPerCard: 0.2 }, en, 'en');
    expect(lines.map((l) => l.label)).toEqual([
      'Matches won',
      'Contracts as declarer',
      'Tricks lost per card (double dummy)',
    ]);
  });
});

describe('ratings and names', () => {
  it('only games with rated matches, in the games’ order', () => {
    expect(ratedGames(KARI.ratings, en).map(([g]) => g)).toEqual(['bridge']);
    const order = inGameOrder({ bondtolva: 1, mystery: 2, bondebridge: 3, bridge: 4 }, en).map(([g]) => g);
    expect(order).toEqual(['bondebridge', 'bridge', 'bondtolva', 'mystery']);
  });

  it('names are one player’s without case, width or repeated spaces', () => {
    expect(sameName('Kari', ' KARI ')).toBe(true);
    expect(sameName('Kari  Nord', 'kari nord')).toBe(true);
    expect(sameName('Ｋａｒｉ', 'kari')).toBe(true);
    expect(sameName('Kari', 'Kari2')).toBe(false);
  });
});

describe('bots on both sides', () => {
  it('each side’s bots are its own places’, whatever the order of the places', () => {
    // Bridge: a strong bot opposite (East), a basic bot as partner (South), a person West.
    const m = {
      ...RATED_BRIDGE,
      rated: false,
      places: [
        { name: 'Kari', signedIn: true as const },
        { name: '', bot: 'strong' },
        { name: '', bot: 'basic' },
        { name: 'Ola' },
      ],
      partners: [''],
      opponents: ['', 'Ola'],
    };
    const line = matchLine(m, en, 'en');
    expect(line.partners).toEqual(['bot (basic)']);
    expect(line.opponents).toEqual(['bot (strong)', 'Ola']);
  });

  it('a person a bot stood in for keeps their name; lists that fit no places still name every bot', () => {
    const m = {
      ...SELBU_WITH_BOTS,
      places: [
        { name: '', bot: 'strong' },
        { name: 'Kari', signedIn: true as const },
        { name: 'Gjest', bot: 'basic' },
        { name: '', bot: 'basic' },
      ],
    };
    expect(matchLine(m, en, 'en').opponents).toEqual(['bot (strong)', 'Gjest', 'bot (basic)']);
    const odd = { ...SELBU_WITH_BOTS, opponents: ['', 'Somebody', ''] };
    expect(matchLine(odd, en, 'en').opponents).toEqual(['bot', 'Somebody', 'bot']);
  });
});
