/**
 * Claims at a bridge table. Against bots: the person declares, claims every remaining trick
 * (the bots reject what they cannot verify, and play goes on), then concedes the rest with a
 * claim of 0 (the bots accept: it always holds) and the deal is scored with the tricks won.
 * Two people: a defender sees declarer's hand face up while the claim is open, and answers.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { DESKTOP, openSession, PHONE, type Session, screenshot } from './helpers/browser.js';
import { createTable } from './helpers/lobby.js';
import { act, type Choice, CORNER, choiceNow, seeded, waitForChoice } from './helpers/play.js';
import { setName } from './helpers/settings.js';

const baseUrl = inject('baseUrl');
let s: Session;
let ola: Session;
beforeAll(async () => {
  s = await openSession({ viewport: DESKTOP });
  ola = await openSession({ viewport: PHONE });
});
afterAll(async () => {
  await s?.close();
  await ola?.close();
});

const CARD = /^[SHDC][2-9TJQKA]$/;

/** Plays a random legal card on the page: from dummy's columns when dummy is to play. */
async function playCard(page: Page, rnd: () => number): Promise<void> {
  const dummyCards = page.locator('.seat .hand.columns [data-action]:not([disabled])');
  const mine = page.locator('#own-hand [data-action]:not([disabled])');
  const cards = (await dummyCards.count()) > 0 ? dummyCards : mine;
  const n = await cards.count();
  if (n > 0)
    await cards
      .nth(Math.floor(rnd() * n))
      .click({ position: CORNER, timeout: 5000 })
      .catch(() => {});
}

test('bridge: declarer claims with the Claim button; a rejected claim plays on, a conceded one ends the deal', async () => {
  const page = s.page;
  await createTable(page, baseUrl, 'bridge');
  const rnd = seeded(19);
  const claimTool = page.locator('[data-tool="claim"]:not([disabled])');
  let rejected = false;
  let photographed = false;
  // South bids 7NT whenever it can, as in features.test.ts; a deal South does not declare is
  // played out with random cards and the next one tried.
  for (let step = 0; step < 2000; step++) {
    const choice = await waitForChoice(page);
    if (choice.kind === 'over') throw new Error('the match ended before a claim was made');
    if (choice.kind !== 'act') throw new Error(`unexpected ${choice.kind}`);
    if (choice.actions.includes('P')) {
      const call = choice.actions.includes('7NT') ? '7NT' : 'P';
      await page.locator(`.bidding-box [data-action="${call}"]`).click();
      continue;
    }
    if ((await claimTool.count()) > 0) {
      await claimTool.click();
      const send = page.locator('.claim [data-action^="claim:"]');
      await send.waitFor();
      if (!rejected) {
        // The picker opens on the most the claim can be: every remaining trick.
        if (!photographed) {
          photographed = true;
          await screenshot(page, 'bridge-claim-desktop');
          await page.setViewportSize(PHONE);
          await screenshot(page, 'bridge-claim-phone');
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            PHONE.width,
          );
          await page.setViewportSize(DESKTOP);
        }
        const all = (await send.getAttribute('data-action'))!;
        await send.click();
        // A bot rejects what it cannot verify; a claim that holds ends the deal instead.
        const notice = page.locator('.claim-notice', { hasText: 'rejected the claim' });
        const shown = await notice
          .waitFor({ timeout: 5000 })
          .then(() => true)
          .catch(() => false);
        if (shown) {
          rejected = true;
          // No new claim in the same trick.
          expect(await claimTool.count()).toBe(0);
          expect(all).toMatch(/^claim:(1[0-3]|[1-9])$/);
        }
        continue;
      }
      await page.locator('.claim [data-claim="0"]').click();
      await page.locator('.claim [data-action="claim:0"]').click();
      break;
    }
    await playCard(page, rnd);
    await page.waitForFunction(() => !document.querySelector('.table-screen.busy'));
  }
  expect(rejected).toBe(true);
  // The bots accepted the concession: the deal is over and scored.
  await expect
    .poll(() => page.locator('.deal-summary .deal-result').textContent())
    .toMatch(/7 NT.*the rest conceded/);
  await screenshot(page, 'bridge-claim-conceded-desktop');
  expect(s.errors).toEqual([]);
});

test('bridge, two people: West sees declarer’s hand while South’s claim is open, and answers it', async () => {
  const a = s.page;
  const b = ola.page;
  await a.goto(baseUrl);
  await setName(a, 'Kari');
  await a.locator('input[name="game"][value="bridge"]').check();
  await a.locator('#seat-3').selectOption('free');
  await a.waitForFunction(() => !document.querySelector<HTMLButtonElement>('[data-tool="create"]')?.disabled);
  await a.locator('[data-tool="create"]').click();
  await a.waitForSelector('.table-screen .seat.you');
  const invite = await a.locator('[data-invite]').getAttribute('data-invite');
  await b.goto(baseUrl);
  await setName(b, 'Ola');
  await b.goto(invite!);
  await b.locator('[data-join="3"]').click();
  await b.waitForSelector('.table-screen .seat.you');

  const rnd = seeded(3);
  const claimTool = a.locator('[data-tool="claim"]:not([disabled])');
  let answered = 0;
  for (let idle = 0; idle < 1200 && answered < 2; ) {
    const [ca, cb]: Array<Choice | null> = await Promise.all([choiceNow(a), choiceNow(b)]);
    if (ca?.kind === 'over' || cb?.kind === 'over') throw new Error('the match ended before the claims');
    // A deal South did not declare (North named notrump first, say) ends with its summary open
    // on both screens: close it, as a person would, and try the next deal.
    const summary = ca?.kind === 'summary' ? a : cb?.kind === 'summary' ? b : null;
    if (summary) {
      await act(summary, { kind: 'summary' }, rnd);
      continue;
    }
    if (cb?.kind === 'act' && cb.actions.includes('accept')) {
      // West answers South's claim: South's hand lies face up at South's seat, with the notice.
      const southHand = b.locator('.seat[data-seat="2"] .hand [data-card]');
      await expect.poll(() => southHand.count()).toBeGreaterThan(0);
      expect(await southHand.count()).toBe(await a.locator('#own-hand [data-card]').count());
      expect(await b.locator('.claim-notice').textContent()).toMatch(
        /Kari claims \d+ of the remaining \d+ tricks/,
      );
      // Nothing else opens: East's hand stays face down.
      expect(await b.locator('.seat[data-seat="1"] .hand [data-card]').count()).toBe(0);
      if (answered === 0) {
        await screenshot(b, 'bridge-claim-defender-phone');
        await b.setViewportSize(DESKTOP);
        await screenshot(b, 'bridge-claim-defender-desktop');
        await b.setViewportSize(PHONE);
        await b.locator('.claim-answer [data-action="reject"]').click();
        // The claim is void: the hand is hidden again and South is told.
        await expect.poll(() => southHand.count()).toBe(0);
        await expect.poll(() => a.locator('.claim-notice').textContent()).toMatch(/Ola rejected the claim/);
      } else {
        await b.locator('.claim-answer [data-action="accept"]').click();
        await expect
          .poll(() => a.locator('.deal-summary .deal-result').textContent())
          .toMatch(/7 NT.*the rest conceded/);
      }
      answered++;
      continue;
    }
    if (ca?.kind === 'act' && ca.actions.includes('P')) {
      await a.locator(`.bidding-box [data-action="${ca.actions.includes('7NT') ? '7NT' : 'P'}"]`).click();
      continue;
    }
    if (cb?.kind === 'act' && cb.actions.includes('P')) {
      await b.locator('.bidding-box [data-action="P"]').click();
      continue;
    }
    if (ca?.kind === 'act' && (await claimTool.count()) > 0) {
      // South claims every remaining trick; after West's rejection, concedes them all (claim:0).
      await claimTool.click();
      await a.locator('.claim [data-action^="claim:"]').waitFor();
      if (answered > 0) await a.locator('.claim [data-claim="0"]').click();
      await a.locator('.claim [data-action^="claim:"]').click();
      await a.waitForFunction(() => !document.querySelector('.table-screen.busy'));
      continue;
    }
    const hasCard = (c: Choice | null) => c?.kind === 'act' && c.actions.some((x) => CARD.test(x));
    const turn = hasCard(ca) ? a : hasCard(cb) ? b : null;
    if (!turn) {
      idle++;
      await a.waitForTimeout(50);
      continue;
    }
    idle = 0;
    await playCard(turn, rnd);
    await turn.waitForFunction(() => !document.querySelector('.table-screen.busy'));
  }
  expect(answered).toBe(2);
  expect(s.errors).toEqual([]);
  expect(ola.errors).toEqual([]);
});
