/** The challenge pages in words: sizes, windows, what is offered, ranking cells, refusals, results. */
import { describe, expect, it } from 'vitest';
import {
  badChallenge,
  challengeError,
  columnsOf,
  contractText,
  lineCells,
  offerOf,
  percentText,
  signed,
  sizeText,
  windowState,
  windowText,
} from '../../../src/web/challenge/lines.js';
import type { ChallengeInfo, Entry } from '../../../src/web/challenge/types.js';
import { ApiError } from '../../../src/web/net/api.js';
import { LANGUAGES, MESSAGES } from '../messages.js';

const en = MESSAGES.en;
const nb = MESSAGES.nb;

const DAILY: ChallengeInfo = {
  id: 'daily-2026-12-05-bondtolva',
  name: 'Bondtolva 2026-12-05',
  game: 'bondtolva',
  date: '2026-12-05',
  opens: '2026-12-05T00:00:00.000Z',
  closes: '2026-12-06T00:00:00.000Z',
  boards: null,
  ranking: 'total',
  seat: 0,
  entrants: 3,
};
const BRIDGE: ChallengeInfo = {
  ...DAILY,
  id: 'd-bridge',
  game: 'bridge',
  boards: 8,
  ranking: 'boards',
  seat: 2,
};
const NOON = Date.parse('2026-12-05T12:00:00Z');
const entry = (e: Partial<Entry>): Entry => ({
  id: 'e1',
  name: 'Kari',
  signedIn: false,
  tableId: 't1',
  played: 0,
  done: false,
  offline: false,
  ...e,
});

describe('a challenge in words', () => {
  it('its size: boards, or one match where the match decides', () => {
    expect(sizeText(BRIDGE, en)).toBe('8 boards');
    expect(sizeText(DAILY, en)).toBe('one match');
    expect(sizeText(BRIDGE, nb)).toBe('8 spill');
    expect(sizeText({ ...DAILY, game: 'selbu', boards: 20 }, MESSAGES.de)).toBe('20 Runden');
    expect(sizeText({ ...BRIDGE, boards: 1 }, MESSAGES.sv)).toBe('1 bricka');
  });

  it('its window: not yet, open until, closed', () => {
    expect(windowState(DAILY, Date.parse('2026-12-04T23:00:00Z'))).toBe('not-yet');
    expect(windowState(DAILY, NOON)).toBe('open');
    expect(windowState(DAILY, Date.parse('2026-12-06T00:00:00Z'))).toBe('closed');
    expect(windowText(DAILY, NOON, en, 'en')).toMatch(/^Open until 6 Dec 2026/);
    expect(windowText(DAILY, Date.parse('2026-12-07T00:00:00Z'), nb, 'nb')).toBe('Stengt');
  });

  it('what it offers: play, go on at your table, or your results', () => {
    expect(offerOf(DAILY, NOON)).toBe('play');
    expect(offerOf(DAILY, Date.parse('2026-12-07T00:00:00Z'))).toBe('none');
    expect(offerOf({ ...DAILY, mine: entry({}) }, NOON)).toBe('continue');
    expect(offerOf({ ...DAILY, mine: entry({ played: 3, done: true }) }, NOON)).toBe('results');
    // Closed before they finished: what they played is ranked.
    expect(offerOf({ ...BRIDGE, mine: entry({ played: 3 }) }, Date.parse('2026-12-07T00:00:00Z'))).toBe(
      'results',
    );
  });
});

describe('the ranking', () => {
  it('boards: matchpoints % and IMPs; total: the total; selbu: and the bids made', () => {
    expect(columnsOf(BRIDGE)).toEqual(['percent', 'imps']);
    expect(columnsOf({ ...BRIDGE, game: 'bondebridge' })).toEqual(['percent', 'imps']);
    expect(columnsOf(DAILY)).toEqual(['total']);
    expect(columnsOf({ ...DAILY, game: 'bridgette' })).toEqual(['total']);
    expect(columnsOf({ ...DAILY, game: 'selbu' })).toEqual(['total', 'exact']);
  });

  it('"the bot"\'s line is named in the language; figures in its way', () => {
    const bot = { rank: 1, name: 'bot', bot: true, boards: 8, percent: 62.5, imps: 4.25 };
    expect(lineCells(bot, ['percent', 'imps'], en, 'en')).toEqual({
      rank: '1',
      name: 'the bot',
      boards: '8',
      figures: { percent: '62.5%', imps: '+4.3' },
    });
    expect(lineCells(bot, ['percent', 'imps'], nb, 'nb')).toMatchObject({
      name: 'roboten',
      figures: { percent: '62,5 %', imps: '+4,3' },
    });
    const kari = {
      rank: 2,
      name: 'Kari',
      bot: false,
      boards: 20,
      total: -12,
      exactRate: 0.45,
      you: true as const,
    };
    expect(lineCells(kari, ['total', 'exact'], en, 'en')).toEqual({
      rank: '2',
      name: 'Kari',
      boards: '20',
      figures: { total: '−12', exact: '45%' },
    });
    expect(lineCells({ ...kari, total: undefined }, ['total'], en, 'en').figures.total).toBe('—');
  });

  it('signs and percents', () => {
    expect(signed(620, 'en', 0)).toBe('+620');
    expect(signed(-100, 'de', 0)).toBe('−100');
    expect(signed(0, 'en')).toBe('0');
    expect(percentText(100, 'de')).toBe('100 %');
  });
});

describe('results of a board', () => {
  it('contracts in the table’s letters, declarer by compass, passed out in words', () => {
    expect(contractText('4S S', en)).toBe('4♠ S');
    expect(contractText('3NTX E', nb)).toBe('3grX Ø');
    expect(contractText('6HXX', MESSAGES.de)).toBe('6♥XX');
    expect(contractText('passed out', MESSAGES.da)).toBe(MESSAGES.da.auction.passedOut);
    expect(contractText('12', en)).toBe('12');
  });
});

describe('refusals', () => {
  const refused = (status: number, code: string, message = 'x') => new ApiError(status, code, message);

  it('play-first is a sentence, not an error; each code of the routes has its words', () => {
    expect(challengeError(refused(403, 'play-first'), en)).toMatch(/^Play the challenge first/);
    expect(challengeError(refused(409, 'already-entered'), en)).toMatch(/already entered/);
    expect(challengeError(refused(403, 'name-taken'), en)).toMatch(/signed-in player/);
    expect(challengeError(refused(403, 'challenge-closed'), en)).toBe('This challenge is not open now.');
    expect(challengeError(refused(404, 'no-challenge'), en)).toBe('There is no such challenge.');
    expect(challengeError(refused(0, 'offline'), en)).toMatch(/cannot be reached/);
    expect(challengeError(refused(429, 'rate-limited'), en)).toMatch(/try again in a minute/);
    expect(challengeError(refused(503, 'too-many-tables'), MESSAGES.sv)).toMatch(/inte plats/);
    expect(challengeError(refused(500, 'server-error', 'disk full'), en)).toBe(
      'That did not work: disk full',
    );
  });

  it('a refused description names its field in words', () => {
    expect(badChallenge('closes: the window must close after it opens', en)).toBe(
      'The challenge must close after it opens.',
    );
    expect(badChallenge('name: Too small', nb)).toBe('Et navn har 1 til 80 tegn.');
    expect(badChallenge('something else', en)).toBe('The challenge was refused: something else');
  });

  it('every language says each refusal differently from the others', () => {
    for (const lang of LANGUAGES) {
      const said = ['play-first', 'already-entered', 'name-taken', 'challenge-closed', 'no-challenge'].map(
        (code) => challengeError(refused(403, code), MESSAGES[lang]),
      );
      expect(new Set(said).size, lang).toBe(5);
      if (lang !== 'en') expect(said[0], lang).not.toBe(challengeError(refused(403, 'play-first'), en));
    }
  });
});
