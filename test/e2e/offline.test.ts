/**
 * The installable app, and playing against the bots with no server, in Chromium: the manifest
 * is served and parsed, its icons are PNGs of the sizes it says, and Chromium reports no
 * installability error. /offline offers the lobby's form; a
 * short selbu match (2 players, one card a round) is played against a bot to the end in the
 * browser's own worker, its record downloads as a file and `stikk replay` accepts it. Then,
 * with this file's own server stopped, a reload still starts /offline (the service worker
 * keeps the shell, the offline chunk and the worker), the kept match is listed, and a new one
 * is played to the end with its record again accepted, its deals reviewed (double dummy
 * too) and its replay stepped through from the worker's data; a reload of `/` shows the lobby, which offers offline play.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openSession, PHONE, type Session } from './helpers/browser.js';
import { playToEnd } from './helpers/play.js';
import { startTestServer, type TestServer } from './helpers/server.js';

const WEB = fileURLToPath(new URL('../../dist/web', import.meta.url));
const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });

let server: TestServer | null = null;
let s: Session;
let base: string;
const downloads = mkdtempSync(join(tmpdir(), 'stikk-e2e-offline-'));

beforeAll(async () => {
  server = await startTestServer(WEB);
  base = server.url;
  s = await openSession({ viewport: PHONE });
});
afterAll(async () => {
  await s?.close();
  await server?.close();
});

/** Chooses selbu with two players and one card a round, and starts: the page moves to the table. */
async function startShortSelbu(page: Page): Promise<string> {
  await page.locator('input[name="game"][value="selbu"]').check();
  await page.locator('#opt-selbu-players').fill('2');
  await page.locator('#opt-selbu-handSizes').selectOption('__custom');
  await page.locator('[data-option="handSizes"] input[type="text"]').fill('1,1');
  // The seats follow the options once checked: you and one bot.
  await poll(() => page.locator('.seats-chooser .seat-choice').count()).toBe(2);
  await page.waitForFunction(
    () => !document.querySelector<HTMLButtonElement>('[data-tool="create"]')?.disabled,
  );
  await page.locator('[data-tool="create"]').click();
  await page.waitForURL(/\/offline\/offline-[A-Za-z0-9_-]+$/, { waitUntil: 'commit', timeout: 60_000 });
  await page.waitForSelector('.table-screen .seat.you');
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** Downloads the finished match's record and has `stikk replay` read it. */
async function downloadAndReplay(page: Page, name: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('.match-end [data-tool="download"]').click(),
  ]);
  const file = join(downloads, name);
  await download.saveAs(file);
  const record = JSON.parse(readFileSync(file, 'utf8'));
  expect(record).toMatchObject({ format: 'stikk-record/1', game: 'selbu', options: { players: 2 } });
  expect(record.players).toEqual(['Tester', 'bot:basic']);
  return execFileSync(process.execPath, [MAIN, 'replay', file], { encoding: 'utf8' });
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test('the service worker is told every chunk the offline pages import, shared ones included', async () => {
  const html = await (await fetch(`${base}/`)).text();
  const listed = JSON.parse(
    html.match(/<script type="application\/json" id="offline-assets">([^<]*)<\/script>/)?.[1] ?? '[]',
  ) as string[];
  const kept = new Set([
    ...listed,
    ...[...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]),
  ]);
  const offline = listed.filter((f) => /\/OfflineRoute-/.test(f));
  expect(offline).toHaveLength(1);
  // The chunk the challenge page shares with /offline was missing: kept only while the
  // browser's HTTP cache had it, so that /offline failed to load with the server stopped.
  const seen = new Set<string>();
  const stack = [...offline];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    expect(kept, `${file} is imported by the offline pages`).toContain(file);
    const code = await (await fetch(`${base}${file}`)).text();
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) stack.push(`/assets/${m[1]}`);
  }
  expect(seen.size).toBeGreaterThan(1);
});

test('the app is installable: the manifest parses, its icons load, Chromium finds no error', async () => {
  const page = s.page;
  await page.goto(base);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
  const cdp = await page.context().newCDPSession(page);
  const got = await cdp.send('Page.getAppManifest');
  expect(got.url).toBe(`${base}/manifest.webmanifest`);
  expect(got.errors).toEqual([]);
  const manifest = JSON.parse(got.data ?? 'null') as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    background_color: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({ short_name: 'stikk', start_url: '/', scope: '/', display: 'standalone' });
  // The colours are the app's: the page's paper behind the splash, the header's felt above it.
  const colours = await page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    return {
      paper: root.getPropertyValue('--paper').trim(),
      header: getComputedStyle(document.querySelector('header.top')!).backgroundColor,
      meta: document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')!.content,
    };
  });
  expect(manifest.background_color).toBe(colours.paper);
  expect(manifest.theme_color).toBe(colours.meta);
  const hex = manifest.theme_color.match(/[0-9a-f]{2}/gi)!.map((h) => Number.parseInt(h, 16));
  expect(colours.header).toBe(`rgb(${hex.join(', ')})`);
  const pngs = manifest.icons.filter((i) => i.type === 'image/png');
  for (const size of ['192x192', '512x512']) {
    for (const purpose of ['any', 'maskable']) {
      expect(pngs.some((i) => i.sizes === size && i.purpose === purpose)).toBe(true);
    }
  }
  for (const icon of pngs) {
    const r = await page.request.get(`${base}${icon.src}`);
    expect(r.status()).toBe(200);
    expect(r.headers()['content-type']).toBe('image/png');
    expect(pngSize(await r.body()).join('x')).toBe(icon.sizes);
  }
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  await cdp.detach();
  expect(s.errors).toEqual([]);
});

test('a short selbu match against a bot in the browser, its record replayed by stikk', async () => {
  const page = s.page;
  await page.goto(base);
  await page.locator('[data-tool="offline"]').click();
  await page.waitForURL(/\/offline$/);
  // The first load installs the service worker, which keeps what /offline needs.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
  const id = await startShortSelbu(page);
  expect(await page.locator('.banner.warn').count()).toBe(0);
  expect(await playToEnd(page, { seed: 3 })).toBeGreaterThan(1);
  await poll(() => page.locator('.match-end').count()).toBe(1);
  const out = await downloadAndReplay(page, 'first.json');
  expect(out).toMatch(/selbu/i);

  // Kept in the browser: a reload shows the finished match again.
  await page.reload();
  await page.waitForSelector('.match-end');
  await page.goto(`${base}/offline`);
  await page.waitForSelector(`[data-kept="${id}"]`);
  expect(s.errors).toEqual([]);
});

test('a challenge taken offline is played in the browser, its result sent back and ranked', async () => {
  const page = s.page;
  await page.goto(`${base}/challenge`);
  await page.locator('[data-tool="daily"] li[data-game="bondtolva"] [data-tool="open-challenge"]').click();
  await page.waitForSelector('[data-tool="take-offline"]');
  const challengePage = new URL(page.url()).pathname;
  await page.locator('[data-tool="take-offline"]').click();
  // The name this browser gave before enters it; the boards go to the worker, the seat is taken.
  await page.waitForURL(/\/offline\/offline-[A-Za-z0-9_-]+$/, { waitUntil: 'commit', timeout: 60_000 });
  await page.waitForSelector('.table-screen .seat.you', { timeout: 60_000 });
  await playToEnd(page, { seed: 36 });
  // Back on /offline the finished challenge's record goes to the server at once.
  await page.goto(`${base}/offline`);
  const sent = page.locator('.kept-challenge [data-tool="challenge-sent"]');
  await sent.waitFor({ timeout: 30_000 });
  expect(await page.locator('[data-tool="challenge-refused"]').count()).toBe(0);
  await sent.click();
  await page.waitForURL(`${base}${challengePage}`);
  await page.waitForSelector('[data-tool="ranking"] tr[data-you]', { timeout: 30_000 });
  expect(await page.locator('[data-tool="ranking"] tr[data-you] th').textContent()).toContain('Tester');
  // The next test reloads the page it finds with the server stopped: leave it on /offline.
  await page.goto(`${base}/offline`);
  await page.waitForSelector('[data-kept]');
  expect(s.errors).toEqual([]);
});

test('with the server stopped, a reload still starts /offline and plays a match to the end', async () => {
  const page = s.page;
  await server!.close();
  server = null;
  await page.reload();
  await page.waitForSelector('[data-kept]');
  const keptBefore = await page.locator('[data-kept]').count();
  await startShortSelbu(page);
  expect(await playToEnd(page, { seed: 4 })).toBeGreaterThan(1);
  await poll(() => page.locator('.match-end').count()).toBe(1);
  expect(await downloadAndReplay(page, 'second.json')).toMatch(/selbu/i);

  // Its deals, kept in this browser, reviewed with no server: the deal from the worker, every
  // hand shown, and the double-dummy review computed in the browser.
  await page.locator('.match-end [data-review="1"]').click();
  const summary = page.locator('.deal-summary[data-loaded]');
  await summary.waitFor();
  expect(await summary.locator('.banner').count()).toBe(0);
  await summary.locator('[data-tool="summary-tab"]').click();
  expect(await summary.locator('.dealt-hand[data-count="1"]').count()).toBe(2);
  await summary.locator('[data-tool="review-tab"]').click();
  await summary.locator('.deal-review [data-analysis="done"]').waitFor({ timeout: 60_000 });
  await summary.locator('[data-tool="close-summary"]').click();
  await page.waitForSelector('.deal-summary', { state: 'detached' });
  // The match's replay page over the worker's steps, with the final standing.
  await page.locator('.match-end [data-tool="replay"]').click();
  await page.waitForURL(/\/offline\/offline-[A-Za-z0-9_-]+\/replay\?match=0$/);
  await page.locator('.replay [data-tool="next"]').click();
  await page.locator('.replay [data-tool="next"]').click();
  await poll(() => page.locator('.stepper .position').textContent()).toMatch(/Step 2 of/);
  await page.locator('.replay .sheet-scroll').waitFor();
  await page.goBack();
  await page.waitForSelector('.match-end');

  // The installed app starts at `/`: with no server the shell loads from the service worker,
  // and the lobby, unable to reach the server, offers offline play, with the kept matches.
  await page.goto(base);
  // Still installable: the manifest and the icons come from the service worker's cache.
  const cdp = await page.context().newCDPSession(page);
  const offlineManifest = await cdp.send('Page.getAppManifest');
  expect(offlineManifest.errors).toEqual([]);
  expect(JSON.parse(offlineManifest.data ?? 'null')).toMatchObject({ short_name: 'stikk', start_url: '/' });
  expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  await cdp.detach();
  await page.locator('[data-tool="play-offline"]').click();
  await page.waitForURL(/\/offline$/);
  await expect.poll(() => page.locator('[data-kept]').count(), { timeout: 60_000 }).toBe(keptBefore + 1);
  expect(s.errors).toEqual([]);
});
