/**
 * The challenge routes answered in the browser with the contract's fixtures
 * (test/fixtures/challenge/contract.ts): for pages whose layout is measured with more than a
 * fresh server holds (many entrants, long names, a maker's challenge), and for a server without
 * the routes.
 */
import type { Page, Route } from 'playwright-core';
import {
  BRIDGE,
  BRIDGE_BOARD_0,
  BRIDGE_RESULTS,
  DAILY,
  OWN,
  PLAY_FIRST,
} from '../../fixtures/challenge/contract.js';

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Whether the server under test has the challenge routes (`GET /api/challenges`). */
export async function serverHasChallenges(baseUrl: string): Promise<boolean> {
  const res = await fetch(`${baseUrl}/api/challenges`).catch(() => null);
  return res?.status === 200;
}

/**
 * `/api/challenges…` from the fixtures: the list, the bridge challenge (played, done) with its
 * results and board 1 (other boards the same), every other challenge unplayed (`play-first`),
 * and a new challenge made under the id `own-made`.
 */
export async function serveChallengeFixtures(page: Page): Promise<void> {
  const all = [...DAILY, ...OWN];
  await page.route(
    (url) => url.pathname === '/api/challenges' || url.pathname.startsWith('/api/challenges/'),
    (route) => {
      const req = route.request();
      const parts = new URL(req.url()).pathname.split('/').slice(3).map(decodeURIComponent);
      if (parts.length === 0)
        return req.method() === 'POST'
          ? json(route, 201, { ...OWN[0], ...(req.postDataJSON() as object), id: 'own-made', entrants: 0 })
          : json(route, 200, { daily: DAILY, own: OWN });
      const c = all.find((x) => x.id === parts[0]);
      if (!c) return json(route, 404, { error: { code: 'no-challenge', message: 'no such challenge' } });
      const played = c.id === BRIDGE.id;
      if (parts[1] === undefined) return json(route, 200, c);
      if (parts[1] === 'results')
        return played ? json(route, 200, BRIDGE_RESULTS) : json(route, 403, PLAY_FIRST);
      if (parts[1] === 'boards')
        return played
          ? json(route, 200, { ...BRIDGE_BOARD_0, board: Number(parts[2]) })
          : json(route, 403, PLAY_FIRST);
      return json(route, 404, { error: { code: 'not-found', message: 'no route' } });
    },
  );
}
