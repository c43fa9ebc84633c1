/**
 * The challenge routes of docs/challenge.md "The server's routes": bodies checked with zod,
 * refusals as the API's `{"error": {"code", "message"}}`.
 */
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isChallengeGame } from '../../challenge/boards.js';
import { challengeDateOf, parseChallengeDate } from '../../challenge/seed.js';
import type { JsonShapeLimits } from '../../engine/jsonShape.js';
import type { Entered } from '../../protocol/challenge.js';
import { describeZodError, nameSchema } from '../../protocol/index.js';
import { accountOfCookieHeader } from '../accounts/sessionCookie.js';
import type { AccountStore } from '../accounts/store.js';
import { rateLimited } from '../httpErrors.js';
import { addressKey, type CreationLimiter } from '../rateLimit.js';
import { accountOf, askerOf, entryCookieName } from './asker.js';
import { ChallengeError, type ChallengeService } from './service.js';
import type { ChallengeStore } from './store.js';

export interface ChallengeRouteOptions {
  challenges: ChallengeService;
  store: ChallengeStore;
  accounts: AccountStore | undefined;
  /** Tests: the clock of windows and days. */
  now?: () => number;
  /** Tables made per address (../rateLimit.ts): an entry makes one, so it counts as one. */
  creations?: CreationLimiter;
}

const enterBody = z.strictObject({ name: nameSchema.optional() }).optional();
const dateQuery = z.strictObject({ date: z.string().max(20).optional() });
const ID = /^[A-Za-z0-9_-]{1,60}$/;

/** A record's body: the longest match of a challenge game is far below this. */
export const RECORD_BODY_LIMIT = 1024 * 1024;
export const RECORD_SHAPE: JsonShapeLimits = { depth: 6, values: 200_000 };

const send = (reply: FastifyReply, e: unknown): FastifyReply => {
  if (!(e instanceof ChallengeError)) throw e;
  return reply.code(e.status).send({ error: { code: e.code, message: e.message } });
};

const bad = (reply: FastifyReply, message: string) =>
  reply.code(400).send({ error: { code: 'bad-message', message } });

export function registerChallengeRoutes(app: FastifyInstance, o: ChallengeRouteOptions): void {
  const now = o.now ?? Date.now;
  const { challenges } = o;
  /** The asker's entry in a challenge, from this request's cookies or header. */
  const askerFor = (req: FastifyRequest) => {
    let account: ReturnType<typeof accountOf> | undefined;
    return async (challengeId: string) => {
      account ??= accountOf(req, o.accounts, now());
      return (await askerOf(req, challengeId, o.store, await account)).entry;
    };
  };

  /** 429 when the address has made its tables (and challenges) for now; undefined to go on. */
  const tooMany = async (reply: FastifyReply, address: string): Promise<FastifyReply | undefined> => {
    const waitMs = (await o.creations?.waitMs(address)) ?? 0;
    if (waitMs <= 0) return undefined;
    return rateLimited(
      reply,
      waitMs,
      (seconds) =>
        `this address has made many tables or challenges in a short time; try again in ${seconds} s`,
    );
  };

  app.register(async (scope) => {
    await scope.register(fastifyCookie);
    // Results change as people play, and answers depend on who asks.
    scope.addHook('onSend', async (_req, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    });

    /** Runs a route whose path holds a challenge id, its refusals answered. */
    type Req = FastifyRequest<{ Params: Record<string, string> }>;
    const withId =
      (handle: (req: Req, reply: FastifyReply) => unknown) => async (req: Req, reply: FastifyReply) => {
        if (!ID.test(req.params.id ?? ''))
          return send(reply, new ChallengeError(404, 'no-challenge', 'no such challenge'));
        try {
          return await handle(req, reply);
        } catch (e) {
          return send(reply, e);
        }
      };

    scope.get('/api/challenges', async (req) => challenges.list(now(), askerFor(req)));

    scope.get<{ Params: { game: string }; Querystring: { date?: string } }>(
      '/api/challenges/daily/:game',
      async (req, reply) => {
        const q = dateQuery.safeParse(req.query);
        if (!q.success) return bad(reply, describeZodError(q.error));
        const { game } = req.params;
        if (!isChallengeGame(game))
          return send(reply, new ChallengeError(404, 'no-challenge', `no daily challenge of "${game}"`));
        const date =
          q.data.date === undefined
            ? { ok: true as const, value: challengeDateOf(new Date(now())) }
            : parseChallengeDate(q.data.date);
        if (!date.ok) return bad(reply, `date: ${date.error}`);
        try {
          return await challenges.daily(game, date.value, now(), askerFor(req));
        } catch (e) {
          return send(reply, e);
        }
      },
    );

    scope.get(
      '/api/challenges/:id',
      withId((req) => challenges.info(req.params.id, now(), askerFor(req))),
    );

    scope.post('/api/challenges', async (req, reply) => {
      // Each is stored for good: made at the pace tables are.
      const address = addressKey(req.ip);
      const limited = await tooMany(reply, address);
      if (limited) return limited;
      try {
        const made = await challenges.create(req.body, now());
        await o.creations?.take(address);
        return reply.code(201).send(made);
      } catch (e) {
        return send(reply, e);
      }
    });

    scope.post(
      '/api/challenges/:id/entries',
      withId(async (req, reply) => {
        const body = enterBody.safeParse(req.body ?? undefined);
        if (!body.success) return bad(reply, describeZodError(body.error));
        const account = o.accounts
          ? await accountOfCookieHeader(o.accounts, req.headers.cookie, now())
          : undefined;
        const name = body.data?.name;
        if (!account && !name) return bad(reply, 'name: a guest enters under a name (or sign in)');
        const who = account ? { account } : { guest: name as string };
        const address = addressKey(req.ip);
        const limited = await tooMany(reply, address);
        if (limited) return limited;
        const r = await challenges.enter(req.params.id, who, now());
        await o.creations?.take(address);
        reply.setCookie(entryCookieName(req.params.id), r.token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          // Until well after the window: the results stay the entrant's to read.
          maxAge: 90 * 24 * 3600,
        });
        const entered: Entered = { entry: r.entry, seatToken: r.seatToken, tableId: r.tableId };
        return reply.code(201).send(entered);
      }),
    );

    scope.get(
      '/api/challenges/:id/results',
      withId(async (req) => challenges.results(req.params.id, now(), await askerFor(req)(req.params.id))),
    );

    scope.get(
      '/api/challenges/:id/boards/:n',
      withId(async (req, reply) => {
        if (!/^\d{1,4}$/.test(req.params.n)) return bad(reply, 'n must be a board number (0 for the first)');
        return challenges.board(
          req.params.id,
          Number(req.params.n),
          now(),
          await askerFor(req)(req.params.id),
        );
      }),
    );

    scope.get(
      '/api/challenges/:id/download',
      withId(async (req) => challenges.download(req.params.id, now(), await askerFor(req)(req.params.id))),
    );

    scope.post(
      '/api/challenges/:id/entries/:entryId/record',
      // A whole match's record: hundreds of decks' cards and actions, still nested 4 deep.
      { bodyLimit: RECORD_BODY_LIMIT, config: { jsonShape: RECORD_SHAPE } },
      withId(async (req) => {
        const asker = await askerFor(req)(req.params.id);
        return challenges.record(req.params.id, req.params.entryId, now(), asker, req.body);
      }),
    );
  });
}

/**
 * The guard of the finished-deal reads (`/api/tables/<id>/…`, ../http.ts): a challenge table's
 * deals only for its entrant and for those who have played those boards.
 */
export const challengeTableReads =
  (o: ChallengeRouteOptions) =>
  async (
    req: FastifyRequest,
    tableId: string,
    deal: number | undefined,
  ): Promise<{ status: number; code: string; message: string } | undefined> => {
    try {
      const account = await accountOf(req, o.accounts, (o.now ?? Date.now)());
      await o.challenges.mayReadTable(
        tableId,
        deal,
        async (challengeId) => (await askerOf(req, challengeId, o.store, account)).entry,
      );
      return undefined;
    } catch (e) {
      if (e instanceof ChallengeError) return { status: e.status, code: e.code, message: e.message };
      throw e;
    }
  };
