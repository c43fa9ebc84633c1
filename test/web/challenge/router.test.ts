/** The challenge pages are routed: the list, one challenge, the maker's page; their paths read back. */
import { beforeAll, describe, expect, it, vi } from 'vitest';

let router: typeof import('../../../src/web/state/router.js');
beforeAll(async () => {
  // The router reads the page's address when it loads.
  vi.stubGlobal('location', { pathname: '/', search: '' });
  router = await import('../../../src/web/state/router.js');
});

describe('routes of the challenge pages', () => {
  it('/challenge, /challenge/<id>, /challenge/new', () => {
    expect(router.parseRoute('/challenge')).toEqual({ page: 'challenge' });
    expect(router.parseRoute('/challenge/')).toEqual({ page: 'challenge' });
    expect(router.parseRoute('/challenge/new')).toEqual({ page: 'challenge', id: 'new' });
    expect(router.parseRoute('/challenge/daily-2026-12-05-bondtolva')).toEqual({
      page: 'challenge',
      id: 'daily-2026-12-05-bondtolva',
    });
    expect(router.parseRoute('/challenge/a/b')).toEqual({ page: 'missing' });
  });

  it('an entrant’s play opens the replay at the board’s deal', () => {
    expect(router.parseRoute('/t/tab123/replay', '?match=0&deal=3')).toEqual({
      page: 'replay',
      id: 'tab123',
      match: 0,
      deal: 3,
    });
    expect(router.parseRoute('/t/tab123/replay', '?deal=x')).toEqual({ page: 'replay', id: 'tab123' });
  });

  it('a challenge’s path comes back to its id', () => {
    for (const id of ['daily-2026-12-05-bridge', 'c-Un4gtHyRv5'])
      expect(router.parseRoute(router.challengePath(id))).toEqual({ page: 'challenge', id });
  });
});
