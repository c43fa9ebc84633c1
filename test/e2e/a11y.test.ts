/**
 * axe-core, injected into the page, finds no serious or critical violations on the lobby and
 * at a table (during the auction with the bidding box, and during the play).
 */
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { DESKTOP, openSession, PHONE, type Session, seriousViolations } from './helpers/browser.js';
import { createTable } from './helpers/lobby.js';
import { act, seeded, waitForChoice } from './helpers/play.js';

const baseUrl = inject('baseUrl');
let s: Session;
beforeAll(async () => {
  s = await openSession({ viewport: DESKTOP });
});
afterAll(async () => {
  await s?.close();
});

test('the lobby has no serious accessibility violations', async () => {
  await s.page.goto(baseUrl);
  await s.page.waitForSelector('[data-tool="create"]');
  expect(await seriousViolations(s.page)).toEqual([]);
  await s.page.setViewportSize(PHONE);
  expect(await seriousViolations(s.page)).toEqual([]);
  await s.page.setViewportSize(DESKTOP);
});

test('a table has none either: bidding box, hand, trick, seats, score sheet', async () => {
  const page = s.page;
  await createTable(page, baseUrl, 'bridge');
  await page.waitForSelector('.bidding-box');
  expect(await seriousViolations(page)).toEqual([]);
  // Into the play: a trick on the table and legal cards in the hand.
  const rnd = seeded(3);
  for (let i = 0; i < 40; i++) {
    const choice = await waitForChoice(page);
    if (
      choice.kind === 'act' &&
      choice.actions.some((a) => /^[SHDC]/.test(a)) &&
      (await page.locator('.trick .card').count()) > 0
    )
      break;
    await act(page, choice, rnd);
  }
  expect(await page.locator('#own-hand button[data-card]:not([disabled])').count()).toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.locator('[data-tool="score-sheet"]').click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  expect(s.errors).toEqual([]);
});
