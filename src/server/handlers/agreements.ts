/**
 * What one person asks and the others agree to: closing the table (`proposeClose`,
 * `answerClose`) and taking back an action (`undo`, `answerUndo`). Bots agree by themselves,
 * so one person alone at a table with bots gets it at once.
 */
import { checkClose, checkUndo } from '../../table/requests.js';
import { orRefuse, refuse } from '../refused.js';
import type { Handler } from './context.js';
import { notAtChallenge } from './play.js';

/** A person proposes to end the match now (or agrees to the open proposal). */
export const proposeClose: Handler<'proposeClose'> = (ctx, _client, m) =>
  ctx.atTable(m.tableId, async (t) => {
    const seat = ctx.placeOfToken(t, m.token);
    // Closing would end the entry early and open every board's results: one match, played out.
    notAtChallenge(t, 'close');
    orRefuse(checkClose(t));
    t.proposeClose(seat);
    await ctx.settleClosing(t);
    return { type: 'ok', version: t.version };
  });

export const answerClose: Handler<'answerClose'> = (ctx, _client, m) =>
  ctx.atTable(m.tableId, async (t) => {
    const seat = ctx.placeOfToken(t, m.token);
    if (!t.answerClose(seat, m.agree)) throw refuse('no-proposal', { about: 'close', table: t.id });
    if (!m.agree) ctx.log.info({ table: t.id, seat }, 'closing declined');
    await ctx.settleClosing(t);
    return { type: 'ok', version: t.version };
  });

/**
 * A person asks to take back their last action (src/table/undo.ts). Bots stop thinking at the
 * table meanwhile; alone with bots it is taken back at once, else everyone else must agree.
 */
export const undo: Handler<'undo'> = (ctx, _client, m) =>
  ctx.atTable(m.tableId, async (t) => {
    const place = ctx.placeOfToken(t, m.token);
    orRefuse(checkUndo(t, place));
    ctx.bots.cancel(t.id);
    t.askUndo(place);
    await ctx.settleUndo(t);
    return { type: 'ok', version: t.version };
  });

export const answerUndo: Handler<'answerUndo'> = (ctx, _client, m) =>
  ctx.atTable(m.tableId, async (t) => {
    const place = ctx.placeOfToken(t, m.token);
    if (!t.answerUndo(place, m.agree)) throw refuse('no-proposal', { about: 'undo', table: t.id });
    await ctx.settleUndo(t);
    return { type: 'ok', version: t.version };
  });
