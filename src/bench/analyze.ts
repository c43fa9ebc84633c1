/**
 * `npm run bench:analyze`: the time to analyse a whole deal (`analyzeRecord` for one deal: its
 * double-dummy table and par, then every card), over the 20 bridge deals of
 * test/fixtures/analysis/bridge-duplicate-20.json — in Node, then in Chromium, the analysis
 * bundled for the browser (vite) and run in a Web Worker as the deal viewer runs it. Prints
 * the mean and the slowest deal of each and their ratio (docs/analysis.md).
 *
 * Options: `--file PATH` (another record of bridge or bondebridge deals), `--deals N` (its
 * first N deals), `--no-browser` (Node only). Chromium: /usr/bin/chromium, or STIKK_CHROMIUM.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AnalyzeBenchReply, type AnalyzeBenchRequest, timeDeals } from './analyzeWorker.js';

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const file =
  opt('--file') ??
  fileURLToPath(new URL('../../test/fixtures/analysis/bridge-duplicate-20.json', import.meta.url));
const record = JSON.parse(readFileSync(file, 'utf8')) as { decks: unknown[] };
const deals = Number(opt('--deals') ?? record.decks.length);
if (!Number.isInteger(deals) || deals < 1 || deals > record.decks.length)
  throw new Error(`--deals must be a whole number from 1 to ${record.decks.length}`);
const request: AnalyzeBenchRequest = { record, deals };

interface Figures {
  mean: number;
  max: number;
}

function report(where: string, reply: AnalyzeBenchReply): Figures {
  if (reply.error) throw new Error(`${where}: ${reply.error}`);
  const mean = reply.ms.reduce((a, b) => a + b, 0) / reply.ms.length;
  const max = Math.max(...reply.ms);
  console.log(
    `${where}: mean ${mean.toFixed(0)} ms per deal, slowest ${max.toFixed(0)} ms ` +
      `(${reply.ms.length} deals, ${reply.cards} cards, ${(reply.nodes / reply.ms.length / 1e6).toFixed(2)} M nodes per deal)`,
  );
  return { mean, max };
}

/** The worker module as one browser bundle (vite, from the compiled bench), its text. */
async function browserBundle(): Promise<string> {
  const { build } = await import('vite');
  const out = mkdtempSync(join(tmpdir(), 'stikk-bench-analyze-'));
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      build: {
        outDir: out,
        emptyOutDir: true,
        target: 'es2022',
        minify: true,
        lib: {
          entry: fileURLToPath(new URL('./analyzeWorker.js', import.meta.url)),
          formats: ['es'],
          fileName: () => 'analyze-worker.js',
        },
      },
    });
    return readFileSync(join(out, 'analyze-worker.js'), 'utf8');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * The bundle in a module Worker of a Chromium page. Page and worker come from routes on a
 * made-up origin, answered from here: no server, and a real origin for the worker.
 */
async function inChromium(bundle: string): Promise<AnalyzeBenchReply> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.STIKK_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, (route) => {
      const worker = route.request().url().endsWith('/analyze-worker.js');
      return route.fulfill({
        contentType: worker ? 'text/javascript' : 'text/html',
        body: worker ? bundle : '<!doctype html><title>bench:analyze</title>',
      });
    });
    await page.goto(`${ORIGIN}/`);
    return await page.evaluate(
      (req) =>
        new Promise<AnalyzeBenchReply>((resolve, reject) => {
          const worker = new Worker('/analyze-worker.js', { type: 'module' });
          worker.onmessage = (e) => resolve(e.data as AnalyzeBenchReply);
          worker.onerror = (e) => reject(new Error(`worker: ${e.message ?? 'failed to start'}`));
          worker.postMessage(req);
        }),
      request,
    );
  } finally {
    await browser.close();
  }
}

const ORIGIN = 'http://bench.stikk.invalid';

console.log(`record: ${file}`);
const cpu0 = process.cpuUsage();
const node = report('node', timeDeals(request));
const cpu = process.cpuUsage(cpu0);
// Processor time is steadier than wall time on a shared machine (it leaves out waiting for a core).
console.log(`node processor time: ${((cpu.user + cpu.system) / 1000 / deals).toFixed(0)} ms per deal`);
console.log(`target: < 1500 ms per deal in Node (${(node.mean / 1500).toFixed(2)} of it)`);
if (!args.includes('--no-browser')) {
  const bundle = await browserBundle();
  console.log(`browser bundle: ${(bundle.length / 1024).toFixed(0)} kB`);
  const browser = report('chromium worker', await inChromium(bundle));
  console.log(`target: < 3000 ms per deal in Chromium (${(browser.mean / 3000).toFixed(2)} of it)`);
  console.log(
    `chromium / node: mean ${(browser.mean / node.mean).toFixed(2)}x, slowest ${(browser.max / node.max).toFixed(2)}x`,
  );
}
