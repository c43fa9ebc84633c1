/**
 * Two people, two browser contexts, one table: Kari creates a Bondtolva table with the other
 * seat free and copies the invite link; Ola opens it and sits down; they play the match to the
 * end. Midway Ola reloads the page and is back in the seat at once (the token is stored).
 */
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { DESKTOP, openSession, PHONE, type Session } from './helpers/browser.js';
import { act, choiceNow, seeded } from './helpers/play.js';
import { setName } from './helpers/settings.js';

const baseUrl = inject('baseUrl');
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

test('two people play one table together; a reload mid-game resumes the seat', async () => {
  const a = kari.page;
  const b = ola.page;
  await a.goto(baseUrl);
  await setName(a, 'Kari');
  await a.locator('input[name="game"][value="bondtolva"]').check();
  await a.locator('#seat-1').selectOption('free');
  await a.waitForFunction(() => !document.querySelector<HTMLButtonElement>('[data-tool="create"]')?.disabled);
  await a.locator('[data-tool="create"]').click();
  await a.waitForSelector('.table-screen .seat.you');
  const invite = await a.locator('[data-invite]').getAttribute('data-invite');
  expect(invite).toMatch(/\/t\/[A-Za-z0-9_-]+$/);

  await b.goto(baseUrl);
  await setName(b, 'Ola');
  await b.goto(invite!);
  await b.locator('[data-join="1"]').click();
  await b.waitForSelector('.table-screen .seat.you');
  // Each sees the other by name; the invite button goes once no seat is free.
  await expect.poll(() => a.locator('.seat[data-seat="1"] .seat-name').textContent()).toContain('Ola');
  await expect.poll(() => b.locator('.seat[data-seat="0"] .seat-name').textContent()).toContain('Kari');
  await expect.poll(() => a.locator('[data-invite]').count()).toBe(0);

  const rnd = seeded(7);
  let actions = 0;
  let reloaded = false;
  for (let idle = 0; idle < 600; ) {
    const [ca, cb] = await Promise.all([choiceNow(a), choiceNow(b)]);
    if (ca?.kind === 'over' && cb?.kind === 'over') break;
    const turn =
      ca && ca.kind !== 'over'
        ? { page: a, choice: ca }
        : cb && cb.kind !== 'over'
          ? { page: b, choice: cb }
          : null;
    if (!turn) {
      idle++;
      await a.waitForTimeout(50);
      continue;
    }
    idle = 0;
    if (actions === 20 && !reloaded) {
      reloaded = true;
      await b.reload();
      await b.waitForSelector('.table-screen .seat.you');
      expect(await b.locator('.seat.you .seat-name').textContent()).toContain('Ola');
      expect(await b.locator('[data-join]').count()).toBe(0);
      expect(await b.locator('#own-hand [data-card]').count()).toBeGreaterThan(0);
      continue;
    }
    await act(turn.page, turn.choice, rnd);
    actions++;
  }
  expect(reloaded).toBe(true);
  expect(actions).toBeGreaterThan(24);
  for (const page of [a, b]) {
    await page.waitForSelector('.match-end .summary .winner');
    expect(await page.locator('.match-end .summary .winner').textContent()).toMatch(/Winner: (Kari|Ola)/);
  }
  expect(kari.errors).toEqual([]);
  expect(ola.errors).toEqual([]);
});
