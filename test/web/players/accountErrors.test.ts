/** The account routes' refusals in words: each code the server sends, in every language. */
import { describe, expect, it } from 'vitest';
import { accountError } from '../../../src/web/account/accountErrors.js';
import { ApiError } from '../../../src/web/net/api.js';
import { LANGUAGES, MESSAGES } from '../messages.js';

const en = MESSAGES.en;
const refused = (status: number, code: string, message: string, retryAfterS?: number) =>
  new ApiError(status, code, message, undefined, undefined, retryAfterS);

describe('account errors', () => {
  it('each code of docs/protocol.md "Accounts" has its sentence', () => {
    expect(accountError(refused(401, 'wrong-password', 'wrong name or password'), 'sign-in', en)).toBe(
      'Wrong name or password.',
    );
    expect(accountError(refused(401, 'wrong-password', 'wrong password'), 'password', en)).toBe(
      'The current password is wrong.',
    );
    expect(accountError(refused(409, 'name-taken', 'name: taken'), 'sign-up', en)).toBe(
      'That name is taken: choose another.',
    );
    expect(accountError(refused(400, 'bad-password', 'password: too short'), 'sign-up', en)).toMatch(
      /8 to 200/,
    );
    expect(accountError(refused(400, 'bad-message', 'name: too long'), 'sign-up', en)).toBe(
      'A name has 1 to 40 characters.',
    );
    expect(accountError(refused(400, 'bad-message', 'newPassword: too long'), 'password', en)).toMatch(
      /8 to 200/,
    );
    expect(accountError(refused(401, 'not-signed-in', 'sign in'), 'password', en)).toMatch(/signed out/);
    expect(accountError(refused(0, 'offline', 'Failed to fetch'), 'sign-in', en)).toMatch(
      /cannot be reached/,
    );
  });

  it('rate-limited names its seconds: Retry-After, else the message’s', () => {
    expect(accountError(refused(429, 'rate-limited', 'try again in 42 s', 37), 'sign-in', en)).toBe(
      'Too many wrong passwords: wait 37 seconds.',
    );
    expect(accountError(refused(429, 'rate-limited', 'too many; try again in 42 s'), 'sign-in', en)).toBe(
      'Too many wrong passwords: wait 42 seconds.',
    );
    expect(accountError(refused(429, 'rate-limited', 'x', 1), 'sign-in', MESSAGES.de)).toBe(
      'Zu viele falsche Passwörter: Warte 1 Sekunde.',
    );
  });

  it('an unknown code keeps the server’s sentence; every language has words for each case', () => {
    expect(accountError(refused(500, 'server-error', 'disk full'), 'sign-in', en)).toBe(
      'That did not work: disk full',
    );
    for (const lang of LANGUAGES) {
      const said = ['wrong-password', 'name-taken', 'bad-password', 'rate-limited'].map((code) =>
        accountError(refused(400, code, 'x', 5), 'sign-up', MESSAGES[lang]),
      );
      expect(new Set(said).size, lang).toBe(4);
      expect(said[3], lang).toContain('5');
    }
  });
});
