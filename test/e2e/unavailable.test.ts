/**
 * The web client while the server answers `unavailable` (its store or bus away for a moment),
 * with the answers made up in the browser's network layer: creating a table answered 503 once
 * says "reconnecting" and goes through by itself after `Retry-After`; at the table an action
 * answered `unavailable` twice is not lost: the page says the server is reconnecting, sends it
 * again after 1 s and 2 s, and the third goes to the real server and is played.
 */
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { MESSAGES } from '../web/messages.js';
import { openSession, type Session } from './helpers/browser.js';
import { act, seeded, waitForChoice } from './helpers/play.js';

const baseUrl = inject('baseUrl');
const en = MESSAGES.en;
let s: Session;
beforeAll(async () => {
  s = await openSession({ viewport: { width: 1280, height: 800 } });
});
afterAll(async () => {
  await s?.close();
});

test('a table made and an action played through an outage, each said and sent again by itself', async () => {
  const page = s.page;
  let tablesRefused = 0;
  await page.route(
    (url) => url.pathname === '/api/tables',
    async (route) => {
      if (route.request().method() !== 'POST' || tablesRefused > 0) return route.fallback();
      tablesRefused++;
      await route.fulfill({
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '1' },
        body: JSON.stringify({ error: { code: 'unavailable', message: 'the store could not be reached' } }),
      });
    },
  );
  let actsRefused = 0;
  let actsSent = 0;
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((text) => {
      const m = JSON.parse(String(text)) as { type: string; id?: number };
      if (m.type === 'act' && actsRefused < 2) {
        actsRefused++;
        ws.send(
          JSON.stringify({
            type: 'error',
            id: m.id,
            code: 'unavailable',
            message: 'the store could not be reached',
          }),
        );
        return;
      }
      if (m.type === 'act') actsSent++;
      server.send(text);
    });
  });

  await page.goto(baseUrl);
  await page.locator('input[name="game"][value="bridge"]').check();
  await page.waitForFunction(
    () => !document.querySelector<HTMLButtonElement>('[data-tool="create"]')?.disabled,
  );
  await page.locator('[data-tool="create"]').click();
  const waiting = page.locator('[data-tool="create-waiting"]');
  await waiting.waitFor();
  expect(await waiting.textContent()).toBe(en.net.createWaiting);
  expect(await page.locator('.new-table .banner.error').count()).toBe(0);
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/, { waitUntil: 'commit', timeout: 60_000 });
  expect(tablesRefused).toBe(1);
  await page.waitForSelector('.table-screen .seat.you');

  const choice = await waitForChoice(page);
  await act(page, choice, seeded(3));
  const notice = page.locator('[data-tool="connection-notice"]');
  await notice.waitFor();
  expect(await notice.textContent()).toBe(en.app.unavailable);
  // The refusal is no error to the person, and the action waits: nothing else can be chosen.
  expect(await page.locator('.banner.error').count()).toBe(0);
  expect(await page.locator('.table-screen.busy').count()).toBe(1);
  await notice.waitFor({ state: 'detached', timeout: 20_000 });
  expect(actsRefused).toBe(2);
  expect(actsSent).toBe(1);
  await page.waitForSelector('.table-screen:not(.busy)');
  expect(await page.locator('.banner.error').count()).toBe(0);
  expect(s.errors).toEqual([]);
});
