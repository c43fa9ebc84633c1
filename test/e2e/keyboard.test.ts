/**
 * The keyboard alone: create a table in the lobby and play a whole deal — calls and all
 * thirteen cards — with Tab, the arrow keys and Enter. No mouse click at all.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { DESKTOP, openSession, type Session } from './helpers/browser.js';
import { seeded, waitForChoice } from './helpers/play.js';

const baseUrl = inject('baseUrl');
let s: Session;
beforeAll(async () => {
  s = await openSession({ viewport: DESKTOP });
});
afterAll(async () => {
  await s?.close();
});

/** Presses Tab until the focused element matches; fails after `max` presses. */
async function tabTo(page: Page, matches: (el: Element) => boolean, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const ok = await page.evaluate((src) => {
      const el = document.activeElement;
      // biome-ignore lint/security/noGlobalEval: the predicate is this test's own code, sent as text to the page.
      return el ? (eval(src) as (e: Element) => boolean)(el) : false;
    }, `(${matches.toString()})`);
    if (ok) return;
  }
  throw new Error('Tab never reached the wanted control');
}

test('a whole deal played with the keyboard alone', async () => {
  const page = s.page;
  await page.goto(baseUrl);
  await page.waitForSelector('[data-tool="create"]');
  // Bondebridge is the first game and chosen already; its defaults and seats are fine.
  await tabTo(page, (el) => el.getAttribute('data-tool') === 'create');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.table-screen .seat.you');

  const rnd = seeded(11);
  let cards = 0;
  let calls = 0;
  while (cards < 13) {
    const choice = await waitForChoice(page);
    if (choice.kind !== 'act') throw new Error(`unexpected ${choice.kind}`);
    const card = choice.actions.find((a) => /^[SHDC][2-9TJQKA]$/.test(a));
    if (card) {
      await tabTo(page, (el) => el.closest('#own-hand') !== null && el.hasAttribute('data-action'));
      const steps = Math.floor(rnd() * choice.actions.length);
      for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      cards++;
    } else {
      await tabTo(page, (el) => el.getAttribute('data-action') === 'P');
      await page.keyboard.press('Enter');
      calls++;
    }
    await page.waitForFunction(() => !document.querySelector('.table-screen.busy'));
  }
  // The deal is over: its summary shows the result and the next deal begins. (The first deal may
  // have been passed out, as this player always passes; then the cards were the second deal's.)
  await expect.poll(() => page.locator('.deal-summary .deal-result').textContent()).toMatch(/\d+ tricks/);
  expect(calls).toBeGreaterThan(0);
  expect(await page.locator('#own-hand [data-card]').count()).toBe(13);
  expect(s.errors).toEqual([]);
});
