/**
 * The replay page when its answers come in another order: the steps of a finished match arrive
 * before the table's description (held back here) and before any state over the WebSocket
 * (none is let through). The page says it is loading and throws nothing; once the description
 * comes, the table is drawn at the first step. CI once met this order by chance: the page threw
 * "Cannot read properties of undefined (reading 'turns')".
 */
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { openSession, type Session } from './helpers/browser.js';

const baseUrl = inject('baseUrl');
let s: Session;
beforeAll(async () => {
  s = await openSession({ viewport: { width: 360, height: 740 } });
});
afterAll(async () => {
  await s?.close();
});

test('steps before the table: "loading", then the table, and no error', async () => {
  const page = s.page;
  const res = await page.request.post(`${baseUrl}/api/tables`, {
    data: {
      game: 'bridge',
      bots: ['basic', 'basic', 'basic', 'basic'],
      options: { scoring: 'total', deals: 1 },
    },
  });
  expect(res.status()).toBe(201);
  const id = ((await res.json()) as { table: { id: string } }).table.id;
  let finished = false;
  for (let i = 0; i < 240 && !finished; i++) {
    finished = (await page.request.get(`${baseUrl}/api/tables/${id}/record?match=0`)).status() === 200;
    if (!finished) await new Promise((ok) => setTimeout(ok, 250));
  }
  expect(finished).toBe(true);

  let release = () => {};
  const held = new Promise<void>((ok) => {
    release = ok;
  });
  const description = (url: URL) => url.pathname === `/api/tables/${id}`;
  await page.route(description, async (route) => {
    await held;
    await route.continue();
  });
  // The page's socket opens but reaches no server: no spectator state brings the table either.
  await page.routeWebSocket(/.*/, () => undefined);
  const stepsCame = page.waitForResponse((r) => r.url().includes(`/api/tables/${id}/replay`));
  await page.goto(`${baseUrl}/t/${id}/replay?match=0`);
  await stepsCame;
  await page.locator('.replay [data-tool="next"]').waitFor();
  expect(await page.locator('.replay .table-screen').count()).toBe(0);
  expect(await page.locator('.replay p.muted').first().textContent()).toBeTruthy();
  expect(s.errors).toEqual([]);

  release();
  await page.locator('.replay .table-screen').waitFor();
  await page.unroute(description);
  expect(s.errors).toEqual([]);
});
