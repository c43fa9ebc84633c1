/** The players' pages are routed, and their paths read back to the same name. */
import { beforeAll, describe, expect, it, vi } from 'vitest';

let router: typeof import('../../../src/web/state/router.js');
beforeAll(async () => {
  // The router reads the page's address when it loads.
  vi.stubGlobal('location', { pathname: '/', search: '' });
  router = await import('../../../src/web/state/router.js');
});

describe('routes of players’ pages', () => {
  it('/p/<name> and /friends', () => {
    expect(router.parseRoute('/friends')).toEqual({ page: 'friends' });
    expect(router.parseRoute('/friends/')).toEqual({ page: 'friends' });
    expect(router.parseRoute('/p/Kari')).toEqual({ page: 'profile', name: 'Kari' });
    expect(router.parseRoute('/p/%C3%85se%20Nord')).toEqual({ page: 'profile', name: 'Åse Nord' });
    expect(router.parseRoute('/p/')).toEqual({ page: 'missing' });
    expect(router.parseRoute('/p/%E0%A4%A')).toEqual({ page: 'missing' });
  });

  it('any name a player may have comes back from its path', () => {
    for (const name of ['Kari', 'Åse Nord', 'a/b', 'what?#&', 'Kari.B', '100%'])
      expect(router.parseRoute(router.profilePath(name))).toEqual({ page: 'profile', name });
  });
});
