/** Playing: an action (`act`), a new match (`rematch`), and asking the strong bot (`hint`). */
import { checkAct, checkRematch } from '../../table/requests.js';
import { orRefuse, refuse } from '../refused.js';
import type { Handler } from './context.js';

export const act: Handler<'act'> = (ctx, _client, m) =>
  ctx.atTable(m.tableId, async (t) => {
    const me = ctx.placeOfToken(t, m.token);
    const { seat, action } = orRefuse(checkAct(t, me, m.version, m.action, m.seat));
    const r = await t.actResolved(seat, action);
    if (!r.ok) throw refuse('illegal-action', { refusal: r.error });
    return { type: 'ok', version: t.version };
  });

export const rematch: Handler<'rematch'> = (ctx, _client, m) =>
  ctx.atTable(m.tableId, async (t) => {
    ctx.placeOfToken(t, m.token);
    orRefuse(checkRematch(t));
    await t.startMatch();
    ctx.log.info({ table: t.id, match: t.match }, 'rematch');
    return { type: 'ok', version: t.version };
  });

export const hint: Handler<'hint'> = async (ctx, _client, m) => {
  const t = await ctx.tables.get(m.tableId);
  return ctx.hints.ask(t, ctx.placeOfToken(t, m.token), m.seat);
};
