#!/usr/bin/env node
/**
 * The installable app's icons (`npm run icons`): renders src/web/public/icon.svg to PNGs with
 * the Chromium already on this machine (playwright-core, /usr/bin/chromium or STIKK_CHROMIUM;
 * nothing is downloaded). The PNGs are committed; run this again after changing the SVG.
 *
 * - icon-192.png, icon-512.png: the SVG as drawn (rounded felt, transparent corners).
 * - icon-maskable-192.png, icon-maskable-512.png: full-bleed felt with the trick (the SVG's
 *   `<g id="trick">`) scaled into the maskable safe zone, the centred circle of 40% of the
 *   size's radius, so a launcher's circle or squircle cuts no card.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const PUBLIC = fileURLToPath(new URL('../src/web/public/', import.meta.url));
const svg = readFileSync(`${PUBLIC}icon.svg`, 'utf8');
const felt = svg.match(/<rect id="felt"[^>]*fill="([^"]+)"/)?.[1];
const trick = svg.match(/<g id="trick">[\s\S]*<\/g>/)?.[0];
if (!felt || !trick) throw new Error('icon.svg: no <rect id="felt"> or <g id="trick">');

/** The trick reaches 232 units from the centre at most; the safe zone's radius is 204.8. */
const SAFE_SCALE = 0.8;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
<rect width="512" height="512" fill="${felt}"/>
<g transform="translate(256 256) scale(${SAFE_SCALE}) translate(-256 -256)">${trick}</g>
</svg>`;

const sized = (source, px) => source.replace('<svg ', `<svg width="${px}" height="${px}" `);

const browser = await chromium.launch({
  executablePath: process.env.STIKK_CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const [name, source] of [
    ['icon', svg],
    ['icon-maskable', maskable],
  ]) {
    for (const px of [192, 512]) {
      await page.setViewportSize({ width: px, height: px });
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:transparent">${sized(source, px)}</body></html>`,
      );
      const png = await page.locator('svg').screenshot({ omitBackground: true, type: 'png' });
      writeFileSync(`${PUBLIC}${name}-${px}.png`, png);
      console.log(`${name}-${px}.png ${png.length} bytes`);
    }
  }
} finally {
  await browser.close();
}
