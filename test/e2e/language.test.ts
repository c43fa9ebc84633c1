/**
 * Languages: the browser's language is picked up, the switch changes the text at once and is
 * remembered, and the game's own terms (glossary) reach cards and calls at the table.
 */
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { DESKTOP, openSession, type Session } from './helpers/browser.js';
import { createTable } from './helpers/lobby.js';

const baseUrl = inject('baseUrl');
let s: Session;
beforeAll(async () => {
  s = await openSession({ viewport: DESKTOP, locale: 'nb-NO' });
});
afterAll(async () => {
  await s?.close();
});

const heading = () => s.page.locator('#new-table-title').textContent();
const cardLabels = () =>
  s.page
    .locator('#own-hand [data-card]')
    .evaluateAll((els) =>
      els.map((e) => e.getAttribute('aria-label') ?? e.querySelector('.sr-only')?.textContent ?? ''),
    );

test('the browser language is used, switching changes the UI text and is remembered', async () => {
  const page = s.page;
  await page.goto(baseUrl);
  await expect.poll(heading).toBe('Nytt bord');
  expect(await page.locator('html').getAttribute('lang')).toBe('nb');

  await page.locator('[data-tool="language"]').selectOption('de');
  await expect.poll(heading).toBe('Neuer Tisch');
  expect(await page.locator('html').getAttribute('lang')).toBe('de');
  await page.reload();
  await expect.poll(heading).toBe('Neuer Tisch');

  // At a bridge table: German terms, then Swedish, Danish and English, without a reload.
  await createTable(page, baseUrl, 'bridge');
  await expect.poll(() => page.locator('.info.phase').textContent()).toMatch(/Reizen|Spiel/);
  expect((await cardLabels()).every((l) => /^(Pik|Herz|Karo|Kreuz) (Ass|König|Dame|Bube|\d+)$/.test(l))).toBe(
    true,
  );
  await expect.poll(() => page.locator('[data-tool="score-sheet"]').textContent()).toBe('Punkteliste');

  await page.locator('[data-tool="language"]').selectOption('sv');
  await expect.poll(() => page.locator('[data-tool="score-sheet"]').textContent()).toBe('Protokoll');
  expect(
    (await cardLabels()).every((l) => /^(spader|hjärter|ruter|klöver) (ess|kung|dam|knekt|\d+)$/.test(l)),
  ).toBe(true);

  await page.locator('[data-tool="language"]').selectOption('da');
  await expect.poll(() => page.locator('[data-tool="last-trick"]').textContent()).toBe('Sidste stik');
  expect(
    (await cardLabels()).every((l) => /^(spar|hjerter|ruder|klør) (es|konge|dame|knægt|\d+)$/.test(l)),
  ).toBe(true);

  await page.locator('[data-tool="language"]').selectOption('en');
  await expect.poll(() => page.locator('[data-tool="last-trick"]').textContent()).toBe('Last trick');
  expect(
    (await cardLabels()).every((l) =>
      /^(ace|king|queen|jack|\d+) of (spades|hearts|diamonds|clubs)$/.test(l),
    ),
  ).toBe(true);
  expect(s.errors).toEqual([]);
});

test('the four-colour option paints diamonds blue and clubs green', async () => {
  const page = s.page;
  const colourOf = (suit: string) =>
    page.evaluate((x) => {
      const el = document.createElement('span');
      el.className = `card suit-${x}`;
      document.querySelector('.table-screen')!.appendChild(el);
      const colour = getComputedStyle(el).color;
      el.remove();
      return colour;
    }, suit);
  const before = await colourOf('D');
  await page.locator('[data-tool="settings"]').click();
  await page.locator('[data-tool="four-colour"]').check();
  await page.keyboard.press('Escape');
  expect(await colourOf('D')).not.toBe(before);
  expect(await colourOf('D')).toBe('rgb(20, 89, 179)');
  expect(await colourOf('C')).toBe('rgb(28, 116, 48)');
  expect(await colourOf('H')).toBe(before);
});
