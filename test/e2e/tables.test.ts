/**
 * Public and private tables, and hints. The New-table form starts private: such a table is not
 * in anyone else's lobby, yet its invite link still seats a friend, and its own player finds it
 * in the lobby to resume. A public one is listed for others with its game, the options and
 * settings that differ from the usual, its players and free seats. At a practice table the
 * Hint button shows the strong bot's choice, marked on the table. Screenshots at 360×740 and
 * 1280×800.
 */
import type { Page } from 'playwright-core';
import { afterAll, expect, inject, test } from 'vitest';
import { openSession, type Session, screenshot } from './helpers/browser.js';
import { createTable } from './helpers/lobby.js';

const baseUrl = inject('baseUrl');
const SMALL_PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

const sessions: Session[] = [];
async function person(viewport: { width: number; height: number }, name: string) {
  const s = await openSession({ viewport, name });
  sessions.push(s);
  return s;
}
afterAll(async () => {
  for (const s of sessions) await s.close();
});

/** A bondtolva table with you at seat 0 and seat 1 free, made with `settings` changed in the form. */
async function newTable(
  page: Page,
  settings: (page: Page) => Promise<void> = async () => {},
): Promise<string> {
  await page.goto(baseUrl);
  await page.locator('input[name="game"][value="bondtolva"]').check();
  await page.locator('#seat-1').selectOption('free');
  await settings(page);
  await page.waitForFunction(
    () => !document.querySelector<HTMLButtonElement>('[data-tool="create"]')?.disabled,
  );
  await page.locator('[data-tool="create"]').click();
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/, { waitUntil: 'commit', timeout: 60_000 });
  await page.waitForSelector('.table-screen .seat.you');
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** The lobby's list once it has loaded (after a fresh fetch). */
async function listedIds(page: Page): Promise<string[]> {
  await page.goto(baseUrl);
  await page.waitForSelector('.open-tables');
  await page.waitForResponse((r) => r.url().endsWith('/api/tables'));
  await page.waitForTimeout(300);
  return page
    .locator('.table-list li')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-table') ?? ''));
}

test('the New-table form has the table settings, private first (phone and desktop)', async () => {
  for (const viewport of [SMALL_PHONE, DESKTOP]) {
    const { page, errors } = await person(viewport, 'Kari');
    await page.goto(baseUrl);
    await page.waitForSelector('.table-settings');
    expect(await page.locator('input[name="visibility"][value="private"]').isChecked()).toBe(true);
    expect(await page.locator('input[name="turnTimer"][value="0"]').isChecked()).toBe(true);
    expect(await page.locator('[data-setting="undo"] input').isChecked()).toBe(true);
    expect(await page.locator('[data-setting="hints"] input').isChecked()).toBe(false);
    // Nothing of the form sticks out sideways on a small phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.locator('.table-settings').scrollIntoViewIfNeeded();
    await screenshot(page, `tables-settings-${viewport.width}x${viewport.height}`, false);
    expect(errors).toEqual([]);
  }
});

test('a private table is not in the lobby, a public one is; the invite link still seats a friend', async () => {
  const kari = await person(SMALL_PHONE, 'Kari');
  const ola = await person(DESKTOP, 'Ola');

  const hidden = await newTable(kari.page);
  const invite = await kari.page.locator('[data-invite]').getAttribute('data-invite');
  const open = await newTable(kari.page, async (page) => {
    await page.locator('input[name="visibility"][value="public"]').check();
    await page.locator('input[name="turnTimer"][value="60"]').check({ force: true });
    await page.locator('[data-setting="undo"] input').uncheck();
  });

  // Ola's lobby: the public table with its settings in words, not the private one.
  const olaSees = await listedIds(ola.page);
  expect(olaSees).toContain(open);
  expect(olaSees).not.toContain(hidden);
  const row = ola.page.locator(`.table-list li[data-table="${open}"]`);
  const text = (await row.textContent()) ?? '';
  expect(text).toContain('Bondtolva');
  expect(text).toContain('Kari');
  expect(text).toContain('1 free seat');
  expect(text).toContain('timer 60 s');
  expect(text).toContain('no undo');
  expect(await row.locator('[data-table-action]').getAttribute('data-table-action')).toBe('join');
  await screenshot(ola.page, 'tables-lobby-1280x800', false);

  // Kari's own lobby lists both, the private one marked, to resume.
  const kariSees = await listedIds(kari.page);
  expect(kariSees).toEqual(expect.arrayContaining([hidden, open]));
  const mine = kari.page.locator(`.table-list li[data-table="${hidden}"]`);
  expect(await mine.getAttribute('data-visibility')).toBe('private');
  expect(await mine.locator('[data-table-action]').getAttribute('data-table-action')).toBe('resume');
  await screenshot(kari.page, 'tables-lobby-360x740');

  // The invite link of the private table still seats Ola.
  await ola.page.goto(invite!);
  await ola.page.locator('[data-join="1"]').click();
  await ola.page.waitForSelector('.table-screen .seat.you');
  expect(new URL(ola.page.url()).pathname).toBe(`/t/${hidden}`);
  // Still not listed for anyone else, now that two play there.
  const nils = await person(DESKTOP, 'Nils');
  expect(await listedIds(nils.page)).not.toContain(hidden);

  for (const s of [kari, ola, nils]) expect(s.errors).toEqual([]);
});

test('a practice table offers a hint: the strong bot’s choice, marked on the table (phone and desktop)', async () => {
  for (const viewport of [SMALL_PHONE, DESKTOP]) {
    const { page, errors } = await person(viewport, 'Kari');
    await createTable(page, baseUrl, 'bondebridge');
    const button = page.locator('[data-tool="hint"]');
    await button.waitFor();
    await button.click();
    const line = page.locator('.banner.hint[data-hint]');
    await line.waitFor({ timeout: 30_000 });
    const action = (await line.getAttribute('data-hint'))!;
    expect(await line.textContent()).toContain('The strong bot would choose');
    // The suggestion is one of the calls or cards offered now, and it is marked there.
    const marked = page.locator('.table-screen [data-hinted]');
    await expect.poll(() => marked.count()).toBeGreaterThan(0);
    const markedAs = await marked
      .first()
      .evaluate((e) => e.getAttribute('data-action') ?? e.getAttribute('data-card'));
    expect(markedAs).toBe(action);
    expect(await marked.first().isEnabled()).toBe(true);
    await screenshot(page, `tables-hint-${viewport.width}x${viewport.height}`, false);
    expect(errors).toEqual([]);
  }
});
