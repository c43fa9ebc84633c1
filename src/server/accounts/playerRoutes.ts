/**
 * Profiles and friends (docs/protocol.md "Profiles and friends"): a player's ratings, stats
 * and history for anyone to read; whom the signed-in player follows, and where those people
 * are on this server now.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Friend, GameStats, MatchSummary, PlayerProfile, ProfileRating } from '../../protocol/index.js';
import { describeZodError } from '../../protocol/index.js';
import { display, uncertainty } from '../../ratings/rating.js';
import type { GameTotals, PlayerStore } from './playerStore.js';
import { nameKey } from './rules.js';
import { accountOfCookieHeader } from './sessionCookie.js';
import type { AccountStore, StoredAccount } from './store.js';

/** A signed-in person's connections on this process and the tables they are seated at. */
export interface AccountPresence {
  online: boolean;
  tables: Array<{ id: string; game: string; public: boolean }>;
}

export interface PlayerRouteOptions {
  accounts: AccountStore;
  players: PlayerStore;
  /** The game ids `?game=` may name. */
  games: readonly string[];
  /** Where an account is on this process (presence is per process: docs/decisions.md). */
  presence: (accountId: string) => AccountPresence;
  /** Tests: the clock of session expiry. */
  now?: () => number;
}

/** The newest matches a profile shows. */
export const PROFILE_MATCHES = 20;

const error = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ error: { code, message } });

const unknownPlayer = (reply: FastifyReply, name: string) =>
  error(reply, 404, 'unknown-player', `no player is called "${name}"`);

const statsOf = (t: GameTotals): GameStats => ({
  matches: t.matches,
  won: t.won,
  ...(t.declared !== null && { declared: t.declared }),
  ...(t.made !== null && { made: t.made }),
  ...(t.bids !== null && { bids: t.bids }),
  ...(t.exact !== null && { exact: t.exact }),
  // Tricks lost per card, to three decimals: 0.042 means about one trick in 24 cards.
  ...(t.ddCost !== null && t.ddCards && { ddCostPerCard: Math.round((t.ddCost / t.ddCards) * 1000) / 1000 }),
});

export function registerPlayerRoutes(app: FastifyInstance, o: PlayerRouteOptions): void {
  const now = o.now ?? Date.now;
  const matchesQuery = z.strictObject({
    game: z.enum(o.games as [string, ...string[]]).optional(),
    before: z.iso.datetime({ offset: true }).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  });

  const accountNamed = (name: string) => o.accounts.accountByNameKey(nameKey(name));
  const signedIn = (req: FastifyRequest) => accountOfCookieHeader(o.accounts, req.headers.cookie, now());
  const summaries = async (accountId: string, q: Parameters<PlayerStore['matchesOf']>[1]) =>
    (await o.players.matchesOf(accountId, q)).map((s) => JSON.parse(s) as MatchSummary);

  /** A followed person as the friends list shows them: private tables only to whom they follow back. */
  const friendOf = async (viewerId: string, a: Pick<StoredAccount, 'id' | 'name'>): Promise<Friend> => {
    const here = o.presence(a.id);
    const followsBack = here.tables.some((t) => !t.public) && (await o.players.isFollowing(a.id, viewerId));
    return {
      name: a.name,
      online: here.online,
      tables: here.tables.filter((t) => t.public || followsBack).map(({ id, game }) => ({ id, game })),
    };
  };

  app.register(async (scope) => {
    // Profiles change with every match and the friends list is the signed-in player's own.
    scope.addHook('onSend', async (_req, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    });

    scope.get<{ Params: { name: string } }>('/api/players/:name', async (req, reply) => {
      const a = await accountNamed(req.params.name);
      if (!a) return unknownPlayer(reply, req.params.name);
      // The matches first: a match they show was committed with its rating, so the reads after
      // them show that rating too (read side by side, a database could answer from before it).
      const matches = await summaries(a.id, { limit: PROFILE_MATCHES });
      const [ratings, totals] = await Promise.all([o.players.ratingsOf(a.id), o.players.totalsOf(a.id)]);
      const body: PlayerProfile = {
        player: { name: a.name, createdAt: new Date(a.createdAt).toISOString() },
        ratings: Object.fromEntries(
          ratings.map((r): [string, ProfileRating] => [
            r.game,
            { rating: display(r), uncertainty: uncertainty(r), mu: r.mu, sigma: r.sigma, matches: r.matches },
          ]),
        ),
        stats: Object.fromEntries(totals.map((t) => [t.game, statsOf(t)])),
        matches,
      };
      return body;
    });

    scope.get<{ Params: { name: string } }>('/api/players/:name/matches', async (req, reply) => {
      const q = matchesQuery.safeParse(req.query);
      if (!q.success) return error(reply, 400, 'bad-message', describeZodError(q.error));
      const a = await accountNamed(req.params.name);
      if (!a) return unknownPlayer(reply, req.params.name);
      const { game, before, limit = PROFILE_MATCHES } = q.data;
      return {
        matches: await summaries(a.id, {
          game,
          before: before === undefined ? undefined : Date.parse(before),
          limit,
        }),
      };
    });

    scope.get('/api/friends', async (req, reply) => {
      const me = await signedIn(req);
      if (!me) return error(reply, 401, 'not-signed-in', 'sign in to see your friends');
      const followed = await o.players.following(me.id);
      return { friends: await Promise.all(followed.map((a) => friendOf(me.id, a))) };
    });

    scope.put<{ Params: { name: string } }>('/api/friends/:name', async (req, reply) => {
      const me = await signedIn(req);
      if (!me) return error(reply, 401, 'not-signed-in', 'sign in to follow a player');
      const a = await accountNamed(req.params.name);
      if (!a) return unknownPlayer(reply, req.params.name);
      if (a.id === me.id) return error(reply, 400, 'bad-message', 'name: you cannot follow yourself');
      await o.players.follow(me.id, a.id, now());
      return { friend: await friendOf(me.id, a) };
    });

    scope.delete<{ Params: { name: string } }>('/api/friends/:name', async (req, reply) => {
      const me = await signedIn(req);
      if (!me) return error(reply, 401, 'not-signed-in', 'sign in to stop following a player');
      const a = await accountNamed(req.params.name);
      if (a) await o.players.unfollow(me.id, a.id);
      return {};
    });
  });
}
