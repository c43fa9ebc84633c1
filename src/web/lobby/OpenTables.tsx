import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/index.js';
import { fetchTables } from '../net/api.js';
import type { TableInfo } from '../net/types.js';
import { navigate, tablePath } from '../state/router.js';

const REFRESH_MS = 5000;

/** Live tables, open ones first: join a free seat or watch. */
export function OpenTables() {
  const t = useT();
  const [tables, setTables] = useState<TableInfo[] | null>(null);
  const load = () =>
    fetchTables()
      .then(setTables)
      .catch(() => setTables((old) => old ?? []));
  useEffect(() => {
    load();
    const timer = setInterval(load, REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <section class="open-tables" aria-labelledby="open-tables-title">
      <div class="section-head">
        <h2 id="open-tables-title">{t.lobby.openTables}</h2>
        <button type="button" class="link" onClick={load}>
          {t.lobby.refresh}
        </button>
      </div>
      {tables && tables.length === 0 && <p class="muted">{t.lobby.noTables}</p>}
      <ul class="table-list">
        {tables?.map((x) => (
          <li key={x.id}>
            <span class="game-title">{t.games[x.game]?.name ?? x.game}</span>
            <span class="muted">
              {x.seats.map((s) => s.name ?? (s.kind === 'bot' ? `(${s.level})` : '—')).join(' · ')}
            </span>
            <span class={`chip status-${x.status}`}>{t.lobby.status[x.status] ?? x.status}</span>
            {x.freeSeats > 0 && <span class="chip">{t.lobby.freeSeats(x.freeSeats)}</span>}
            <button type="button" onClick={() => navigate(tablePath(x.id))}>
              {x.freeSeats > 0 ? t.lobby.join : t.lobby.watch}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
