import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { DESKTOP, openSession, PHONE, type Session, screenshot } from './helpers/browser.js';
import { createTable } from './helpers/lobby.js';
import { playToEnd } from './helpers/play.js';

const baseUrl = inject('baseUrl');
let s: Session;
beforeAll(async () => {
  s = await openSession({ viewport: DESKTOP });
});
afterAll(async () => {
  await s?.close();
});

test('smoke', async () => {
  for (const game of (process.env.GAMES ?? 'bondebridge').split(',')) {
    await s.page.setViewportSize(DESKTOP);
    await createTable(s.page, baseUrl, game);
    for (const steps of (process.env.STEPS ?? '0,5').split(',').map(Number)) {
      let done = 0;
      await playToEnd(s.page, {
        before: (n) => {
          done = n;
          return n < steps;
        },
      });
      await s.page.waitForTimeout(300);
      await screenshot(s.page, `smoke-${game}-${steps}-desktop`);
      await s.page.setViewportSize(PHONE);
      await screenshot(s.page, `smoke-${game}-${steps}-phone`);
      await s.page.setViewportSize(DESKTOP);
      void done;
    }
  }
  expect(s.errors).toEqual([]);
});
