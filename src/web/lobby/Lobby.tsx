import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../i18n/index.js';
import { refusalText } from '../i18n/refusals.js';
import { ApiError, fetchGames } from '../net/api.js';
import { retryUnavailable } from '../net/retry.js';
import type { GameInfo } from '../net/types.js';
import { CHALLENGES_PATH, navigate } from '../state/router.js';
import { NewTable } from './NewTable.js';
import { OpenTables } from './OpenTables.js';

export function Lobby() {
  const t = useT();
  const [games, setGames] = useState<GameInfo[] | null>(null);
  /** Kept as the server said it (or `offline`), so that it is said in the language chosen now. */
  const [error, setError] = useState<ApiError | null>(null);
  /** The server answered 503 `unavailable`: the games are asked for again by themselves. */
  const [waiting, setWaiting] = useState(false);
  const live = useRef(true);
  const load = () => {
    setError(null);
    retryUnavailable(fetchGames, { onWaiting: setWaiting, stopped: () => !live.current })
      // In the server's order, which is the catalog's (src/catalog.ts): the family game first.
      .then(setGames)
      .catch(
        (e: Error) =>
          live.current && setError(e instanceof ApiError ? e : new ApiError(0, 'server-error', e.message)),
      );
  };
  useEffect(() => {
    load();
    return () => {
      live.current = false;
    };
  }, []);
  return (
    <main class="page lobby" id="main">
      <p class="tagline">{t.app.tagline}</p>
      <p class="keeper-link">
        <a
          class="button primary daily-link"
          href={CHALLENGES_PATH}
          data-tool="daily-challenge"
          onClick={(e) => {
            e.preventDefault();
            navigate(CHALLENGES_PATH);
          }}
        >
          {t.challenge.link}
        </a>{' '}
        <a
          class="button"
          href="/keep"
          data-tool="keeper"
          onClick={(e) => {
            e.preventDefault();
            navigate('/keep');
          }}
        >
          {t.keeper.link}
        </a>{' '}
        <a
          class="offline-link"
          href="/offline"
          data-tool="offline"
          onClick={(e) => {
            e.preventDefault();
            navigate('/offline');
          }}
        >
          {t.offline.link}
        </a>
      </p>
      {error && (
        <p class="banner error" role="alert">
          {refusalText(error, t, [])}{' '}
          <button type="button" onClick={load} data-tool="retry">
            {t.net.retry}
          </button>
        </p>
      )}
      {error?.code === 'offline' && (
        <p class="banner">
          {t.offline.unreachable}{' '}
          <button type="button" class="primary" onClick={() => navigate('/offline')} data-tool="play-offline">
            {t.offline.link}
          </button>
        </p>
      )}
      <div class="lobby-columns">
        {games ? (
          <NewTable games={games} />
        ) : (
          !error && <p class="muted">{waiting ? t.net.tablesWaiting : t.app.connecting}</p>
        )}
        <OpenTables games={games ?? []} />
      </div>
    </main>
  );
}
