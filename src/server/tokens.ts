import { createHash, randomBytes } from 'node:crypto';

/** A seat token: 192 random bits, url-safe, unguessable. */
export const newToken = (): string => randomBytes(24).toString('base64url');

/** Table ids go into invite links: 60 random bits are plenty and stay short. */
export const newTableId = (): string => randomBytes(8).toString('base64url').slice(0, 10);

/** A table's secret seed; decks are derived from it and it never leaves the server. */
export const newSeed = (): string => randomBytes(32).toString('hex');

/** Tokens are stored hashed, so a copy of the database does not let anyone act for a seat. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
