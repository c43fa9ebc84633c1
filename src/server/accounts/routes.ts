/**
 * The account API (docs/protocol.md "Accounts"): sign up, sign in and out, who is signed in,
 * a new password. A session is a random token in an HttpOnly cookie; the store keeps its hash.
 * Playing needs none of it: guests play as before.
 */
import fastifyCookie from '@fastify/cookie';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { describeZodError, nameSchema } from '../../protocol/index.js';
import { rateLimited } from '../httpErrors.js';
import { AddressBuckets, addressKey } from '../rateLimit.js';
import { hashToken, newTableId, newToken } from '../tokens.js';
import { decoyHash, hashPassword, nameKey, needsRehash, passwordProblem, verifyPassword } from './rules.js';
import { SESSION_COOKIE, sessionTokenOf } from './sessionCookie.js';
import type { AccountStore, StoredAccount } from './store.js';

export { SESSION_COOKIE } from './sessionCookie.js';
/** A session lasts this long from sign-in (fixed, not sliding: docs/decisions.md). */
export const SESSION_MS = 30 * 24 * 3600 * 1000;

export interface AccountOptions {
  store: AccountStore;
  /** Wrong passwords one address may send at once, then per minute (429 beyond); burst 0: no limit. */
  failedSignIns: { burst: number; perMinute: number };
  log: FastifyBaseLogger;
  /** Tests: the clock of session expiry. */
  now?: () => number;
}

// Generous before the rules (which count characters after NFC) so that they give the message.
const passwordField = z.string().max(4 * 200, 'a password has at most 200 characters');
const credentialsSchema = z.strictObject({ name: nameSchema, password: passwordField });
const changeSchema = z.strictObject({ oldPassword: passwordField, newPassword: passwordField });

const error = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ error: { code, message } });

const playerOf = (a: StoredAccount) => ({ name: a.name });

export function registerAccounts(app: FastifyInstance, o: AccountOptions): void {
  const now = o.now ?? Date.now;
  const failures = o.failedSignIns.burst > 0 ? new AddressBuckets(o.failedSignIns) : null;
  const pruner = setInterval(() => {
    failures?.prune(now());
    o.store.deleteExpiredSessions(now()).catch((e) => o.log.warn({ err: e }, 'expired sessions not pruned'));
  }, 10 * 60_000);
  pruner.unref();
  app.addHook('onClose', async () => clearInterval(pruner));

  /** The 429 of an address that sent too many wrong passwords, or undefined when it may try. */
  const tooManyFailures = (req: FastifyRequest, reply: FastifyReply) => {
    const waitMs = failures?.waitMs(addressKey(req.ip), now()) ?? 0;
    if (waitMs <= 0) return undefined;
    return rateLimited(
      reply,
      waitMs,
      (seconds) => `too many wrong passwords from this address; try again in ${seconds} s`,
    );
  };
  const failed = (req: FastifyRequest) => failures?.take(addressKey(req.ip), now());

  app.register(async (scope) => {
    await scope.register(fastifyCookie);
    // Who is signed in is this browser's alone: no cache may keep an answer.
    scope.addHook('onSend', async (_req, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    });

    const startSession = async (req: FastifyRequest, reply: FastifyReply, a: StoredAccount) => {
      const token = newToken();
      const at = now();
      await o.store.createSession({
        tokenHash: hashToken(token),
        accountId: a.id,
        createdAt: at,
        expiresAt: at + SESSION_MS,
      });
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        // Behind a proxy the server trusts (--trust-proxy), X-Forwarded-Proto says.
        secure: req.protocol === 'https',
        maxAge: SESSION_MS / 1000,
      });
      return token;
    };
    const endCookie = (req: FastifyRequest, reply: FastifyReply) =>
      reply.clearCookie(SESSION_COOKIE, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: req.protocol === 'https',
      });
    const sessionToken = (req: FastifyRequest): string | undefined =>
      sessionTokenOf(req.cookies[SESSION_COOKIE]);
    const signedIn = async (req: FastifyRequest) => {
      const token = sessionToken(req);
      const account = token ? await o.store.sessionAccount(hashToken(token), now()) : undefined;
      return account && token ? { account, token } : undefined;
    };

    scope.post('/api/players', async (req, reply) => {
      const body = credentialsSchema.safeParse(req.body);
      if (!body.success) return error(reply, 400, 'bad-message', describeZodError(body.error));
      const problem = passwordProblem(body.data.password);
      if (problem) return error(reply, 400, 'bad-password', `password: ${problem}`);
      const { name } = body.data;
      const key = nameKey(name);
      // Hashing is the slow part: a name taken is refused before it.
      if (await o.store.accountByNameKey(key)) return nameTaken(reply, name);
      const account: StoredAccount = {
        id: newTableId() + newTableId(),
        name,
        nameKey: key,
        passwordHash: await hashPassword(body.data.password),
        createdAt: now(),
      };
      // Two sign-ups of one name at once: the store's unique key lets one of them in.
      if (!(await o.store.createAccount(account))) return nameTaken(reply, name);
      await startSession(req, reply, account);
      o.log.info({ account: account.id }, 'account created');
      return reply.code(201).send({ player: playerOf(account) });
    });

    scope.post('/api/session', async (req, reply) => {
      const body = credentialsSchema.safeParse(req.body);
      if (!body.success) return error(reply, 400, 'bad-message', describeZodError(body.error));
      const limited = tooManyFailures(req, reply);
      if (limited) return limited;
      const account = await o.store.accountByNameKey(nameKey(body.data.name));
      // An unknown name costs as much as a wrong password and is answered the same.
      const ok = await verifyPassword(body.data.password, account?.passwordHash ?? (await decoyHash()));
      if (!account || !ok) {
        failed(req);
        o.log.info({ address: addressKey(req.ip) }, 'sign-in refused');
        return error(reply, 401, 'wrong-password', 'no account with that name and password');
      }
      if (needsRehash(account.passwordHash)) {
        await o.store.setPasswordHash(account.id, await hashPassword(body.data.password));
      }
      await startSession(req, reply, account);
      o.log.info({ account: account.id }, 'signed in');
      return { player: playerOf(account) };
    });

    scope.get('/api/session', async (req) => {
      const s = await signedIn(req);
      return { player: s ? playerOf(s.account) : null };
    });

    scope.delete('/api/session', async (req, reply) => {
      const token = sessionToken(req);
      if (token) await o.store.deleteSession(hashToken(token));
      endCookie(req, reply);
      return { player: null };
    });

    scope.post('/api/session/password', async (req, reply) => {
      const body = changeSchema.safeParse(req.body);
      if (!body.success) return error(reply, 400, 'bad-message', describeZodError(body.error));
      const s = await signedIn(req);
      if (!s) return error(reply, 401, 'not-signed-in', 'sign in to change your password');
      const limited = tooManyFailures(req, reply);
      if (limited) return limited;
      if (!(await verifyPassword(body.data.oldPassword, s.account.passwordHash))) {
        failed(req);
        return error(reply, 401, 'wrong-password', 'oldPassword: that is not your password');
      }
      const problem = passwordProblem(body.data.newPassword);
      if (problem) return error(reply, 400, 'bad-password', `newPassword: ${problem}`);
      await o.store.setPasswordHash(s.account.id, await hashPassword(body.data.newPassword));
      // Whoever knew the old password is signed out everywhere; this browser gets a fresh session.
      await o.store.deleteSession(hashToken(s.token));
      await o.store.deleteSessionsOf(s.account.id);
      await startSession(req, reply, s.account);
      o.log.info({ account: s.account.id }, 'password changed');
      return { player: playerOf(s.account) };
    });
  });
}

const nameTaken = (reply: FastifyReply, name: string) =>
  error(reply, 409, 'name-taken', `the name "${name}" belongs to another player`);
