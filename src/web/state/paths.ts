/** The pages' paths (./router.ts reads them back); no browser needed, so tests build them too. */
export const tablePath = (id: string) => `/t/${id}`;
export const replayPath = (id: string, match?: number) =>
  `/t/${id}/replay${match === undefined ? '' : `?match=${match}`}`;

/** A player's page; any name a player may have (spaces, `/`, `?`) is escaped. */
export const profilePath = (name: string) => `/p/${encodeURIComponent(name)}`;
export const FRIENDS_PATH = '/friends';
