/**
 * Refusals in the UI language: the engine's refusal codes (the server's `rule`) and the
 * server's own error codes, each with a sentence per language, so that no English engine
 * message reaches a player who chose another language. The English `message` is shown only
 * for a code this client does not know (a newer server).
 */
import { namingSeats, type RefusalTexts, type RefusalWords, refusalSentence } from '../../words/refusals.js';
import { cardLabel } from '../cards/notation.js';
import type { ErrorCode } from '../net/types.js';
import { callText } from '../table/format.js';
import type { Messages } from './index.js';

export type { RefusalTexts, RefusalWords };

/** An error reply of the server (or one the client made up, e.g. for a lost connection). */
export interface ShownError {
  code: string;
  message: string;
  rule?: string;
  params?: object;
}

export function refusalWords(t: Messages, names: readonly string[]): RefusalWords {
  return namingSeats({
    card: (code) => cardLabel(code, t),
    suit: (letter) => t.cards.suits[letter] ?? letter,
    seat: (s) => names[s] ?? String(s + 1),
    call: (call) => callText(call, t),
  });
}

/** The refusal as a sentence in the UI language; `names` by seat. */
export function refusalText(e: ShownError, t: Messages, names: readonly string[]): string {
  if (e.code === 'illegal-action' && e.rule !== undefined) {
    return (
      refusalSentence(t.refusals, { code: e.rule, params: e.params }, refusalWords(t, names)) ?? e.message
    );
  }
  // Why a move cannot be taken back (src/protocol/undo.ts).
  if (e.code === 'cannot-undo' && e.rule !== undefined && Object.hasOwn(t.undo.refusals, e.rule))
    return t.undo.refusals[e.rule];
  // Made up by the client when the server did not answer at all (src/web/net/api.ts).
  if (e.code === 'offline') return t.net.unreachable;
  // Made up when the browser's own games did not answer (src/web/offline/client.ts).
  if (e.code === 'worker-failed') return t.offline.workerFailed;
  if (e.code === 'worker-timeout') return t.offline.workerSlow;
  return Object.hasOwn(t.serverErrors, e.code) ? t.serverErrors[e.code as ErrorCode] : e.message;
}
