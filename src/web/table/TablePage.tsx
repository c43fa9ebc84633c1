import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useT } from '../i18n/index.js';
import { refusalText, type ShownError } from '../i18n/refusals.js';
import { ApiError, fetchGames, fetchTable, recordUrl } from '../net/api.js';
import { seatsAt, seatTokens } from '../net/seats.js';
import { connection, stateKey } from '../net/socket.js';
import type { StateMessage, TableInfo } from '../net/types.js';
import { MatchSummary } from '../score/MatchSummary.js';
import { ScoreSheet } from '../score/ScoreSheet.js';
import { navigate, replayPath } from '../state/router.js';
import { settings } from '../state/settings.js';
import { useStore } from '../state/store.js';
import { CopyLink } from '../ui/CopyLink.js';
import { Dialog } from '../ui/Dialog.js';
import { automaticAction, seatName, seatNames, usesCompass } from './kits/index.js';
import { bottomSeat, seatPositions } from './layout.js';
import { TableScreen } from './TableScreen.js';
import { TrickArea } from './TrickArea.js';
import { lastFinishedTrick } from './useShownTrick.js';

/** A seat to take once the page knows the table (set by the lobby after creating one). */
const AUTOJOIN_KEY = 'stikk.autojoin';

export function requestAutoJoin(tableId: string, seat: number): void {
  try {
    sessionStorage.setItem(AUTOJOIN_KEY, JSON.stringify({ tableId, seat }));
  } catch {
    // Without session storage the player simply picks the seat on the table page.
  }
}

function takeAutoJoin(tableId: string): number | undefined {
  try {
    const raw = sessionStorage.getItem(AUTOJOIN_KEY);
    if (!raw) return undefined;
    const x = JSON.parse(raw) as { tableId: string; seat: number };
    if (x.tableId !== tableId) return undefined;
    sessionStorage.removeItem(AUTOJOIN_KEY);
    return x.seat;
  } catch {
    return undefined;
  }
}

/** The table page: seats you hold (resumed by token), joining, watching, and the table itself. */
export function TablePage({ id }: { id: string }) {
  const t = useT();
  const tokens = useStore(seatTokens);
  const mySeats = seatsAt(tokens, id);
  const states = useStore(connection.states)[id] ?? {};
  const status = useStore(connection.status);
  const { name } = useStore(settings);
  const [info, setInfo] = useState<TableInfo | null>(null);
  const [missing, setMissing] = useState(false);
  /** The version an action was sent at: the table is busy until a newer state arrives. */
  const [pendingAt, setPendingAt] = useState<number | null>(null);
  /** The last refusal, kept as the server sent it so that it is said in the language chosen now. */
  const [error, setError] = useState<ShownError | null>(null);
  const [dialog, setDialog] = useState<'score' | 'last' | null>(null);
  const [chosenSeat, setChosenSeat] = useState<number | null>(null);
  /** The bot that takes over when the person steps away: the game's `basic`, if it has one. */
  const [standInLevel, setStandInLevel] = useState('random');

  useEffect(() => {
    connection.connect();
    fetchTable(id)
      .then(async (table) => {
        setInfo(table);
        const auto = takeAutoJoin(id);
        if (auto !== undefined && !seatsAt(seatTokens.get(), id).some((s) => s.seat === auto)) {
          await join(auto);
        }
      })
      .catch((e) => {
        if (e instanceof ApiError && e.status === 404) setMissing(true);
        else
          setError({ code: e instanceof ApiError ? e.code : 'server-error', message: (e as Error).message });
      });
  }, [id]);

  useEffect(() => {
    if (!info) return;
    fetchGames()
      .then((games) => {
        const levels = games.find((g) => g.id === info.game)?.botLevels ?? [];
        setStandInLevel(levels.includes('basic') ? 'basic' : (levels[0] ?? 'random'));
      })
      .catch(() => undefined);
  }, [info?.game]);

  // Without a seat, watch: the public view keeps the page alive until one joins.
  useEffect(() => {
    if (mySeats.length === 0 && !missing) connection.spectate(id);
  }, [id, mySeats.length, missing]);

  const join = async (seat?: number) => {
    setError(null);
    const reply = await connection.join(id, name.trim() || t.settings.defaultName, seat);
    if (reply.type === 'error') setError(reply);
    else if (reply.type === 'joined') setChosenSeat(reply.seat);
  };

  // The seat shown: the one chosen, else one that must act now, else the first held.
  const held = mySeats.map((s) => states[stateKey(s.seat)]).filter((s): s is StateMessage => Boolean(s));
  const acting = held.find((s) => s.legal.length > 0);
  const state: StateMessage | undefined =
    (chosenSeat !== null && held.length > 1 && !acting
      ? held.find((s) => s.seat === chosenSeat)
      : undefined) ??
    acting ??
    held.find((s) => s.seat === chosenSeat) ??
    held[0] ??
    states.spectator;
  const myToken =
    state && state.seat !== null ? mySeats.find((s) => s.seat === state.seat)?.token : undefined;
  const table = state?.table ?? info ?? undefined;

  const busy = pendingAt !== null && state !== undefined && state.version <= pendingAt;
  const act = async (action: string, seat: number) => {
    if (!state || !myToken || busy) return;
    setPendingAt(state.version);
    setError(null);
    const reply = await connection.act(
      id,
      myToken,
      state.version,
      action,
      seat === state.seat ? undefined : seat,
    );
    if (reply.type === 'error') {
      setPendingAt(null);
      setError(reply);
    }
  };

  // A choice that is no choice (bondtolva's lone pass) is sent at once, once per state, before
  // the page paints: the person never sees or clicks it (the button shows only if sending fails).
  const auto = state && myToken ? automaticAction(state) : undefined;
  const autoSent = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!auto || busy || !state) return;
    const key = `${state.version}:${auto.seat}:${auto.action}`;
    if (autoSent.current === key) return;
    autoSent.current = key;
    void act(auto.action, auto.seat);
  }, [auto?.action, auto?.seat, state?.version, busy]);

  const names = useMemo(
    () => (state ? seatNames(state.table, state.view.game, state.view.seats, t) : []),
    [state, t],
  );

  if (missing) {
    return (
      <main class="page narrow">
        <p>{t.app.notFound}</p>
        <button type="button" onClick={() => navigate('/')}>
          {t.app.back}
        </button>
      </main>
    );
  }

  const over = state?.view.phase === 'over' || table?.status === 'over';
  const standIn = state?.seat !== null && state ? state.table.seats[state.seat]?.standIn : false;
  const freeSeats = table ? table.seats.filter((s) => s.kind === 'free').map((s) => s.seat) : [];
  const inviteUrl = `${location.origin}/t/${id}`;

  return (
    <main class="page table-page" id="main">
      <div class="table-tools">
        <button type="button" class="link" onClick={() => navigate('/')}>
          ← {t.app.lobby}
        </button>
        <span class="game-name">{table ? (t.games[table.game]?.name ?? table.game) : ''}</span>
        {state && (
          <>
            <button type="button" onClick={() => setDialog('last')} data-tool="last-trick">
              {t.table.lastTrick}
            </button>
            <button type="button" onClick={() => setDialog('score')} data-tool="score-sheet">
              {t.table.scoreSheet}
            </button>
          </>
        )}
        {freeSeats.length > 0 && <CopyLink url={inviteUrl} label={t.table.copyInvite} />}
        {myToken && !over && (
          <button
            type="button"
            class="link"
            onClick={() => connection.leave(id, myToken, standIn ? undefined : standInLevel)}
          >
            {standIn ? t.table.leave : t.table.leaveWithBot}
          </button>
        )}
      </div>
      {status !== 'open' && (
        <p class="banner warn">{status === 'offline' ? t.app.offline : t.app.connecting}</p>
      )}
      {error && (
        <p class="banner error" role="alert">
          {refusalText(error, t, names)}
        </p>
      )}
      {standIn && myToken && (
        <p class="banner">
          {t.table.botPlaysForYou}{' '}
          <button type="button" onClick={() => connection.takeBack(id, myToken)}>
            {t.table.takeBack}
          </button>
        </p>
      )}
      {mySeats.length === 0 && table && freeSeats.length > 0 && !over && (
        <section class="join-panel" aria-labelledby="join-title">
          <h2 id="join-title">{t.table.joinTitle}</h2>
          <p>{t.table.joinHint}</p>
          <div class="join-seats">
            {freeSeats.map((s) => (
              <button type="button" class="primary" key={s} data-join={s} onClick={() => join(s)}>
                {t.seat.sitHere}: {seatName(table, table.game, s, t)}
              </button>
            ))}
          </div>
        </section>
      )}
      {mySeats.length === 0 && state && <p class="muted spectating">{t.table.spectating}</p>}
      {mySeats.length > 1 && (
        <fieldset class="seat-switch" aria-label={t.table.playAs}>
          {mySeats.map((s) => (
            <button
              type="button"
              key={s.seat}
              aria-pressed={state?.seat === s.seat}
              onClick={() => setChosenSeat(s.seat)}
            >
              {t.table.playAs}: {table ? seatName(table, table.game, s.seat, t) : s.seat}
            </button>
          ))}
        </fieldset>
      )}
      {state && <TableScreen state={state} onAct={act} busy={busy} />}
      {state && over && (
        <section class="match-end">
          <MatchSummary result={state.view.result} names={names} />
          <ScoreSheet
            game={state.view.game}
            result={state.view.result}
            names={names}
            info={state.table}
            seat={state.seat}
          />
          <div class="end-actions">
            {myToken && (
              <button
                type="button"
                class="primary"
                data-tool="rematch"
                onClick={() => connection.rematch(id, myToken)}
              >
                {t.table.rematch}
              </button>
            )}
            <a class="button" href={recordUrl(id, state.table.match)} download data-tool="download">
              {t.table.download}
            </a>
            <button
              type="button"
              data-tool="replay"
              onClick={() => navigate(replayPath(id, state.table.match))}
            >
              {t.table.replay}
            </button>
          </div>
        </section>
      )}
      {state && dialog === 'score' && (
        <Dialog title={t.table.scoreSheet} onClose={() => setDialog(null)} wide>
          <ScoreSheet
            game={state.view.game}
            result={state.view.result}
            names={names}
            info={state.table}
            seat={state.seat}
          />
        </Dialog>
      )}
      {state && dialog === 'last' && (
        <Dialog title={t.table.lastTrick} onClose={() => setDialog(null)}>
          <LastTrick state={state} names={names} />
        </Dialog>
      )}
    </main>
  );
}

function LastTrick({ state, names }: { state: StateMessage; names: string[] }) {
  const t = useT();
  const trick = lastFinishedTrick(state.view);
  if (!trick) return <p>{t.table.noLastTrick}</p>;
  const v = state.view;
  const positions = seatPositions(v.seats, bottomSeat(state.seat, v.seats, usesCompass(v.game)));
  return (
    <div class={`last-trick seats-${v.seats}`}>
      <div class="mini-felt">
        <TrickArea trick={trick} positions={positions} names={names} />
      </div>
      {trick.winner !== undefined && <p>{t.table.wonBy(names[trick.winner])}</p>}
    </div>
  );
}
