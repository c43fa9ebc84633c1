/**
 * The two large areas of words whose type is English's: every other language must match these
 * key for key (a literal annotated with the type fails the check on a missing or an extra key).
 * Apart from ./types.ts, which the English files themselves take their interfaces from.
 */
import type { terminal } from './en/terminal.js';
import type { web } from './en/web.js';

/** Everything the web client shows a player (`src/words/<lang>/web.ts`). */
export type WebWords = typeof web;

/** Everything `stikk play` and `stikk replay` show a player (`src/words/<lang>/terminal.ts`). */
export type TerminalWords = typeof terminal;
