/**
 * Table chat (docs/protocol.md "Chat"): what a chat entry is, the quick messages every client
 * translates for its reader, and the limits. Chat belongs to the table, not to the match: it
 * is stored with the table, never in a `stikk-record/1` file, and does not change `version`.
 */

/**
 * The quick messages, as codes: each reader's client shows them in the reader's language.
 * New codes go at the end; a client shows a code it does not know as the code itself.
 */
export const QUICK_MESSAGES = [
  'well-played',
  'thanks',
  'sorry',
  'hurry',
  'good-luck',
  'thumbs-up',
  'sleepy',
  'oops',
] as const;
export type QuickMessage = (typeof QUICK_MESSAGES)[number];

/** Most characters (code points, after cleaning) in one chat text; longer is `chat-too-long`. */
export const CHAT_MAX_CHARS = 300;
/** The newest entries a client gets when it starts following a table. */
export const CHAT_HISTORY = 100;
/**
 * Chat entries per person per table: this many at once, then one per `1 / perSecond` seconds
 * (5 in 10 s); beyond it `chat-rate-limited`. The connection's own limits apply as well.
 */
export const CHAT_RATE = { burst: 5, perSecond: 0.5 } as const;

/** Who wrote an entry: the person at a place (a seat, or a person where people change seats), or a spectator. */
export type ChatFrom = { seat: number; name: string } | { spectator: string };

export interface ChatEntry {
  /** 1, 2, … at this table, in the order the server stored them. */
  n: number;
  /** When the server stored it (ms since 1970, the server's clock). */
  at: number;
  from: ChatFrom;
  /** Free text, cleaned (no control or invisible characters); show it as text, never as markup. */
  text?: string;
  /** A quick message's code instead of text. */
  quick?: QuickMessage;
}

/** Code points, as the limit counts them (an emoji is one, a flag two). */
export const chatLength = (text: string): number => {
  let n = 0;
  for (const _ of text) n++;
  return n;
};
