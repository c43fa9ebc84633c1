/** Talking at a table: `chat` (src/server/chat.ts) and `nudge` (a slow player's reminder). */
import { checkNudge } from '../../table/requests.js';
import { afterReply } from '../hub.js';
import { orRefuse, refuse } from '../refused.js';
import type { Handler } from './context.js';

/** A chat entry: from the token's place, or without one from this connection as a spectator. */
export const chat: Handler<'chat'> = async (ctx, client, m) => {
  const t = await ctx.tables.get(m.tableId);
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
