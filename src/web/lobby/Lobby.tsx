import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/index.js';
import { fetchGames } from '../net/api.js';
import type { GameInfo } from '../net/types.js';
import { navigate } from '../state/router.js';
import { NewTable } from './NewTable.js';
import { OpenTables } from './OpenTables.js';

export function Lobby() {
  const t = useT();
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetchGames()
      // In the server's order, which is the catalog's (src/catalog.ts): the family game first.
      .then(setGames)
      .catch((e: Error) => setError(e.message));
  }, []);
  return (
    <main class="page lobby" id="main">
      <p class="tagline">{t.app.tagline}</p>
      <p class="keeper-link">
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
        </a>
      </p>
      {error && (
        <p class="banner error" role="alert">
          {t.app.error(error)}
        </p>
      )}
      <div class="lobby-columns">
        {games ? <NewTable games={games} /> : <p class="muted">{t.app.connecting}</p>}
        <OpenTables />
      </div>
    </main>
  );
}
