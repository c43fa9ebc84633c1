/** Playing: an action (`act`), a new match (`rematch`), and asking the strong bot (`hint`). */
import { checkAct, checkRematch } from '../../table/requests.js';
import { orRefuse, refuse } from '../refused.js';
import type { Table } from '../table.js';
import type { Handler } from './context.js';

/**
 * A challenge's table (../challenge/) is its entrant's alone, one match against the bots: a
 * hint would be the bot's play, a rematch a second try, a spectator or a changed seat help.
 */
export function notAtChallenge(t: Table, what: 'hint' | 'rematch' | 'spectate' | 'seat' | 'close'): void {
  if (t.challengeId !== undefined) throw refuse('challenge-table', { table: t.id, what });
}

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
    notAtChallenge(t, 'rematch');
    orRefuse(checkRematch(t));
    await t.startMatch();
    ctx.log.info({ table: t.id, match: t.match }, 'rematch');
    return { type: 'ok', version: t.version };
  });

export const hint: Handler<'hint'> = async (ctx, _client, m) => {
  const t = await ctx.tables.get(m.tableId);
  const place = ctx.placeOfToken(t, m.token);
  notAtChallenge(t, 'hint');
  return ctx.hints.ask(t, place, m.seat);
};
