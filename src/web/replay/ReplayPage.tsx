import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { ReviewBar, ReviewSummary } from '../analysis/Review.js';
import { REVIEWABLE, requestFor } from '../analysis/shape.js';
import { useDealReview } from '../analysis/useDealReview.js';
import { Card } from '../cards/Card.js';
import { isCardCode } from '../cards/notation.js';
import { useT } from '../i18n/index.js';
import { connection } from '../net/socket.js';
import { serverTables, type TableSource } from '../net/tableSource.js';
import type { GameRecord, ReplayStep, StateMessage, TableInfo } from '../net/types.js';
import { ScoreSheet } from '../score/ScoreSheet.js';
import { navigate } from '../state/router.js';
import { useStore } from '../state/store.js';
import { actionText } from '../table/format.js';
import { scoreNames, seatNames, usesCompass } from '../table/kits/byGame.js';
import { bottomSeat, seatPositions } from '../table/layout.js';
import { TrickArea } from '../table/TrickArea.js';
import { Stepper } from './Stepper.js';
import { StepTable } from './StepTable.js';
import { trickEnds } from './steps.js';

/**
 * Steps through a finished match. With the server's replay steps (docs/protocol-requests.md)
 * it shows the whole table at every step; without them it shows what needs no rules: the
 * results deal by deal and the record's actions in order, cards grouped into tricks. The match
 * comes from the table's source: the server, or a table kept in this browser (offline).
 */
export function ReplayPage({
  id,
  match,
  deal: firstDeal,
  source = serverTables,
}: {
  id: string;
  match?: number;
  deal?: number;
  source?: TableSource;
}) {
  const t = useT();
  const [record, setRecord] = useState<GameRecord | null>(null);
  const [steps, setSteps] = useState<ReplayStep[] | null>(null);
  const [info, setInfo] = useState<TableInfo | null>(null);
  // The table's description did not come: the steps are read as a list of actions instead.
  const [noInfo, setNoInfo] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [at, setAt] = useState(0);
  // Where the reader is while the server's steps are on their way (then `at` counts the record's actions).
  const place = useRef<{ at: number; atEnd: boolean } | null>(null);
  const spectated = useStore(connection.states)[id]?.spectator;

  useEffect(() => {
    source.table(id).then(setInfo, () => setNoInfo(true));
    source.recordOf(id, match).then(setRecord, (e: Error) => setError(e.message));
    source
      .replaySteps(id, match)
      .then((arrived) => {
        if (!arrived?.length) return;
        // A step chosen before the steps came counted the record's actions: stay on that action
        // (or at the end), not on the step with that number, which lies in an earlier deal.
        const moved = place.current;
        setSteps(arrived);
        // Opened at a deal (`?deal=n`, a challenge's link): its first step, the table once dealt.
        if (!moved && firstDeal !== undefined) {
          const starts = arrived.flatMap((s, i) => (s.index === null ? [i] : []));
          if (starts[firstDeal] !== undefined) setAt(starts[firstDeal]);
          return;
        }
        if (!moved) return;
        const same = arrived.findIndex((s) => s.index === moved.at);
        setAt(moved.atEnd ? arrived.length - 1 : Math.max(0, same));
      })
      .catch(() => undefined);
    // The final standing of the match, when it is this table's latest one.
    connection.spectate(id);
    return () => connection.unspectate(id);
  }, [id, match, firstDeal]);

  const game = record?.game ?? info?.game ?? '';
  const seats = steps?.[0]?.view.seats ?? record?.players?.length ?? info?.seats.length ?? 4;
  const names = seatNames(info ?? undefined, game, seats, t);
  // The steps can arrive before the table's description: the table is drawn once one is here.
  const shownInfo: TableInfo | undefined = info ?? spectated?.table;
  const byScoreKey = scoreNames(info ?? undefined, game, seats, t);
  const finalState: StateMessage | undefined =
    spectated && spectated.view.phase === 'over' && (match === undefined || spectated.table.match === match)
      ? spectated
      : undefined;

  const total = steps ? steps.length : (record?.actions.length ?? 0);
  const clamp = (n: number) => Math.max(0, Math.min(total - 1, n));
  const ends = useMemo(() => (steps ? trickEnds(steps) : undefined), [steps]);
  const go = (n: number) => {
    const next = clamp(n);
    place.current = { at: next, atEnd: next >= total - 1 && total > 0 };
    setAt(next);
  };

  // The double-dummy review of the deal the step belongs to, once asked for.
  const [reviewing, setReviewing] = useState(false);
  const deal = steps ? dealAround(steps, at) : { start: 0, end: 0 };
  const dealSteps = useMemo(() => steps?.slice(deal.start, deal.end) ?? [], [steps, deal.start]);
  const request = useMemo(() => {
    const index = dealSteps[0]?.view.dealIndex ?? -1;
    const deck = record?.decks[index];
    if (!reviewing || !record || !deck) return null;
    // The whole record is here already: the deal is analysed in its match.
    const match = {
      firstDealer: record.firstDealer ?? 0,
      decks: record.decks,
      actions: record.actions,
      deal: index,
    };
    return requestFor(game, record.options ?? {}, deck, dealSteps, match);
  }, [reviewing, dealSteps, record]);
  // Without ?match= the page shows the table's last finished match, which a later match replaces:
  // the deck keys the cached review, so another match's deal at the same step is never taken for it.
  const deckKey = JSON.stringify(record?.decks[dealSteps[0]?.view.dealIndex ?? -1] ?? null);
  const review = useDealReview(
    `${id}/${match ?? 'last'}/${deal.start}/${deckKey}`,
    request,
    dealSteps,
    at - deal.start,
    reviewing,
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
      if (e.key === 'ArrowRight') go(at + 1);
      if (e.key === 'ArrowLeft') go(at - 1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return (
    <main class="page replay" id="main">
      <div class="table-tools">
        <button type="button" class="link" onClick={() => navigate(source.tablePath(id))}>
          ← {t.games[game]?.name ?? game}
        </button>
        <h1>{t.replay.title}</h1>
        {record &&
          ('href' in source.record ? (
            <a class="button" href={source.record.href(id, match)} download>
              {t.table.download}
            </a>
          ) : (
            <button type="button" onClick={() => 'save' in source.record && source.record.save(id, match)}>
              {t.table.download}
            </button>
          ))}
      </div>
      {error && <p class="banner">{t.replay.noRecord}</p>}
      {!record && !error && <p class="muted">{t.replay.loading}</p>}
      {record && (
        <>
          <Stepper
            at={at}
            last={Math.max(0, total - 1)}
            go={go}
            ends={ends}
            label={t.replay.title}
            position={t.replay.step(at + (steps ? 0 : 1), total - (steps ? 1 : 0))}
          />
          {steps && REVIEWABLE.has(game) && (
            <div class="review-tools">
              <button
                type="button"
                class="review-toggle"
                aria-pressed={reviewing}
                data-tool="review"
                onClick={() => setReviewing(!reviewing)}
              >
                {t.analysis.tab}
              </button>
              {reviewing && (
                <ReviewBar
                  state={review.state}
                  game={game}
                  names={names}
                  n={review.n}
                  beforePlay={review.beforePlay}
                  showBest={review.showBest}
                  onShowBest={review.setShowBest}
                />
              )}
            </div>
          )}
          {steps && shownInfo ? (
            <StepTable
              tableId={id}
              info={shownInfo}
              step={steps[at]}
              at={at}
              names={names}
              marks={reviewing ? review.marks : undefined}
            />
          ) : steps && !noInfo ? (
            <p class="muted">{t.replay.loading}</p>
          ) : (
            <ActionLog record={record} at={at} names={names} seats={seats} onPick={go} />
          )}
          {(!steps || (!shownInfo && noInfo)) && <p class="muted">{t.replay.limited}</p>}
          {reviewing && (
            <section class="deal-review" aria-label={t.analysis.tab}>
              <ReviewSummary
                state={review.state}
                game={game}
                names={names}
                seats={seats}
                current={review.n}
                onPick={(i) => go(deal.start + review.stepOfCard(i))}
              />
            </section>
          )}
          {finalState && (
            <section>
              <h2>{t.replay.results}</h2>
              <div class="sheet-scroll">
                <ScoreSheet
                  game={game}
                  result={finalState.view.result}
                  names={byScoreKey}
                  info={finalState.table}
                  seat={null}
                />
              </div>
            </section>
          )}
        </>
      )}
    </main>
  );
}

/** The steps of the deal that step `at` belongs to: from its first step (the table once dealt) to the next deal's. */
function dealAround(steps: readonly ReplayStep[], at: number): { start: number; end: number } {
  let start = Math.min(at, steps.length - 1);
  while (start > 0 && steps[start].index !== null) start--;
  let end = start + 1;
  while (end < steps.length && steps[end].index !== null) end++;
  return { start, end };
}

/** The record's actions in order, the step's trick in the middle, cards grouped by trick. */
function ActionLog(p: {
  record: GameRecord;
  at: number;
  names: string[];
  seats: number;
  onPick: (i: number) => void;
}) {
  const t = useT();
  const { record, at } = p;
  // Cards always make whole tricks of one card per seat, so counting them needs no rules.
  let cardsSeen = 0;
  const trickOf: number[] = record.actions.map(([, a]) =>
    isCardCode(a) ? Math.floor(cardsSeen++ / p.seats) : -1,
  );
  const current = trickOf.slice(0, at + 1).filter((x) => x >= 0);
  const trickNo = current.length ? current[current.length - 1] : -1;
  const cards = record.actions
    .map(([seat, a], i) => ({ seat, a, i }))
    .filter((x) => x.i <= at && trickOf[x.i] === trickNo && trickNo >= 0)
    .map((x) => [x.seat, x.a] as [number, string]);
  const positions = seatPositions(p.seats, bottomSeat(null, p.seats, usesCompass(record.game)));
  return (
    <div class="action-log">
      <div class={`felt mini seats-${p.seats}`}>
        <div class="center">
          <TrickArea
            trick={cards.length ? { leader: cards[0][0], cards } : null}
            positions={positions}
            names={p.names}
          />
        </div>
      </div>
      <h2>{t.replay.actions}</h2>
      <ol class="actions">
        {record.actions.map(([seat, a], i) => (
          <li key={i} class={`${i === at ? 'current' : ''}${i > at ? ' future' : ''}`}>
            <button
              type="button"
              class="link"
              onClick={() => p.onPick(i)}
              aria-current={i === at ? 'step' : undefined}
            >
              <span class="who">{p.names[seat] ?? seat}</span>{' '}
              {isCardCode(a) ? <Card code={a} small /> : <span class="act">{actionText(a, t)}</span>}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
