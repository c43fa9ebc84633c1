/**
 * Playing with friends: the invite dialog gives an address another machine can open (not
 * localhost) when the server listens on all interfaces, and says how to start it so when it
 * does not; each person is asked for a name once, and the others see it; the lobby says
 * Resume at your own tables, Join where a seat is free (one tap), Watch where none is.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { openSession, type Session, screenshot } from './helpers/browser.js';
import { startTestServer, type TestServer } from './helpers/server.js';

const baseUrl = inject('baseUrl');
const root = fileURLToPath(new URL('../../', import.meta.url));
const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

const sessions: Session[] = [];
async function person(viewport: { width: number; height: number }, name?: string | null) {
  const s = await openSession({ viewport, name });
  sessions.push(s);
  return s;
}
afterAll(async () => {
  for (const s of sessions) await s.close();
});

/** A public bondtolva table with you at seat 0 and seat 1 free; resolves when the page is at the table. */
async function openTable(page: Page, base: string): Promise<string> {
  await page.goto(base);
  await page.locator('input[name="game"][value="bondtolva"]').check();
  await page.locator('#seat-1').selectOption('free');
  // Listed in the lobby, where the others find it (the form starts private).
  await page.locator('input[name="visibility"][value="public"]').check();
  await page.waitForFunction(
    () => !document.querySelector<HTMLButtonElement>('[data-tool="create"]')?.disabled,
  );
  await page.locator('[data-tool="create"]').click();
  // The lobby moves to the table by pushState: wait for the URL only, with room for a busy machine.
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/, { waitUntil: 'commit', timeout: 60_000 });
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** Answers the name dialog, which must be open now. */
async function giveName(page: Page, name: string): Promise<void> {
  const field = page.locator('[data-tool="your-name"]');
  await field.waitFor();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-tool'))).toBe('your-name');
  await field.fill(name);
  await page.locator('[data-tool="sit-down"]').click();
}

const seatName = (page: Page, seat: number) =>
  page.locator(`.seat[data-seat="${seat}"] .seat-name`).textContent();

describe('the invite address', () => {
  let lan: TestServer;
  beforeAll(async () => {
    lan = await startTestServer(`${root}dist/web`, '0.0.0.0');
  });
  afterAll(async () => {
    // The browsers first: a page still connected keeps the server's close waiting on its sockets
    // (once 100 s in CI), as the other files that start a server of their own already do.
    for (const s of sessions.splice(0)) await s.close();
    await lan?.close();
  });

  test('listening on 0.0.0.0: a network address of this machine, never localhost', async () => {
    const port = new URL(lan.url).port;
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors } = await person(viewport, 'Kari');
      // Opened as the person running the server would: on this machine, at localhost.
      const id = await openTable(page, `http://localhost:${port}`);
      await page.locator('[data-tool="invite"]').click();
      const url = (await page.locator('#invite-url').textContent())!.trim();
      expect(url).toMatch(new RegExp(`^http://[^/]+:${port}/t/${id}$`));
      expect(url).not.toMatch(/localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\]/);
      expect(await page.locator('.invite').getAttribute('data-kind')).toBe('network');
      // And the link works: it is this server.
      const res = await fetch(`${new URL(url).origin}/api/tables/${id}`);
      expect(res.status).toBe(200);
      await screenshot(page, `invite-network-${viewport.width}x${viewport.height}`);
      expect(errors).toEqual([]);
    }
  });

  test('listening on loopback only: says so, and how to start the server for friends', async () => {
    const { page, errors } = await person(SMALL_PHONE, 'Kari');
    await openTable(page, baseUrl);
    await page.locator('[data-tool="invite"]').click();
    expect(await page.locator('.invite').getAttribute('data-kind')).toBe('loopback-only');
    expect(await page.locator('.invite code.command').textContent()).toBe('npm start -- --lan');
    await screenshot(page, 'invite-loopback-360x740');
    expect(errors).toEqual([]);
  });
});

test('a friend is asked for a name once and seen by it; Resume, Join and Watch in the lobby', async () => {
  const kari = await person(PHONE, null);
  const ola = await person(SMALL_PHONE, null);
  const nils = await person(DESKTOP, null);
  const a = kari.page;
  const b = ola.page;
  const c = nils.page;

  // Kari, new here, creates a table: asked her name before she sits down.
  const first = await openTable(a, baseUrl);
  await giveName(a, 'Kari');
  await a.waitForSelector('.table-screen .seat.you');
  const invite = await a.locator('[data-invite]').getAttribute('data-invite');

  // Ola opens the link, takes the free seat, and is asked too.
  await b.goto(invite!);
  await b.locator('[data-join="1"]').click();
  await giveName(b, 'Ola');
  await b.waitForSelector('.table-screen .seat.you');
  await expect.poll(() => seatName(a, 1)).toContain('Ola');
  await expect.poll(() => seatName(b, 0)).toContain('Kari');
  expect(await a.locator('.table-screen').textContent()).not.toMatch(/Spiller|Player|Spieler/);

  // Kari's second table asks nothing: the name is remembered.
  const second = await openTable(a, baseUrl);
  await a.waitForSelector('.table-screen .seat.you');
  expect(await a.locator('[data-tool="your-name"]').count()).toBe(0);
  expect(await seatName(a, 0)).toContain('Kari');

  const actionAt = async (page: Page, id: string) => {
    const button = page.locator(`.table-list li[data-table="${id}"] button`);
    await button.waitFor();
    return { action: await button.getAttribute('data-table-action'), text: await button.textContent() };
  };
  // Kari's lobby: both tables are hers.
  await a.goto(baseUrl);
  expect(await actionAt(a, first)).toEqual({ action: 'resume', text: 'Resume' });
  expect(await actionAt(a, second)).toEqual({ action: 'resume', text: 'Resume' });
  expect(await a.locator(`.table-list li[data-table="${first}"]`).textContent()).toContain('Kari · Ola');
  await screenshot(a, 'lobby-tables-390x844');
  // Nils, new: the full table is to watch, the other to join.
  await c.goto(baseUrl);
  expect(await actionAt(c, first)).toEqual({ action: 'watch', text: 'Watch' });
  expect(await actionAt(c, second)).toEqual({ action: 'join', text: 'Join' });
  await screenshot(c, 'lobby-tables-1280x800');

  // One tap (and his name, asked this once) and Nils sits at the free seat.
  await c.locator(`.table-list li[data-table="${second}"] button`).click();
  await giveName(c, 'Nils');
  await c.waitForSelector('.table-screen .seat.you');
  expect(new URL(c.url()).pathname).toBe(`/t/${second}`);
  await a.goto(`${baseUrl}/t/${second}`);
  await expect.poll(() => seatName(a, 1)).toContain('Nils');
  await c.goto(baseUrl);
  expect(await actionAt(c, second)).toEqual({ action: 'resume', text: 'Resume' });
  // Resume goes straight back to the seat.
  await c.locator(`.table-list li[data-table="${second}"] button`).click();
  await c.waitForSelector('.table-screen .seat.you');

  for (const s of [kari, ola, nils]) expect(s.errors).toEqual([]);
});
