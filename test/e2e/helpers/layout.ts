/**
 * Geometry of the table as the browser lays it out: what lies outside the viewport, which card
 * ranks overlap or are covered, what axe says about colour contrast. Each returns a list of
 * findings in words (empty when all is well), so that a failing test says what is wrong.
 */
import type { Page } from 'playwright-core';
import { injectAxe } from './browser.js';

/** The phone sizes and the desktop the table must fit (the screens). */
export const SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

export const sizeName = (v: { width: number; height: number }): string => `${v.width}x${v.height}`;

/** Resizes and waits until the page has laid itself out again. */
export async function resize(page: Page, v: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(v);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Elements matching `selector` whose box is not wholly inside the viewport (page not scrolled). */
export function outsideViewport(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    window.scrollTo(0, 0);
    const w = document.documentElement.clientWidth;
    const h = window.innerHeight;
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
      const r = el.getBoundingClientRect();
      const what = el.dataset.card ?? el.dataset.action ?? el.className;
      if (r.width === 0 || r.height === 0) out.push(`${what} is not shown`);
      else if (r.left < -0.5 || r.top < -0.5 || r.right > w + 0.5 || r.bottom > h + 0.5)
        out.push(
          `${what} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} outside ${w}×${h}`,
        );
    }
    return out;
  }, selector);
}

/**
 * Within each container matching `hands`: pairs of cards whose rank glyphs overlap, and ranks
 * another element covers (the middle of the glyph is not its own card at the top).
 */
export function rankProblems(page: Page, hands: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    // Greyed cards take no taps (pointer-events: none), which also hides them from
    // elementFromPoint: for this look at what is drawn on top, every card is hit-tested.
    const cards = Array.from(document.querySelectorAll<HTMLElement>(`:is(${sel}) .card`));
    const before = cards.map((c) => c.style.pointerEvents);
    for (const c of cards) c.style.pointerEvents = 'auto';
    for (const hand of Array.from(document.querySelectorAll(sel))) {
      const ranks = Array.from(hand.querySelectorAll<HTMLElement>('.card .rank'));
      const boxes = ranks.map((r) => r.getBoundingClientRect());
      const cardOf = (el: Element) => el.closest<HTMLElement>('.card')?.dataset.card ?? '?';
      for (let i = 0; i < ranks.length; i++) {
        const a = boxes[i];
        for (let j = i + 1; j < ranks.length; j++) {
          const b = boxes[j];
          const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (x > 0.5 && y > 0.5) out.push(`ranks of ${cardOf(ranks[i])} and ${cardOf(ranks[j])} overlap`);
        }
        const top = document.elementFromPoint(a.left + a.width / 2, a.top + a.height / 2);
        if (!top || top.closest('.card') !== ranks[i].closest('.card'))
          out.push(`rank of ${cardOf(ranks[i])} is covered`);
      }
    }
    cards.forEach((c, i) => {
      c.style.pointerEvents = before[i];
    });
    return out;
  }, hands);
}

interface AxeViolation {
  id: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

/** axe's colour-contrast findings (WCAG AA) inside `selector`. */
export async function contrastProblems(page: Page, selector: string): Promise<string[]> {
  await injectAxe(page);
  const violations = (await page.evaluate(async (sel) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, o: unknown) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(
      { include: [sel] },
      { runOnly: { type: 'rule', values: ['color-contrast'] } },
    );
    return result.violations;
  }, selector)) as AxeViolation[];
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
  );
}

/** The phase the table shows now (the view's `phase`). */
export const phaseOf = (page: Page): Promise<string | null> =>
  page.evaluate(() => document.querySelector<HTMLElement>('.table-screen')?.dataset.phase ?? null);

/**
 * Cards that cannot be played are disabled buttons, which axe leaves out; this measures them
 * itself: the rank's colour against the card's own opaque background, with no opacity or
 * filter on the card or above it, at least 4.5:1 (WCAG AA for text of this size).
 */
export function dimmedCardProblems(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const out: string[] = [];
    for (const card of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
      const name = card.dataset.card ?? '?';
      for (let el: HTMLElement | null = card; el; el = el.parentElement) {
        const st = getComputedStyle(el);
        if (Number(st.opacity) < 1)
          out.push(`${name}: opacity ${st.opacity} on ${el.className || el.tagName}`);
        if (st.filter !== 'none') out.push(`${name}: filter ${st.filter} on ${el.className || el.tagName}`);
      }
      const bg = rgb(getComputedStyle(card).backgroundColor);
      if (bg.length === 4 && bg[3] < 1) out.push(`${name}: background not opaque`);
      for (const part of Array.from(card.querySelectorAll<HTMLElement>('.rank, .suit'))) {
        const fg = rgb(getComputedStyle(part).color);
        const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
        const ratio = (a + 0.05) / (b + 0.05);
        if (ratio < 4.5) out.push(`${name} ${part.className}: contrast ${ratio.toFixed(2)}:1`);
      }
    }
    return out;
  }, selector);
}
