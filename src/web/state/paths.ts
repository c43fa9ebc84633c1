/** The pages' paths (./router.ts reads them back); no browser needed, so tests build them too. */
export const tablePath = (id: string) => `/t/${id}`;
export const replayPath = (id: string, match?: number) =>
  `/t/${id}/replay${match === undefined ? '' : `?match=${match}`}`;

/** A player's page; any name a player may have (spaces, `/`, `?`) is escaped. */
export const profilePath = (name: string) => `/p/${encodeURIComponent(name)}`;
export const FRIENDS_PATH = '/friends';

/** The challenges (`/challenge`), one of them, or `new` for the page that makes one. */
export const CHALLENGES_PATH = '/challenge';
export const NEW_CHALLENGE = 'new';
export const challengePath = (id: string) => `${CHALLENGES_PATH}/${encodeURIComponent(id)}`;
