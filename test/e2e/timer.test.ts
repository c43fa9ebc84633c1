/**
 * The turn timer, presence and nudges in Chromium: Kari (laptop) and Ola (phone) at a
 * Bondebridge table with two bots and a 60 s turn timer, on this file's own server whose
 * timers run at 0.3 times the time (18 s). Whoever must act does nothing: the other sees the
 * countdown at their badge, nudges them after 15 s (they get a notice), and when the time runs
 * out a bot plays that one call for them; they keep their seat and both see them marked. Then
 * the other leaves the page and shows as away.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { TableInfo } from '../../src/protocol/index.js';
import { openSession, type Session, screenshot } from './helpers/browser.js';
import { resize } from './helpers/layout.js';
import { startTestServer, type TestServer } from './helpers/server.js';

const WEB = fileURLToPath(new URL('../../dist/web', import.meta.url));
const SCALE = 0.3;
const LIMIT_S = 60 * SCALE;
const PHONE_SMALL = { width: 360, height: 740 };
const LAPTOP = { width: 1280, height: 800 };

let server: TestServer;
let kari: Session;
let ola: Session;
beforeAll(async () => {
  server = await startTestServer(WEB, '127.0.0.1', { turnTimerScale: SCALE });
  kari = await openSession({ viewport: LAPTOP, name: 'Kari' });
  ola = await openSession({ viewport: PHONE_SMALL, name: 'Ola' });
});
afterAll(async () => {
  await kari?.close();
  await ola?.close();
  await server?.close();
});

const poll = <T>(read: () => Promise<T> | T, timeout = 20_000) =>
  expect.poll(read, { timeout, interval: 100 });

async function tableInfo(id: string): Promise<TableInfo> {
  const r = await fetch(`${server.url}/api/tables/${id}`);
  return ((await r.json()) as { table: TableInfo }).table;
}

async function sit(page: Page, id: string, seat: number): Promise<void> {
  await page.goto(`${server.url}/t/${id}`);
  await page.locator(`[data-join="${seat}"]`).click();
  await page.waitForSelector('.table-screen .seat.you');
}

/** The seconds a countdown shows now, or null when there is none. */
const secondsAt = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector<HTMLElement>(sel);
    return el ? Number(el.dataset.left) : null;
  }, selector);

test('a person whose time runs out: countdown for all, a nudge, a bot plays one call, the mark', async () => {
  const r = await fetch(`${server.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game: 'bondebridge',
      bots: [null, null, 'basic', 'basic'],
      settings: { turnTimer: 60 },
    }),
  });
  expect(r.status).toBe(201);
  const id = ((await r.json()) as { table: { id: string } }).table.id;
  await sit(kari.page, id, 0);
  await sit(ola.page, id, 1);

  // The bots call until one of the two people must act; nobody of them does.
  await poll(async () => (await tableInfo(id)).turns?.[0]?.remainingMs !== undefined).toBe(true);
  const start = await tableInfo(id);
  const seat = start.turns![0].seat;
  expect([0, 1]).toContain(seat);
  const [slow, other] = seat === 0 ? [kari, ola] : [ola, kari];
  const otherSeat = 1 - seat;
  const before = start.version;

  // The other sees the countdown at the badge of whoever is to act, counting down.
  const badge = `.seat[data-seat="${seat}"] .countdown`;
  await other.page.waitForSelector(badge);
  const first = await secondsAt(other.page, badge);
  expect(first).toBeGreaterThan(LIMIT_S - 6);
  expect(first).toBeLessThanOrEqual(LIMIT_S);
  await poll(() => secondsAt(other.page, badge)).toBeLessThan(first!);
  // The one to act sees theirs above the hand.
  await slow.page.waitForSelector('.own-hand .countdown.own');
  expect(await secondsAt(slow.page, '.own-hand .countdown.own')).toBeGreaterThan(0);
  await screenshot(kari.page, `timer-kari-${LAPTOP.width}x${LAPTOP.height}`, false);
  await screenshot(ola.page, `timer-ola-${PHONE_SMALL.width}x${PHONE_SMALL.height}`, false);

  // After 15 s the other may nudge; the one to act gets a notice.
  const nudge = other.page.locator(`.seat[data-seat="${seat}"] [data-tool="nudge"]`);
  await nudge.waitFor({ timeout: 20_000 });
  await nudge.click();
  await other.page.waitForSelector('.banner.nudge-sent');
  await slow.page.waitForSelector('.banner.nudged');
  expect(await slow.page.locator('.banner.nudged').textContent()).toContain(seat === 0 ? 'Ola' : 'Kari');
  await screenshot(slow.page, `timer-nudged-${slow === kari ? 'kari' : 'ola'}`, false);

  // The time runs out: a bot makes that one call, the person keeps the seat, both see the mark.
  for (const s of [slow, other]) {
    await s.page.waitForSelector(`.seat[data-seat="${seat}"] .chip.timed-out`, { timeout: 20_000 });
  }
  await slow.page.waitForSelector('.banner.timed-out-notice');
  const after = await tableInfo(id);
  expect(after.version).toBeGreaterThan(before);
  expect(after.seats[seat]).toMatchObject({ kind: 'human', name: seat === 0 ? 'Kari' : 'Ola', timedOut: 1 });
  expect(after.seats[seat].standIn).toBeUndefined();
  expect(after.seats[otherSeat].timedOut).toBeUndefined();
  await screenshot(other.page, `timer-marked-${other === kari ? 'kari' : 'ola'}`, false);
  for (const size of [PHONE_SMALL, LAPTOP]) {
    await resize(other.page, size);
    await screenshot(other.page, `timer-marked-${size.width}x${size.height}`, false);
  }

  // One closes the page: the other sees them away, with the time.
  await slow.page.close();
  await other.page.waitForSelector(`.seat[data-seat="${seat}"] .away-since`, { timeout: 20_000 });
  expect(await other.page.locator(`.seat[data-seat="${seat}"] .away-since`).textContent()).toMatch(/away/);
  await screenshot(other.page, `timer-away-${other === kari ? 'kari' : 'ola'}`, false);

  expect(kari.errors).toEqual([]);
  expect(ola.errors).toEqual([]);
}, 180_000);
