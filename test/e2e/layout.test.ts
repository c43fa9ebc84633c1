/**
 * The table at phone size (360×740, 390×844) and on a 1280×800 desktop, measured in the
 * browser: at every auction step the whole hand and the whole bidding box lie inside the
 * viewport; during the play your hand and dummy's cards are readable (no rank overlaps
 * another or is covered), dimmed cards keep AA contrast, and axe finds no contrast violation;
 * the contract, tricks, the seat to act and each bot's tag stay on screen. Then every game is
 * photographed at both sizes at its bidding and its play, into test-results/screenshots/.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { openSession, SCREENSHOTS, type Session, screenshot } from './helpers/browser.js';
import {
  contrastProblems,
  dimmedCardProblems,
  outsideViewport,
  phaseOf,
  rankProblems,
  resize,
  SIZES,
  sizeName,
} from './helpers/layout.js';
import { createTable } from './helpers/lobby.js';
import { act, type Choice, CORNER, seeded, waitForChoice } from './helpers/play.js';

const baseUrl = inject('baseUrl');
let s: Session;
beforeAll(async () => {
  // Pictures of findings from an earlier run would mislead.
  if (existsSync(SCREENSHOTS))
    for (const f of readdirSync(SCREENSHOTS)) if (f.startsWith('problem-')) rmSync(join(SCREENSHOTS, f));
  s = await openSession({ viewport: SIZES[1] });
});
afterAll(async () => {
  await s?.close();
});

const dealOf = (page: Page): Promise<number> =>
  page.evaluate(() => Number(document.querySelector<HTMLElement>('.table-screen')?.dataset.deal ?? -1));

/** Findings at one moment of the auction, at the current size. */
async function auctionProblems(page: Page): Promise<string[]> {
  return [
    ...(await outsideViewport(page, '#own-hand .card')),
    ...(await outsideViewport(page, '.bidding-box .call')),
    ...(await rankProblems(page, '#own-hand')),
  ];
}

/** Findings at one moment of the play, at the current size. */
async function playProblems(page: Page): Promise<string[]> {
  const missing = [];
  for (const sel of ['.info-contract', '.info-tricks', '.seat.to-act', '.chip.led']) {
    if ((await page.locator(sel).count()) !== 1) missing.push(`no single ${sel}`);
  }
  return [
    ...missing,
    ...(await outsideViewport(page, '#own-hand .card')),
    ...(await outsideViewport(page, '.seat .hand.columns .card')),
    ...(await outsideViewport(page, '.info-contract, .info-tricks, .seat.to-act, .trick .card')),
    ...(await rankProblems(page, '#own-hand, .seat .hand.columns')),
    ...(await dimmedCardProblems(page, '.card.dimmed')),
  ];
}

/** Each bot's seat shows its tag (level and rating), on screen. */
async function botTagProblems(page: Page): Promise<string[]> {
  const bots = page.locator('.seat:not(.you) .chip.bot-level', { hasText: /^basic bot · \d{3,4}/ });
  const out = await outsideViewport(page, '.seat:not(.you) .chip.flag');
  if ((await bots.count()) !== 3) out.push(`${await bots.count()} bot tags, not 3`);
  return out;
}

/**
 * Calls: in every other deal the lowest bid at each turn (you end up declaring, dummy across
 * the table), in the others pass (a bot declares, dummy sits at a side).
 */
function chooseCall(actions: string[], deal: number): string | undefined {
  if (!actions.includes('P')) return undefined;
  if (deal % 2 === 1) return 'P';
  return actions.find((a) => /^[1-7]/.test(a)) ?? 'P';
}

async function click(page: Page, action: string): Promise<void> {
  const target = page.locator(`.table-screen [data-action="${action}"]:not([disabled])`).first();
  const isCard = (await target.getAttribute('data-card')) !== null;
  await target.click(isCard ? { position: CORNER } : {});
}

/**
 * Bondebridge has no dummy: three whole deals. Bridge: until dummy has been seen across the
 * table (you declare, as you open at your first call) and at a side (you defend). The table's
 * deals are random, and a bot's contract may leave you dummy: 16 deals give room, the loop
 * stops as soon as both have been seen.
 */
const CONTRACT_GAMES = [
  { game: 'bondebridge', dummies: [] as string[], deals: 3 },
  { game: 'bridge', dummies: ['top', 'side'], deals: 16 },
];

describe.each(CONTRACT_GAMES)('$game', ({ game, dummies, deals }) => {
  test('every auction step and the play fit the screen, readable, at phone and desktop size', async () => {
    const page = s.page;
    await resize(page, SIZES[1]);
    await createTable(page, baseUrl, game);
    const rnd = seeded(game.length);
    const problems: string[] = [];
    // A finding comes with a picture of the screen as it was, to look at.
    const note = async (where: string, found: string[]) => {
      if (!found.length) return;
      problems.push(...found.map((f) => `${where}: ${f}`));
      await screenshot(page, `problem-${where.replace(/[^\w]+/g, '-')}`, false);
    };
    let auctionSteps = 0;
    let playChecks = 0;
    const dummySeen = new Set<string>();
    let lastDeal = -1;
    let callsThisDeal = 0;
    let playStepsThisDeal = 0;
    const done = () => dummies.length > 0 && dummies.every((d) => dummySeen.has(d));
    for (let n = 0; n < 1000 && !done(); n++) {
      const choice: Choice = await waitForChoice(page);
      if (choice.kind !== 'act') break;
      const deal = await dealOf(page);
      if (deal !== lastDeal) {
        if (deal >= deals) break;
        lastDeal = deal;
        callsThisDeal = 0;
        playStepsThisDeal = 0;
      }
      const phase = await phaseOf(page);
      if (phase === 'auction') {
        for (const size of SIZES) {
          await resize(page, size);
          const where = `${game} deal ${deal + 1}, call ${callsThisDeal + 1}, ${sizeName(size)}`;
          await note(where, await auctionProblems(page));
          if (callsThisDeal === 0) {
            await note(where, await contrastProblems(page, '.table-screen'));
            await note(where, await botTagProblems(page));
          }
        }
        auctionSteps++;
        const call = chooseCall(choice.actions, deal);
        callsThisDeal++;
        if (call) await click(page, call).catch(() => undefined);
        else await act(page, choice, rnd);
        continue;
      }
      if (phase === 'play' && playStepsThisDeal < 3 && (await page.locator('.trick .card').count()) > 0) {
        const dummy = await page.evaluate(() => {
          const open = document.querySelector('.seat .hand.columns')?.closest('.seat');
          return open ? (open.classList.contains('pos-top') ? 'top' : 'side') : null;
        });
        if (dummy) dummySeen.add(dummy);
        for (const size of SIZES) {
          await resize(page, size);
          const where = `${game} deal ${deal + 1}, play ${playStepsThisDeal + 1}, dummy ${dummy ?? 'none'}, ${sizeName(size)}`;
          await note(where, await playProblems(page));
          if (playStepsThisDeal === 0) await note(where, await contrastProblems(page, '.table-screen'));
          if (playStepsThisDeal === 0) await note(where, await botTagProblems(page));
          if (dummy && playStepsThisDeal === 0)
            await screenshot(page, `table-${game}-dummy-${dummy}-${sizeName(size)}`, false);
        }
        playChecks++;
        playStepsThisDeal++;
      }
      await act(page, choice, rnd);
    }
    console.log(
      `${game}: ${auctionSteps} auction steps and ${playChecks} play moments checked at ${SIZES.length} sizes; dummy seen at ${[...dummySeen].join(', ')}`,
    );
    expect(problems).toEqual([]);
    expect(auctionSteps).toBeGreaterThanOrEqual(3);
    expect(playChecks).toBeGreaterThan(2);
    expect([...dummySeen].sort()).toEqual([...dummies].sort());
    expect(s.errors).toEqual([]);
  });
});

/** The picture sizes: the smallest phone and the desktop. */
const PICTURE_SIZES = [SIZES[0], SIZES[2]];

/** The moments to photograph: each game's bidding phases (Bondtolva has none: its first lead) and its play. */
const MOMENTS: Record<string, string[]> = {
  bondebridge: ['auction', 'play'],
  selbu: ['bidding', 'play'],
  bridge: ['auction', 'play'],
  bridgette: ['exchange', 'auction', 'play'],
  bondtolva: ['start', 'play'],
};

describe.each(Object.keys(MOMENTS))('pictures: %s', (game) => {
  test('the table at its bidding and at its play, at 360×740 and 1280×800', async () => {
    const page = s.page;
    await resize(page, SIZES[2]);
    await createTable(page, baseUrl, game);
    const rnd = seeded(7);
    const want = MOMENTS[game];
    const taken = new Set<string>();
    for (let n = 0; n < 400 && taken.size < want.length; n++) {
      const choice = await waitForChoice(page);
      if (choice.kind === 'over') break;
      const phase = (await phaseOf(page)) ?? '';
      const cardsOnTable = await page.locator('.trick .card').count();
      const playing = choice.kind === 'act' && choice.actions.some((a) => /^[SHDC]/.test(a));
      const moment =
        n === 0 && want.includes('start')
          ? 'start'
          : phase === 'play' || phase.startsWith('phase')
            ? cardsOnTable >= 2 && playing
              ? 'play'
              : null
            : phase;
      if (moment && want.includes(moment) && !taken.has(moment)) {
        taken.add(moment);
        for (const size of PICTURE_SIZES) {
          await resize(page, size);
          await screenshot(page, `table-${game}-${moment}-${sizeName(size)}`, false);
          expect(await rankProblems(page, '#own-hand, .seat .hand.columns')).toEqual([]);
          // Bidding in any game: the whole hand and every call or bid on screen.
          if (moment !== 'play')
            expect(
              await outsideViewport(page, '#own-hand .card, .bidding-box .call, .selbu-bids .bid'),
            ).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            size.width,
          );
        }
      }
      await act(page, choice, rnd);
    }
    expect([...taken].sort()).toEqual([...want].sort());
    expect(s.errors).toEqual([]);
  });
});

/** Elements matching `selector` whose text is wider than their box (cut off or spilling out). */
const overflowing = (page: Page, selector: string): Promise<string[]> =>
  page.evaluate(
    (sel) =>
      Array.from(document.querySelectorAll<HTMLElement>(sel))
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map(
          (el) => `${el.className}: "${el.textContent}" needs ${el.scrollWidth}px, has ${el.clientWidth}px`,
        ),
    selector,
  );

describe.each(['de-DE', 'da-DK'])('longer words (%s)', (locale) => {
  test('at 360×740 the bidding box, the auction and the seats still fit', async () => {
    const other = await openSession({ viewport: SIZES[0], locale });
    try {
      const page = other.page;
      await createTable(page, baseUrl, 'bondebridge');
      const problems: string[] = [];
      // Two rounds of calls, so that the auction in the middle holds passes.
      for (let calls = 0; calls < 2; ) {
        const choice = await waitForChoice(page);
        if (choice.kind !== 'act' || (await phaseOf(page)) !== 'auction') break;
        const found = [
          ...(await overflowing(page, '.bidding-box .call, .auction-centre, .seat-sub .chip, .info')),
          ...(await outsideViewport(page, '#own-hand .card, .bidding-box .call')),
        ];
        problems.push(...found);
        const name = found.length
          ? `problem-${locale}-call-${calls + 1}`
          : `table-bondebridge-auction-${locale}`;
        await screenshot(page, `${name}-${sizeName(SIZES[0])}`, false);
        await click(page, 'P').catch(() => undefined);
        calls++;
      }
      expect(problems).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        SIZES[0].width,
      );
      expect(other.errors).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
