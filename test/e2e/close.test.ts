/**
 * Closing a table from the web client: the lobby offers bridge's total scoring with only its
 * own field; at a bridge table with two people Kari proposes to end the match, Ola first
 * keeps playing (Kari sees it), then agrees; both see the final standing of a closed match.
 */
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { openSession, type Session, screenshot } from './helpers/browser.js';
import { setName } from './helpers/settings.js';

const baseUrl = inject('baseUrl');
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
let kari: Session;
let ola: Session;
beforeAll(async () => {
  kari = await openSession({ viewport: DESKTOP });
  ola = await openSession({ viewport: PHONE });
});
afterAll(async () => {
  await kari?.close();
  await ola?.close();
});

test('the lobby shows total scoring with its deals field only', async () => {
  const page = ola.page;
  await page.goto(baseUrl);
  await page.locator('input[name="game"][value="bridge"]').check();
  await expect.poll(() => page.locator('#opt-bridge-rubbers').count()).toBe(1);
  await page.locator('#opt-bridge-scoring').selectOption('total');
  await expect.poll(() => page.locator('#opt-bridge-deals').count()).toBe(1);
  for (const other of ['rubbers', 'boards', 'firstBoard', 'rounds'])
    expect(await page.locator(`#opt-bridge-${other}`).count()).toBe(0);
  expect(await page.locator('#opt-bridge-deals').inputValue()).toBe('8');
  await screenshot(page, 'lobby-bridge-total-phone');
});

test('two people close a bridge table: a decline, then agreement, then the final standing', async () => {
  const a = kari.page;
  const b = ola.page;
  await a.goto(baseUrl);
  await setName(a, 'Kari');
  await a.locator('input[name="game"][value="bridge"]').check();
  await a.locator('#seat-1').selectOption('free');
  await a.waitForFunction(() => !document.querySelector<HTMLButtonElement>('[data-tool="create"]')?.disabled);
  await a.locator('[data-tool="create"]').click();
  await a.waitForSelector('.table-screen .seat.you');
  const invite = await a.locator('[data-invite]').getAttribute('data-invite');
  await b.goto(baseUrl);
  await setName(b, 'Ola');
  await b.goto(invite!);
  await b.locator('[data-join="1"]').click();
  await b.waitForSelector('.table-screen .seat.you');

  // Kari asks; with Ola at the table the dialog says the others are asked.
  await a.locator('[data-tool="close-table"]').click();
  await a.waitForSelector('[role="dialog"]');
  expect(await a.locator('[role="dialog"]').textContent()).toMatch(/other players are asked/);
  await screenshot(a, 'close-confirm-desktop');
  await a.locator('[data-tool="close-confirm"]').click();
  await a.waitForSelector('[data-notice="close-waiting"]');
  expect(await a.locator('[data-notice="close-waiting"]').textContent()).toContain('Ola');

  // Ola is asked, and keeps playing; Kari sees that.
  await b.waitForSelector('[data-notice="close-asked"]');
  expect(await b.locator('[data-notice="close-asked"]').textContent()).toContain('Kari');
  await screenshot(b, 'close-asked-phone');
  await b.locator('[data-tool="close-decline"]').click();
  await a.waitForSelector('[data-notice="close-declined"]');
  expect(await a.locator('[data-notice="close-declined"]').textContent()).toMatch(
    /Ola wants to keep playing/,
  );
  expect(await a.locator('.match-end').count()).toBe(0);

  // Asked again, Ola agrees: the match is over for both, closed, with the final standing.
  await a.locator('[data-tool="close-table"]').click();
  await a.locator('[data-tool="close-confirm"]').click();
  await b.waitForSelector('[data-tool="close-agree"]');
  await b.locator('[data-tool="close-agree"]').click();
  for (const page of [a, b]) {
    await page.waitForSelector('.match-end .closed-early');
    expect(await page.locator('.match-end .summary .winner').textContent()).toMatch(/Winner|tie/);
    expect(await page.locator('[data-tool="rematch"]').count()).toBe(1);
    expect(await page.locator('[data-tool="close-table"]').count()).toBe(0);
  }
  await screenshot(a, 'closed-desktop');
  await screenshot(b, 'closed-phone');
  const href = await a.locator('[data-tool="download"]').getAttribute('href');
  const record = await a.evaluate(async (url) => (await fetch(url)).json(), href ?? '');
  expect(record.closed).toBe(true);
  expect(kari.errors).toEqual([]);
  expect(ola.errors).toEqual([]);
});
