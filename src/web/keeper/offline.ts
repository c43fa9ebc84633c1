/**
 * Works offline once loaded: registers the service worker (src/web/public/sw.js), which keeps
 * the built app in the browser's cache so that the score keeper needs no server after the
 * first visit. Not in development (Vite's dev server serves unbuilt modules).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No offline copy this time (e.g. a private window); everything else still works.
    });
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
