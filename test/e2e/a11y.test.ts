/**
 * axe-core, injected into the page, finds no serious or critical violations on the lobby and
 * at a table (during the auction with the bidding box, and during the play).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { DESKTOP, injectAxe, openSession, PHONE, type Session } from './helpers/browser.js';
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

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

async function seriousViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: unknown[] }> } })
      .axe;
    return (await axe.run(document)).violations;
  })) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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
