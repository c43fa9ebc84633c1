/**
 * Works offline once loaded: registers the service worker (src/web/public/sw.js), which keeps
 * the built app in the browser's cache so that the score keeper needs no server after the
 * first visit. Not under Vite's dev server (it serves unbuilt modules; `import.meta.hot` exists
 * only there). Not keyed on `import.meta.env.PROD`: a build made under a test runner (NODE_ENV=test)
 * has PROD false, and its app must work offline all the same.
 */
export function registerServiceWorker(): void {
  if (import.meta.hot || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No offline copy this time (e.g. a private window); everything else still works.
    });
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
