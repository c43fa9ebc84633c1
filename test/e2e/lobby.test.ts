/**
 * The lobby's words and fields: an option the game refuses is said in German right under its
 * field; a lost connection says so in words (not "Failed to fetch"); only the options of the
 * chosen scoring show, none of the score keeper's only; no select cuts its text on a German
 * phone; screenshots of the lobby at phone and desktop sizes.
 */
import type { Page } from 'playwright-core';
import { afterEach, expect, inject, test } from 'vitest';
import { web as de } from '../../src/words/de/web.js';
import { web as en } from '../../src/words/en/web.js';
import { openSession, type Session, screenshot } from './helpers/browser.js';

const baseUrl = inject('baseUrl');
const SMALL_PHONE = { width: 360, height: 740 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

async function lobby(viewport: { width: number; height: number }, locale = 'de-DE'): Promise<Page> {
  session = await openSession({ viewport, locale });
  await session.page.goto(baseUrl);
  await session.page.waitForSelector('[data-tool="create"]');
  return session.page;
}

/** Whether the create button is enabled: the options were checked and found good. */
const createEnabled = (page: Page) =>
  page.evaluate(() => !document.querySelector<HTMLButtonElement>('[data-tool="create"]')?.disabled);

/** The error under an option's field, once it says `expected`, and how far below the field it sits. */
async function fieldError(
  page: Page,
  option: string,
  expected: RegExp,
): Promise<{ text: string; gap: number }> {
  const error = page.locator(`.option[data-option="${option}"] .field-error`);
  await expect
    .poll(async () => ((await error.count()) ? error.textContent() : ''), { timeout: 10_000 })
    .toMatch(expected);
  // The last control of the option: a select with its own text field under it (hand sizes).
  const input = page.locator(`.option[data-option="${option}"] :is(input, select)`).last();
  const [e, i] = [await error.boundingBox(), await input.boundingBox()];
  return { text: (await error.textContent()) ?? '', gap: e!.y - (i!.y + i!.height) };
}

test.each([
  ['360×740', SMALL_PHONE],
  ['1280×800', DESKTOP],
])('a refused option is said in German under its field (%s)', async (_, viewport) => {
  const page = await lobby(viewport);
  await page.locator('input[name="game"][value="bridge"]').check();
  await page.locator('#opt-bridge-scoring').selectOption('chicago');
  await page.locator('#opt-bridge-rounds').fill('0');
  const rounds = await fieldError(page, 'rounds', /./);
  expect(rounds.text).toBe(
    de.optionErrors['out-of-range']({ option: 'rounds', min: 1, max: 99 }, { option: (n) => n }),
  );
  expect(rounds.text).toBe('Gib eine Zahl von 1 bis 99 ein.');
  expect(rounds.gap).toBeGreaterThanOrEqual(-1);
  expect(rounds.gap).toBeLessThan(24);
  expect(await page.locator('#opt-bridge-rounds').getAttribute('aria-invalid')).toBe('true');
  expect(await createEnabled(page)).toBe(false);
  // No banner repeats it in English, nor anywhere else on the page.
  expect(await page.locator('.new-table .banner.error').count()).toBe(0);
  expect(await page.locator('main').textContent()).not.toMatch(/option rounds|must be between/);
  await page.locator('#opt-bridge-rounds').fill('2');
  await page.locator('.option[data-option="rounds"] .field-error').waitFor({ state: 'detached' });
  await page.waitForFunction(
    () => !document.querySelector<HTMLButtonElement>('[data-tool="create"]')?.disabled,
  );

  // A rule that weighs two options against the pack: said at the hand sizes.
  await page.locator('input[name="game"][value="selbu"]').check();
  await page.locator('#opt-selbu-players').fill('5');
  await page.locator('#opt-selbu-handSizes').selectOption('__custom');
  await page.locator('.option[data-option="handSizes"] input[type="text"]').fill('11');
  const sizes = await fieldError(
    page,
    'handSizes',
    /^5 Spieler × 11 Karten = 55, mehr als die 52 Karten des Spiels/,
  );
  expect(sizes.gap).toBeLessThan(24);
  if (viewport === SMALL_PHONE) await screenshot(page, 'lobby-option-error-de-360x740');
  expect(session!.errors).toEqual([]);
});

test('offline: a message that says what is wrong and what to do, in the UI language', async () => {
  const page = await lobby(PHONE, 'en-GB');
  await session!.context.setOffline(true);
  await page.locator('input[name="game"][value="selbu"]').check();
  await page.locator('#opt-selbu-players').fill('3');
  const banner = page.locator('.new-table .banner.error');
  await banner.waitFor();
  expect(await banner.textContent()).toBe(en.net.unreachable);
  expect(await page.locator('main').textContent()).not.toMatch(/Failed to fetch/);
  // Back online, the options are checked again on the next change, and the banner goes.
  await session!.context.setOffline(false);
  await page.locator('#opt-selbu-players').fill('4');
  await banner.waitFor({ state: 'detached' });

  // The lobby itself, when the server does not answer: German words and a button to try again.
  await page.locator('[data-tool="language"]').selectOption('de');
  await page.route('**/api/games', (route) => route.abort('internetdisconnected'));
  await page.reload();
  const top = page.locator('main > .banner.error');
  await top.waitFor();
  expect(await top.textContent()).toContain(de.net.unreachable);
  await page.unroute('**/api/games');
  await page.locator('[data-tool="retry"]').click();
  await page.waitForSelector('[data-tool="create"]');
  expect(await top.count()).toBe(0);
  await screenshot(page, 'lobby-de-390x844');
});

test('only the options of the chosen scoring, and none only the score keeper asks', async () => {
  const page = await lobby(DESKTOP, 'en-GB');
  const shown = () =>
    page.$$eval('.new-table .option[data-option]', (els) =>
      els.map((e) => (e as HTMLElement).dataset.option),
    );
  // Bondebridge first: a revoke penalty means nothing online (nobody can revoke there).
  expect(await shown()).not.toContain('revokePenalty');
  await page.locator('input[name="game"][value="bridge"]').check();
  expect(await shown()).toEqual(['scoring', 'firstCaller', 'rubbers']);
  await page.locator('#opt-bridge-scoring').selectOption('duplicate');
  expect(await shown()).toEqual(['scoring', 'firstCaller', 'boards', 'firstBoard']);
  expect(await page.locator('#opt-bridge-rubbers, #opt-bridge-rounds').count()).toBe(0);
  await screenshot(page, 'lobby-bridge-duplicate-1280x800');
  await page.locator('#opt-bridge-scoring').selectOption('chicago');
  expect(await shown()).toEqual(['scoring', 'firstCaller', 'rounds']);
  expect(session!.errors).toEqual([]);
});

test('the score keeper asks the same way: its own options, those of the chosen scoring', async () => {
  const page = await lobby(PHONE, 'en-GB');
  await page.goto(`${baseUrl}/keep`);
  const shown = () =>
    page.$$eval('.keeper-new .option[data-option]', (els) =>
      els.map((e) => (e as HTMLElement).dataset.option),
    );
  await page.locator('input[name="keeper-game"][value="bondebridge"]').check();
  expect(await shown()).toContain('revokePenalty');
  await page.locator('input[name="keeper-game"][value="bridge"]').check();
  // Who calls first changes nothing on a score sheet.
  expect(await shown()).toEqual(['scoring', 'rubbers']);
  await page.locator('#opt-bridge-scoring').selectOption('duplicate');
  expect(await shown()).toEqual(['scoring', 'boards', 'firstBoard']);
  // A refused option is said at its field here too.
  await page.locator('#opt-bridge-boards').fill('0');
  await page.locator('[data-tool="keeper-start"]').click();
  const error = page.locator('.keeper-new .option[data-option="boards"] .field-error');
  await error.waitFor();
  expect(await error.textContent()).toBe('Enter a number from 1 to 999.');
  expect(session!.errors).toEqual([]);
});

/**
 * Every select of the lobby with each of its choices shown, for every game: the text fits.
 * A select as wide as it wants (a copy holding that one choice, no width limits) is as wide as
 * the text plus padding and arrow; the select on the page must be at least that wide, and
 * its scrollWidth no more than its clientWidth.
 */
async function truncatedSelects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const select of Array.from(document.querySelectorAll<HTMLSelectElement>('main select'))) {
      const before = select.value;
      for (const option of Array.from(select.options)) {
        select.value = option.value;
        const free = select.cloneNode(false) as HTMLSelectElement;
        free.removeAttribute('id');
        free.append(option.cloneNode(true));
        Object.assign(free.style, {
          position: 'absolute',
          visibility: 'hidden',
          width: 'auto',
          maxWidth: 'none',
        });
        select.parentElement!.append(free);
        const wanted = free.getBoundingClientRect().width;
        free.remove();
        const has = select.getBoundingClientRect().width;
        if (select.scrollWidth > select.clientWidth || wanted > has + 0.5)
          out.push(`${select.id}: “${option.text}” needs ${Math.ceil(wanted)} px, has ${Math.floor(has)}`);
      }
      select.value = before;
    }
    return out;
  });
}

test('no select cuts its text on a German phone, 360 px wide', async () => {
  const page = await lobby(SMALL_PHONE);
  const games = await page.$$eval('input[name="game"]', (els) =>
    els.map((e) => (e as HTMLInputElement).value),
  );
  expect(games.length).toBeGreaterThanOrEqual(5);
  const problems: string[] = [];
  for (const game of games) {
    await page.locator(`input[name="game"][value="${game}"]`).check();
    problems.push(...(await truncatedSelects(page)));
    if (game === 'bridge') {
      for (const scoring of ['duplicate', 'chicago']) {
        await page.locator('#opt-bridge-scoring').selectOption(scoring);
        problems.push(...(await truncatedSelects(page)));
      }
    }
  }
  expect(problems).toEqual([]);
  // Nothing wider than the screen either.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.locator('input[name="game"][value="selbu"]').check();
  await screenshot(page, 'lobby-selbu-de-360x740');
  await page.locator('input[name="game"][value="bondebridge"]').check();
  await screenshot(page, 'lobby-de-360x740');
  expect(session!.errors).toEqual([]);
});

test('the lobby on a desktop', async () => {
  const page = await lobby(DESKTOP);
  await screenshot(page, 'lobby-de-1280x800');
  expect(session!.errors).toEqual([]);
});
