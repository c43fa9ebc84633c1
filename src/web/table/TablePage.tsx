import { useMemo, useState } from 'preact/hooks';
import { challengeOfTable } from '../challenge/tables.js';
import { InviteDialog, useInviteLink } from '../friends/InviteDialog.js';
import { NameDialog } from '../friends/NameDialog.js';
import { useT } from '../i18n/index.js';
import { refusalText, type ShownError } from '../i18n/refusals.js';
import { connection } from '../net/socket.js';
import { serverTables, type TableSource } from '../net/tableSource.js';
import { DealReview } from '../replay/DealReview.js';
import { ReviewDeals } from '../replay/ReviewDeals.js';
import { MatchSummary } from '../score/MatchSummary.js';
import { ScoreSheet } from '../score/ScoreSheet.js';
import { challengePath, navigate } from '../state/router.js';
import { Dialog } from '../ui/Dialog.js';
import { agreements } from './agreements.js';
import { ChatButton, type ChatProps, ChatSide } from './Chat.js';
import { CloseButton, CloseNotice } from './Closing.js';
import { connectionNotice } from './connectionNotice.js';
import { HintButton, HintNotice, useHint } from './Hint.js';
import { placeName, scoreNames, seatNames } from './kits/byGame.js';
import { LastTrick } from './LastTrick.js';
import { PresenceNotices, useNudge } from './Presence.js';
import { OfferDialog, OfferedNotice } from './SeatSocial.js';
import { botLabel, isOffered, takeablePlaces } from './seatHolders.js';
import { TableScreen } from './TableScreen.js';
import { UndoButton, UndoNotice } from './Undo.js';
import { useActing, useAutomaticAction } from './useActing.js';
import { useDealEnd } from './useDealEnd.js';
import { useSeatOffer } from './useSeatOffer.js';
import { useTableConnection } from './useTableConnection.js';

/** The table page: seats you hold (resumed by token), joining, watching, and the table itself. */
export function TablePage({ id, source = serverTables }: { id: string; source?: TableSource }) {
  const t = useT();
  /** The last refusal, kept as the server sent it so that it is said in the language chosen now. */
  const [error, setError] = useState<ShownError | null>(null);
  const [dialog, setDialog] = useState<'score' | 'last' | 'invite' | null>(null);
  const invite = useInviteLink(`/t/${id}`);
  /** A challenge's table (entered in this browser): its end leads to the ranking, not a rematch. */
  const challengeId = useMemo(() => challengeOfTable(id), [id]);
  const {
    mySeats,
    status,
    waiting,
    missing,
    naming,
    setNaming,
    setChosenSeat,
    standInLevel,
    join,
    state,
    myToken,
    table,
  } = useTableConnection(id, setError, source);
  const hint = useHint(state, myToken);
  const { nudge, sentTo } = useNudge(id, myToken, setError);
  const { busy, act } = useActing(id, state, myToken, setError);
  const { proposeClose, answerClose, askUndo, answerUndo } = agreements(id, mySeats, table, setError);
  const { review, setReview, openReview } = useDealEnd(state, () => setDialog(null));
  const offer = useSeatOffer(id, myToken, setError, () => setDialog('invite'));
  useAutomaticAction(state, myToken, busy, act);
  const notice = connectionNotice(status, waiting, t);

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
  // Joined an offered seat during a deal: the bot finishes it, there is nothing to take back.
  const arriving = state?.seat !== null && state ? state.table.seats[state.seat]?.arriving : false;
  // Free places, then bots' places offered to a person: both are a newcomer's to take.
  const takeable = table ? takeablePlaces(table) : [];
  const offeredNames =
    table && !over ? table.seats.filter(isOffered).map((s) => placeName(table, table.game, s.seat, t)) : [];
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
        {takeable.length > 0 && invite && (
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
      {notice && (
        <p class="banner warn" role="status" data-tool="connection-notice">
          {notice}
        </p>
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
      {arriving && <p class="banner arriving-notice">{t.tableSocial.youArrive}</p>}
      {myToken && (
        <OfferedNotice offered={offeredNames} onInvite={invite ? () => setDialog('invite') : undefined} />
      )}
      {standIn && !arriving && myToken && (
        <p class="banner">
          {t.table.botPlaysForYou}{' '}
          <button type="button" onClick={() => connection.takeBack(id, myToken)}>
            {t.table.takeBack}
          </button>
        </p>
      )}
      {mySeats.length === 0 && table && takeable.length > 0 && !over && (
        <section class="join-panel" aria-labelledby="join-title">
          <h2 id="join-title">{t.table.joinTitle}</h2>
          <p>{t.table.joinHint}</p>
          <div class="join-seats">
            {takeable.map((s) => (
              <button type="button" class="primary" key={s} data-join={s} onClick={() => join(s)}>
                {isOffered(table.seats[s])
                  ? t.tableSocial.takeOffered(placeName(table, table.game, s, t))
                  : `${t.seat.sitHere}: ${placeName(table, table.game, s, t)}`}
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
            onOffer={offer.ask}
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
            {challengeId && (
              <button
                type="button"
                class="primary"
                data-tool="challenge-ranking"
                onClick={() => navigate(challengePath(challengeId))}
              >
                {t.challenge.seeRanking}
              </button>
            )}
            {myToken && !challengeId && (
              <button
                type="button"
                class="primary"
                data-tool="rematch"
                onClick={() => connection.rematch(id, myToken)}
              >
                {t.table.rematch}
              </button>
            )}
            {'href' in source.record ? (
              <a
                class="button"
                href={source.record.href(id, state.table.match)}
                download
                data-tool="download"
              >
                {t.table.download}
              </a>
            ) : (
              <button
                type="button"
                data-tool="download"
                onClick={() => saveRecord(source, id, state.table.match)}
              >
                {t.table.download}
              </button>
            )}
            <button
              type="button"
              data-tool="replay"
              onClick={() => navigate(source.replayPath(id, state.table.match))}
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
      {dialog === 'invite' && invite && (
        <InviteDialog
          link={invite}
          onClose={() => setDialog(null)}
          seat={myToken ? { tableId: id, token: myToken } : undefined}
        />
      )}
      {offer.asking !== null && table && (
        <OfferDialog
          seatName={placeName(table, table.game, offer.asking, t)}
          bot={botLabel(table.game, table.seats[offer.asking]?.level, t).text}
          onConfirm={offer.confirm}
          onClose={offer.cancel}
        />
      )}
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
          <LastTrick state={state} names={names} source={source} />
        </Dialog>
      )}
      {state && review && (
        <DealReview
          key={`${review.match}:${review.result}`}
          source={source}
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

/** Saves a record the source makes itself (a table played in this browser). */
function saveRecord(source: TableSource, id: string, match: number): void {
  if ('save' in source.record) void source.record.save(id, match);
}
