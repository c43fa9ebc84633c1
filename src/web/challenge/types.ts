/**
 * The challenge routes' bodies, taken from the definitions the server uses too
 * (src/protocol/challenge.ts; the maker's spec from src/challenge/spec.ts, which checks it on the
 * server) so that the pages and the server cannot drift apart. Type imports only.
 */

export type { ChallengeSpec } from '../../challenge/spec.js';
export type {
  BoardResults,
  BoardRow,
  ChallengeInfo,
  Entered,
  Entry,
  ResultLine,
  Results,
} from '../../protocol/challenge.js';
