/**
 * A challenge taken away to play with no network (docs/challenge.md "The server's routes"):
 * its boards are downloaded while the server can be reached, played against the bots in the
 * offline worker like any kept match, and its record is sent back when the server answers
 * again; the server replays it and takes it, or says why not.
 */
import type { Challenge } from '../../challenge/boards.js';
import { requestAutoJoin } from '../table/autoJoin.js';
import { ask } from './client.js';
import type { Answer, KeptTable } from './messages.js';
import { newSeed } from './seed.js';

const ENTRY_HEADER = 'x-stikk-entry';

/** What the server answers to a download: the challenge, and the entry it is played as. */
interface Download {
  challenge: Challenge;
  entry: { id: string; token?: string };
}

const headers = (token: string | undefined, json: boolean): Record<string, string> => ({
  ...(token && { [ENTRY_HEADER]: token }),
  ...(json && { 'content-type': 'application/json' }),
});

async function errorOf(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { error?: { message?: string } };
    if (body.error?.message) return body.error.message;
  } catch {
    // Not the documented body: the status says enough.
  }
  return `HTTP ${res.status}`;
}

/**
 * Downloads the challenge `id` for the entry the browser holds (its cookie, or `token`) and
 * makes it a table kept here; answers the table's id. Throws the server's reason when refused.
 */
export async function takeChallengeOffline(id: string, token?: string): Promise<string> {
  const res = await fetch(`/api/challenges/${encodeURIComponent(id)}/download`, {
    headers: headers(token, false),
    credentials: 'same-origin',
  });
  if (!res.ok) throw new Error(await errorOf(res));
  const d = (await res.json()) as Download;
  const a = await ask({
    kind: 'take-challenge',
    entry: {
      challenge: d.challenge,
      entryId: d.entry.id,
      token: d.entry.token ?? token,
      origin: location.origin,
    },
    seed: newSeed(),
  });
  if (a.kind !== 'created')
    throw new Error(a.kind === 'refused' ? a.message : `the worker answered ${a.kind}`);
  // The entrant takes the challenge's seat on arriving, as a table's maker takes theirs.
  requestAutoJoin(a.table.id, d.challenge.seat);
  return a.table.id;
}

export type Sent = { kind: 'sent' } | { kind: 'refused'; reason: string } | { kind: 'later' };

/**
 * Sends a finished challenge's record to the server it came from. `later` when the server
 * cannot be reached (the table stays as it is, to be sent next time); a refusal is kept with
 * its reason, and so is a success, so that the page says which it was.
 */
export async function sendChallengeResult(table: KeptTable): Promise<Sent> {
  if (!table.challenge || !table.over || table.challenge.submitted) return { kind: 'later' };
  const kept = await ask({ kind: 'kept-challenge', tableId: table.id });
  if (kept.kind !== 'kept-challenge') return { kind: 'later' };
  const record = await ask({ kind: 'record', tableId: table.id, match: 0 });
  if (record.kind !== 'record') return { kind: 'later' };
  const { challengeId, entryId, token, origin } = kept.entry;
  let res: Response;
  try {
    res = await fetch(
      `${origin}/api/challenges/${encodeURIComponent(challengeId)}/entries/${encodeURIComponent(entryId)}/record`,
      {
        method: 'POST',
        headers: headers(token, true),
        credentials: 'same-origin',
        body: JSON.stringify(record.record),
      },
    );
  } catch {
    return { kind: 'later' };
  }
  // A server that is there but failing (5xx) is tried again later; a refusal is final.
  if (res.status >= 500 || res.status === 429) return { kind: 'later' };
  const outcome: Sent = res.ok ? { kind: 'sent' } : { kind: 'refused', reason: await errorOf(res) };
  const marked: Answer = await ask({
    kind: 'mark-challenge',
    tableId: table.id,
    ...(outcome.kind === 'sent' ? { submitted: new Date().toISOString() } : { refused: outcome.reason }),
  });
  return marked.kind === 'marked' ? outcome : { kind: 'later' };
}
