/**
 * The double-dummy review of a finished deal, computed in the browser: a one-deal bridge match
 * (you and three bots) played to its end by clicking; in the deal's summary the review's worker
 * loads, then the network is cut, and the double-dummy table, par and every card's cost still
 * appear — nothing comes from the server. The figures shown are checked against the analysis
 * core run here in Node on the match's record; stepping through shows "best play from here"
 * and, on demand, the best cards in the hands. Then the match replay page offers the same.
 * Phone (360×740) and desktop (1280×800).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { analyzeRecord, type DealAnalysis } from '../../src/analysis/index.js';
import { openSession, type Session, screenshot, seriousViolations } from './helpers/browser.js';
import { act, seeded, waitForChoice } from './helpers/play.js';

const baseUrl = inject('baseUrl');
const SIZES = [
  { name: 'phone', viewport: { width: 360, height: 740 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

/**
 * A one-deal bridge match played until its summary shows a deal with a contract (a passed-out
 * deal has no play: then another table). Returns the table with the summary open.
 */
async function playOneDeal(page: Page, seed: number): Promise<string> {
  const rnd = seeded(seed);
  for (let table = 0; table < 6; table++) {
    const res = await page.request.post(`${baseUrl}/api/tables`, {
      data: {
        game: 'bridge',
        options: { scoring: 'total', deals: 1 },
        bots: [null, 'basic', 'basic', 'basic'],
      },
    });
    expect(res.status()).toBe(201);
    const id = ((await res.json()) as { table: { id: string } }).table.id;
    await page.goto(`${baseUrl}/t/${id}`);
    await page.locator('[data-join="0"]').click();
    await page.waitForSelector('.table-screen .seat.you');
    for (let n = 0; n < 200; n++) {
      const choice = await waitForChoice(page, 30_000, { summaries: true });
      if (choice.kind === 'summary') {
        await page.waitForSelector('.deal-summary[data-loaded]');
        if (await page.locator('.deal-summary .last-trick .trick .card').count()) return id;
        break;
      }
      if (choice.kind === 'over') break;
      await act(page, choice, rnd);
    }
  }
  throw new Error('no deal with a contract in six tables');
}

/** The core's analysis of the table's finished match, run here in Node. */
async function coreAnalysis(page: Page, id: string): Promise<DealAnalysis> {
  const res = await page.request.get(`${baseUrl}/api/tables/${id}/record`);
  expect(res.status()).toBe(200);
  const analysed = analyzeRecord(await res.json());
  if (!analysed.ok) throw new Error(analysed.error.message);
  const deals = analysed.value.deals.filter((d) => d.cards.length);
  expect(deals).toHaveLength(1);
  return deals[0];
}

/**
 * What the review shows, read as a person reads it: the table by its row and column headings
 * (declarer letters down, strain symbols across), par, each card played with its cost mark.
 */
async function shownReview(page: Page) {
  const review = page.locator('.deal-review [data-analysis="done"]');
  const grid = review.locator('[data-dd-table]');
  const heads = await grid.locator('thead th [aria-hidden]').allTextContents();
  expect(heads).toEqual(['♣', '♦', '♥', '♠', 'NT']);
  const rows = await grid
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (c) => c.textContent ?? '')));
  const table = [0, 1, 2, 3, 4].map(() => [-1, -1, -1, -1]);
  for (const [letter, ...tricks] of rows) {
    tricks.forEach((n, strain) => {
      table[strain]['NESW'.indexOf(letter)] = Number(n);
    });
  }
  const par = Number(await review.locator('.par').getAttribute('data-par-score'));
  const cards = await review.locator('[data-played]').evaluateAll((bs) =>
    bs.map((b) => {
      const mark = b.querySelector(':scope > .cost-badge')?.textContent ?? '';
      return [(b as HTMLElement).dataset.played, mark === '✓' ? 0 : Number(mark.replace('−', ''))];
    }),
  );
  return { rows: rows.length, table, par, cards, text: (await review.textContent()) ?? '' };
}

let s: Session;
beforeAll(async () => {
  s = await openSession();
});
afterAll(async () => {
  await s?.close();
});

describe.each(SIZES)('$name', ({ name, viewport }) => {
  test('a finished bridge deal reviewed double dummy in the browser, offline', async () => {
    const page = s.page;
    await page.setViewportSize(viewport);
    const id = await playOneDeal(page, name.length);
    const summary = page.locator('.deal-summary');
    const core = await coreAnalysis(page, id);

    // The review's worker is loaded with the viewer; from now on nothing may reach the server.
    await page.locator('.deal-summary[data-review-ready]').waitFor();
    const sent: string[] = [];
    page.on('request', (r) => sent.push(r.url()));
    await s.context.setOffline(true);
    // Progress as the worker goes ("Analysing… 12/52 cards"), seen by the page itself.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const p = document.querySelector('[data-analysis="running"]');
        if (p?.textContent) seen.push(p.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await summary.locator('[data-tool="review-tab"]').click();
    await summary.locator('.deal-review [data-analysis="done"]').waitFor({ timeout: 120_000 });
    const progress = await page.evaluate(
      () => (window as unknown as { progressSeen: string[] }).progressSeen,
    );
    expect(progress.some((p) => /^Analysing… \d+\/\d+ cards$/.test(p))).toBe(true);

    const shown = await shownReview(page);
    // The same figures as the core in Node: the table, par, and each card with its cost.
    expect(shown.rows).toBe(4);
    expect(shown.table).toEqual(core.ddTable);
    expect(shown.par).toBe(core.par!.score);
    expect(shown.cards).toEqual(core.cards.map((c) => [c.card, c.cost]));
    expect(shown.text).toContain('Computed in your browser');
    // The review fits the dialog, the dialog the screen.
    const dialog = page.locator('.dialog');
    expect(await dialog.evaluate((d) => d.scrollWidth - d.clientWidth)).toBeLessThanOrEqual(0);
    expect((await page.locator('.deal-review').boundingBox())!.width).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `analysis-table-${name}`);
    // axe (injected over the debugging protocol, no network): the review reads right.
    expect(await seriousViolations(page, '.deal-summary')).toEqual([]);

    // A card in the list opens the step it was played at; stepping shows best play from here.
    const costly = core.cards.findIndex((c) => c.cost > 0);
    const pick = costly >= 0 ? costly : 5;
    await summary.locator(`[data-played="${core.cards[pick].card}"]`).click();
    const steps = summary.locator('.deal-steps');
    await steps.waitFor();
    const fromHere = steps.locator('.from-here');
    // After card `pick`: what declarer's side takes with best play from there on.
    expect(Number(await fromHere.getAttribute('data-from-here'))).toBe(core.cards[pick].value);
    expect(await fromHere.textContent()).toMatch(/^Best play from here: (N–S|E–W) take \d+ tricks$/);
    // The card on the table carries its cost.
    const badge = steps.locator(`.trick [data-card="${core.cards[pick].card}"] .cost-badge`);
    expect(Number(await badge.getAttribute('data-cost'))).toBe(core.cards[pick].cost);
    // The best cards for the next card to play, on demand.
    const next = core.cards[pick + 1];
    if (next) {
      await steps.locator('[data-tool="best-cards"]').click();
      const marked = await steps
        .locator('.table-screen .card.marked')
        .evaluateAll((cs) => cs.map((c) => (c as HTMLElement).dataset.card).sort());
      expect(marked).toEqual([...next.bestCards].sort());
      await steps.locator('.card.marked').first().scrollIntoViewIfNeeded();
      await screenshot(page, `analysis-steps-${name}`, false);
      expect(await seriousViolations(page, '.deal-summary')).toEqual([]);
    }
    // During the auction: only what the deal's contract gives from the opening lead; at that position, the same.
    await steps.locator('[data-tool="first"]').click();
    expect(await fromHere.count()).toBe(0);
    expect(Number(await steps.locator('.from-lead').getAttribute('data-from-lead'))).toBe(core.cards[0].best);
    expect(await steps.locator('[data-tool="best-cards"]').count()).toBe(0);
    await summary.locator('[data-tool="review-tab"]').click();
    await summary.locator(`[data-played="${core.cards[0].card}"]`).click();
    await steps.locator('[data-tool="prev"]').click();
    expect(Number(await fromHere.getAttribute('data-from-here'))).toBe(core.cards[0].best);

    // Nothing went out while offline (a request would have failed, and the review with it).
    expect(sent.filter((u) => !u.startsWith('data:') && !u.startsWith('blob:'))).toEqual([]);
    await s.context.setOffline(false);
    await summary.locator('[data-tool="close-summary"]').click();

    // The match replay page: the same review for the deal stepped to.
    await page.goto(`${baseUrl}/t/${id}/replay`);
    await page.locator('[data-tool="review"]').click();
    await page.locator('.deal-review [data-analysis="done"]').waitFor({ timeout: 120_000 });
    const replayed = await shownReview(page);
    expect(replayed.table).toEqual(core.ddTable);
    expect(replayed.cards).toEqual(core.cards.map((c) => [c.card, c.cost]));
    // After the first trick: what declarer's side takes from there.
    await page.locator('[data-tool="next-trick"]').click();
    expect(Number(await page.locator('.from-here').getAttribute('data-from-here'))).toBe(core.cards[3].value);
    const box = (await page.locator('.deal-review').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `analysis-replay-${name}`);
    expect(s.errors).toEqual([]);
  });
});

/**
 * Bridgette, bondtolva and selbu, bots playing a whole match: the replay page's review of the
 * match's last deal in each game's own words (no table or par), each card's cost as the core
 * gives it on the record in Node, and bondtolva's phase 1 said to be unreviewed.
 */
describe.each([
  { game: 'bridgette', bots: 2, words: /^Best play from here: .+ takes \d+ tricks$/ },
  { game: 'bondtolva', bots: 2, words: /^Best play from here: margin [+−±]\d+ points for .+$/ },
  { game: 'selbu', bots: 4, words: /^.+ can (still make the bid|no longer make it)$/ },
])('$game', ({ game, bots, words }) => {
  test('the last deal reviewed on the replay page, in its own words', async () => {
    const page = s.page;
    await page.setViewportSize(SIZES[1].viewport);
    const res = await page.request.post(`${baseUrl}/api/tables`, {
      data: { game, bots: Array(bots).fill('basic') },
    });
    expect(res.status()).toBe(201);
    const id = ((await res.json()) as { table: { id: string } }).table.id;
    let record: unknown = null;
    for (let i = 0; i < 240 && !record; i++) {
      // Match 0: an all-bot table starts the next match at once.
      const r = await page.request.get(`${baseUrl}/api/tables/${id}/record?match=0`);
      if (r.status() === 200) record = await r.json();
      else await new Promise((ok) => setTimeout(ok, 500));
    }
    expect(record).not.toBeNull();
    const analysed = analyzeRecord(record);
    if (!analysed.ok) throw new Error(analysed.error.message);
    const last = analysed.value.deals.at(-1)!;
    expect(last.cards.length).toBeGreaterThan(0);

    // The server's replay steps are held back until "last" is clicked: the page first counts the
    // record's actions, and must stay at the end when the steps arrive (not on the step with the
    // last action's number, which lies in an earlier deal).
    let release = () => {};
    const held = new Promise<void>((ok) => {
      release = ok;
    });
    const replaySteps = (url: URL) => url.pathname.startsWith('/api/') && url.pathname.endsWith('/replay');
    await page.route(replaySteps, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/t/${id}/replay?match=0`);
    await page.locator('[data-tool="last"]').click();
    release();
    await page.locator('[data-tool="review"]').click();
    await page.unroute(replaySteps);
    await page.locator('.deal-review [data-analysis="done"]').waitFor({ timeout: 120_000 });
    const shown = await page
      .locator('.deal-review [data-played]')
      .evaluateAll((bs) =>
        bs.map((b) => [(b as HTMLElement).dataset.played, Number((b as HTMLElement).dataset.cost)]),
      );
    expect(shown).toEqual(last.cards.map((c) => [c.card, c.cost]));
    expect(await page.locator('.deal-review [data-dd-table]').count()).toBe(0);
    const fromHere = page.locator('.from-here');
    expect(Number(await fromHere.getAttribute('data-from-here'))).toBe(last.cards.at(-1)!.value);
    expect(await fromHere.textContent()).toMatch(words);
    const unreviewed = page.locator('.deal-review [data-not-reviewed]');
    if (last.review!.firstReviewed > 0) {
      expect(Number(await unreviewed.getAttribute('data-not-reviewed'))).toBe(last.review!.firstReviewed);
      if (game === 'bondtolva')
        expect(await unreviewed.textContent()).toBe('Phase 1 is not reviewed (the stock was hidden).');
    } else expect(await unreviewed.count()).toBe(0);
    await screenshot(page, `analysis-${game}-desktop`);
    expect(s.errors).toEqual([]);
  });
});
