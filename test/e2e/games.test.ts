/**
 * For each game: a person creates a table in the lobby (default options, bots in the other
 * seats) and plays the whole match by clicking legal cards and calls, to the final score.
 * Along the way the table is photographed at phone and desktop size, and at the end the
 * record downloads and the replay viewer steps through it.
 */
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DESKTOP, openSession, PHONE, type Session, screenshot } from './helpers/browser.js';
import { createTable } from './helpers/lobby.js';
import { type Choice, playToEnd } from './helpers/play.js';

const baseUrl = inject('baseUrl');
const GAMES = (process.env.GAMES?.split(',') ?? [
  'bondebridge',
  'bridge',
  'selbu',
  'bridgette',
  'bondtolva',
]) as readonly string[];

let s: Session;
beforeAll(async () => {
  s = await openSession({ viewport: DESKTOP });
});
afterAll(async () => {
  await s?.close();
});

/** A moment worth a picture: cards on the table (or, for Bridgette, the exchange). */
async function photogenic(choice: Choice, game: string): Promise<boolean> {
  if (game === 'bridgette' && choice.kind === 'exchange') return true;
  if (choice.kind !== 'act') return false;
  const onTable = await s.page.locator('.trick .card').count();
  return onTable >= 2 && choice.actions.some((a) => /^[SHDC][2-9TJQKA]$/.test(a));
}

describe.each(GAMES)('%s', (game) => {
  test('a whole match against bots, by clicking, to the final score', async () => {
    const page = s.page;
    const id = await createTable(page, baseUrl, game);
    let photographed = false;
    let summarised = false;
    // Closing a deal summary counts as a step of playToEnd but is no action of the match.
    let summaries = 0;
    const actions = await playToEnd(page, {
      seed: game.length,
      summaries: true,
      before: async (n, choice) => {
        if (choice.kind === 'summary') {
          summaries++;
          // The first deal's summary, at both sizes: every hand as dealt and the last trick.
          if (!summarised) {
            summarised = true;
            await page.waitForSelector('.deal-summary[data-loaded]');
            expect(await page.locator('.deal-summary .dealt-hand').count()).toBe(
              game === 'bridgette' || game === 'bondtolva' ? 2 : 4,
            );
            await screenshot(page, `${game}-summary-desktop`);
            await page.setViewportSize(PHONE);
            await screenshot(page, `${game}-summary-phone`);
            await page.setViewportSize(DESKTOP);
          }
          return true;
        }
        if (!photographed && n >= 3 && (await photogenic(choice, game))) {
          photographed = true;
          await screenshot(page, `${game}-desktop`);
          await page.setViewportSize(PHONE);
          await screenshot(page, `${game}-phone`);
          // Portrait phone: nothing wider than the screen.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            PHONE.width,
          );
          await page.setViewportSize(DESKTOP);
        }
        return true;
      },
    });
    const deals = await page.locator('.match-end .sheet tbody tr, .match-end .rubber-sheet .below').count();
    console.log(`${game}: ${actions} actions by the person, ${deals} score rows`);
    expect(actions).toBeGreaterThan(5);
    expect(photographed).toBe(true);
    expect(summarised).toBe(true);

    // The end: who won, the final score sheet, rematch, download, replay.
    const end = page.locator('.match-end');
    await expect.poll(() => end.locator('.summary .winner').textContent()).toMatch(/Winner|tie/);
    expect(await end.locator('.sheet, .rubber-sheet').count()).toBe(1);
    await screenshot(page, `${game}-final-desktop`);

    const record = await page.request.get(`${baseUrl}/api/tables/${id}/record`);
    expect(record.ok()).toBe(true);
    const json = (await record.json()) as { format: string; game: string; actions: Array<[number, string]> };
    expect(json.format).toBe('stikk-record/1');
    expect(json.game).toBe(game);
    if (game === 'bondtolva') {
      // The lone pass after a trick won without a pair goes by itself: the person's seat made
      // more actions than they clicked, the extra ones passes.
      const info = (await (await page.request.get(`${baseUrl}/api/tables/${id}`)).json()) as {
        table: { seats: Array<{ seat: number; kind: string }> };
      };
      const person = info.table.seats.find((x) => x.kind === 'human')!.seat;
      const made = json.actions.filter(([seat]) => seat === person);
      expect(made.length).toBeGreaterThan(actions - summaries);
      expect(made.filter(([, a]) => a === 'pass').length).toBeGreaterThanOrEqual(
        made.length - (actions - summaries),
      );
    }
    expect(await end.locator('[data-tool="download"]').getAttribute('href')).toContain(
      `/api/tables/${id}/record`,
    );

    await end.locator('[data-tool="replay"]').click();
    await page.waitForURL(/\/replay/);
    // Clicked before the replay's steps arrive, the stepper counts the record's actions (its
    // first position already shows one); the steps are here when it shows the start, step 0.
    await expect.poll(() => page.locator('.stepper .position').textContent()).toMatch(/Step 0 of/);
    await page.locator('[data-tool="next"]').click();
    await page.locator('[data-tool="next"]').click();
    await expect.poll(() => page.locator('.stepper .position').textContent()).toMatch(/Step 2 of/);
    await page.goBack();
    await page.waitForSelector('.match-end');
    await end.locator('[data-tool="rematch"]').click();
    await page.waitForSelector('.match-end', { state: 'detached' });
    expect(s.errors).toEqual([]);
  });
});
