/**
 * Bondebridge for three: in the lobby the person ticks "three players" (the seats become
 * three players; the doubled-points choice shows only with doubling), plays with two bots,
 * holds North and South in the first deal — both hands shown, South's cards playable — and
 * East in the next. Photographed at phone and desktop size.
 */
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { DESKTOP, openSession, PHONE, type Session, screenshot } from './helpers/browser.js';
import { act, seeded, waitForChoice } from './helpers/play.js';

const baseUrl = inject('baseUrl');
let s: Session;
beforeAll(async () => {
  s = await openSession({ viewport: DESKTOP });
});
afterAll(async () => {
  await s?.close();
});

test('three players: one person plays North and South in their deal, East or West otherwise', async () => {
  const page = s.page;
  await page.goto(baseUrl);
  await page.locator('input[name="game"][value="bondebridge"]').check();
  // doubledPoints only matters with doubling: hidden until doubling is ticked.
  expect(await page.locator('#opt-bondebridge-doubledPoints').count()).toBe(0);
  await page.locator('#opt-bondebridge-doubling').check();
  await page.locator('#opt-bondebridge-doubledPoints').selectOption('penalty');
  await page.locator('#opt-bondebridge-threePlayers').check();
  await expect.poll(() => page.locator('.seats-chooser .seat-choice').count()).toBe(3);
  expect(await page.locator('label[for="seat-0"]').textContent()).toBe('Player 1');
  await page.waitForFunction(
    () => !document.querySelector<HTMLButtonElement>('[data-tool="create"]')?.disabled,
  );
  await page.locator('[data-tool="create"]').click();
  // The lobby moves to the table by pushState: wait for the URL only, with room for a busy machine.
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/, { waitUntil: 'commit', timeout: 60_000 });
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await page.waitForSelector('.table-screen .seat.you');

  // Deal 1: the person holds North (bottom) and South (top, its hand open and marked as theirs).
  await expect
    .poll(() => page.locator('.seats-this-deal').textContent())
    .toBe('You play North and South this deal');
  expect(await page.locator('.seat.you').count()).toBe(2);
  const southHand = page.locator('.seat[data-seat="2"] [data-card]');
  await expect.poll(() => southHand.count()).toBe(13);
  expect(
    await page.locator('.seat[data-seat="1"] [data-card], .seat[data-seat="3"] [data-card]').count(),
  ).toBe(0);

  const rnd = seeded(3);
  let southActed = false;
  let photographed = false;
  for (let n = 0; n < 400; n++) {
    const choice = await waitForChoice(page);
    if (choice.kind === 'over') break;
    const text = await page.locator('.seats-this-deal').textContent();
    if (text?.includes('East')) break; // deal 2 reached
    const status = (await page.locator('.action-area .status').textContent()) ?? '';
    const southCards = await page.locator('.seat[data-seat="2"] [data-action]:not([disabled])').count();
    if (southCards > 0) {
      expect(status).toBe('Your turn: play from South');
      southActed = true;
    }
    if (!photographed && (await page.locator('.trick .card').count()) >= 2 && southActed) {
      photographed = true;
      await screenshot(page, 'bondebridge-three-desktop');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'bondebridge-three-phone');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await page.setViewportSize(DESKTOP);
    }
    await act(page, choice, rnd);
  }
  expect(southActed).toBe(true);
  // Deal 2: the person plays East only, and sees no other hand.
  await expect
    .poll(() => page.locator('.seats-this-deal').textContent(), { timeout: 30_000 })
    .toBe('You play East this deal');
  await expect.poll(() => page.locator('.seat[data-seat="2"] [data-card]').count()).toBe(0);
  expect(await page.locator('.seat.you').count()).toBe(1);
  // The standing is per person.
  expect(await page.locator('.standing dt').allTextContents()).toHaveLength(3);

  const table = await page.request.get(`${baseUrl}/api/tables/${id}`);
  expect(((await table.json()) as { table: { seats: unknown[] } }).table.seats).toHaveLength(3);
  expect(s.errors).toEqual([]);
});
