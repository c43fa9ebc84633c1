import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/index.js';
import { fetchGames } from '../net/api.js';
import type { GameInfo } from '../net/types.js';
import { navigate } from '../state/router.js';
import { NewTable } from './NewTable.js';
import { OpenTables } from './OpenTables.js';

/** The order players meet the games in the lobby: the family game first. */
const GAME_ORDER = ['bondebridge', 'selbu', 'bridge', 'bridgette', 'bondtolva'];

export function Lobby() {
  const t = useT();
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetchGames()
      .then((g) => setGames([...g].sort((a, b) => rank(a.id) - rank(b.id))))
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

const rank = (id: string) => {
  const i = GAME_ORDER.indexOf(id);
  return i < 0 ? GAME_ORDER.length : i;
};
