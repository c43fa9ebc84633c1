import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** `…/src/words/nb/web.ts` → `nb`: the module of a language's chunk. */
const languageOf = (id: string | null | undefined): string | undefined =>
  id?.match(/\/src\/words\/([a-z]{2})\/web\.ts$/)?.[1];

/** The offline pages' chunk: loaded by a dynamic import, like the languages. */
const isOffline = (id: string | null | undefined): boolean => /\/src\/web\/offline\//.test(id ?? '');
/** The Web Workers (offline play, the deal review), emitted as files of their own. */
const isWorker = (fileName: string): boolean => /^assets\/worker-[^/]+\.js$/.test(fileName);

/**
 * Each language's words are a chunk of their own, loaded by a dynamic import, so index.html
 * does not name them — and the service worker (src/web/public/sw.js) keeps exactly what
 * index.html names for offline use. The same holds for the offline pages' chunk and the Web
 * Workers (offline play against the bots, the deal review). This lists them all in index.html, in a JSON script element the
 * browser does not run and the service worker reads.
 */
function offlineAssets(): Plugin {
  return {
    name: 'stikk-offline-assets',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return; // the development server: no chunks, no service worker
        const bundle = ctx.bundle;
        const wanted = new Set(
          Object.values(bundle)
            .filter((c) =>
              c.type === 'chunk'
                ? languageOf(c.facadeModuleId) !== undefined || isOffline(c.facadeModuleId)
                : isWorker(c.fileName),
            )
            .map((c) => c.fileName),
        );
        // With every chunk they import: a chunk shared with the challenge page (the offline
        // client, ./challengeOffline.ts) is not an offline chunk by its name, and was kept only
        // while the browser's HTTP cache still had it: with the server stopped, /offline then
        // failed to load (test/e2e/offline.test.ts, "server stopped", now and then).
        for (const name of [...wanted]) {
          const stack = [name];
          while (stack.length) {
            const c = bundle[stack.pop() as string];
            if (c?.type !== 'chunk') continue;
            for (const dep of c.imports) {
              if (!wanted.has(dep)) {
                wanted.add(dep);
                stack.push(dep);
              }
            }
          }
        }
        const files = [...wanted].map((f) => `/${f}`).sort();
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'offline-assets' },
            children: JSON.stringify(files),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The browser client: sources in src/web, built into dist/web where the table server serves
 * it. `npm run dev:web`-style development proxies the API and the WebSocket to a running
 * `stikk serve` (STIKK_SERVER, default http://127.0.0.1:8080).
 */
export default defineConfig({
  root: here('./src/web'),
  base: '/',
  plugins: [preact(), offlineAssets()],
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    // No source maps: the server would hand out the sources (and refuses `*.map` anyway).
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The language chunks by their language: words-nb-[hash].js.
        chunkFileNames: (chunk) => {
          const lang = languageOf(chunk.facadeModuleId);
          return lang ? `assets/words-${lang}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': process.env.STIKK_SERVER ?? 'http://127.0.0.1:8080',
      '/ws': {
        target: (process.env.STIKK_SERVER ?? 'http://127.0.0.1:8080').replace(/^http/, 'ws'),
        ws: true,
      },
    },
  },
});
