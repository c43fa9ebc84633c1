/**
 * Talking at a table: `chat` (src/server/chat.ts), `nudge` (a slow player's reminder) and
 * `invite` (a friend, to this table).
 */
import { checkNudge } from '../../table/requests.js';
import { nameKey } from '../accounts/rules.js';
import { afterReply } from '../hub.js';
import { orRefuse, refuse } from '../refused.js';
import type { Handler } from './context.js';
import { nameFor } from './seats.js';

/** A chat entry: from the token's place, or without one from this connection as a spectator. */
export const chat: Handler<'chat'> = async (ctx, client, sent) => {
  const t = await ctx.tables.get(sent.tableId);
  // A spectator writes under a name: a signed-in one's own, a guest's unless it is a player's.
  const m =
    sent.token === undefined && (client.account || sent.name !== undefined)
      ? { ...sent, name: await nameFor(ctx, client, sent.name ?? '') }
      : sent;
  // In the table's line, so that entries reach everyone in the order of their numbers.
  return t.exclusive(async () => {
    const writer = m.token !== undefined ? { seat: ctx.placeOfToken(t, m.token) } : { spectator: client };
    orRefuse(await ctx.chat.post(t, writer, m));
    return { type: 'ok' };
  });
};

/**
 * A person nudges the person at `seat`, who has been to act for at least `NUDGE_AFTER_MS`:
 * `nudged` goes to that person's connections only, at most once every `NUDGE_EVERY_MS`.
 */
export const nudge: Handler<'nudge'> = async (ctx, _client, m) => {
  const t = await ctx.tables.get(m.tableId);
  const me = ctx.placeOfToken(t, m.token);
  const target = m.seat;
  const { name } = orRefuse(checkNudge(t, me, target, (p) => ctx.turns.waitedMs(t, p)));
  const r = ctx.hub.presence.nudge(t.id, target);
  if (!r.ok) throw refuse('rate-limited', { name, againS: Math.ceil(r.waitMs / 1000) });
  afterReply(() =>
    ctx.hub.sendToPlace(t.id, target, { type: 'nudged', tableId: t.id, seat: target, by: me }),
  );
  return { type: 'ok' };
};

/** A signed-in person at the table invites someone they follow: each of their connections is told. */
export const invite: Handler<'invite'> = async (ctx, client, m) => {
  const t = await ctx.tables.get(m.tableId);
  ctx.placeOfToken(t, m.token);
  if (!client.account || !ctx.accounts) throw refuse('not-signed-in', {});
  const friend = await ctx.accounts.accountByNameKey(nameKey(m.name));
  if (!friend) throw refuse('unknown-player', { name: m.name });
  if (!(await ctx.players.isFollowing(client.account.id, friend.id)))
    throw refuse('not-a-friend', { name: friend.name });
  const clients = ctx.people.clientsOf(friend.id);
  if (!clients.length) throw refuse('not-online', { name: friend.name });
  const text = JSON.stringify({
    type: 'invitation',
    tableId: t.id,
    game: t.game.id,
    from: client.account.name,
  });
  afterReply(() => {
    for (const c of clients) c.send(text);
  });
  ctx.log.info({ table: t.id }, 'friend invited');
  return { type: 'ok' };
};
