/*
 * stikk's service worker: the web app (and so the score keeper, and play against the bots at
 * /offline) keeps working without a connection once it has been loaded.
 * - Install: cache the app shell (index.html) and every asset it references (hashed files
 *   under /assets/, the five languages' chunks, the offline pages' chunk and the Web Workers included), plus the
 *   manifest and the icons (the app is installable: docs/web.md, "Installing the app").
 * - Pages: network first (a new build shows up at once), the cached shell when offline or
 *   when the server does not answer within a few seconds.
 * - /assets/: cache first (their names change with every build), stored as they are fetched.
 * - The API and the WebSocket are never cached: live tables need the server.
 */
const CACHE = 'stikk-app-v2';
const SHELL = '/index.html';
const EXTRAS = [
  '/manifest.webmanifest',
  '/icon.svg',
  '/icon-192.png',
  '/icon-512.png',
  '/icon-maskable-192.png',
  '/icon-maskable-512.png',
];
const NETWORK_TIMEOUT_MS = 4000;

/**
 * The asset URLs an index.html references: scripts, styles, preloads, and the languages' chunks
 * the page loads by dynamic import and the workers it starts, which the build lists in
 * `<script id="offline-assets">` (vite.config.ts), so that the app works offline in every
 * language and plays against the bots with no server.
 */
function assetsOf(html) {
  const out = new Set();
  for (const m of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) out.add(m[1]);
  const listed = html.match(/<script type="application\/json" id="offline-assets">([^<]*)<\/script>/);
  if (listed) for (const url of JSON.parse(listed[1])) if (url.startsWith('/assets/')) out.add(url);
  return [...out];
}

/** Stores a fresh index.html and its assets; drops cached assets no longer referenced. */
async function cacheShell(response) {
  const cache = await caches.open(CACHE);
  const html = await response.clone().text();
  const assets = assetsOf(html);
  await cache.put(SHELL, response.clone());
  await Promise.all(
    assets.map(async (url) => {
      if (await cache.match(url)) return;
      const r = await fetch(url);
      if (r.ok) await cache.put(url, r);
    }),
  );
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/assets/') && !assets.includes(path)) await cache.delete(request);
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const r = await fetch('/', { cache: 'no-cache' });
      if (r.ok) await cacheShell(r);
      const cache = await caches.open(CACHE);
      await Promise.all(EXTRAS.map((url) => cache.add(url).catch(() => undefined)));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      // Take over the page that registered us, so it is covered offline without a reload.
      await self.clients.claim();
    })(),
  );
});

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

async function page(request) {
  try {
    const r = await withTimeout(fetch(request), NETWORK_TIMEOUT_MS);
    const type = r.headers.get('content-type') ?? '';
    if (r.ok && type.includes('text/html')) {
      // Keep the newest build's shell for offline use (not blocking the page).
      cacheShell(r.clone()).catch(() => undefined);
    }
    return r;
  } catch {
    const cached = await caches.match(SHELL);
    return cached ?? Response.error();
  }
}

async function asset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const r = await fetch(request);
  if (r.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, r.clone());
  }
  return r;
}

async function other(request) {
  try {
    const r = await fetch(request);
    if (r.ok) {
      const cache = await caches.open(CACHE);
      await cache.put(request, r.clone());
    }
    return r;
  } catch {
    const cached = await caches.match(request);
    return cached ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname === '/ws' || url.pathname === '/health') return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
  else if (EXTRAS.includes(url.pathname)) event.respondWith(other(request));
});
