import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The browser client: sources in src/web, built into dist/web where the table server serves
 * it. `npm run dev:web`-style development proxies the API and the WebSocket to a running
 * `stikk serve` (STIKK_SERVER, default http://127.0.0.1:8080).
 */
export default defineConfig({
  root: here('./src/web'),
  base: '/',
  plugins: [preact()],
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    // No source maps: the server would hand out the sources (and refuses `*.map` anyway).
    sourcemap: false,
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
