/** The challenge routes (docs/challenge.md "The server's routes"); a refusal is an `ApiError`. */
import { call } from '../net/api.js';
import type { BoardResults, ChallengeInfo, ChallengeSpec, Entered, Results } from './types.js';

const path = (id: string) => `/api/challenges/${encodeURIComponent(id)}`;

export const fetchChallenges = () =>
  call<{ daily: ChallengeInfo[]; own?: ChallengeInfo[] }>('GET', '/api/challenges');

export const fetchChallenge = (id: string) => call<ChallengeInfo>('GET', path(id));

/** A guest names themself; a signed-in person's session names them (no name sent). */
export const enterChallenge = (id: string, name?: string) =>
  call<Entered>('POST', `${path(id)}/entries`, name === undefined ? {} : { name });

export const fetchResults = (id: string) => call<Results>('GET', `${path(id)}/results`);

export const fetchBoard = (id: string, board: number) =>
  call<BoardResults>('GET', `${path(id)}/boards/${board}`);

export const makeChallenge = (spec: ChallengeSpec) => call<ChallengeInfo>('POST', '/api/challenges', spec);
