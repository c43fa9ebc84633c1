/** The pure rules of accounts: passwords, their hashes, the key that makes names unique. */
import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  nameKey,
  needsRehash,
  PASSWORD_MAX,
  PASSWORD_MIN,
  parseHash,
  passwordProblem,
  SCRYPT_PARAMS,
  verifyPassword,
} from '../../../src/server/accounts/rules.js';

// Cheap parameters where the cost is not what is tested.
const FAST = { N: 1024, r: 8, p: 1 };

describe('password rules', () => {
  it('8 to 200 characters, counted as code points after NFC', () => {
    expect(passwordProblem('a'.repeat(PASSWORD_MIN - 1))).toMatch(/at least 8/);
    expect(passwordProblem('a'.repeat(PASSWORD_MIN))).toBeUndefined();
    expect(passwordProblem('a'.repeat(PASSWORD_MAX))).toBeUndefined();
    expect(passwordProblem('a'.repeat(PASSWORD_MAX + 1))).toMatch(/at most 200/);
    // Eight emoji are 16 UTF-16 units but 8 characters; 7 are too few.
    expect(passwordProblem('🂡'.repeat(8))).toBeUndefined();
    expect(passwordProblem('🂡'.repeat(7))).toMatch(/at least/);
    // "e" and a combining accent are one character after NFC: 7 of them (14 code points) are too few.
    expect(passwordProblem('e\u0301'.repeat(7))).toMatch(/at least/);
    expect(passwordProblem(`${'e\u0301'.repeat(7)}x`)).toBeUndefined();
    expect(passwordProblem(' '.repeat(12))).toMatch(/spaces/);
  });
});

describe('hashing', () => {
  it('stores its parameters and a random salt; verifies the right password only', async () => {
    const a = await hashPassword('correct horse', FAST);
    const b = await hashPassword('correct horse', FAST);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct horse');
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horse', b)).toBe(true);
    expect(await verifyPassword('correct hors', a)).toBe(false);
    expect(await verifyPassword('Correct horse', a)).toBe(false);
  });

  it('the same password typed in another Unicode form verifies', async () => {
    const h = await hashPassword('caf\u00e9 au lait', FAST);
    expect(await verifyPassword('cafe\u0301 au lait', h)).toBe(true);
  });

  it('the default parameters are the documented ones, and older ones ask to be rehashed', async () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 2 ** 15, r: 8, p: 1 });
    const current = await hashPassword('a long password');
    expect(parseHash(current)?.params).toEqual(SCRYPT_PARAMS);
    expect(needsRehash(current)).toBe(false);
    expect(await verifyPassword('a long password', current)).toBe(true);
    expect(needsRehash(await hashPassword('a long password', FAST))).toBe(true);
  });

  it('a stored value that is not a hash of ours verifies nothing', async () => {
    for (const bad of [
      '',
      'plain',
      'scrypt$1$8$1$AAAA$BBBB',
      'scrypt$1000$8$1$AAAAAAAAAAAA$BBBBBBBBBBBBBBBBBBBBBB',
      'bcrypt$x',
    ]) {
      expect(parseHash(bad)).toBeUndefined();
      expect(await verifyPassword('anything at all', bad)).toBe(false);
    }
    // A huge N written into the database must not make a sign-in eat the memory.
    expect(parseHash(`scrypt$${2 ** 30}$8$1$AAAAAAAAAAAAAAAAAAAAAA$${'B'.repeat(43)}`)).toBeUndefined();
  });
});

describe('name keys', () => {
  it('one key whatever the case, invisible characters, width or runs of spaces', () => {
    const k = nameKey('Kari Nordmann');
    for (const n of [
      'kari nordmann',
      'KARI NORDMANN',
      '  Kari   Nordmann ',
      'Kari\u200b Nordmann',
      'Ｋari Nordmann',
    ]) {
      expect(nameKey(n), n).toBe(k);
    }
    expect(nameKey('Kari Nordmann2')).not.toBe(k);
    expect(nameKey('Åse')).toBe(nameKey('åse'));
    expect(nameKey('Åse')).not.toBe(nameKey('Ase'));
  });
});
