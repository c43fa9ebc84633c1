/** Tables played in this browser, as the lobby and the table page ask for tables (../net/tableSource.ts). */
import { ApiError } from '../net/api.js';
import type { TableSource } from '../net/tableSource.js';
import { ask } from './client.js';
import type { Answer } from './messages.js';
import { newSeed } from './seed.js';

export const offlinePath = (id: string) => `/offline/${id}`;
/** The replay page of a table kept here (the router reads it back: ../state/router.ts). */
export const offlineReplayPath = (id: string, match?: number) =>
  `/offline/${id}/replay${match === undefined ? '' : `?match=${match}`}`;

async function expect<K extends Answer['kind']>(
  kind: K,
  answer: Promise<Answer>,
): Promise<Extract<Answer, { kind: K }>> {
  const a = await answer;
  if (a.kind === 'refused') throw new ApiError(a.status, a.code, a.message, a.rule, a.params);
  if (a.kind !== kind) throw new ApiError(0, 'server-error', `the worker answered ${a.kind}`);
  return a as Extract<Answer, { kind: K }>;
}

export const offlineTables: TableSource = {
  games: async () => (await expect('games', ask({ kind: 'games' }))).games,
  checkOptions: async (game, options) => {
    const { kind: _k, ...rest } = await expect('options', ask({ kind: 'options', game, options }));
    return rest;
  },
  createTable: async (game, options, bots, settings) =>
    (await expect('created', ask({ kind: 'create', game, options, bots, settings, seed: newSeed() }))).table,
  table: async (id) => (await expect('opened', ask({ kind: 'open', tableId: id }))).table,
  tablePath: offlinePath,
  record: { save: saveRecordFile },
  deals: async (id, match) => {
    const { kind: _k, ...rest } = await expect('deals', ask({ kind: 'deals', tableId: id, match }));
    return rest;
  },
  deal: async (id, deal, match) =>
    (await expect('deal', ask({ kind: 'deal', tableId: id, deal, match }))).deal,
  recordOf: async (id, match) => (await expect('record', ask({ kind: 'record', tableId: id, match }))).record,
  replaySteps: async (id, match) =>
    (await expect('replay', ask({ kind: 'replay', tableId: id, match }))).steps,
  replayPath: offlineReplayPath,
};

/** Downloads a match's record as a file, as the server's download link does. */
async function saveRecordFile(id: string, match?: number): Promise<void> {
  const { record } = await expect('record', ask({ kind: 'record', tableId: id, match }));
  const blob = new Blob([`${JSON.stringify(record, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `stikk-${record.game}-${id}-${match === undefined ? 'last' : match + 1}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
