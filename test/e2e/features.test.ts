/**
 * Table features the whole-match runs do not reach on their own: declarer playing dummy's
 * cards from dummy's seat (and a spectator seeing dummy but no hidden hand), and Selbu's
 * forehead round chosen as an option in the lobby.
 */
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { DESKTOP, openSession, PHONE, type Session, screenshot } from './helpers/browser.js';
import { createTable } from './helpers/lobby.js';
import { CORNER, seeded, waitForChoice } from './helpers/play.js';

const baseUrl = inject('baseUrl');
let s: Session;
let watcher: Session;
beforeAll(async () => {
  s = await openSession({ viewport: DESKTOP });
  watcher = await openSession({ viewport: PHONE });
});
afterAll(async () => {
  await s?.close();
  await watcher?.close();
});

test('declarer plays dummy from dummy’s seat; a spectator sees dummy, never a hidden hand', async () => {
  const page = s.page;
  const id = await createTable(page, baseUrl, 'bridge');
  const rnd = seeded(5);
  let fromDummy = 0;
  let own = 0;
  let playing = false;
  let watched = false;
  // South bids 7NT whenever it can. If North named no trump first, North declares and South is
  // dummy (or South defends, when the bots bid 7NT first): then the next deal is tried, until
  // South has declared one and played all 26 of its side's cards.
  while (own + fromDummy < 26) {
    const choice = await waitForChoice(page);
    if (choice.kind !== 'act') throw new Error(`unexpected ${choice.kind}`);
    if (choice.actions.includes('P')) {
      if (playing) {
        playing = false;
        own = 0;
        fromDummy = 0;
      }
      const call = choice.actions.includes('7NT') ? '7NT' : 'P';
      await page.locator(`.bidding-box [data-action="${call}"]`).click();
      continue;
    }
    playing = true;
    const dummyCards = page.locator('.seat .hand.columns [data-action]:not([disabled])');
    const mine = page.locator('#own-hand [data-action]:not([disabled])');
    if ((await dummyCards.count()) > 0) {
      const n = await dummyCards.count();
      await dummyCards.nth(Math.floor(rnd() * n)).click({ position: CORNER });
      fromDummy++;
    } else {
      const n = await mine.count();
      await mine.nth(Math.floor(rnd() * n)).click({ position: CORNER });
      own++;
    }
    if (fromDummy === 3 && !watched) {
      watched = true;
      await screenshot(page, 'bridge-declarer-desktop');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'bridge-declarer-phone');
      await page.setViewportSize(DESKTOP);
      // A spectator: the public view — dummy's cards, no other hand, no seat of their own.
      await watcher.page.goto(`${baseUrl}/t/${id}`);
      await watcher.page.waitForSelector('.table-screen .spectating, .spectating');
      await watcher.page.waitForSelector('.seat .hand.columns [data-card]');
      expect(await watcher.page.locator('#own-hand').count()).toBe(0);
      expect(await watcher.page.locator('.seat .hand.columns').count()).toBe(1);
      expect(await watcher.page.locator('.seat.you').count()).toBe(0);
      await screenshot(watcher.page, 'bridge-spectator-phone');
    }
    await page.waitForFunction(() => !document.querySelector('.table-screen.busy'));
  }
  expect(fromDummy).toBe(13);
  expect(own).toBe(13);
  // The deal's summary stays on screen until closed.
  await expect.poll(() => page.locator('.deal-summary .deal-result').textContent()).toMatch(/7 NT/);
  expect(s.errors).toEqual([]);
  expect(watcher.errors).toEqual([]);
});

test('selbu with the card on the forehead: you see the others’ cards, not your own', async () => {
  const page = s.page;
  await page.goto(baseUrl);
  await page.locator('input[name="game"][value="selbu"]').check();
  await page.locator('#opt-selbu-forehead').selectOption('first-and-last');
  await page.waitForFunction(
    () => !document.querySelector<HTMLButtonElement>('[data-tool="create"]')?.disabled,
  );
  await page.locator('[data-tool="create"]').click();
  await page.waitForSelector('.table-screen .seat.you');
  // Round 1 has one card each: the three others' cards show at their seats, yours is face down.
  await page.waitForSelector('.selbu-bids');
  expect(await page.locator('.seat .forehead .card').count()).toBe(3);
  expect(await page.locator('.forehead-own .card.back').count()).toBe(1);
  expect(await page.locator('#own-hand [data-card]').count()).toBe(0);
  await screenshot(page, 'selbu-forehead-desktop');
  expect(s.errors).toEqual([]);
});

test('a card flicked upward is played, once', async () => {
  const page = s.page;
  await createTable(page, baseUrl, 'bondtolva');
  let played: string | null = null;
  // What each attempt met, for the failure message: this test once missed all ten flicks in CI.
  const attempts: unknown[] = [];
  // A person flicks a card that stands still: if the hand changes under the finger (a bot's
  // card, a draw from the stock), look again.
  for (let attempt = 0; attempt < 10 && !played; attempt++) {
    const choice = await waitForChoice(page);
    attempts.push(choice);
    if (choice.kind !== 'act') continue;
    const code = choice.actions.find((a) => /^[SHDC][9TJQKA]$/.test(a));
    if (!code) {
      await page.locator('[data-action="pass"]').click();
      continue;
    }
    const box = (await page.locator(`#own-hand [data-card="${code}"]`).boundingBox())!;
    await page.mouse.move(box.x + 10, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 10, box.y + box.height / 2 - 70, { steps: 8 });
    await page.mouse.up();
    try {
      await page.waitForSelector(`.trick [data-card="${code}"]`, { timeout: 6000 });
      played = code;
    } catch {
      // The hand moved before the flick landed.
      attempts.push({
        flicked: code,
        box,
        stillInHand: await page.locator(`#own-hand [data-card="${code}"]`).count(),
        banner: await page.locator('.banner').allTextContents(),
        viewport: page.viewportSize(),
      });
    }
  }
  expect(played, JSON.stringify(attempts)).not.toBeNull();
  expect(await page.locator(`#own-hand [data-card="${played}"]`).count()).toBe(0);
  expect(await page.locator('.banner.error').count()).toBe(0);
  expect(s.errors).toEqual([]);
});
