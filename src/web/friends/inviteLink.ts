/**
 * Which address an invite link gives: the page's own when a friend's machine can open it too;
 * on `localhost` (which means the friend's own machine to the friend) the server's network
 * address, or why there is none. Pure, for the invite dialog and its tests.
 */

/** What the server says of itself (`GET /api/invite`). */
export interface ServerAddresses {
  origins: string[];
  loopbackOnly: boolean;
}

export interface InviteLink {
  url: string;
  /** More addresses of the same machine (another network), if any. */
  others: string[];
  /**
   * `network`: a network address (the friend must be on that network); `as-opened`: the page's
   * own address, not a loopback one; `loopback-only`: the server accepts this machine only;
   * `no-address`: it listens on the network, but the machine has no address now; `unknown`:
   * the server did not say.
   */
  kind: 'network' | 'as-opened' | 'loopback-only' | 'no-address' | 'unknown';
}

export const isLoopbackName = (hostname: string): boolean =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  hostname === '[::1]' ||
  hostname === '::1' ||
  /^127\.\d+\.\d+\.\d+$/.test(hostname);

/** `/t/abc` on the page's origin `http://localhost:8080` (hostname `localhost`). */
export function inviteLink(
  page: { origin: string; hostname: string },
  path: string,
  server: ServerAddresses | null,
): InviteLink {
  const here = `${page.origin}${path}`;
  if (!isLoopbackName(page.hostname)) return { url: here, others: [], kind: 'as-opened' };
  if (!server) return { url: here, others: [], kind: 'unknown' };
  if (server.loopbackOnly) return { url: here, others: [], kind: 'loopback-only' };
  const [first, ...rest] = server.origins;
  if (!first) return { url: here, others: [], kind: 'no-address' };
  return { url: `${first}${path}`, others: rest.map((o) => `${o}${path}`), kind: 'network' };
}
