import { useEffect, useMemo, useState } from 'preact/hooks';
import { ReviewBar, ReviewSummary } from '../analysis/Review.js';
import { REVIEWABLE, requestFor } from '../analysis/shape.js';
import { useDealReview } from '../analysis/useDealReview.js';
import { groupBySuit, parseCard, rankText, SUIT_SYMBOL } from '../cards/notation.js';
import { useT } from '../i18n/index.js';
import { serverTables, type TableSource } from '../net/tableSource.js';
import type { DealReplay, MatchResult, TableInfo, TrickView } from '../net/types.js';
import { dealOutcome, dealScores, dealTitle } from '../score/dealLine.js';
import { kitFor, seatNames } from '../table/kits/byGame.js';
import type { TableContext } from '../table/kits/kit.js';
import { bottomSeat, type Position, seatPositions } from '../table/layout.js';
import { TrickArea } from '../table/TrickArea.js';
import { Dialog } from '../ui/Dialog.js';
import { Stepper } from './Stepper.js';
import { StepTable } from './StepTable.js';
import { dealtHands, lastTrickOf, trickEnds } from './steps.js';

/**
 * A finished deal from the table's source (the server's `/deals`, or the offline worker), found
 * by its row in the match result. Deals are served as soon as they are finished, while the
 * match goes on.
 */
export function useFinishedDeal(
  source: TableSource,
  tableId: string,
  match: number,
  result: number,
): { deal: DealReplay | null; failed: boolean } {
  const [deal, setDeal] = useState<DealReplay | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setDeal(null);
    setFailed(false);
    source
      .deals(tableId, match)
      .then((list) => {
        const entry = list.deals.find((d) => d.result === result);
        if (!entry) throw new Error(`no deal for row ${result}`);
        return source.deal(tableId, entry.deal, match);
      })
      .then(
        (d) => live && setDeal(d),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [source, tableId, match, result]);
  return { deal, failed };
}

type Tab = 'dealt' | 'steps' | 'review';

export interface DealReviewProps {
  /** Where the deal comes from (default: the server). */
  source?: TableSource;
  tableId: string;
  match: number;
  /** The deal's row in the match result (the score sheet's), and that row, shown at once. */
  result: number;
  row: MatchResult['deals'][number] | undefined;
  info: TableInfo;
  /** The person looking: their seat sits at the bottom of the diagram. */
  seat: number | null;
  /** `summary`: shown by itself when the deal ended; `review`: opened from the score sheet. */
  mode: 'summary' | 'review';
  /** The match goes on: the next deal is already dealt. */
  ongoing: boolean;
  onClose: () => void;
}

/**
 * A finished deal: how it went and what it scored, every hand as dealt with the last trick in
 * the middle, the auction (or bids), and the whole deal to step through by trick and by card.
 * The summary stays until its person closes it; the table goes on meanwhile.
 */
export function DealReview(p: DealReviewProps) {
  const t = useT();
  const { deal, failed } = useFinishedDeal(p.source ?? serverTables, p.tableId, p.match, p.result);
  const [tab, showTab] = useState<Tab>(p.mode === 'review' ? 'steps' : 'dealt');
  const stepping = tab === 'steps';
  // The review starts when asked for (stepping through, or its tab), not for every summary,
  // and then runs on while the viewer stays open.
  const [wanted, setWanted] = useState(tab !== 'dealt');
  const setTab = (to: Tab) => {
    showTab(to);
    if (to !== 'dealt') setWanted(true);
  };
  const [at, setAt] = useState(0);
  const steps = deal?.steps ?? [];
  const ends = useMemo(() => trickEnds(steps), [deal]);
  const first = steps[0]?.view;
  const end = steps[steps.length - 1]?.view;
  const game = p.info.game;
  const names = seatNames(p.info, game, first?.seats ?? p.info.seats.length, t);
  const row = p.row ?? end?.result.deals[p.result];
  const title = dealTitle(row, p.result, t);
  const kit = kitFor(game);
  const go = (n: number) => setAt(Math.max(0, Math.min(steps.length - 1, n)));
  const reviewable = REVIEWABLE.has(game);
  const request = useMemo(
    () =>
      deal && reviewable && wanted
        ? requestFor(
            game,
            p.info.options,
            deal.deck,
            deal.steps,
            deal.prefix && { ...deal.prefix, deal: deal.deal },
          )
        : null,
    [deal, wanted],
  );
  const review = useDealReview(`${p.tableId}/${p.match}/${deal?.deal}`, request, steps, at, reviewable);

  return (
    <Dialog title={title} onClose={p.onClose} wide>
      <div
        class="deal-summary"
        data-result={p.result}
        data-loaded={deal || failed ? 'true' : undefined}
        data-review-ready={review.ready ? 'true' : undefined}
      >
        {/* What needs no fetch comes first, so that nothing moves under the finger when the deal arrives. */}
        <div class="summary-head">
          {row && <DealResultLine row={row} names={names} />}
          <button type="button" class="primary" data-tool="close-summary" onClick={p.onClose}>
            {p.mode === 'summary' ? t.review.continue : t.app.close}
          </button>
        </div>
        {p.mode === 'summary' && p.ongoing && <p class="muted">{t.review.nextDealWaits}</p>}
        {failed && <p class="banner">{t.review.unavailable}</p>}
        {!deal && !failed && <p class="muted">{t.review.loading}</p>}
        {deal && first && end && (
          <>
            <div class="review-tabs">
              <button
                type="button"
                aria-pressed={tab === 'dealt'}
                data-tool="summary-tab"
                onClick={() => setTab('dealt')}
              >
                {t.review.dealt}
              </button>
              <button
                type="button"
                aria-pressed={stepping}
                data-tool="step-through"
                onClick={() => setTab('steps')}
              >
                {t.review.stepThrough}
              </button>
              {reviewable && (
                <button
                  type="button"
                  aria-pressed={tab === 'review'}
                  data-tool="review-tab"
                  onClick={() => setTab('review')}
                >
                  {t.analysis.tab}
                </button>
              )}
            </div>
            {tab === 'review' ? (
              <section class="deal-review" aria-label={t.analysis.tab}>
                <ReviewSummary
                  state={review.state}
                  game={game}
                  names={names}
                  seats={first.seats}
                  current={review.n}
                  onPick={(i) => {
                    go(review.stepOfCard(i));
                    setTab('steps');
                  }}
                />
              </section>
            ) : stepping ? (
              <section class="deal-steps" aria-label={t.review.stepThrough}>
                <Stepper
                  at={at}
                  last={steps.length - 1}
                  go={go}
                  ends={ends}
                  label={t.review.stepThrough}
                  position={t.replay.step(at, steps.length - 1)}
                />
                <ReviewBar
                  state={review.state}
                  game={game}
                  names={names}
                  n={review.n}
                  beforePlay={review.beforePlay}
                  showBest={review.showBest}
                  onShowBest={review.setShowBest}
                />
                <StepTable
                  tableId={p.tableId}
                  info={p.info}
                  step={steps[at]}
                  at={at}
                  names={names}
                  marks={review.marks}
                />
              </section>
            ) : (
              <>
                <section aria-label={t.review.dealt}>
                  <DealDiagram
                    hands={dealtHands(steps)}
                    game={game}
                    trump={end.trump}
                    dealer={first.dealer}
                    names={names}
                    positions={seatPositions(first.seats, bottomSeat(p.seat, first.seats, kit.compass))}
                    lastTrick={lastTrickOf(end)}
                  />
                </section>
                {kit.dealRecord && <DealRecord view={end} names={names} />}
              </>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}

/** The contract and tricks (if the game has them) and the points the deal gave. */
function DealResultLine({ row, names }: { row: MatchResult['deals'][number]; names: string[] }) {
  const t = useT();
  const outcome = dealOutcome(row, names, t);
  const scores = dealScores(row, names, t);
  return (
    <p class="deal-result">
      {outcome && <strong>{outcome}</strong>}
      {outcome && scores.length > 0 && ' · '}
      {scores.length > 0 && (
        <span class="score-change">
          {t.review.scoreChange}: {scores.join(', ')}
        </span>
      )}
    </p>
  );
}

/** The kit's record of the bidding, read from the deal's final view. */
function DealRecord({ view, names }: { view: DealReplay['steps'][number]['view']; names: string[] }) {
  const t = useT();
  const ctx: TableContext = {
    view,
    me: null,
    names,
    mine: undefined,
    acting: [],
    busy: true,
    act: () => undefined,
    chosen: new Set(),
    t,
  };
  const record = kitFor(view.game).dealRecord?.(ctx);
  if (!record) return null;
  return (
    <section class="deal-record" aria-labelledby="record-title">
      <h3 id="record-title">{view.game === 'selbu' ? t.review.bids : t.auction.title}</h3>
      {record}
    </section>
  );
}

/** Every hand as dealt around the table, the deal's last trick in the middle. */
function DealDiagram(p: {
  hands: Array<string[] | null>;
  game: string;
  trump: string | null;
  dealer: number;
  names: string[];
  positions: Position[];
  lastTrick: TrickView | null;
}) {
  const t = useT();
  return (
    <div class={`deal-diagram seats-${p.hands.length}`}>
      {p.hands.map((cards, s) => (
        <div
          key={s}
          class={`dealt-hand area-${p.positions[s]}`}
          data-seat={s}
          data-count={cards?.length ?? 0}
        >
          <h4>
            {p.names[s]}
            {s === p.dealer && <span class="chip dealer-chip">{t.seat.dealer}</span>}
          </h4>
          <SuitLines cards={cards ?? []} game={p.game} trump={p.trump} />
        </div>
      ))}
      <div class="area-middle last-trick">
        <h4>{t.table.lastTrick}</h4>
        {p.lastTrick ? (
          <div class="mini-felt">
            <TrickArea trick={p.lastTrick} positions={p.positions} names={p.names} />
          </div>
        ) : (
          <p class="muted">{t.table.noLastTrick}</p>
        )}
        {p.lastTrick?.winner !== undefined && <p>{t.table.wonBy(p.names[p.lastTrick.winner])}</p>}
      </div>
    </div>
  );
}

/** A hand as players write it in a diagram: one line per suit, ranks high to low. */
function SuitLines(p: { cards: readonly string[]; game: string; trump: string | null }) {
  const t = useT();
  return (
    <ul class="suit-lines">
      {groupBySuit(p.cards, p.game, p.trump).map((group) => {
        const suit = parseCard(group[0])?.suit ?? null;
        return (
          <li key={suit ?? 'colons'}>
            {suit ? (
              <span class={`suit suit-${suit}`} role="img" aria-label={t.cards.suits[suit]}>
                {SUIT_SYMBOL[suit]}
              </span>
            ) : null}{' '}
            {group
              .map((c) => (suit ? rankText(parseCard(c)?.rank ?? c, t) : (t.cards.colons[c] ?? c)))
              .join(suit ? ' ' : ', ')}
          </li>
        );
      })}
    </ul>
  );
}
