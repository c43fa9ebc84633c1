/**
 * The pure rules of player accounts (docs/server.md "Accounts"): what a password may be, how it
 * is hashed and checked (scrypt, a random salt per account, the parameters stored with the
 * hash), and the key that makes names unique whatever their case.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { cleanName } from '../../protocol/index.js';

/** A password's length in characters (code points), after NFC normalisation. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

/**
 * scrypt's cost (docs/decisions.md): N = 2^15, r = 8, p = 1 — 32 MiB and about 50–100 ms a
 * hash on one core of a small server. Stored with each hash, so raising them later changes
 * only new hashes (and old ones at their next sign-in, `needsRehash`).
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;

/** What is wrong with `password` as a new password, or undefined when it will do. */
export function passwordProblem(password: string): string | undefined {
  const length = [...password.normalize('NFC')].length;
  if (length < PASSWORD_MIN) return `a password has at least ${PASSWORD_MIN} characters`;
  if (length > PASSWORD_MAX) return `a password has at most ${PASSWORD_MAX} characters`;
  if (password.trim() === '') return 'a password may not be only spaces';
  return undefined;
}

/**
 * The key a name is unique under: the protocol's cleaning (invisible characters out, trimmed),
 * compatibility forms folded (NFKC: a full-width Ｋ is a K), runs of spaces as one, lower case.
 * "Kari", "KARI" and " kari " are one name; the account keeps the name as it was written.
 */
export function nameKey(name: string): string {
  return cleanName(name).normalize('NFKC').replace(/\s+/gu, ' ').toLowerCase();
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    // Node's default ceiling (32 MiB) is exactly 128·N·r at N = 2^15: leave room.
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$key` (salt and key base64url): everything needed to check it later. */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

/** A stored hash's parts, or undefined when it is not one this program wrote. */
export function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const ok = [N, r, p].every((n) => Number.isSafeInteger(n) && n > 0) && (N & (N - 1)) === 0 && N <= 2 ** 20;
  if (!ok || r > 32 || p > 16) return undefined;
  const salt = Buffer.from(parts[4], 'base64url');
  const key = Buffer.from(parts[5], 'base64url');
  if (salt.length < 8 || key.length < 16) return undefined;
  return { params: { N, r, p }, salt, key };
}

/** Whether `password` is the one `stored` was made from; compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when `stored` was made with other parameters than today's: hash it again at sign-in. */
export function needsRehash(stored: string, params: ScryptParams = SCRYPT_PARAMS): boolean {
  const parsed = parseHash(stored);
  return (
    !parsed ||
    parsed.params.N !== params.N ||
    parsed.params.r !== params.r ||
    parsed.params.p !== params.p ||
    parsed.key.length !== KEY_BYTES
  );
}

/**
 * A hash of a password nobody has, checked when the name is unknown, so that a sign-in takes
 * as long whether the name exists or not.
 */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => {
  decoy ??= hashPassword(randomBytes(24).toString('base64url'));
  return decoy;
};
