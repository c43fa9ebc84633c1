/**
 * Who asks about a challenge: the session cookie's account, or the entry's token — the cookie
 * `stikk_entry_<challengeId>` that entering sets, or the header `X-Stikk-Entry`.
 */
import { fastifyCookie } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { nameKey } from '../accounts/rules.js';
import { accountOfCookieHeader } from '../accounts/sessionCookie.js';
import type { AccountStore } from '../accounts/store.js';
import { hashToken } from '../tokens.js';
import type { ChallengeStore, StoredEntry } from './store.js';

export const ENTRY_COOKIE_PREFIX = 'stikk_entry_';
export const ENTRY_HEADER = 'x-stikk-entry';

/** The cookie that carries an entry's token for a challenge. */
export const entryCookieName = (challengeId: string): string => `${ENTRY_COOKIE_PREFIX}${challengeId}`;

/** A token as entering makes them (`newToken`): anything else is not looked up. */
const tokenShape = (value: string | undefined): string | undefined =>
  value && /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : undefined;

export interface Asker {
  /** The signed-in account, when the session cookie names one. */
  account?: { id: string; name: string };
  /** The asker's entry in the challenge, when they have one. */
  entry?: StoredEntry;
}

/** The session cookie's account, if any (read once per request: a list asks about many challenges). */
export const accountOf = (
  req: FastifyRequest,
  accounts: AccountStore | undefined,
  now: number,
): Promise<{ id: string; name: string } | undefined> =>
  accounts ? accountOfCookieHeader(accounts, req.headers.cookie, now) : Promise.resolve(undefined);

export async function askerOf(
  req: FastifyRequest,
  challengeId: string,
  store: ChallengeStore,
  account: { id: string; name: string } | undefined,
): Promise<Asker> {
  if (account) {
    const entry = await store.entryByName(challengeId, nameKey(account.name));
    // A guest who entered under the name before the account was made is not this account.
    if (entry && entry.accountId === account.id) return { account, entry };
  }
  const header = req.headers[ENTRY_HEADER];
  const cookies = req.headers.cookie ? fastifyCookie.parse(req.headers.cookie) : {};
  const token =
    tokenShape(typeof header === 'string' ? header : undefined) ??
    tokenShape(cookies[entryCookieName(challengeId)]);
  const entry = token ? await store.entryByToken(challengeId, hashToken(token)) : undefined;
  return { ...(account && { account }), ...(entry && { entry }) };
}
