import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { InviteDialog, useInviteLink } from '../friends/InviteDialog.js';
import { NameDialog } from '../friends/NameDialog.js';
import { useT } from '../i18n/index.js';
import { refusalText, type ShownError } from '../i18n/refusals.js';
import { ApiError, fetchGames, fetchTable, recordUrl } from '../net/api.js';
import { seatsAt, seatTokens } from '../net/seats.js';
import { connection, stateKey } from '../net/socket.js';
import type { StateMessage, TableInfo, TrickView } from '../net/types.js';
import { DealReview, useFinishedDeal } from '../replay/DealReview.js';
import { ReviewDeals } from '../replay/ReviewDeals.js';
import { lastTrickOf } from '../replay/steps.js';
import { MatchSummary } from '../score/MatchSummary.js';
import { ScoreSheet } from '../score/ScoreSheet.js';
import { navigate, replayPath } from '../state/router.js';
import { settings } from '../state/settings.js';
import { useStore } from '../state/store.js';
import { Dialog } from '../ui/Dialog.js';
import { ChatButton, type ChatProps, ChatSide } from './Chat.js';
import { CloseButton, CloseNotice, type HeldSeat } from './Closing.js';
import { HintButton, HintNotice, useHint } from './Hint.js';
import { automaticAction, placeName, scoreNames, seatNames, usesCompass } from './kits/byGame.js';
import { bottomSeat, seatPositions } from './layout.js';
import { PresenceNotices, useNudge } from './Presence.js';
import { TableScreen } from './TableScreen.js';
import { TrickArea } from './TrickArea.js';
import { UndoButton, UndoNotice, undoableSeats } from './Undo.js';
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
  const [info, setInfo] = useState<TableInfo | null>(null);
  const [missing, setMissing] = useState(false);
  /** The version an action was sent at: the table is busy until a newer state arrives. */
  const [pendingAt, setPendingAt] = useState<number | null>(null);
  /** The last refusal, kept as the server sent it so that it is said in the language chosen now. */
  const [error, setError] = useState<ShownError | null>(null);
  const [dialog, setDialog] = useState<'score' | 'last' | 'invite' | null>(null);
  /** A finished deal on screen: by itself when it just ended, or opened from the score sheet. */
  const [review, setReview] = useState<{ match: number; result: number; mode: 'summary' | 'review' } | null>(
    null,
  );
  /** A seat to take once the person has said their name (asked once, then remembered). */
  const [naming, setNaming] = useState<{ seat?: number } | null>(null);
  const invite = useInviteLink(`/t/${id}`);
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

  const join = async (seat?: number, given?: string) => {
    setError(null);
    // Read now, not from the render: the name dialog has just set it.
    const chosen = (given ?? settings.get().name).trim();
    if (!chosen) {
      setNaming({ seat });
      return;
    }
    const reply = await connection.join(id, chosen, seat);
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
  const hint = useHint(state, myToken);
  const { nudge, sentTo } = useNudge(id, myToken, setError);

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
      // The seat the state looks from is the default (where people change seats: not state.seat).
      seat === state.view.seat ? undefined : seat,
    );
    if (reply.type === 'error') {
      setPendingAt(null);
      setError(reply);
    }
  };

  /** Every held seat proposes (a proposal open already: agrees), so one person's two hands count once. */
  const proposeClose = async () => {
    setError(null);
    for (const [i, s] of mySeats.entries()) {
      const reply = await connection.proposeClose(id, s.token);
      if (reply.type === 'error' && i === 0) setError(reply);
    }
  };
  const answerClose = async (agree: boolean, seats: HeldSeat[]) => {
    setError(null);
    for (const s of seats) {
      const reply = await connection.answerClose(id, s.token, agree);
      if (reply.type === 'error') setError(reply);
    }
  };

  /** Takes back the last move of the held seat that may (docs/protocol.md `undo`). */
  const askUndo = async () => {
    const s = table && undoableSeats(table, mySeats)[0];
    if (!s) return;
    setError(null);
    const reply = await connection.undo(id, s.token);
    if (reply.type === 'error') setError(reply);
  };
  const answerUndo = async (agree: boolean, seats: HeldSeat[]) => {
    setError(null);
    for (const s of seats) {
      const reply = await connection.answerUndo(id, s.token, agree);
      if (reply.type === 'error') setError(reply);
    }
  };

  // When a deal ends (the result gains a row), its summary opens and stays until closed; the
  // next deal goes on underneath. Rows already there when the page opened are not announced.
  const dealCount = state?.view.result.deals.length;
  const matchNo = state?.table.match;
  const seenDeals = useRef<{ match?: number; count?: number }>({});
  // Before the screen shows the new state: the summary opens with it, never a moment after.
  useLayoutEffect(() => {
    if (dealCount === undefined || matchNo === undefined) return;
    const before = seenDeals.current;
    seenDeals.current = { match: matchNo, count: dealCount };
    if (before.match === matchNo && before.count !== undefined && dealCount > before.count) {
      setDialog(null);
      setReview({ match: matchNo, result: dealCount - 1, mode: 'summary' });
    }
  }, [dealCount, matchNo]);
  const openReview = (row: number) => {
    if (!state) return;
    setDialog(null);
    setReview({ match: state.table.match, result: row, mode: 'review' });
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
  /** Names by score key: by person where people change seats. */
  const byScoreKey = useMemo(
    () => (state ? scoreNames(state.table, state.view.game, state.view.seats, t) : []),
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
  // Nobody else to ask: the match ends at once.
  const alone =
    table?.seats.every((s) => s.kind !== 'human' || s.standIn || mySeats.some((m) => m.seat === s.seat)) ??
    true;
  const rubber = table?.game === 'bridge' && (table.options.scoring ?? 'rubber') === 'rubber';
  const chat: ChatProps | null = state
    ? { tableId: id, table: state.table, mySeats: mySeats.map((s) => s.seat), token: myToken }
    : null;

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
        {chat && <ChatButton {...chat} />}
        {freeSeats.length > 0 && invite && (
          <button
            type="button"
            data-tool="invite"
            data-invite={invite.url}
            onClick={() => setDialog('invite')}
          >
            {t.friends.invite}
          </button>
        )}
        <HintButton offered={hint.offered} asking={hint.current?.status === 'asking'} onAsk={hint.ask} />
        {myToken && !over && table?.closable && !table.closing && (
          <CloseButton alone={alone} rubber={rubber} onPropose={proposeClose} />
        )}
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
      <HintNotice hint={hint.current} errorText={(reply) => refusalText(reply as ShownError, t, names)} />
      {table && !over && <CloseNotice table={table} held={mySeats} names={names} onAnswer={answerClose} />}
      {table && !over && <UndoNotice table={table} held={mySeats} names={names} onAnswer={answerUndo} />}
      {table && !over && (
        <PresenceNotices
          tableId={id}
          state={state}
          held={mySeats.map((s) => s.seat)}
          nameOf={(place) => placeName(table, table.game, place, t)}
          sentTo={sentTo}
        />
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
                {t.seat.sitHere}: {placeName(table, table.game, s, t)}
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
              {t.table.playAs}: {table ? placeName(table, table.game, s.seat, t) : s.seat}
            </button>
          ))}
        </fieldset>
      )}
      {state && chat && (
        <div class="table-and-chat">
          <TableScreen
            state={state}
            onAct={act}
            busy={busy}
            tools={<UndoButton table={state.table} held={mySeats} onUndo={askUndo} />}
            onNudge={nudge}
          />
          <ChatSide {...chat} />
        </div>
      )}
      {state && over && (
        <section class="match-end">
          <MatchSummary result={state.view.result} names={byScoreKey} />
          {state.view.result.closed && <p class="muted closed-early">{t.table.closedEarly}</p>}
          <ScoreSheet
            game={state.view.game}
            result={state.view.result}
            names={byScoreKey}
            info={state.table}
            seat={state.view.seat}
          />
          <ReviewDeals result={state.view.result} onPick={openReview} />
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
            names={byScoreKey}
            info={state.table}
            seat={state.view.seat}
          />
          <ReviewDeals result={state.view.result} onPick={openReview} />
        </Dialog>
      )}
      {dialog === 'invite' && invite && <InviteDialog link={invite} onClose={() => setDialog(null)} />}
      {naming && (
        <NameDialog
          onCancel={() => setNaming(null)}
          onDone={(chosen) => {
            const seat = naming.seat;
            setNaming(null);
            void join(seat, chosen);
          }}
        />
      )}
      {state && dialog === 'last' && (
        <Dialog title={t.table.lastTrick} onClose={() => setDialog(null)}>
          <LastTrick state={state} names={names} />
        </Dialog>
      )}
      {state && review && (
        <DealReview
          key={`${review.match}:${review.result}`}
          tableId={id}
          match={review.match}
          result={review.result}
          row={review.match === state.table.match ? state.view.result.deals[review.result] : undefined}
          ongoing={!over}
          info={state.table}
          seat={state.seat}
          mode={review.mode}
          onClose={() => {
            setReview(null);
            // Back to the sheet the deal was opened from.
            if (review.mode === 'review' && !over) setDialog('score');
          }}
        />
      )}
    </main>
  );
}

function LastTrick({ state, names }: { state: StateMessage; names: string[] }) {
  const trick = lastFinishedTrick(state.view);
  const rows = state.view.result.deals.length;
  if (!trick && rows > 0) return <PreviousDealTrick state={state} names={names} row={rows - 1} />;
  return <TrickPicture state={state} names={names} trick={trick} />;
}

/** At a deal's start the last trick is the previous deal's, fetched with that deal. */
function PreviousDealTrick({ state, names, row }: { state: StateMessage; names: string[]; row: number }) {
  const t = useT();
  const { deal, failed } = useFinishedDeal(state.tableId, state.table.match, row);
  if (failed) return <p>{t.table.noLastTrick}</p>;
  if (!deal) return <p class="muted">{t.review.loading}</p>;
  const end = deal.steps[deal.steps.length - 1]?.view;
  return (
    <TrickPicture
      state={state}
      names={names}
      trick={end ? lastTrickOf(end) : null}
      note={t.review.fromPreviousDeal}
    />
  );
}

function TrickPicture(p: { state: StateMessage; names: string[]; trick: TrickView | null; note?: string }) {
  const t = useT();
  const { state, names, trick } = p;
  if (!trick) return <p>{t.table.noLastTrick}</p>;
  const v = state.view;
  const positions = seatPositions(v.seats, bottomSeat(v.seat, v.seats, usesCompass(v.game)));
  return (
    <div class={`last-trick seats-${v.seats}`}>
      {p.note && <p class="muted">{p.note}</p>}
      <div class="mini-felt">
        <TrickArea trick={trick} positions={positions} names={names} />
      </div>
      {trick.winner !== undefined && <p>{t.table.wonBy(names[trick.winner])}</p>}
    </div>
  );
}
