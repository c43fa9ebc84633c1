/**
 * The end of a deal and finished deals during the match: a selbu match with the card on the
 * forehead played to the end by clicking (the hidden card is a face-down button), the summary
 * after each deal (all hands as dealt, the last trick) staying until closed, and a finished
 * deal reviewed from the score sheet — step by step, by trick — while the match goes on.
 * Phone (360×740) and desktop (1280×800).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { openSession, type Session, screenshot } from './helpers/browser.js';
import { act, type Choice, seeded, waitForChoice } from './helpers/play.js';

const baseUrl = inject('baseUrl');
const SIZES = [
  { name: 'phone', viewport: { width: 360, height: 740 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

/** A table made through the API (options the lobby need not offer), then joined by clicking. */
async function openTable(page: Page, game: string, options: Record<string, unknown>): Promise<string> {
  const res = await page.request.post(`${baseUrl}/api/tables`, {
    data: { game, options, bots: [null, 'basic', 'basic', 'basic'] },
  });
  expect(res.status()).toBe(201);
  const id = ((await res.json()) as { table: { id: string } }).table.id;
  await page.goto(`${baseUrl}/t/${id}`);
  await page.locator('[data-join="0"]').click();
  await page.waitForSelector('.table-screen .seat.you');
  return id;
}

/** What the open summary shows: cards per hand as dealt and the cards of the last trick. */
async function summaryNow(page: Page) {
  const summary = page.locator('.deal-summary');
  await summary.locator('.deal-diagram').waitFor();
  const counts = await summary
    .locator('.dealt-hand')
    .evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.count)));
  return {
    counts,
    lastTrick: await summary.locator('.last-trick .trick .card').count(),
    result: (await summary.locator('.deal-result').textContent()) ?? '',
  };
}

/** Steps through the open deal viewer by trick to its end; returns the steps visited. */
async function stepByTrick(page: Page): Promise<number> {
  const viewer = page.locator('.deal-summary .deal-steps');
  await viewer.waitFor();
  let visited = 0;
  while (await viewer.locator('[data-tool="next-trick"]').isEnabled()) {
    await viewer.locator('[data-tool="next-trick"]').click();
    visited++;
    // Every hand lies open at its seat (until it is played out).
    expect(await viewer.locator('.table-screen').count()).toBe(1);
  }
  await viewer.locator('[data-tool="prev"]').click();
  await viewer.locator('[data-tool="first"]').click();
  expect(await viewer.locator('.position').textContent()).toMatch(/ 0 /);
  return visited;
}

let s: Session;
beforeAll(async () => {
  s = await openSession();
});
afterAll(async () => {
  await s?.close();
});

describe.each(SIZES)('$name', ({ name, viewport }) => {
  test('selbu on the forehead, played to the end by clicking; summaries; a deal reviewed mid-match', async () => {
    const page = s.page;
    await page.setViewportSize(viewport);
    // Rounds of 1, 2 and 1 cards: the first and the last on the forehead.
    await openTable(page, 'selbu', { forehead: 'first-and-last', handSizes: [1, 2, 1] });
    const rnd = seeded(name.length);
    let hiddenPlayed = 0;
    let summaries = 0;
    let reviewed = false;
    for (let n = 0; n < 200; n++) {
      const choice: Choice = await waitForChoice(page, 30_000, { summaries: true });
      if (choice.kind === 'over') break;
      if (choice.kind === 'summary') {
        summaries++;
        const seen = await summaryNow(page);
        // All four hands as dealt (round sizes 1, 2, 1) and the last trick of four cards.
        expect(seen.counts).toEqual(Array(4).fill(summaries === 2 ? 2 : 1));
        expect(seen.lastTrick).toBe(4);
        expect(seen.result).toMatch(/Score: .+\d/);
        if (summaries === 3) {
          await screenshot(page, `deal-summary-${name}`);
          // The summary fits the screen: nothing in it is wider than the dialog.
          const dialog = page.locator('.dialog');
          expect(await dialog.evaluate((d) => d.scrollWidth - d.clientWidth)).toBeLessThanOrEqual(0);
          expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(viewport.width);
        }
        await act(page, choice, rnd);
        if (summaries === 1 && !reviewed) {
          // While round 2 goes on: round 1 from the score sheet, step by step.
          reviewed = true;
          await page.locator('[data-tool="score-sheet"]').click();
          await page.locator('.review-deals [data-review="0"]').click();
          expect(await stepByTrick(page)).toBeGreaterThanOrEqual(1);
          await page.locator('[data-tool="close-summary"]').click();
          // Back to the score sheet it was opened from.
          await page.waitForSelector('.review-deals');
          await page.keyboard.press('Escape');
        }
        continue;
      }
      if (choice.kind === 'act' && choice.actions.some((a) => a.startsWith('hidden:'))) {
        // The only thing to do: the face-down card on your forehead is the button.
        expect(choice.actions).toEqual(['hidden:1']);
        expect(await page.locator('.forehead-own [data-action="hidden:1"] .card.back').count()).toBe(1);
        hiddenPlayed++;
      }
      await act(page, choice, rnd);
    }
    expect(summaries).toBe(3);
    expect(hiddenPlayed).toBe(2);
    expect(reviewed).toBe(true);

    // The match is over: any deal can be opened from the final score sheet.
    const end = page.locator('.match-end');
    await end.waitFor();
    await end.locator('.review-deals [data-review="1"]').click();
    await page.locator('.deal-summary .deal-steps').waitFor();
    await page.locator('.deal-summary [data-tool="next-trick"]').click();
    await screenshot(page, `deal-viewer-selbu-${name}`);
    await page.locator('[data-tool="close-summary"]').click();
    expect(s.errors).toEqual([]);
  });

  test('bondebridge: after the last card the summary shows all four hands and the last trick', async () => {
    const page = s.page;
    await page.setViewportSize(viewport);
    await openTable(page, 'bondebridge', {});
    const rnd = seeded(3);
    // Play until a deal with a contract ends (a passed-out one shows hands but no trick).
    for (let n = 0; n < 400; n++) {
      const choice = await waitForChoice(page, 30_000, { summaries: true });
      if (choice.kind === 'summary') {
        const seen = await summaryNow(page);
        expect(seen.counts).toEqual([13, 13, 13, 13]);
        if (seen.lastTrick === 4) break;
        expect(seen.result).toMatch(/passed out/);
      }
      await act(page, choice, rnd);
    }
    const summary = page.locator('.deal-summary');
    expect(await summary.locator('.last-trick .trick .card').count()).toBe(4);
    expect(await summary.locator('.deal-record .auction').count()).toBe(1);
    await screenshot(page, `deal-summary-bondebridge-${name}`);
    await summary.locator('[data-tool="step-through"]').click();
    // By trick: 13 tricks, then the end.
    expect(await stepByTrick(page)).toBe(13);
    await summary.locator('[data-tool="next-trick"]').click();
    await summary.locator('[data-tool="next-trick"]').click();
    await summary.locator('[data-tool="next"]').click();
    await screenshot(page, `deal-viewer-${name}`);
    await summary.locator('[data-tool="close-summary"]').click();
    await page.waitForSelector('.deal-summary', { state: 'detached' });
    // The next deal is under way; the last trick is still there to see.
    await page.locator('[data-tool="last-trick"]').click();
    await expect.poll(() => page.locator('.dialog .last-trick .card').count()).toBeGreaterThanOrEqual(4);
    await page.keyboard.press('Escape');
    expect(s.errors).toEqual([]);
  });
});
