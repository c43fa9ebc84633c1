/**
 * The score keeper in Chromium, on a phone-sized screen: a whole selbu match and a bridge
 * rubber kept by hand, the page reloaded midway (nothing lost), an early entry corrected
 * (totals change), and — after the first load — the app keeps working with its server stopped
 * (service worker). This file starts its own server so that stopping it leaves the shared one alone.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { web as nb } from '../../src/words/nb/web.js';
import { injectAxe, openSession, PHONE, type Session, screenshot } from './helpers/browser.js';
import { startTestServer, type TestServer } from './helpers/server.js';

const WEB = fileURLToPath(new URL('../../dist/web', import.meta.url));
const NAMES = ['Kari', 'Ola', 'Nils', 'Liv'];
const SIZES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];

/** Waits for the page to show a value (the machine is shared and slow at times). */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

let server: TestServer | null = null;
let s: Session;
let base: string;

beforeAll(async () => {
  server = await startTestServer(WEB);
  base = server.url;
  s = await openSession({ viewport: PHONE });
});
afterAll(async () => {
  await s?.close();
  await server?.close();
});

/** axe-core's serious and critical findings on the page (as in a11y.test.ts). */
async function seriousViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: unknown[] }> } })
      .axe;
    return (await axe.run(document)).violations;
  })) as Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }>;
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Portrait phone: nothing wider than the screen. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Bids that never add up to the hand size (round 1 is handled by the test: the hook). */
function bidsFor(round: number): number[] {
  const size = SIZES[round - 1];
  const bids = NAMES.map((_, seat) => Math.min(size, (round + seat) % 3));
  if (bids.reduce((a, b) => a + b, 0) === size) {
    const left = round % 4; // the dealer's left: dealer = (round - 1) % 4
    bids[left] = bids[left] > 0 ? bids[left] - 1 : bids[left] + 1;
  }
  return bids;
}

/** Tricks adding up to the hand size: each player gets their bid while there are tricks, the rest to the dealer. */
function tricksFor(round: number, bids: number[]): number[] {
  let left = SIZES[round - 1];
  const tricks = bids.map((b) => {
    const t = Math.min(b, left);
    left -= t;
    return t;
  });
  tricks[(round - 1) % 4] += left;
  return tricks;
}

const points = (bid: number, tricks: number) => (bid === tricks ? 10 + bid : 0);

async function selectAll(page: Page, prefix: string, values: number[]): Promise<void> {
  for (let seat = 0; seat < values.length; seat++) {
    await page.locator(`.keeper-next select[name="${prefix}-${seat}"]`).selectOption(String(values[seat]));
  }
}

async function save(page: Page, scope = '.keeper-next'): Promise<void> {
  await page.locator(`${scope} [data-tool="keeper-save"]`).click();
}

/** The running totals in the sheet's footer, by player. */
async function selbuTotals(page: Page): Promise<number[]> {
  const cells = await page.locator('table.sheet.selbu tfoot td.total').allTextContents();
  return cells.map(Number);
}

async function rubberTotals(page: Page): Promise<string[]> {
  return page.locator('table.rubber-sheet tfoot td').allTextContents();
}

async function newSheet(page: Page, game: string, names: string[]): Promise<void> {
  await page.goto(`${base}/keep`);
  await page.locator(`input[name="keeper-game"][value="${game}"]`).check();
  for (let i = 0; i < names.length; i++) await page.locator(`input[name="player-${i}"]`).fill(names[i]);
  await page.locator('[data-tool="keeper-start"]').click();
  await page.waitForURL(/\/keep\/[A-Za-z0-9_-]+$/);
}

async function enterContract(
  page: Page,
  scope: string,
  e: { level: number; strain: string; declarer: number; tricks: number; honours?: string },
): Promise<void> {
  await page.locator(`${scope} select[name="level"]`).selectOption(String(e.level));
  await page.locator(`${scope} input[name="strain"][value="${e.strain}"]`).check();
  await page.locator(`${scope} select[name="declarer"]`).selectOption(String(e.declarer));
  await page.locator(`${scope} select[name="tricks"]`).selectOption(String(e.tricks));
  if (e.honours) await page.locator(`${scope} select[name="honours"]`).selectOption(e.honours);
  await save(page, scope);
}

test('selbu match and bridge rubber kept by hand: reload, correct, offline', async () => {
  const page = s.page;
  await page.goto(`${base}/keep`);
  // The first load installs the service worker, which takes over this page at once.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
  await page.locator('input[name="keeper-game"][value="selbu"]').check();
  await screenshot(page, 'keeper-new-phone');
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousViolations(page)).toEqual([]);

  // ---------------------------------------------------------------- selbu: a whole match
  await newSheet(page, 'selbu', NAMES);
  const selbuUrl = page.url();
  const expected = [0, 0, 0, 0];
  let allBids: number[][] = [];
  let allTricks: number[][] = [];
  for (let round = 1; round <= 20; round++) {
    await poll(() => page.locator('.keeper-next-info').getAttribute('data-deal')).toBe(String(round));
    let bids = bidsFor(round);
    if (round === 1) {
      // The hook, checked as the bids are entered: 1+0+0+0 = 1 card. Ola, on the dealer's left, must change.
      bids = [1, 0, 0, 0];
      await selectAll(page, 'bid', bids);
      await poll(() => page.locator('.hook-note').textContent()).toContain(
        'Ola, on the dealer’s left, must change their bid',
      );
      expect(await page.locator('.keeper-next [data-tool="keeper-save"]').isDisabled()).toBe(true);
      bids = [1, 1, 0, 0];
      await page.locator('.keeper-next select[name="bid-1"]').selectOption('1');
      await poll(() => page.locator('.hook-note').count()).toBe(0);
    } else {
      await selectAll(page, 'bid', bids);
    }
    await save(page);
    await page.locator('.keeper-next select[name="tricks-0"]').waitFor();
    if (round === 10) {
      // Midway, bids saved and the round being played: reload; the bids are still there.
      await page.reload();
      await page.locator('.keeper-next select[name="tricks-0"]').waitFor();
      await page.locator('.keeper-bid').first().waitFor();
      await screenshot(page, 'keeper-selbu-tricks-phone');
      expect(await seriousViolations(page)).toEqual([]);
    }
    const tricks = tricksFor(round, bids);
    if (round === 2) {
      // Tricks must add up to the hand size: refused with the reason, then corrected.
      await selectAll(page, 'tricks', [0, 0, 0, 0]);
      await save(page);
      await poll(() => page.locator('.keeper-next [role="alert"]').textContent()).toContain(
        'The tricks add up to 0, but 2 were played',
      );
    }
    await selectAll(page, 'tricks', tricks);
    await save(page);
    allBids = [...allBids, bids];
    allTricks = [...allTricks, tricks];
    bids.forEach((b, seat) => {
      expected[seat] += points(b, tricks[seat]);
    });
    await poll(() => selbuTotals(page)).toEqual(expected);
  }
  await page.locator('.summary').waitFor();
  await screenshot(page, 'keeper-selbu-phone');
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousViolations(page)).toEqual([]);

  // Correct round 2 (2 cards): Kari took both tricks instead of what was entered.
  await page.getByRole('button', { name: 'Correct deal 2', exact: true }).click();
  const fixed = [2, 0, 0, 0];
  for (let seat = 0; seat < 4; seat++) {
    await page.locator(`.keeper-correcting select[name="tricks-${seat}"]`).selectOption(String(fixed[seat]));
  }
  await save(page, '.keeper-correcting');
  allBids[1].forEach((b, seat) => {
    expected[seat] += points(b, fixed[seat]) - points(b, allTricks[1][seat]);
  });
  await poll(() => selbuTotals(page)).toEqual(expected);
  expect(allBids[1]).toEqual(bidsFor(2));

  // ---------------------------------------------------------------- bridge: a rubber
  await newSheet(page, 'bridge', ['Nora', 'Erik', 'Siri', 'Vidar']);
  const bridgeUrl = page.url();
  await page.locator('.keeper-next select[name="level"]').selectOption('4');
  await page.locator('.keeper-next input[name="strain"][value="S"]').check();
  await screenshot(page, 'keeper-bridge-entry-phone');
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousViolations(page)).toEqual([]);
  await enterContract(page, '.keeper-next', {
    level: 4,
    strain: 'S',
    declarer: 0,
    tricks: 10,
    honours: 'NS100',
  });
  await enterContract(page, '.keeper-next', { level: 3, strain: 'NT', declarer: 1, tricks: 9 });
  await poll(() => page.locator('.keeper-next-info').textContent()).toContain('All vulnerable');
  await enterContract(page, '.keeper-next', { level: 2, strain: 'H', declarer: 2, tricks: 8 });
  await poll(() => rubberTotals(page)).toEqual(['Total: 280', 'Total: 100']);
  await page.reload();
  await poll(() => rubberTotals(page)).toEqual(['Total: 280', 'Total: 100']);
  await enterContract(page, '.keeper-next', { level: 2, strain: 'S', declarer: 0, tricks: 9 });
  // NS 120 + 100 honours + 60 + 60 + 30 + 500 rubber bonus; EW 100.
  await poll(() => rubberTotals(page)).toEqual(['Total: 870', 'Total: 100']);
  await poll(() => page.locator('.summary').textContent()).toContain('N–S');
  await screenshot(page, 'keeper-rubber-phone');

  // Correct deal 1: 4S one down (EW +50). No NS game then: the rubber is not over, both vulnerable.
  await page.getByRole('button', { name: 'Correct deal 1', exact: true }).click();
  await page.locator('.keeper-correcting select[name="tricks"]').selectOption('9');
  await save(page, '.keeper-correcting');
  await poll(() => rubberTotals(page)).toEqual(['Total: 250', 'Total: 150']);
  await poll(() => page.locator('.keeper-next-info').textContent()).toContain('All vulnerable');

  // ---------------------------------------------------------------- offline
  await server!.close();
  server = null;
  await page.reload();
  await poll(() => rubberTotals(page)).toEqual(['Total: 250', 'Total: 150']);
  // Finish the rubber without a server: 3NT by North makes 9, NS's second game, 2–1: +500.
  await enterContract(page, '.keeper-next', { level: 3, strain: 'NT', declarer: 0, tricks: 9 });
  await poll(() => rubberTotals(page)).toEqual(['Total: 850', 'Total: 150']);
  await page.goto(selbuUrl);
  await poll(() => selbuTotals(page)).toEqual(expected);
  await page.goto(`${base}/keep`);
  await poll(() => page.locator('.keeper-list li').count()).toBe(2);
  await page.goto(bridgeUrl);
  await poll(() => rubberTotals(page)).toEqual(['Total: 850', 'Total: 150']);
  expect(s.errors).toEqual([]);
});

test('still offline: a deal of bondebridge (with a revoke), Bridgette and Bondtolva', async () => {
  const page = s.page;
  expect(server).toBeNull();
  const lastEntry = () => page.locator('.keeper-entries li').last().textContent();

  await newSheet(page, 'bondebridge', ['Nora', 'Erik', 'Siri', 'Vidar']);
  // 3NT by East, 9 tricks as played; North–South revoked once: one trick to East–West, 10.
  await page.locator('.keeper-next select[name="revokes-NS"]').selectOption('1');
  await enterContract(page, '.keeper-next', { level: 3, strain: 'NT', declarer: 1, tricks: 9 });
  await poll(lastEntry).toContain('E–W +10');

  await newSheet(page, 'bridgette', ['Anna', 'Bo']);
  await enterContract(page, '.keeper-next', { level: 3, strain: 'NT', declarer: 0, tricks: 9 });
  await poll(lastEntry).toContain('Anna +750');
  await poll(() => page.locator('.keeper-next-info').textContent()).toContain('Deal 2 of 6');

  await newSheet(page, 'bondtolva', ['Anna', 'Bo']);
  await page.locator('.keeper-next select[name="trumf-seat"]').selectOption('0');
  await page.locator('.keeper-next select[name="trumf-suit"]').selectOption('S');
  await page.locator('.keeper-next input[name="lastTrick"][value="0"]').check();
  await page.locator('.keeper-next input[name="matador"][value="1"]').check();
  await save(page);
  await poll(lastEntry).toContain('Anna +3 · Bo +1');
  await poll(() => page.locator('table.sheet.protocol tfoot td').allTextContents()).toEqual(['3', '1']);
  await screenshot(page, 'keeper-bondtolva-phone');
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

  // Still offline, in another language: each language's words are a chunk of their own, which
  // the service worker keeps with the app (src/web/public/sw.js). Switched, then after a reload.
  const dealsTitle = () => page.locator('#keeper-deals-title').textContent();
  await page.locator('[data-tool="language"]').selectOption('nb');
  await poll(dealsTitle).toBe(nb.keeper.entries);
  await page.reload();
  await poll(dealsTitle).toBe(nb.keeper.entries);
  expect(await page.locator('html').getAttribute('lang')).toBe('nb');
  await poll(() => page.locator('table.sheet.protocol tfoot td').allTextContents()).toEqual(['3', '1']);
  await page.locator('[data-tool="language"]').selectOption('en');
  await poll(dealsTitle).toBe('Deals entered');
  expect(s.errors).toEqual([]);
});

test('a file that is not a score sheet is refused, naming the field and what is wrong with it', async () => {
  const page = s.page;
  await page.goto(`${base}/keep`);
  const bad = {
    format: 'stikk-sheet/1',
    id: 'x1',
    game: 'selbu',
    options: {},
    players: 'Kari',
    firstDealer: 0,
    entries: [],
  };
  await page.locator('.keeper-list input[type="file"]').setInputFiles({
    name: 'not-a-sheet.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(bad)),
  });
  // The validator's own English words for the field, inside the page's sentence.
  await poll(() => page.locator('.keeper-list [role="alert"]').textContent()).toBe(
    'That is not a score sheet (players: Invalid input: expected array, received string).',
  );
  expect(s.errors).toEqual([]);
});
