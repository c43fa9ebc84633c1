/**
 * The challenge pages (issue 35) in Chromium.
 * - With the server's routes (docs/challenge.md "The server's routes"): a new guest opens the
 *   lobby's "Daily challenge", plays today's bondtolva challenge to the end by clicking (the
 *   name asked once), and the table's end leads to the ranking with "the bot"'s line and theirs,
 *   each deal's results with the links to the entrants' play; at 360×740 and 1280×800.
 * - A signed-in player enters today's bridge challenge: no name asked, the seat is the
 *   account's, and back on the challenge's page "Continue" returns to the table.
 * - From the contract's fixtures (./helpers/challenges.ts), whatever the server: today's five
 *   challenges and the players' own, a bridge ranking of eleven with long names (matchpoints %
 *   and IMPs), a board's frequency table, the `play-first` sentence, making a challenge from a
 *   seed and from a PBN file with its share link; axe finds nothing serious. Pictures
 *   `challenge-*.png` at both sizes.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { BRIDGE } from '../fixtures/challenge/contract.js';
import { openSession, screenshot, seriousViolations } from './helpers/browser.js';
import { serveChallengeFixtures, serverHasChallenges } from './helpers/challenges.js';
import { overflow } from './helpers/overflow.js';
import { playToEnd } from './helpers/play.js';

const baseUrl = inject('baseUrl');
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const routes = await serverHasChallenges(baseUrl);
const BRIDGE_ID = BRIDGE.id;

/** Nothing wider than the screen, nothing cut at its sides; a board's results fit without scrolling. */
async function fitsWidth(page: Page): Promise<boolean> {
  const found = await overflow(page);
  if (found) throw new Error(`${page.url()}: ${found}`);
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.board-results')).every((b) => b.scrollWidth <= b.clientWidth + 1),
  );
}

test.skipIf(!routes)(
  'a guest plays the bondtolva daily challenge to the end, then sees the ranking with the bot’s line',
  async () => {
    // Someone new: the page asks their name once.
    const s = await openSession({ viewport: PHONE, name: null });
    const page = s.page;
    try {
      await page.goto(baseUrl);
      await page.locator('[data-tool="daily-challenge"]').click();
      await page.waitForSelector('[data-tool="daily"] li[data-game="bondtolva"]');
      expect(await page.locator('[data-tool="daily"] li').count()).toBe(5);
      await screenshot(page, 'challenge-list-360');
      expect(await fitsWidth(page)).toBe(true);

      await page
        .locator('[data-tool="daily"] li[data-game="bondtolva"] [data-tool="open-challenge"]')
        .click();
      await page.waitForSelector('[data-tool="enter"]');
      // Before playing, the ranking is a sentence, not an error.
      await page.waitForSelector('[data-tool="ranking-refused"]');
      expect(await page.locator('[data-tool="ranking-refused"]').getAttribute('class')).not.toContain(
        'error',
      );
      await screenshot(page, 'challenge-enter-360');
      const challengeUrl = page.url();

      await page.locator('[data-tool="enter"]').click();
      await page.locator('[data-tool="your-name"]').fill('Gjest Guro');
      await page.locator('[data-tool="sit-down"]').click();
      await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/, { waitUntil: 'commit', timeout: 60_000 });
      await page.waitForSelector('.table-screen .seat.you');
      await playToEnd(page, { seed: 35 });

      await screenshot(page, 'challenge-table-end-360');
      // The end of the match leads to the ranking, not to a rematch.
      expect(await page.locator('[data-tool="rematch"]').count()).toBe(0);
      await page.locator('[data-tool="challenge-ranking"]').click();
      await page.waitForURL(challengeUrl);
      await page.waitForSelector('[data-tool="ranking"] tr[data-you]');
      // The bot's line may still be played on the server: look again until it is there.
      for (
        let i = 0;
        i < 60 && (await page.locator('[data-tool="ranking"] tr[data-bot]').count()) === 0;
        i++
      ) {
        await page.waitForTimeout(1000);
        await page.reload();
        await page.waitForSelector('[data-tool="ranking"] tr[data-you]');
      }
      const bot = page.locator('[data-tool="ranking"] tr[data-bot]');
      expect(await bot.locator('th').textContent()).toBe('the bot');
      expect(await page.locator('[data-tool="ranking"] tr[data-you] th').textContent()).toContain(
        'Gjest Guro',
      );
      // Bondtolva ranks by the total: a figure in each line.
      expect(await bot.locator('[data-column="total"]').textContent()).toMatch(/^[−\d]/);
      expect(await page.locator('[data-tool="mine"]').textContent()).toContain(
        'You have played the challenge.',
      );

      await page.locator('.challenge-board[data-board="0"] summary').click();
      await page.waitForSelector('.challenge-board[data-board="0"] .board-results[data-loaded]');
      expect(
        await page.locator('.challenge-board[data-board="0"] [data-tool="frequency"] tbody tr').count(),
      ).toBeGreaterThan(0);
      const rows = page.locator('.challenge-board[data-board="0"] [data-tool="board-rows"] tbody tr');
      expect(await rows.count()).toBeGreaterThanOrEqual(2);
      await screenshot(page, 'challenge-ranking-360');
      expect(await fitsWidth(page)).toBe(true);
      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'challenge-ranking-1280');

      // Your own play of deal 2 opens in the replay viewer at that deal (a match to 12 takes
      // more than one deal).
      await page.locator('.challenge-board[data-board="1"] summary').click();
      await page.waitForSelector('.challenge-board[data-board="1"] .board-results[data-loaded]');
      await page.locator('.challenge-board[data-board="1"] [data-tool="entrant-replay"]').first().click();
      await page.waitForURL(/\/t\/[A-Za-z0-9_-]+\/replay\?match=0&deal=1$/);
      await page.waitForSelector('.replay [data-tool="next"]', { timeout: 60_000 });
      await page.waitForFunction(
        () => !document.querySelector<HTMLButtonElement>('.replay [data-tool="first"]')?.disabled,
      );
      expect(s.errors).toEqual([]);
    } finally {
      await s.close();
    }
  },
);

test.skipIf(!routes)(
  'a signed-in player enters under the account without being asked a name, and can go on later',
  async () => {
    const name = `Kari Konto ${Date.now().toString(36).slice(-5)}`;
    const s = await openSession({ viewport: PHONE, name: null });
    const page = s.page;
    try {
      const made = await page.request.post(`${baseUrl}/api/players`, {
        data: { name, password: 'correct horse 1' },
      });
      expect(made.status()).toBe(201);
      await page.goto(`${baseUrl}/challenge`);
      await page.locator('[data-tool="daily"] li[data-game="bridge"] [data-tool="open-challenge"]').click();
      await page.locator('[data-tool="enter"]').click();
      await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/, { waitUntil: 'commit', timeout: 60_000 });
      await page.waitForSelector('.table-screen .seat.you');
      // No name was asked: the seat is the account's.
      expect(await page.locator('[data-tool="your-name"]').count()).toBe(0);
      expect(await page.locator('.table-screen .seat.you').textContent()).toContain(name);
      const table = new URL(page.url()).pathname;
      // Back on the challenge's page: the entry is there, and "Continue" returns to the table.
      await page.goBack();
      await page.waitForSelector('[data-tool="continue"]');
      expect(await page.locator('[data-tool="enter"]').count()).toBe(0);
      await page.locator('[data-tool="continue"]').click();
      await page.waitForURL((u) => u.pathname === table);
      await page.waitForSelector('.table-screen .seat.you');
      expect(s.errors).toEqual([]);
    } finally {
      await s.close();
    }
  },
);

test('the pages with many entrants, from the contract’s fixtures, at 360×740 and 1280×800', async () => {
  const s = await openSession({ viewport: PHONE });
  const page = s.page;
  try {
    await serveChallengeFixtures(page);
    for (const [size, viewport] of [
      ['360', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`${baseUrl}/challenge`);
      await page.waitForSelector('[data-tool="own"] li');
      expect(await page.locator('[data-tool="daily"] li').count()).toBe(5);
      expect(
        await page
          .locator('[data-tool="daily"] li[data-game="bridge"] [data-tool="open-challenge"]')
          .textContent(),
      ).toBe('Your results');
      expect(
        await page
          .locator('[data-tool="daily"] li[data-game="selbu"] [data-tool="open-challenge"]')
          .textContent(),
      ).toBe('Play');
      expect(await fitsWidth(page)).toBe(true);
      await screenshot(page, `challenge-fixtures-list-${size}`);

      await page.locator('[data-tool="daily"] li[data-game="bridge"] [data-tool="open-challenge"]').click();
      await page.waitForSelector('[data-tool="ranking"] tr[data-you]');
      expect(await page.locator('[data-tool="ranking"] tbody tr').count()).toBe(11);
      const bot = page.locator('[data-tool="ranking"] tr[data-bot]');
      expect(await bot.locator('th').textContent()).toBe('the bot');
      expect(await bot.locator('[data-column="percent"]').textContent()).toBe('63.1%');
      expect(await bot.locator('[data-column="imps"]').textContent()).toBe('+11');
      await page.locator('.challenge-board[data-board="0"] summary').click();
      await page.waitForSelector('.challenge-board[data-board="0"] .board-results[data-loaded]');
      const frequency = page.locator('.challenge-board[data-board="0"] [data-tool="frequency"] tbody tr');
      expect(await frequency.count()).toBe(6);
      expect(await frequency.first().textContent()).toBe('4♠ S+6501');
      expect(await page.locator('.challenge-board[data-board="0"]').textContent()).toContain('Datum +470');
      expect(await fitsWidth(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `challenge-fixtures-ranking-${size}`);

      // Selbu not played yet: Play, and the ranking's refusal as a sentence.
      await page.goto(`${baseUrl}/challenge`);
      await page.locator('[data-tool="daily"] li[data-game="selbu"] [data-tool="open-challenge"]').click();
      await page.waitForSelector('[data-tool="ranking-refused"]');
      expect(await page.locator('[data-tool="ranking-refused"]').textContent()).toMatch(
        /^Play the challenge first/,
      );
      expect(await page.locator('[data-tool="enter"]').isVisible()).toBe(true);
      await screenshot(page, `challenge-fixtures-enter-${size}`);

      // Making one: from a seed, then the share link.
      await page.goto(`${baseUrl}/challenge`);
      await page.locator('[data-tool="new-challenge"]').click();
      await page.waitForSelector('[data-tool="challenge-form"]');
      await page.locator('[data-tool="challenge-name"]').fill('Klubbkveld torsdag');
      expect(await fitsWidth(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `challenge-fixtures-new-${size}`);
      await page.locator('[data-tool="make-challenge"]').click();
      await page.waitForSelector('[data-tool="share-link"]');
      expect(await page.locator('[data-tool="share-link"]').inputValue()).toBe(
        `${baseUrl}/challenge/own-made`,
      );
      expect(await fitsWidth(page)).toBe(true);
      await screenshot(page, `challenge-fixtures-made-${size}`);
    }

    // German's longer words: the ranking and a board's results still fit a phone.
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl}/challenge/${BRIDGE_ID}`);
    await page.locator('[data-tool="language"]').selectOption('de');
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    await page.locator('.challenge-board[data-board="0"] summary').click();
    await page.waitForSelector('.challenge-board[data-board="0"] .board-results[data-loaded]');
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'challenge-fixtures-ranking-de-360');
    await page.locator('[data-tool="language"]').selectOption('en');

    // From a PBN file (bridge): its boards are read and sent.
    await page.goto(`${baseUrl}/challenge/new`);
    await page.locator('[data-tool="challenge-name"]').fill('Fra fil');
    await page.locator('[data-tool="from-file"]').check();
    const file = join(tmpdir(), `stikk-challenge-${process.pid}.pbn`);
    writeFileSync(
      file,
      '[Board "1"]\n[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]\n' +
        '[Board "2"]\n[Deal "E:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]\n',
    );
    await page.locator('[data-tool="challenge-file"]').setInputFiles(file);
    expect(await page.locator('[data-tool="file-read"]').textContent()).toBe('2 boards read.');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/challenges') && r.method() === 'POST');
    await page.locator('[data-tool="make-challenge"]').click();
    const body = (await sent).postDataJSON() as {
      boards: Array<{ label: string; hands: string[][] }>;
      seed?: string;
    };
    expect(body.seed).toBeUndefined();
    expect(body.boards.map((b) => b.label)).toEqual(['1', '2']);
    expect(body.boards[1].hands[1][0]).toBe('SA');
    // Selbu has no file: the choice is off and says why.
    await page.goto(`${baseUrl}/challenge/new`);
    await page.locator('[data-tool="challenge-game"]').selectOption('selbu');
    expect(await page.locator('[data-tool="from-file"]').isDisabled()).toBe(true);
    expect(s.errors).toEqual([]);
  } finally {
    await s.close();
  }
});
