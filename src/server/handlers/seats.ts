/**
 * Taking and leaving places: `hello` (a returning client's tokens), `join`, `leave`,
 * `takeBack` (a person takes their seat back from their bot), `sitBot`, and watching
 * (`spectate`, `unspectate`).
 */
import type { Seat } from '../../engine/game.js';
import { PROTOCOL_VERSION } from '../../protocol/index.js';
import { checkLevel, freePlace, leaving, newcomer, offerable, placeToJoin } from '../../table/requests.js';
import { nameKey } from '../accounts/rules.js';
import type { Client } from '../hub.js';
import { afterReply } from '../hub.js';
import { orRefuse, refuse } from '../refused.js';
import type { Table } from '../table.js';
import { hashToken, newToken } from '../tokens.js';
import type { Handler, HandlerContext } from './context.js';
import { notAtChallenge } from './play.js';

export const hello: Handler<'hello'> = async (ctx, client, m) => {
  const seats: Array<{ tableId: string; seat: Seat; token: string }> = [];
  const unknownTokens: string[] = [];
  const attached: Array<{ table: Table; seat: Seat; wasAway: boolean }> = [];
  for (const token of m.tokens ?? []) {
    const hash = hashToken(token);
    const where = await ctx.store.tableOfToken(hash);
    const table = where && (ctx.tables.inMemory(where.tableId) ?? (await ctx.tables.load(where.tableId)));
    if (!where || !table || table.seats[where.seat]?.tokenHash !== hash) {
      unknownTokens.push(token);
      continue;
    }
    seats.push({ tableId: table.id, seat: where.seat, token });
    attached.push({ table, seat: where.seat, wasAway: ctx.hub.attach(client, table.id, where.seat) });
  }
  const histories = await Promise.all(
    [...new Set(attached.map((a) => a.table.id))].map((id) => ctx.chat.history(id)),
  );
  // The reply goes first so that the client knows its seats before their states arrive.
  afterReply(() => {
    for (const a of attached) {
      if (a.wasAway) ctx.presenceChanged(a.table);
      else ctx.hub.sendState(client, a.table, a.seat);
    }
    for (const text of histories) client.send(text);
  });
  return { type: 'welcome', protocol: PROTOCOL_VERSION, seats, unknownTokens };
};

/**
 * The name a connection goes by at a table: a signed-in person's own, whatever they wrote; a
 * guest's as written, unless it is a signed-in player's (refused).
 */
export async function nameFor(ctx: HandlerContext, client: Client, wanted: string): Promise<string> {
  if (client.account) return client.account.name;
  if (ctx.accounts && (await ctx.accounts.accountByNameKey(nameKey(wanted))))
    throw refuse('name-taken', { name: wanted });
  return wanted;
}

export const join: Handler<'join'> = async (ctx, client, m) => {
  const t = await ctx.tables.get(m.tableId);
  notAtChallenge(t, 'seat');
  const name = await nameFor(ctx, client, m.name);
  const token = newToken();
  // In the table's line (where chat entries are stored too): no entry falls between the
  // history and the pushes that follow.
  const { seat, history } = await t.exclusive(async () => {
    const seat = orRefuse(placeToJoin(t, m.seat));
    const person = { name, tokenHash: hashToken(token), account: client.account?.id };
    await t.setSeat(seat, newcomer(t, seat, person));
    ctx.hub.attach(client, t.id, seat);
    return { seat, history: await ctx.chat.history(t.id) };
  });
  ctx.log.info({ table: t.id, seat }, 'seat joined');
  ctx.changedLater(t, () => client.send(history));
  return { type: 'joined', tableId: t.id, seat, token, name };
};

/** A seated person offers a bot's seat to a person: anyone with the link may take it. */
export const offerSeat: Handler<'offerSeat'> = (ctx, _client, m) =>
  ctx.atTable(m.tableId, async (t) => {
    ctx.placeOfToken(t, m.token);
    notAtChallenge(t, 'seat');
    const place = orRefuse(offerable(t, m.seat));
    if (!t.seats[place].offered) await t.setSeat(place, { ...t.seats[place], offered: true });
    return { type: 'ok' };
  });

export const leave: Handler<'leave'> = async (ctx, _client, m) => {
  const t = await ctx.tables.get(m.tableId);
  await t.exclusive(async () => {
    const place = ctx.placeOfToken(t, m.token);
    notAtChallenge(t, 'seat');
    const next = orRefuse(leaving(t, place, m.bot));
    await t.setSeat(place, next);
    if (next.kind === 'free') ctx.hub.detachSeat(t.id, place);
  });
  ctx.changedLater(t);
  return { type: 'ok' };
};

export const takeBack: Handler<'takeBack'> = async (ctx, client, m) => {
  const t = await ctx.tables.get(m.tableId);
  const history = await t.exclusive(async () => {
    const place = ctx.placeOfToken(t, m.token);
    const holder = t.seats[place];
    // A person arriving at an offered seat plays from the next deal: the bot finishes this one.
    if (holder.standIn && !holder.arriving)
      await t.setSeat(place, { kind: 'human', name: holder.name, tokenHash: holder.tokenHash });
    ctx.hub.attach(client, t.id, place);
    return ctx.chat.history(t.id);
  });
  ctx.changedLater(t, () => client.send(history));
  return { type: 'ok' };
};

export const sitBot: Handler<'sitBot'> = async (ctx, _client, m) => {
  const t = await ctx.tables.get(m.tableId);
  await t.exclusive(async () => {
    ctx.placeOfToken(t, m.token);
    notAtChallenge(t, 'seat');
    const place = orRefuse(freePlace(t, m.seat));
    const level = orRefuse(checkLevel(t.game.id, m.level));
    await t.setSeat(place, { kind: 'bot', level });
  });
  ctx.changedLater(t);
  return { type: 'ok' };
};

export const spectate: Handler<'spectate'> = async (ctx, client, m) => {
  const t = await ctx.tables.get(m.tableId);
  notAtChallenge(t, 'spectate');
  const history = await t.exclusive(() => {
    ctx.hub.attach(client, t.id, null);
    ctx.hub.sendState(client, t, null);
    return ctx.chat.history(t.id);
  });
  afterReply(() => client.send(history));
  return { type: 'ok' };
};

export const unspectate: Handler<'unspectate'> = (ctx, client, m) => {
  ctx.hub.detach(client, m.tableId, null);
  return { type: 'ok' };
};
