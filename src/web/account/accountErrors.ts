/** The account routes' refusals in the player's words (docs/protocol.md "Accounts"). */
import type { Messages } from '../i18n/index.js';
import { ApiError } from '../net/api.js';

/** Which form asked: a wrong password is the old one when changing it. */
export type AccountForm = 'sign-in' | 'sign-up' | 'password';

/** Seconds named in a 429's message (`try again in 42 s`), should the header not have come through. */
const secondsIn = (message: string): number | undefined => {
  const m = /(\d+)\s*s\b/.exec(message);
  return m ? Number(m[1]) : undefined;
};

export function accountError(e: unknown, form: AccountForm, t: Messages): string {
  const w = t.players.errors;
  if (!(e instanceof ApiError)) return w.other((e as Error).message);
  switch (e.code) {
    case 'wrong-password':
      return form === 'password' ? w.wrongOldPassword : w.wrongPassword;
    case 'name-taken':
      return w.nameTaken;
    case 'bad-password':
      return w.badPassword;
    case 'bad-message':
      // The message names the field first (`name: …`, `password: …`).
      return /^\w*password/i.test(e.message) ? w.badPassword : w.badName;
    case 'rate-limited':
      return w.rateLimited(e.retryAfterS ?? secondsIn(e.message) ?? 60);
    case 'not-signed-in':
      return w.notSignedIn;
    case 'offline':
      return w.offline;
    default:
      return w.other(e.message);
  }
}
