/** The pages, addressed by path so that invite links (`/t/<id>`) work from anywhere. */
import { Store } from './store.js';

export type Route =
  | { page: 'lobby' }
  | { page: 'table'; id: string }
  /** `deal`: open at that deal's start (0-based; a challenge's link to an entrant's board). */
  | { page: 'replay'; id: string; match?: number; deal?: number }
  | { page: 'keep'; id?: string }
  | { page: 'profile'; name: string }
  | { page: 'friends' }
  /** Playing against the bots in this browser: the chooser, or a table kept here. */
  | { page: 'offline'; id?: string; replay?: { match?: number } }
  /** The challenges: today's (no id), one challenge, or `new` (making one). */
  | { page: 'challenge'; id?: string }
  | { page: 'missing' };

export function parseRoute(pathname: string, search = ''): Route {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return { page: 'lobby' };
  if (path === '/keep') return { page: 'keep' };
  if (path === '/friends') return { page: 'friends' };
  if (path === '/offline') return { page: 'offline' };
  if (path === '/challenge') return { page: 'challenge' };
  const challenge = /^\/challenge\/([A-Za-z0-9_-]{1,100})$/.exec(path);
  if (challenge) return { page: 'challenge', id: challenge[1] };
  const offline = /^\/offline\/([A-Za-z0-9_-]{1,64})$/.exec(path);
  if (offline) return { page: 'offline', id: offline[1] };
  const offlineReplay = /^\/offline\/([A-Za-z0-9_-]{1,64})\/replay$/.exec(path);
  if (offlineReplay) return { page: 'offline', id: offlineReplay[1], replay: matchOf(search) };
  const profile = /^\/p\/([^/]+)$/.exec(path);
  if (profile) {
    const name = decoded(profile[1]);
    return name ? { page: 'profile', name } : { page: 'missing' };
  }
  const keep = /^\/keep\/([A-Za-z0-9_-]{1,64})$/.exec(path);
  if (keep) return { page: 'keep', id: keep[1] };
  let m = /^\/t\/([A-Za-z0-9_-]{1,64})$/.exec(path);
  if (m) return { page: 'table', id: m[1] };
  m = /^\/t\/([A-Za-z0-9_-]{1,64})\/replay$/.exec(path);
  if (m) return { page: 'replay', id: m[1], ...matchOf(search) };
  return { page: 'missing' };
}

/** A replay's `?match=N` and `?deal=N` (the deal to open at), when they are numbers. */
function matchOf(search: string): { match?: number; deal?: number } {
  const q = new URLSearchParams(search);
  const [match, deal] = [q.get('match'), q.get('deal')];
  return {
    ...(match && /^\d+$/.test(match) ? { match: Number(match) } : {}),
    ...(deal && /^\d+$/.test(deal) ? { deal: Number(deal) } : {}),
  };
}

/** A path segment as written, or undefined when its escapes are broken (`%E0%A4%A`). */
function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export { CHALLENGES_PATH, challengePath, FRIENDS_PATH, profilePath, replayPath, tablePath } from './paths.js';

export const route = new Store<Route>(parseRoute(globalThis.location.pathname, globalThis.location.search));

globalThis.addEventListener?.('popstate', () => {
  route.set(parseRoute(globalThis.location.pathname, globalThis.location.search));
});

export function navigate(path: string): void {
  globalThis.history.pushState(null, '', path);
  route.set(parseRoute(globalThis.location.pathname, globalThis.location.search));
  globalThis.scrollTo?.(0, 0);
}
