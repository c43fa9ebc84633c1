/**
 * At 360×740 a playable card in the fanned hand is half covered by the next one; when that next
 * card may not be played (greyed), a tap at the playable card's centre must still play it, not
 * land on the disabled card above it. A bridge deal is played (passing, cards at their corner)
 * until your hand shows such a pair while you are to play (at up to three tables: the deals are
 * random); then the centre is tapped.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { openSession, type Session, screenshot } from './helpers/browser.js';
import { phaseOf } from './helpers/layout.js';
import { createTable } from './helpers/lobby.js';
import { act, seeded, waitForChoice } from './helpers/play.js';

const baseUrl = inject('baseUrl');
let s: Session;
beforeAll(async () => {
  s = await openSession({ viewport: { width: 360, height: 740 } });
});
afterAll(async () => {
  await s?.close();
});

/**
 * A playable card of your hand whose centre the next card, a greyed one, covers: its code and
 * that centre, or null when the hand shows none.
 */
const coveredPlayable = (page: Page) =>
  page.evaluate(() => {
    const cards = Array.from(document.querySelectorAll<HTMLElement>('#own-hand .hand-row > .card'));
    for (let i = 0; i + 1 < cards.length; i++) {
      const [a, b] = [cards[i], cards[i + 1]];
      if (!a.classList.contains('playable') || !b.classList.contains('dimmed')) continue;
      const r = a.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (b.getBoundingClientRect().left < x) return { code: a.dataset.card!, x, y };
    }
    return null;
  });

test('a tap at the centre of a playable card under a greyed one plays it (bridge, 360×740)', async () => {
  const page = s.page;
  await createTable(page, baseUrl, 'bridge');
  const rnd = seeded(3);
  // The server deals each table at random: a match may show no such pair, then another table.
  let tables = 1;
  for (let n = 0; n < 1_200; n++) {
    const choice = await waitForChoice(page);
    if (choice.kind === 'over') {
      if (++tables > 3) break;
      await createTable(page, baseUrl, 'bridge');
      continue;
    }
    const target =
      choice.kind === 'act' &&
      (await phaseOf(page)) === 'play' &&
      (await page.locator('#own-hand .card.playable').count())
        ? await coveredPlayable(page)
        : null;
    if (!target) {
      await act(page, choice, rnd);
      continue;
    }
    await screenshot(page, 'hand-tap-before-360x740', false);
    await page.mouse.click(target.x, target.y);
    await expect
      .poll(() => page.locator(`#own-hand [data-card="${target.code}"]`).count(), { timeout: 5000 })
      .toBe(0);
    expect(s.errors).toEqual([]);
    return;
  }
  throw new Error('no playable card under a greyed one in the hand');
});
