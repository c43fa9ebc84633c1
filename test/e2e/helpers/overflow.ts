/**
 * What reaches past a phone's sides (./overflow.test.ts measures every page with it; the
 * challenge test its own pages).
 */
import type { Page } from 'playwright-core';

/** Waits two frames, so that what was just opened has been laid out. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/**
 * What reaches past the screen's sides: the page's own width against the viewport's, and the
 * elements cut at an edge (the page clips sideways overflow, so a too-wide header shows as a
 * cut button, not as a wider page). Elements inside a box that scrolls sideways (a wide score
 * sheet) can be reached and do not count, nor the skip link waiting off screen for focus.
 */
export async function overflow(page: Page): Promise<string | null> {
  await settle(page);
  return page.evaluate(() => {
    const w = window.innerWidth;
    const sw = document.documentElement.scrollWidth;
    const scrolls = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const o = getComputedStyle(a).overflowX;
        if (o === 'auto' || o === 'scroll') return true;
      }
      return false;
    };
    const past = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && (r.right > w + 0.5 || r.left < -0.5);
    };
    const cut = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => past(el) && !el.closest('.skip') && !scrolls(el))
      .filter((el) => !Array.from(el.children).some(past))
      .slice(0, 4)
      .map((el) => {
        const r = el.getBoundingClientRect();
        const text = (el.textContent ?? '').trim().slice(0, 30);
        return `${el.tagName.toLowerCase()}.${String(el.className).trim().replace(/\s+/g, '.')} "${text}" at ${Math.round(r.left)}–${Math.round(r.right)}`;
      });
    if (sw <= w && !cut.length) return null;
    return `${sw} px wide for ${w}; cut: ${cut.join('; ') || 'none'}`;
  });
}
