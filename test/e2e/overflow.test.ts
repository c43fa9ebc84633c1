/**
 * No page is wider than a 360×740 phone, in any of the five languages: the lobby (with the
 * new-table form of each game and the settings dialog), a table of each game with bots (and
 * its score sheet), the replay viewer of a finished match, the score keeper, and the accounts'
 * pages: the friends page and the sign-in and sign-up dialogs signed out, then signed in under a
 * long name (the header), the account menu, a profile and the friends page filled with the
 * contract's fixtures (./helpers/players.ts), and the challenge pages (the list, a ranking of
 * eleven with a board open, one to enter, making one) filled with theirs
 * (./helpers/challenges.ts). One browser;
 * the language is switched with the header's select, as a person does, and kept for the next
 * page. A page wider than the screen is named with its language and the elements that reach
 * past the right edge.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, request } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { BRIDGE as CHALLENGE_PLAYED, SELBU as CHALLENGE_TO_PLAY } from '../fixtures/challenge/contract.js';
import { openSession, SCREENSHOTS, type Session, screenshot } from './helpers/browser.js';
import { serveChallengeFixtures } from './helpers/challenges.js';
import { createTable } from './helpers/lobby.js';
import { overflow } from './helpers/overflow.js';
import { servePlayerFixtures } from './helpers/players.js';

const baseUrl = inject('baseUrl');
const PHONE = { width: 360, height: 740 };
const LANGS = ['nb', 'sv', 'da', 'de', 'en'] as const;
const GAMES = ['bondebridge', 'selbu', 'bridge', 'bridgette', 'bondtolva'] as const;
/** A long name of this run (a retry meets the account of the first), for the header to hold. */
const LONG_NAME = `Ingrid Marie Østergaard ${Date.now().toString(36).slice(-5)}`;
const PASSWORD = 'correct horse 1';

let s: Session;
beforeAll(async () => {
  // Pictures of findings from an earlier run would mislead.
  if (existsSync(SCREENSHOTS))
    for (const f of readdirSync(SCREENSHOTS))
      if (f.startsWith('problem-overflow-')) rmSync(join(SCREENSHOTS, f));
  s = await openSession({ viewport: PHONE });
});
afterAll(async () => {
  await s?.close();
});

/** A finished one-deal bridge match of four bots, for its replay page. */
async function finishedMatch(page: Page): Promise<string> {
  const res = await page.request.post(`${baseUrl}/api/tables`, {
    data: {
      game: 'bridge',
      options: { scoring: 'total', deals: 1 },
      bots: ['basic', 'basic', 'basic', 'basic'],
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { table: { id: string } }).table.id;
}

test('at 360×740 no page is wider than the screen, in nb, sv, da, de and en', async () => {
  const page = s.page;
  const problems: string[] = [];
  const check = async (what: string, lang: string) => {
    const found = await overflow(page);
    const name = `${what.replace(/[^\w]+/g, '-')}-${lang}`;
    if (found) {
      problems.push(`${what} (${lang}): ${found}`);
      await screenshot(page, `problem-overflow-${name}`, false);
    } else if (lang === 'nb' || lang === 'de') await screenshot(page, `overflow-${name}`, false);
  };
  // A table of each game with you and bots (created once, resumed in each language by its token).
  const tables: Record<string, string> = {};
  for (const game of GAMES) tables[game] = await createTable(page, baseUrl, game);
  const replay = await finishedMatch(page);
  // The account to sign in with (its own cookies: the page's stay a guest's until it signs in).
  const other = await request.newContext({ baseURL: baseUrl });
  const made = await other.post('/api/players', { data: { name: LONG_NAME, password: PASSWORD } });
  // 409: made by this test's first try, which a retry meets on the same server.
  expect([201, 409]).toContain(made.status());
  await other.dispose();
  await servePlayerFixtures(page, LONG_NAME);
  await serveChallengeFixtures(page);

  for (const lang of LANGS) {
    await page.goto(baseUrl);
    await page.locator('[data-tool="language"]').selectOption(lang);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    await page.waitForSelector('[data-tool="create"]');
    for (const game of GAMES) {
      await page.locator(`input[name="game"][value="${game}"]`).check();
      await check(`lobby, new ${game} table`, lang);
    }
    await page.locator('[data-tool="settings"]').click();
    await page.waitForSelector('.settings');
    await check('settings', lang);
    await page.keyboard.press('Escape');

    for (const game of GAMES) {
      await page.goto(`${baseUrl}/t/${tables[game]}`);
      await page.waitForSelector('.table-screen .seat.you');
      await check(`${game} table`, lang);
      await page.locator('[data-tool="score-sheet"]').click();
      await page.waitForSelector('[role="dialog"]');
      await check(`${game} score sheet`, lang);
      await page.keyboard.press('Escape');
    }

    await page.goto(`${baseUrl}/t/${replay}/replay`);
    await page.waitForSelector('.replay [data-tool="next"]', { timeout: 60_000 });
    await check('replay', lang);

    await page.goto(`${baseUrl}/keep`);
    await page.waitForSelector('[data-tool="keeper-start"]');
    await check('score keeper', lang);

    // The challenge pages, filled from the contract's fixtures (eleven entrants, long names).
    await page.goto(`${baseUrl}/challenge`);
    await page.waitForSelector('[data-tool="own"] li');
    await check('challenges', lang);
    await page.goto(`${baseUrl}/challenge/${CHALLENGE_PLAYED.id}`);
    await page.waitForSelector('[data-tool="ranking"] tr[data-you]');
    await page.locator('.challenge-board[data-board="0"] summary').click();
    await page.waitForSelector('.challenge-board[data-board="0"] .board-results[data-loaded]');
    await check('challenge ranking and board', lang);
    await page.goto(`${baseUrl}/challenge/${CHALLENGE_TO_PLAY.id}`);
    await page.waitForSelector('[data-tool="ranking-refused"]');
    await check('challenge to enter', lang);
    await page.goto(`${baseUrl}/challenge/new`);
    await page.waitForSelector('[data-tool="challenge-form"]');
    await check('new challenge', lang);

    await page.goto(`${baseUrl}/friends`);
    await page.locator('[data-tool="friends-sign-in"]').click();
    await page.waitForSelector('[data-tool="sign-in-form"]');
    await check('friends, signed out, sign-in dialog', lang);
    // Sign-up with a name taken: the dialog with its error.
    await page.locator('[data-tool="to-sign-up"]').click();
    await page.locator('[data-tool="account-name"]').fill(LONG_NAME);
    await page.locator('[data-tool="account-password"]').fill(PASSWORD);
    await page.locator('[data-tool="account-submit"]').click();
    await page.waitForSelector('[data-tool="account-error"]');
    await check('sign-up dialog', lang);
    await page.locator('[data-tool="to-sign-in"]').click();
    await page.locator('[data-tool="account-name"]').fill(LONG_NAME);
    await page.locator('[data-tool="account-password"]').fill(PASSWORD);
    await page.locator('[data-tool="account-submit"]').click();
    await page.locator('[data-tool="account"]').click();
    await page.waitForSelector('.account-menu');
    await check('friends, account menu', lang);
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl}/p/${encodeURIComponent(LONG_NAME)}`);
    await page.waitForSelector('[data-tool="matches"]');
    await check('own profile', lang);
    await page.goto(`${baseUrl}/p/Kari`);
    await page.waitForSelector('.follow button');
    await check('profile', lang);
    await page.goto(`${baseUrl}/friends`);
    await page.waitForSelector('[data-tool="friends"]');
    await check('friends', lang);
    await page.locator('[data-tool="account"]').click();
    await page.locator('[data-tool="sign-out"]').click();
    await page.waitForSelector('[data-tool="friends-sign-in"]');
  }
  expect(problems).toEqual([]);
  expect(s.errors).toEqual([]);
});
