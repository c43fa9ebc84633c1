/**
 * Taking back a move from the web client: alone with bots at bridge, Undo puts the card back
 * in the hand at once; with a friend at the table, Kari's request is allowed in Ola's browser,
 * and a second time declined (her call stands).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { openSession, type Session, screenshot } from './helpers/browser.js';
import { CORNER, seeded, waitForChoice } from './helpers/play.js';
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

const CARD = /^[SHDC][2-9TJQKA]$/;
const phaseOf = (page: Page) => page.locator('.table-screen').getAttribute('data-phase');

/** Creates a bridge table from the lobby, seat 1 free for a friend when `friend`. */
async function createBridge(page: Page, name: string, friend: boolean): Promise<void> {
  await page.goto(baseUrl);
  await setName(page, name);
  await page.locator('input[name="game"][value="bridge"]').check();
  if (friend) await page.locator('#seat-1').selectOption('free');
  await page.waitForFunction(
    () => !document.querySelector<HTMLButtonElement>('[data-tool="create"]')?.disabled,
  );
  await page.locator('[data-tool="create"]').click();
  await page.waitForSelector('.table-screen .seat.you');
}

/** Clicks `action` (a card by its corner, as a person taps it). */
/** The lowest bid the page's bidding box offers now (calls are listed level by level). */
async function cheapestBid(page: Page): Promise<string> {
  const open = await page
    .locator('.table-screen [data-action]:not([disabled])')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-action') ?? ''));
  const order = (c: string) => Number(c[0]) * 5 + ['C', 'D', 'H', 'S', 'NT'].indexOf(c.slice(1));
  const bids = open.filter((c) => /^[1-7](C|D|H|S|NT)$/.test(c)).sort((x, y) => order(x) - order(y));
  expect(bids.length, `no bid open among ${open.join(' ')}`).toBeGreaterThan(0);
  return bids[0];
}

async function click(page: Page, action: string): Promise<void> {
  const target = page.locator(`.table-screen [data-action="${action}"]:not([disabled])`).first();
  await target.click({ timeout: 5000, ...(CARD.test(action) ? { position: CORNER } : {}) });
}

test('alone with bots: Undo puts the card back in the hand at once', async () => {
  const page = kari.page;
  await createBridge(page, 'Kari', false);
  const rnd = seeded(21);
  let lastCard: string | null = null;
  for (let n = 0; ; n++) {
    expect(n, 'a card of ours that may be taken back').toBeLessThan(800);
    const choice = await waitForChoice(page);
    if (choice.kind === 'over') {
      // Kari only passes, so a rubber North declares throughout never gives her a card to play
      // (it happened once in CI, with the table's random decks): a new match, then.
      await page.locator('[data-tool="rematch"]').click();
      await page.waitForSelector('.match-end', { state: 'detached' });
      lastCard = null;
      continue;
    }
    if (choice.kind !== 'act') continue;
    const undo = page.locator('[data-tool="undo"]');
    if (lastCard && (await phaseOf(page)) === 'play' && (await undo.count()) > 0) break;
    // Pass in the auction (the bots' contracts keep deals short), any legal card in the play.
    const action = choice.actions.includes('P')
      ? 'P'
      : choice.actions[Math.floor(rnd() * choice.actions.length)];
    try {
      await click(page, action);
      lastCard = CARD.test(action) ? action : null;
    } catch {
      // The table moved on between looking and clicking: look again.
    }
  }
  const card = lastCard!;
  expect(await page.locator(`.table-screen [data-card="${card}"][data-action]`).count()).toBe(0);
  await screenshot(page, 'undo-button-desktop');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'undo-button-phone');
  await page.setViewportSize(DESKTOP);
  await page.locator('[data-tool="undo"]').click();
  await page.waitForSelector(`.table-screen [data-action="${card}"]:not([disabled])`);
  await page.waitForSelector('[data-notice="undone"]');
  expect(await page.locator('[data-notice="undone"]').textContent()).toMatch(/Kari took back/);
  await screenshot(page, 'undo-done-desktop');
  expect(kari.errors).toEqual([]);
});

test('with a friend: the request is allowed in the other browser, and a second time declined', async () => {
  const a = kari.page;
  const b = ola.page;
  await createBridge(a, 'Kari', true);
  const invite = await a.locator('[data-invite]').getAttribute('data-invite');
  await b.goto(baseUrl);
  await setName(b, 'Ola');
  await b.goto(invite!);
  await b.locator('[data-join="1"]').click();
  await b.waitForSelector('.table-screen .seat.you');

  // Until Kari is to call (Ola passes when she is to call first).
  for (;;) {
    const [ka, ol] = await Promise.all([a.locator('.my-turn').count(), b.locator('.my-turn').count()]);
    if (ka) break;
    if (ol) await click(b, 'P').catch(() => undefined);
    await a.waitForTimeout(50);
  }
  expect(await phaseOf(a)).toBe('auction');
  // A bid (a fourth pass would end the deal, and a new deal cannot be taken back): the
  // cheapest one open, since the bots may have opened already.
  const bid = await cheapestBid(a);
  await click(a, bid);
  await b.waitForSelector('.table-screen.my-turn');
  await a.locator('[data-tool="undo"]').click();
  await a.waitForSelector('[data-notice="undo-waiting"]');
  expect(await a.locator('[data-notice="undo-waiting"]').textContent()).toContain('Ola');
  await b.waitForSelector('[data-notice="undo-asked"]');
  expect(await b.locator('[data-notice="undo-asked"]').textContent()).toMatch(/Kari asks to take back/);
  await screenshot(b, 'undo-asked-phone');
  await screenshot(a, 'undo-waiting-desktop');
  await b.locator('[data-tool="undo-accept"]').click();
  // Kari's call is back with her: she is to call again, and both are told.
  await a.waitForSelector(`.table-screen.my-turn [data-action="${bid}"]:not([disabled])`);
  await b.waitForSelector('[data-notice="undone"]');
  expect(await b.locator('.table-screen.my-turn').count()).toBe(0);
  await screenshot(b, 'undo-done-phone');

  // Again; this time Ola declines, and the call stands.
  await click(a, bid);
  await b.waitForSelector('.table-screen.my-turn');
  await a.locator('[data-tool="undo"]').click();
  await b.waitForSelector('[data-tool="undo-decline"]');
  await b.locator('[data-tool="undo-decline"]').click();
  await a.waitForSelector('[data-notice="undo-declined"]');
  expect(await a.locator('[data-notice="undo-declined"]').textContent()).toMatch(/Ola declined/);
  await b.waitForSelector('.table-screen.my-turn [data-action]:not([disabled])');
  expect(await a.locator('.table-screen.my-turn').count()).toBe(0);
  expect(await a.locator('[data-tool="undo"]').count()).toBe(1);
  expect(kari.errors).toEqual([]);
  expect(ola.errors).toEqual([]);
});
