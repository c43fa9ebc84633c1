/** Who a request's session cookie belongs to, for the WebSocket upgrade (the routes read it via the plugin). */
import { fastifyCookie } from '@fastify/cookie';
import type { ClientAccount } from '../hub.js';
import { hashToken } from '../tokens.js';
import type { AccountStore } from './store.js';

export const SESSION_COOKIE = 'stikk_session';

/** The session token of a cookie value, when it has the shape tokens have. */
export const sessionTokenOf = (value: string | undefined): string | undefined =>
  value && /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : undefined;

/** The signed-in account of a `Cookie` header, or undefined (no cookie, unknown or expired session). */
export async function accountOfCookieHeader(
  store: AccountStore,
  header: string | undefined,
  now: number,
): Promise<ClientAccount | undefined> {
  if (!header) return undefined;
  const token = sessionTokenOf(fastifyCookie.parse(header)[SESSION_COOKIE]);
  if (!token) return undefined;
  const a = await store.sessionAccount(hashToken(token), now);
  return a ? { id: a.id, name: a.name } : undefined;
}
