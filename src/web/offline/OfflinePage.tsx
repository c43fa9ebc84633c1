/**
 * Playing against the bots with no server: the lobby's form for a new table, and the tables
 * kept in this browser to go on with. Everything here comes from the offline worker.
 */
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/index.js';
import { NewTable } from '../lobby/NewTable.js';
import type { GameInfo } from '../net/types.js';
import { navigate } from '../state/router.js';
import { ask } from './client.js';
import type { KeptTable } from './messages.js';
import { offlinePath, offlineTables } from './source.js';

export function OfflinePage() {
  const t = useT();
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [kept, setKept] = useState<KeptTable[]>([]);
  useEffect(() => {
    offlineTables.games().then(setGames, () => setGames([]));
    ask({ kind: 'list' }).then((a) => a.kind === 'list' && setKept(a.tables));
  }, []);
  return (
    <main class="page lobby offline" id="main">
      <h1>{t.offline.title}</h1>
      <p class="muted">{t.offline.intro}</p>
      {kept.length > 0 && (
        <section aria-labelledby="kept-title">
          <h2 id="kept-title">{t.offline.kept}</h2>
          <ul class="kept-tables">
            {kept.map((k) => (
              <li key={k.id}>
                <a
                  href={offlinePath(k.id)}
                  data-kept={k.id}
                  onClick={(e) => {
                    e.preventDefault();
                    navigate(offlinePath(k.id));
                  }}
                >
                  {t.games[k.game]?.name ?? k.game}
                </a>{' '}
                <span class="muted">
                  {new Date(k.createdAt).toLocaleString()} · {k.over ? t.offline.over : t.offline.playing}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div class="lobby-columns">
        {games ? <NewTable games={games} source={offlineTables} /> : <p class="muted">{t.offline.loading}</p>}
      </div>
    </main>
  );
}
