import { useEffect, useState } from 'preact/hooks';
import { type Messages, useT } from '../i18n/index.js';
import { fetchTables } from '../net/api.js';
import { seatsAt, seatTokens } from '../net/seats.js';
import type { SeatInfo, TableInfo } from '../net/types.js';
import { navigate, tablePath } from '../state/router.js';
import { useStore } from '../state/store.js';
import { requestAutoJoin } from '../table/TablePage.js';

const REFRESH_MS = 5000;

/** What the lobby offers at a table: back to your own seat, a free seat, or watching. */
export type TableAction = 'resume' | 'join' | 'watch';

export function tableAction(table: TableInfo, mine: boolean): TableAction {
  if (mine) return 'resume';
  return table.freeSeats > 0 && table.status !== 'over' ? 'join' : 'watch';
}

const seatLabel = (s: SeatInfo, t: Messages): string =>
  s.kind === 'free'
    ? t.seat.free
    : (s.name ?? (s.kind === 'bot' ? t.lobby.bot(t.bots.levels[s.level ?? ''] ?? s.level ?? '') : '—'));

/** Live tables, open ones first: resume your own, take a free seat in one tap, or watch. */
export function OpenTables() {
  const t = useT();
  const tokens = useStore(seatTokens);
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
  const open = (x: TableInfo, action: TableAction) => {
    // The table page takes the seat (asking for a name first, once) as it does after creating one.
    if (action === 'join') requestAutoJoin(x.id, x.seats.find((s) => s.kind === 'free')?.seat ?? 0);
    navigate(tablePath(x.id));
  };
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
        {tables?.map((x) => {
          const action = tableAction(x, seatsAt(tokens, x.id).length > 0);
          const label =
            action === 'resume' ? t.friends.resume : action === 'join' ? t.lobby.join : t.lobby.watch;
          return (
            <li key={x.id} data-table={x.id}>
              <span class="game-title">{t.games[x.game]?.name ?? x.game}</span>
              <span class="muted">{x.seats.map((s) => seatLabel(s, t)).join(' · ')}</span>
              <span class={`chip status-${x.status}`}>{t.lobby.status[x.status] ?? x.status}</span>
              {x.freeSeats > 0 && <span class="chip">{t.lobby.freeSeats(x.freeSeats)}</span>}
              <button
                type="button"
                class={action === 'watch' ? '' : 'primary'}
                data-table-action={action}
                onClick={() => open(x, action)}
              >
                {label}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
