import { useEffect, useState } from 'preact/hooks';
import { type Messages, useT } from '../i18n/index.js';
import { fetchTable, fetchTables } from '../net/api.js';
import { isUnavailableError } from '../net/retry.js';
import { seatsAt, seatTokens } from '../net/seats.js';
import type { GameInfo, SeatInfo, TableInfo } from '../net/types.js';
import { navigate, tablePath } from '../state/router.js';
import { useStore } from '../state/store.js';
import { requestAutoJoin } from '../table/autoJoin.js';
import { botLabel, takeablePlaces } from '../table/seatHolders.js';
import '../table/social.css';
import { changedOptionWords } from './optionWords.js';
import { type TableAction, tableAction } from './tableAction.js';
import { settingsWords } from './tableSettings.js';

const REFRESH_MS = 5000;

const seatLabel = (s: SeatInfo, game: string, t: Messages): string => {
  if (s.kind === 'free') return t.seat.free;
  if (s.name) return s.name;
  if (s.kind !== 'bot') return '—';
  const bot = botLabel(game, s.level, t).text;
  return s.offered ? `${bot} (${t.tableSocial.offered})` : bot;
};

/**
 * Your own live tables the server does not list (private ones), fetched by their ids from the
 * seat tokens this device keeps: the lobby is where you come back to them.
 */
async function ownUnlisted(listed: readonly TableInfo[]): Promise<TableInfo[]> {
  const ids = [...new Set(seatTokens.get().map((s) => s.tableId))].filter(
    (id) => !listed.some((x) => x.id === id),
  );
  const found = await Promise.all(ids.map((id) => fetchTable(id).catch(() => null)));
  return found.filter((x): x is TableInfo => x !== null && x.status !== 'over');
}

/**
 * Live tables, open ones first: resume your own (private ones too), take a free seat in one
 * tap, or watch. Each says its game, the options that differ from the game's defaults, the
 * settings that differ from the usual, who sits there and how many seats are free.
 */
export function OpenTables({ games }: { games: readonly GameInfo[] }) {
  const t = useT();
  const tokens = useStore(seatTokens);
  const [tables, setTables] = useState<TableInfo[] | null>(null);
  /** The server answered 503 `unavailable`: said, and the refresh below asks again by itself. */
  const [waiting, setWaiting] = useState(false);
  const load = () =>
    fetchTables()
      .then(async (listed) => [...(await ownUnlisted(listed)), ...listed])
      .then((list) => {
        setWaiting(false);
        setTables(list);
      })
      .catch((e: unknown) => {
        setWaiting(isUnavailableError(e));
        setTables((old) => old ?? []);
      });
  useEffect(() => {
    load();
    const timer = setInterval(load, REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const open = (x: TableInfo, action: TableAction) => {
    // The table page takes the seat (asking for a name first, once) as it does after creating one.
    if (action === 'join') requestAutoJoin(x.id, takeablePlaces(x)[0] ?? 0);
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
      {waiting && (
        <p class="banner warn" role="status" data-tool="tables-waiting">
          {t.net.tablesWaiting}
        </p>
      )}
      {tables && tables.length === 0 && !waiting && <p class="muted">{t.lobby.noTables}</p>}
      <ul class="table-list">
        {tables?.map((x) => {
          const action = tableAction(x, seatsAt(tokens, x.id).length > 0);
          const label =
            action === 'resume' ? t.friends.resume : action === 'join' ? t.lobby.join : t.lobby.watch;
          const specs = games.find((g) => g.id === x.game)?.optionSpecs ?? [];
          const details = [
            ...changedOptionWords(x.game, specs, x.options, t),
            ...settingsWords(x.settings, t),
          ];
          return (
            <li key={x.id} data-table={x.id} data-visibility={x.settings.visibility}>
              <span class="game-title">{t.games[x.game]?.name ?? x.game}</span>
              {x.settings.visibility === 'private' && (
                <span class="chip private">{t.tableSettings.private}</span>
              )}
              {x.rated && (
                <span class="chip rated" title={t.tableSocial.ratedTitle} data-rated="true">
                  {t.tableSocial.rated}
                </span>
              )}
              <span class={`chip status-${x.status}`}>{t.lobby.status[x.status] ?? x.status}</span>
              {x.freeSeats > 0 && <span class="chip">{t.lobby.freeSeats(x.freeSeats)}</span>}
              <span class="players">{x.seats.map((s) => seatLabel(s, x.game, t)).join(' · ')}</span>
              {details.length > 0 && <span class="table-details muted">{details.join(' · ')}</span>}
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
