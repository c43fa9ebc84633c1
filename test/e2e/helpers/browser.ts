/**
 * Debian's Chromium driven by playwright-core (never a downloaded browser), each context with
 * its own fresh profile folder.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env.STIKK_CHROMIUM ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors in the page: a test ends by checking that there were none. */
  errors: string[];
  close(): Promise<void>;
}

export interface SessionOptions {
  viewport?: { width: number; height: number };
  /** Browser language (navigator.languages), e.g. `nb-NO`. */
  locale?: string;
  /**
   * The name the person has given before (kept in localStorage), so that joining asks nothing;
   * null: someone new, whom the page asks for a name once. Default `Tester`.
   */
  name?: string | null;
}

export async function openSession(o: SessionOptions = {}): Promise<Session> {
  const profile = mkdtempSync(join(tmpdir(), 'stikk-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: o.viewport ?? DESKTOP,
    locale: o.locale ?? 'en-GB',
    deviceScaleFactor: 1,
    // Also makes the page skip its short card movements, so clicks need not wait for them.
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(20_000);
  const name = o.name === undefined ? 'Tester' : o.name;
  if (name !== null) {
    await context.addInitScript((n: string) => {
      if (!localStorage.getItem('stikk.settings'))
        localStorage.setItem('stikk.settings', JSON.stringify({ name: n }));
    }, name);
  }
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  context.on('weberror', (e) => errors.push(e.error().message));
  // The server's Content-Security-Policy: anything it blocks (an inline script or style, a
  // connection elsewhere) is an error of the page.
  context.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  return {
    context,
    page,
    errors,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export const SCREENSHOTS = join(process.cwd(), 'test-results', 'screenshots');

/**
 * A picture of the page, the whole page by default, or only what the viewport shows. It waits
 * for the page to paint a frame first: right after a resize Chromium's capture once waited the
 * whole default timeout for a frame on the loaded CI machine. A capture that still times out is
 * tried once more; pictures are for people to look at, and a slow frame is no fault of the page.
 */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        setTimeout(done, 2000);
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
      }),
  );
  try {
    await page.screenshot({ path, fullPage, timeout: 30_000 });
  } catch (e) {
    if (!(e instanceof Error) || e.name !== 'TimeoutError') throw e;
    console.warn(`screenshot ${name}: the capture timed out once, trying again`);
    await page.screenshot({ path, fullPage, timeout: 30_000 });
  }
  return path;
}

const AXE = fileURLToPath(new URL('../../../node_modules/axe-core/axe.min.js', import.meta.url));

/**
 * Loads axe-core into the page once. Evaluated through the browser's debugging protocol, as
 * the page's Content-Security-Policy refuses inline scripts (a script tag would be blocked).
 */
export async function injectAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(AXE, 'utf8'));
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** axe-core's serious and critical violations on the page (or inside `selector`), one line each. */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  await injectAxe(page);
  const violations = (await page.evaluate(async (sel) => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document | Element) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(sel ? document.querySelector(sel)! : document)).violations;
  }, selector)) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
