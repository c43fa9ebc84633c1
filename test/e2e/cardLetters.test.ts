/**
 * Card letters (issue 34): a Norwegian table shows the Norwegian letters in the cards' corners
 * (E K D Kn, from the glossary's ess, konge, dame, knekt) by default and the English A K Q J
 * once the setting asks for them, remembered over a reload. On a 360 px phone with 13 cards
 * in hand the two letters of "Kn" must fit the corner, not run under the next card.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { openSession, type Session, screenshot } from './helpers/browser.js';
import { createTable } from './helpers/lobby.js';

const baseUrl = inject('baseUrl');
let s: Session;
beforeAll(async () => {
  s = await openSession({ viewport: { width: 360, height: 740 }, locale: 'nb-NO' });
});
afterAll(async () => {
  await s?.close();
});

/** Each card of your hand: its code and the text in its corner. */
const faces = (page: Page) =>
  page.$$eval('#own-hand .card[data-card]', (cards) =>
    cards.map((c) => ({
      code: (c as HTMLElement).dataset.card!,
      rank: c.querySelector('.rank')?.textContent ?? '',
    })),
  );

/**
 * Corners that do not fit: a rank wider than its card, or running under the next card of its
 * row (the one drawn over it), by more than half a pixel.
 */
const cornerProblems = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    for (const row of Array.from(document.querySelectorAll('#own-hand .hand-row'))) {
      const cards = Array.from(row.querySelectorAll<HTMLElement>(':scope > .card'));
      cards.forEach((card, i) => {
        const rank = card.querySelector('.rank');
        if (!rank) return;
        const r = rank.getBoundingClientRect();
        if (r.right > card.getBoundingClientRect().right + 0.5)
          out.push(`${card.dataset.card}: wider than the card`);
        const next = cards[i + 1]?.getBoundingClientRect();
        if (next && r.right > next.left + 0.5)
          out.push(
            `${card.dataset.card}: "${rank.textContent}" runs ${(r.right - next.left).toFixed(1)} px under the next card`,
          );
      });
    }
    return out;
  });

const NB: Record<string, string> = { A: 'E', K: 'K', Q: 'D', J: 'Kn', T: '10' };
const EN: Record<string, string> = { A: 'A', K: 'K', Q: 'Q', J: 'J', T: '10' };
const expected = (code: string, letters: Record<string, string>) => letters[code[1]] ?? code[1];

test('a Norwegian table shows E K D Kn by default, A K Q J after the setting (bridge, 360×740)', async () => {
  const page = s.page;
  // A deal whose hand holds a knave and an ace, so both letters are on screen.
  let hand: Array<{ code: string; rank: string }> = [];
  for (let tries = 0; tries < 20; tries++) {
    await createTable(page, baseUrl, 'bridge');
    await expect.poll(() => page.locator('#own-hand .card[data-card]').count()).toBe(13);
    hand = await faces(page);
    if (hand.some((c) => c.code[1] === 'J') && hand.some((c) => c.code[1] === 'A')) break;
  }
  expect(hand.map((c) => c.rank)).toEqual(hand.map((c) => expected(c.code, NB)));
  expect(hand.map((c) => c.rank)).toContain('Kn');
  expect(hand.map((c) => c.rank)).toContain('E');
  await screenshot(page, 'card-letters-nb-360x740', false);
  expect(await cornerProblems(page)).toEqual([]);
  // On a desktop too.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => cornerProblems(page)).toEqual([]);
  await screenshot(page, 'card-letters-nb-1280x800', false);
  await page.setViewportSize({ width: 360, height: 740 });

  // The setting, in Norwegian, with each choice's letters.
  await page.locator('[data-tool="settings"]').click();
  const setting = page.locator('[data-tool="card-letters"]');
  expect(await setting.locator('legend').textContent()).toBe('Bokstaver på kortene');
  expect((await setting.locator('label').allTextContents()).map((t) => t.trim())).toEqual([
    'Norske (E K D Kn)',
    'Engelske (A K Q J)',
  ]);
  expect(await setting.locator('input[value="local"]').isChecked()).toBe(true);
  await screenshot(page, 'card-letters-setting-360x740', false);
  await setting.locator('input[value="english"]').check();
  await page.keyboard.press('Escape');
  await expect
    .poll(async () => (await faces(page)).map((c) => c.rank))
    .toEqual(hand.map((c) => expected(c.code, EN)));
  // Screen readers keep the Norwegian words.
  const knave = page.locator(`#own-hand [data-card="${hand.find((c) => c.code[1] === 'J')!.code}"]`);
  const name = await knave.evaluate(
    (e) => e.getAttribute('aria-label') ?? e.querySelector('.sr-only')?.textContent,
  );
  expect(name).toMatch(/^(spar|hjerter|ruter|kløver) knekt$/);

  // Remembered in this browser.
  await page.reload();
  await expect.poll(() => page.locator('#own-hand .card[data-card]').count()).toBe(13);
  expect((await faces(page)).map((c) => c.rank)).toEqual(hand.map((c) => expected(c.code, EN)));
  await screenshot(page, 'card-letters-en-360x740', false);

  // English has no letters of its own: no choice to offer there.
  await page.locator('[data-tool="language"]').selectOption('en');
  await page.locator('[data-tool="settings"]').click();
  await expect.poll(() => page.locator('.settings').count()).toBe(1);
  expect(await page.locator('[data-tool="card-letters"]').count()).toBe(0);
  await page.keyboard.press('Escape');
  expect(s.errors).toEqual([]);
});
