/**
 * The profile and friends routes answered in the browser with the contract's fixtures
 * (test/fixtures/players/contract.ts), for a server that does not have them, and for pages
 * whose layout is measured with more than a new account holds.
 */
import type { Page, Route } from 'playwright-core';
import {
  FOLLOWED_PER,
  FRIENDS,
  KARI,
  KARI_OLDER,
  ONESELF,
  UNKNOWN_PLAYER,
} from '../../fixtures/players/contract.js';

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

const badMessage = (message: string) => ({ error: { code: 'bad-message', message } });

/**
 * Every player is Kari's profile under their own name, but "Nobody", whom nobody is; older
 * matches are the one shorter page that follows her 20 newest. The friends list (Ola online at
 * a bridge table, Åse offline) remembers follows and unfollows; `me` cannot follow themself.
 * `kari`: only Kari's profile and matches, for a server that has the routes but not her.
 */
export async function servePlayerFixtures(
  page: Page,
  me: string,
  which: 'all' | 'kari' = 'all',
): Promise<void> {
  const friends = structuredClone(FRIENDS.friends);
  const kari = (path: string) => path === '/api/players/Kari' || path === '/api/players/Kari/matches';
  await page.route(
    (url) => (which === 'kari' ? kari(url.pathname) : url.pathname.startsWith('/api/players/')),
    (route) => {
      const url = new URL(route.request().url());
      const [name, more] = url.pathname.slice('/api/players/'.length).split('/').map(decodeURIComponent);
      if (name === 'Nobody') return json(route, 404, UNKNOWN_PLAYER);
      if (more === 'matches')
        return url.searchParams.get('before') === KARI.matches.at(-1)?.endedAt
          ? json(route, 200, KARI_OLDER)
          : json(route, 400, badMessage('before: not the last match shown'));
      return json(route, 200, { ...KARI, player: { ...KARI.player, name } });
    },
  );
  if (which === 'kari') return;
  await page.route(
    (url) => url.pathname === '/api/friends' || url.pathname.startsWith('/api/friends/'),
    (route) => {
      const req = route.request();
      const name = decodeURIComponent(new URL(req.url()).pathname.split('/')[3] ?? '');
      if (req.method() === 'GET') return json(route, 200, { friends });
      if (req.method() === 'DELETE') {
        const at = friends.findIndex((f) => f.name === name);
        if (at >= 0) friends.splice(at, 1);
        return json(route, 200, {});
      }
      if (name === 'Nobody') return json(route, 404, UNKNOWN_PLAYER);
      if (name.toLowerCase() === me.toLowerCase()) return json(route, 400, ONESELF);
      const friend = name === 'Per' ? FOLLOWED_PER.friend : { name, online: false, tables: [] };
      if (!friends.some((f) => f.name === name)) friends.push(friend);
      return json(route, 200, { friend });
    },
  );
}
