/**
 * The deal viewer of a finished bridge deal on a 1280×800 desktop (and a 360×740 phone): its
 * "hands as dealt" and every step of its step-through lie inside the dialog — no hand cut at
 * the dialog's left edge, no seat past its right — and the auction in the middle of the felt
 * covers no seat. The deal is a one-deal match of four bots, opened from the finished match's
 * "Review a deal", as someone watching.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { openSession, type Session, screenshot } from './helpers/browser.js';
import { resize, sizeName } from './helpers/layout.js';

const baseUrl = inject('baseUrl');
let s: Session;
beforeAll(async () => {
  s = await openSession({ viewport: { width: 1280, height: 800 } });
});
afterAll(async () => {
  await s?.close();
});

/**
 * What in the viewer lies outside the dialog's box (left or right of it; the dialog scrolls
 * down, so not below), and seats the auction in the middle overlaps.
 */
const escapes = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const dialog = document.querySelector('.dialog')!.getBoundingClientRect();
    const out: string[] = [];
    const name = (el: Element) =>
      (el as HTMLElement).dataset.card ??
      `${el.tagName.toLowerCase()}.${String(el.className).trim().split(/\s+/)[0]}`;
    for (const el of Array.from(
      document.querySelectorAll(
        '.deal-summary .seat, .deal-summary .card, .deal-summary .auction-centre, .deal-summary .trick',
      ),
    )) {
      const r = el.getBoundingClientRect();
      if (!r.width) continue;
      if (r.left < dialog.left - 0.5 || r.right > dialog.right + 0.5)
        out.push(
          `${name(el)} at ${Math.round(r.left)}–${Math.round(r.right)}, dialog ${Math.round(dialog.left)}–${Math.round(dialog.right)}`,
        );
    }
    const auction = document.querySelector('.deal-summary .auction-centre')?.getBoundingClientRect();
    if (auction)
      for (const seat of Array.from(document.querySelectorAll('.deal-summary .seat'))) {
        const r = seat.getBoundingClientRect();
        const x = Math.min(r.right, auction.right) - Math.max(r.left, auction.left);
        const y = Math.min(r.bottom, auction.bottom) - Math.max(r.top, auction.top);
        if (x > 0.5 && y > 0.5) out.push(`the auction covers ${seat.className}`);
      }
    return out;
  });

test('the deal viewer of a finished deal fits its dialog at 1280×800 and 360×740', async () => {
  const page = s.page;
  const res = await page.request.post(`${baseUrl}/api/tables`, {
    data: {
      game: 'bridge',
      options: { scoring: 'total', deals: 1 },
      bots: ['basic', 'basic', 'basic', 'basic'],
    },
  });
  expect(res.status()).toBe(201);
  const id = ((await res.json()) as { table: { id: string } }).table.id;
  await page.goto(`${baseUrl}/t/${id}`);
  await page.locator('.match-end [data-review="0"]').click({ timeout: 60_000 });
  await page.waitForSelector('.deal-summary[data-loaded]');
  const problems: string[] = [];
  const look = async (what: string) => {
    for (const size of [
      { width: 1280, height: 800 },
      { width: 360, height: 740 },
    ]) {
      await resize(page, size);
      const found = await escapes(page);
      problems.push(...found.map((f) => `${what}, ${sizeName(size)}: ${f}`));
      await screenshot(page, `deal-viewer-fit-${what}-${sizeName(size)}`, false);
    }
    await resize(page, { width: 1280, height: 800 });
  };
  await page.locator('[data-tool="summary-tab"]').click();
  await look('dealt');
  await page.locator('[data-tool="step-through"]').click();
  await page.locator('[data-tool="next"]').click();
  await page.locator('[data-tool="next"]').click();
  await look('auction');
  for (let i = 0; i < 3; i++) await page.locator('[data-tool="next-trick"]').click();
  await page.locator('[data-tool="next"]').click();
  await look('play');
  expect(problems).toEqual([]);
  expect(s.errors).toEqual([]);
});

test('bridgette: the hands as dealt hold 13 cards each, colons by name (every deal of a two-bot match)', async () => {
  const page = s.page;
  await resize(page, { width: 1280, height: 800 });
  const res = await page.request.post(`${baseUrl}/api/tables`, {
    data: { game: 'bridgette', bots: ['basic', 'basic'] },
  });
  expect(res.status()).toBe(201);
  const id = ((await res.json()) as { table: { id: string } }).table.id;
  await page.goto(`${baseUrl}/t/${id}`);
  await page.locator('.match-end [data-review="0"]').waitFor({ timeout: 90_000 });
  const deals = await page.locator('.match-end [data-review]').count();
  // Watching the match end, the last deal's summary opens by itself: closed first.
  if (await page.locator('.deal-summary').count()) {
    await page.locator('[data-tool="close-summary"]').click();
    await page.waitForSelector('.deal-summary', { state: 'detached' });
  }
  const counts: number[] = [];
  let colonLines = 0;
  for (let d = 0; d < deals; d++) {
    await page.locator(`.match-end [data-review="${d}"]`).click();
    await page.waitForSelector('.deal-summary[data-loaded]');
    await page.locator('[data-tool="summary-tab"]').click();
    await page.waitForSelector('.deal-diagram');
    const hands = page.locator('.deal-diagram .dealt-hand');
    for (let h = 0; h < (await hands.count()); h++) {
      const count = Number(await hands.nth(h).getAttribute('data-count'));
      if (count) counts.push(count);
    }
    // The hands as dealt are words: colons by name. (A card face, as in the last trick, keeps its
    // corner index and says the full name to screen readers, as a king's face says K.)
    const text = (await hands.allTextContents()).join(' ');
    expect(text).not.toMatch(/\b(GC|RC|LC)\b/);
    const named = text.match(/Grand Colon|Royal Colon|Little Colon/g) ?? [];
    if (named.length && !colonLines) await screenshot(page, 'deal-viewer-bridgette-colons-1280x800', false);
    colonLines += named.length;
    await page.locator('[data-tool="close-summary"]').click();
    await page.waitForSelector('.deal-summary', { state: 'detached' });
  }
  expect(counts.length).toBeGreaterThan(0);
  expect(counts.every((n) => n === 13)).toBe(true);
  console.log(`bridgette: ${deals} deals, ${colonLines} colons named in the hands as dealt`);
  expect(colonLines).toBeGreaterThan(0);
  expect(s.errors).toEqual([]);
});
