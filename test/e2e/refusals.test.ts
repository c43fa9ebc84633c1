/**
 * A refusal in the player's language: the page offers only legal cards, so the test turns the
 * card a person clicks into a revoke on its way to the server (as a stale or hand-made action
 * would arrive). The server refuses it with the engine's code, and the page says why in German
 * (the UI language setting), then in English after switching, never with the engine's sentence.
 */
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { DESKTOP, openSession, type Session } from './helpers/browser.js';
import { createTable } from './helpers/lobby.js';
import { CORNER, playToEnd } from './helpers/play.js';

const baseUrl = inject('baseUrl');
let s: Session;
beforeAll(async () => {
  s = await openSession({ viewport: DESKTOP, locale: 'en-GB' });
});
afterAll(async () => {
  await s?.close();
});

const GERMAN_SUIT: Record<string, string> = { S: 'Pik', H: 'Herz', D: 'Karo', C: 'Kreuz' };
const ENGLISH_SUIT: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };

test('a revoke is refused, and the page says why in German', async () => {
  const page = s.page;
  /** The card to send instead of the next one clicked (null: send what was clicked). */
  let revoke: string | null = null;
  const sent: Array<{ type: string; action?: string }> = [];
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => {
      const msg = JSON.parse(String(m)) as { type: string; action?: string };
      if (msg.type === 'act' && revoke !== null) {
        msg.action = revoke;
        revoke = null;
        sent.push(msg);
        server.send(JSON.stringify(msg));
        return;
      }
      server.send(m);
    });
  });

  await page.goto(baseUrl);
  await page.locator('[data-tool="language"]').selectOption('de');
  await expect.poll(() => page.locator('#new-table-title').textContent()).toBe('Neuer Tisch');
  await createTable(page, baseUrl, 'bondebridge');

  // Play (passing in the auction) until the person must follow suit while holding other suits.
  let legal: string[] = [];
  let other: string | undefined;
  await playToEnd(page, {
    before: async (_n, choice) => {
      if (choice.kind !== 'act' || !choice.actions.every((a) => /^[SHDC][2-9TJQKA]$/.test(a))) return true;
      const hand = await page
        .locator('#own-hand [data-card]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')!));
      other = hand.find((c) => !choice.actions.includes(c));
      legal = choice.actions;
      return other === undefined;
    },
  });
  expect(other, 'a trick to follow with other suits in hand').toBeDefined();
  const led = legal[0][0];
  expect(other![0]).not.toBe(led);

  revoke = other!;
  await page.locator(`.table-screen [data-action="${legal[0]}"]`).first().click({ position: CORNER });
  const banner = page.locator('.banner.error');
  await expect.poll(() => banner.textContent()).toBe(`Du musst Farbe bedienen (${GERMAN_SUIT[led]}).`);
  expect(sent).toEqual([expect.objectContaining({ type: 'act', action: other })]);
  expect(await banner.textContent()).not.toMatch(/must follow suit/);

  // The refusal is kept as the server sent it: another language says it in its own words.
  await page.locator('[data-tool="language"]').selectOption('en');
  await expect.poll(() => banner.textContent()).toBe(`You must follow suit (${ENGLISH_SUIT[led]}).`);
  // Nothing changed at the table: the same cards are still on offer.
  const offered = await page
    .locator('.table-screen [data-action]:not([disabled])')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-action')));
  expect(offered).toEqual(legal);
  expect(s.errors).toEqual([]);
});
