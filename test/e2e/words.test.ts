/**
 * Words that had none, on a German phone: bot levels in the lobby, Selbu's bid and tricks at
 * each seat said in words (not "0/1"), and Bridgette's bidding box saying why bids are greyed out.
 */
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { web as de } from '../../src/words/de/web.js';
import { openSession, type Session, screenshot } from './helpers/browser.js';
import { createTable } from './helpers/lobby.js';
import { act, seeded, waitForChoice } from './helpers/play.js';

const baseUrl = inject('baseUrl');
let s: Session;
beforeAll(async () => {
  s = await openSession({ viewport: { width: 360, height: 740 }, locale: 'de-DE' });
});
afterAll(async () => {
  await s?.close();
});

test('bot levels in German in the seat choices', async () => {
  const page = s.page;
  await page.goto(baseUrl);
  // The form renders once the games have come from the server.
  await page.locator('#seat-0 option').first().waitFor({ state: 'attached' });
  const labels = await page.$$eval('#seat-0 option', (os) => os.map((o) => o.textContent));
  expect(labels).toContain(`Bot (${de.bots.levels.basic})`);
  expect(labels).toContain(`Bot (${de.bots.levels.strong})`);
  expect(labels.join(' ')).not.toMatch(/basic|strong|random/);
});

test('selbu: each seat says its bid and its tricks in words', async () => {
  const page = s.page;
  await createTable(page, baseUrl, 'selbu');
  // The visible line (a screen reader hears the longer label beside it).
  const detail = page.locator('.seat[data-seat="1"] .detail > span[aria-hidden]');
  await expect.poll(() => detail.textContent()).toMatch(/^Ansage (\d+|✓|–) · \d+ Stiche$/);
  const sheet = page.locator('[data-tool="score-sheet"]');
  await sheet.click();
  expect(await page.locator('.sheet-legend').textContent()).toBe(de.selbu.sheetLegend);
  await page.keyboard.press('Escape');
  expect(s.errors).toEqual([]);
});

test('bridgette: the bidding box says why greyed-out bids are barred', async () => {
  const page = s.page;
  await createTable(page, baseUrl, 'bridgette');
  const rnd = seeded(3);
  // Discard (and wait) until it is this player's call.
  for (let i = 0; i < 40; i++) {
    const choice = await waitForChoice(page);
    if (choice.kind === 'act' && (await page.locator('.bidding-box').count())) break;
    await act(page, choice, rnd);
  }
  const box = page.locator('.bidding-box');
  await box.waitFor();
  const reasons = page.locator('.barred-reasons li');
  expect(await reasons.count()).toBeGreaterThan(0);
  expect(await page.locator('.barred-reasons summary').textContent()).toBe(de.auction.barredTitle);
  // Each reason is a German sentence, and each barred bid points at its reason and is disabled.
  for (const text of await reasons.allTextContents()) expect(text).toMatch(/^(Um|Ein) .*\.$/u);
  const barred = page.locator('.bidding-box button.barred');
  expect(await barred.count()).toBeGreaterThan(0);
  for (const b of await barred.all()) {
    expect(await b.isDisabled()).toBe(true);
    const id = await b.getAttribute('aria-describedby');
    expect(await page.locator(`#${id}`).count()).toBe(1);
  }
  await screenshot(page, 'bridgette-barred-de-360x740');
  expect(s.errors).toEqual([]);
});
