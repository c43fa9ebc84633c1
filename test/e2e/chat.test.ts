/**
 * Table chat in the browser: Kari (desktop, the chat beside the table) and Ola (phone, the chat
 * behind a button with an unread count) play a bondtolva table, Per watches in Norwegian. A
 * message full of markup reaches the others as the very text typed — no element made of it,
 * no script run; quick messages are said in each reader's language; Per writes where the table
 * lets spectators write, and only reads where it does not; Kari mutes Per at her own screen.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { openSession, type Session, screenshot } from './helpers/browser.js';

const baseUrl = inject('baseUrl');
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
let kari: Session;
let ola: Session;
let per: Session;
beforeAll(async () => {
  kari = await openSession({ viewport: DESKTOP, name: 'Kari' });
  ola = await openSession({ viewport: PHONE, name: 'Ola' });
  per = await openSession({ viewport: DESKTOP, name: 'Per', locale: 'nb-NO' });
});
afterAll(async () => {
  await kari?.close();
  await ola?.close();
  await per?.close();
});

async function newTable(settings: Record<string, unknown>): Promise<string> {
  const res = await fetch(`${baseUrl}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'bondtolva', settings }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { table: { id: string } }).table.id;
}

async function sit(page: Page, tableId: string, seat: number): Promise<void> {
  await page.goto(`${baseUrl}/t/${tableId}`);
  await page.locator(`[data-join="${seat}"]`).click();
  await page.waitForSelector('.table-screen .seat.you');
}

async function watch(page: Page, tableId: string): Promise<void> {
  await page.goto(`${baseUrl}/t/${tableId}`);
  await page.waitForSelector('.table-screen');
  await page.waitForSelector('.chat-log');
}

const write = async (page: Page, text: string) => {
  await page.locator('[data-tool="chat-input"]').fill(text);
  await page.locator('[data-tool="chat-send"]').click();
  await expect.poll(() => page.locator('[data-tool="chat-input"]').inputValue()).toBe('');
};

const entryTexts = (page: Page) => page.locator('.chat-log .chat-entry .chat-text').allTextContents();

/** Elements inside the chat log other than the ones the panel itself makes. */
const strangers = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('.chat-log *'))
      .filter((el) => !['LI', 'SPAN', 'TIME', 'BUTTON'].includes(el.tagName))
      .map((el) => el.tagName),
  );

const MARKUP = '<script>window.pwned = 1</script><b>bold</b> <img src=x onerror="window.pwned = 2"> & ok';

test('a message reaches the other player and a spectator as text, markup and all', async () => {
  const id = await newTable({ spectatorChat: true });
  await sit(kari.page, id, 0);
  await sit(ola.page, id, 1);
  await watch(per.page, id);
  const [k, o, p] = [kari.page, ola.page, per.page];

  // Desktop: the chat is beside the table, no button. Phone: a button, no panel.
  expect(await k.locator('.chat-side').count()).toBe(1);
  expect(await k.locator('[data-tool="chat"]').count()).toBe(0);
  expect(await o.locator('.chat-side').count()).toBe(0);
  expect(await o.locator('[data-tool="chat"]').getAttribute('data-unread')).toBe('0');
  expect(await p.locator('.chat-rule').getAttribute('data-chat-rule')).toBe('spectators-write');

  await write(k, MARKUP);
  await expect.poll(() => entryTexts(p)).toEqual([MARKUP]);
  // Ola's button counts the unread message; opening the sheet shows it and clears the count.
  await expect.poll(() => o.locator('[data-tool="chat"]').getAttribute('data-unread')).toBe('1');
  await o.locator('[data-tool="chat"]').click();
  await expect.poll(() => entryTexts(o)).toEqual([MARKUP]);
  await expect.poll(() => o.locator('[data-tool="chat"]').getAttribute('data-unread')).toBe('0');
  for (const page of [k, o, p]) {
    expect(await strangers(page)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    // biome-ignore lint/performance/useDomNodeTextContent: the text as the browser shows it, not the DOM's.
    expect(await page.locator('.chat-log').innerText()).toContain('<b>bold</b>');
  }

  // A quick message is a code: each reader sees it in their own language.
  await o.locator('[data-quick="well-played"]').click();
  await expect.poll(() => entryTexts(k)).toEqual([MARKUP, 'Well played']);
  await expect.poll(() => entryTexts(p)).toEqual([MARKUP, 'Godt spilt']);

  // The spectator writes, under his name, marked as watching.
  await write(p, 'Hei fra Per');
  await expect.poll(() => entryTexts(o)).toEqual([MARKUP, 'Well played', 'Hei fra Per']);
  const perEntry = k.locator('.chat-entry', { hasText: 'Hei fra Per' });
  await expect.poll(() => perEntry.locator('.chat-who').textContent()).toBe('Per (watching)');
  await screenshot(o, 'chat-phone-360x740', false);
  await screenshot(k, 'chat-desktop-1280x800', false);
  await screenshot(p, 'chat-spectator-nb-1280x800', false);

  // Kari mutes Per at her screen only; Ola still sees him.
  await perEntry.locator('[data-tool="chat-mute"]').click();
  await expect.poll(() => entryTexts(k)).toEqual([MARKUP, 'Well played']);
  expect(await k.locator('[data-tool="chat-unmute"]').textContent()).toContain('Per');
  await write(p, 'Er det noen her?');
  await expect.poll(() => entryTexts(o)).toContain('Er det noen her?');
  expect(await entryTexts(k)).toEqual([MARKUP, 'Well played']);
  await k.locator('[data-tool="chat-unmute"]').click();
  await expect.poll(() => entryTexts(k)).toContain('Er det noen her?');

  // A reload brings the history back from the server.
  await k.reload();
  await expect.poll(() => entryTexts(k)).toEqual([MARKUP, 'Well played', 'Hei fra Per', 'Er det noen her?']);
  for (const s of [kari, ola, per]) expect(s.errors).toEqual([]);
});

test('a spectator only reads where the table keeps spectators quiet', async () => {
  const id = await newTable({ spectatorChat: false });
  await sit(kari.page, id, 0);
  await sit(ola.page, id, 1);
  await watch(per.page, id);
  const p = per.page;
  expect(await p.locator('.chat-rule').getAttribute('data-chat-rule')).toBe('players-only');
  expect(await p.locator('.chat-rule').textContent()).toContain('bare spillerne');
  expect(await p.locator('[data-tool="chat-input"]').count()).toBe(0);
  expect(await p.locator('[data-quick]').count()).toBe(0);
  // The players still write, and the spectator reads along.
  await write(kari.page, 'Spectators read this');
  await expect.poll(() => entryTexts(p)).toEqual(['Spectators read this']);
  expect(await kari.page.locator('.chat-rule').textContent()).toContain('only the players write');
  await screenshot(p, 'chat-spectator-read-only-1280x800', false);
  for (const s of [kari, ola, per]) expect(s.errors).toEqual([]);
});
