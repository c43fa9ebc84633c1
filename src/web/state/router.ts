/** Three pages, addressed by path so that invite links (`/t/<id>`) work from anywhere. */
import { Store } from './store.js';

export type Route =
  | { page: 'lobby' }
  | { page: 'table'; id: string }
  | { page: 'replay'; id: string; match?: number }
  | { page: 'keep'; id?: string }
  | { page: 'missing' };

export function parseRoute(pathname: string, search = ''): Route {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return { page: 'lobby' };
  if (path === '/keep') return { page: 'keep' };
  const keep = /^\/keep\/([A-Za-z0-9_-]{1,64})$/.exec(path);
  if (keep) return { page: 'keep', id: keep[1] };
  let m = /^\/t\/([A-Za-z0-9_-]{1,64})$/.exec(path);
  if (m) return { page: 'table', id: m[1] };
  m = /^\/t\/([A-Za-z0-9_-]{1,64})\/replay$/.exec(path);
  if (m) {
    const match = new URLSearchParams(search).get('match');
    return { page: 'replay', id: m[1], ...(match && /^\d+$/.test(match) ? { match: Number(match) } : {}) };
  }
  return { page: 'missing' };
}

export const tablePath = (id: string) => `/t/${id}`;
export const replayPath = (id: string, match?: number) =>
  `/t/${id}/replay${match === undefined ? '' : `?match=${match}`}`;

export const route = new Store<Route>(parseRoute(globalThis.location.pathname, globalThis.location.search));

globalThis.addEventListener?.('popstate', () => {
  route.set(parseRoute(globalThis.location.pathname, globalThis.location.search));
});

export function navigate(path: string): void {
  globalThis.history.pushState(null, '', path);
  route.set(parseRoute(globalThis.location.pathname, globalThis.location.search));
  globalThis.scrollTo?.(0, 0);
}
