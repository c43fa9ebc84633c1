import { Card } from '../cards/Card.js';
import { SUIT_SYMBOL, type Suit } from '../cards/notation.js';
import { type Messages, useT } from '../i18n/index.js';
import { callText } from '../table/format.js';
import { usesCompass } from '../table/kits/byGame.js';
import type { TrickMark } from '../table/TrickArea.js';
import { type CardReview, type DealAnalysis, fromHere, type ParView } from './shape.js';
import type { AnalysisState } from './useAnalysis.js';
import './analysis.css';

/** A side's seats as players write them: `N–S` in the compass games, else the players' names. */
export const sideName = (
  side: readonly number[],
  names: readonly string[],
  compass: boolean,
  t: Messages,
): string => side.map((s) => (compass ? t.seat.compassShort[s] : names[s]) ?? String(s)).join('–');

/** A card's cost in the words of the deal's measure: tricks, points, or the bid given up. */
export function costNote(a: DealAnalysis, cost: number, t: Messages): string {
  if (a.measure === 'point-margin') return t.analysis.costPoints(cost);
  if (a.measure === 'bid-reachable') return t.analysis.costBid(cost);
  return t.analysis.cost(cost);
}

/** Why the first `firstReviewed` cards have no review; null when every card has one. */
export function notReviewedNote(a: DealAnalysis, t: Messages): string | null {
  if (a.firstReviewed === 0) return null;
  return a.measure === 'point-margin'
    ? t.analysis.phase1NotReviewed
    : t.analysis.earlyNotReviewed(a.firstReviewed);
}

/**
 * What best play gives from a position `n` reviewed cards into the play, in the measure's words:
 * the side's tricks, seat 0's point margin, or whether the player to play (after the last card:
 * the last card's player) can still make the bid. `lead`: said from the opening lead.
 */
export function fromHereLine(
  a: DealAnalysis,
  n: number,
  lead: boolean,
  names: readonly string[],
  compass: boolean,
  t: Messages,
): { text: string; value: number } | null {
  const value = fromHere(a, n);
  if (value === null) return null;
  const name = (seat: number) => names[seat] ?? String(seat);
  if (a.measure === 'point-margin') return { text: t.analysis.margin(value, name(a.side[0] ?? 0)), value };
  if (a.measure === 'bid-reachable') {
    const seat = a.cards[Math.min(n, a.cards.length - 1)].seat;
    return { text: value > 0 ? t.analysis.bidReachable(name(seat)) : t.analysis.bidLost(name(seat)), value };
  }
  if (a.side.length === 1)
    return { text: (lead ? t.analysis.fromLeadOne : t.analysis.fromHereOne)(value, name(a.side[0])), value };
  const side = sideName(a.side, names, compass, t);
  return { text: (lead ? t.analysis.fromLead : t.analysis.fromHere)(value, side), value };
}

/** A card's cost on its face: `−1` in red, a quiet tick for a best card. */
export function CostBadge({ cost }: { cost: number }) {
  return (
    <span class={`cost-badge${cost > 0 ? ' costly' : ' best'}`} data-cost={cost} aria-hidden="true">
      {cost > 0 ? `−${cost}` : '✓'}
    </span>
  );
}

/** Marks for the step's table: each card in the trick with its cost, the best cards (on demand) in the hands. */
export function reviewMarks(
  a: DealAnalysis,
  n: number,
  showBest: boolean,
  t: Messages,
): { hands?: { cards: ReadonlySet<string>; note: string }; trick: TrickMark } {
  const byCard = new Map(a.cards.map((c) => [c.card, c]));
  const next = a.cards[n];
  return {
    trick: (_seat, code) => {
      const c = byCard.get(code);
      return c ? { badge: <CostBadge cost={c.cost} />, note: costNote(a, c.cost, t) } : null;
    },
    ...(showBest && next && { hands: { cards: new Set(next.bestCards), note: t.analysis.bestCard } }),
  };
}

/**
 * Above the step's table: progress while the worker searches, then what the side takes with
 * best play from here and the switch that marks the best cards.
 */
export function ReviewBar(p: {
  state: AnalysisState;
  game: string;
  names: readonly string[];
  /** Cards played at this step. */
  n: number;
  /** The step is before the position the first card was played from (the auction): nothing to say yet. */
  beforePlay: boolean;
  showBest: boolean;
  onShowBest: (on: boolean) => void;
}) {
  const t = useT();
  const { state } = p;
  if (state.status === 'idle') return null;
  if (state.status === 'failed') return <p class="review-bar muted">{t.analysis.failed}</p>;
  if (state.status === 'running')
    return (
      <p class="review-bar muted" role="status" data-analysis="running">
        {t.analysis.running(state.done, state.total)}
      </p>
    );
  const a = state.analysis;
  const compass = usesCompass(p.game);
  const here = fromHereLine(a, p.n, false, p.names, compass, t);
  if (here === null) return null;
  const unreviewed = notReviewedNote(a, t);
  // Before the first reviewed card: the cards not reviewed, or (the auction) what the contract
  // it ends in gives from the opening lead on.
  if (p.beforePlay) {
    if (unreviewed)
      return (
        <div class="review-bar" data-analysis="done">
          <p class="not-reviewed muted" data-not-reviewed={a.firstReviewed}>
            {unreviewed}
          </p>
        </div>
      );
    // Selbu's bids are not all made yet: nothing to say before the first card.
    if (a.measure === 'bid-reachable') return null;
    const lead = fromHereLine(a, 0, true, p.names, compass, t);
    return (
      <div class="review-bar" data-analysis="done">
        <p class="from-lead" data-from-lead={lead?.value}>
          {lead?.text}
        </p>
      </div>
    );
  }
  return (
    <div class="review-bar" data-analysis="done">
      <p class="from-here" data-from-here={here.value} aria-live="polite">
        {here.text}
      </p>
      {p.n < a.cards.length && (
        <button
          type="button"
          aria-pressed={p.showBest}
          data-tool="best-cards"
          onClick={() => p.onShowBest(!p.showBest)}
        >
          {t.analysis.bestCards}
        </button>
      )}
    </div>
  );
}

/** The deal's double-dummy table: declarers down, strains across, as bridge players print it. */
export function DdTableView({ table }: { table: number[][] }) {
  const t = useT();
  // Strains C D H S NT = 0..4 (as the solver counts them), shown in bidding order.
  const strains = ['C', 'D', 'H', 'S', 'NT'] as const;
  return (
    <table class="dd-table" data-dd-table>
      <caption>{t.analysis.tableCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.analysis.declarer}</th>
          {strains.map((s) => (
            <th scope="col" key={s}>
              <span aria-hidden="true" class={s === 'NT' ? undefined : `suit-${s}`}>
                {s === 'NT' ? t.auction.strains.NT : SUIT_SYMBOL[s as Suit]}
              </span>
              <span class="sr-only">{t.auction.strainNames[s]}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[0, 2, 1, 3].map((seat) => (
          <tr key={seat}>
            <th scope="row" title={t.seat.compass[seat]}>
              {t.seat.compassShort[seat]}
            </th>
            {strains.map((_, strain) => (
              <td key={strain} data-strain={strain} data-seat={seat}>
                {table[strain][seat]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Par: the contracts and the score when both sides bid perfectly knowing the table. */
export function ParLine({ par }: { par: ParView }) {
  const t = useT();
  const scorer = par.score >= 0 ? [0, 2] : [1, 3];
  const contracts = par.contracts.length
    ? par.contracts
        .map(
          (c) =>
            `${callText(c.call, t)} ${t.table.by} ${c.declarers.map((s) => t.seat.compassShort[s]).join(', ')}`,
        )
        .join(' · ')
    : t.score.passedOut;
  return (
    <p class="par" data-par-score={par.score}>
      <strong>{t.analysis.par}:</strong> {contracts},{' '}
      {t.analysis.parScore(par.score, sideName(scorer, [], true, t))}
    </p>
  );
}

/**
 * The cards played, trick by trick, each with its cost; a card opens the step it was played at.
 * `current`: cards played at the step shown (its last card is marked).
 */
export function PlayedCards(p: {
  analysis: DealAnalysis;
  names: readonly string[];
  seats: number;
  compass: boolean;
  current: number;
  onPick: (card: number) => void;
}) {
  const t = useT();
  const a = p.analysis;
  // Tricks counted in the whole deal: the reviewed cards may start inside one.
  const tricks: Array<{ no: number; cards: Array<{ c: CardReview; i: number }> }> = [];
  a.cards.forEach((c, i) => {
    const k = i + a.firstReviewed;
    if (i === 0 || k % p.seats === 0) tricks.push({ no: Math.floor(k / p.seats) + 1, cards: [] });
    tricks[tricks.length - 1].cards.push({ c, i });
  });
  const costly = a.cards.filter((c) => c.cost > 0).length;
  return (
    <section class="played-cards" aria-labelledby="played-title">
      <h3 id="played-title">{t.analysis.played}</h3>
      <ol>
        {tricks.map((trick) => (
          <li key={trick.no} aria-label={t.analysis.trick(trick.no)} style={{ '--seats': String(p.seats) }}>
            <span class="trick-no" aria-hidden="true">
              {trick.no}
            </span>
            {trick.cards.map(({ c, i }) => (
              <button
                type="button"
                key={c.card}
                class={`played${i === p.current - 1 ? ' current' : ''}`}
                data-played={c.card}
                data-cost={c.cost}
                aria-current={i === p.current - 1 ? 'step' : undefined}
                onClick={() => p.onPick(i)}
              >
                <span class="who">{(p.compass && t.seat.compassShort[c.seat]) || p.names[c.seat]}</span>
                <Card code={c.card} small note={`${p.names[c.seat]}, ${costNote(a, c.cost, t)}`} />
                <CostBadge cost={c.cost} />
              </button>
            ))}
          </li>
        ))}
      </ol>
      {costly > 0 && (
        <p class="muted">
          {a.measure === 'tricks' ? t.analysis.costly(costly) : t.analysis.costlyOther(costly)}
        </p>
      )}
    </section>
  );
}

/** The whole deal's review: the table, par, and every card played with its cost. */
export function ReviewSummary(p: {
  state: AnalysisState;
  game: string;
  names: readonly string[];
  seats: number;
  current: number;
  onPick: (card: number) => void;
}) {
  const t = useT();
  const { state } = p;
  if (state.status === 'idle') return null;
  if (state.status === 'failed') return <p class="banner">{t.analysis.failed}</p>;
  if (state.status === 'running')
    return (
      <p class="muted" role="status" data-analysis="running">
        {t.analysis.running(state.done, state.total)}
      </p>
    );
  const a = state.analysis;
  return (
    <div class="review-summary" data-analysis="done">
      <div class="review-figures">
        <p class="muted">{t.analysis.inBrowser}</p>
        {a.ddTable && (
          <section aria-labelledby="dd-title">
            <h3 id="dd-title">{t.analysis.table}</h3>
            <DdTableView table={a.ddTable} />
          </section>
        )}
        {a.par && <ParLine par={a.par} />}
        {a.firstReviewed > 0 && (
          <p class="muted" data-not-reviewed={a.firstReviewed}>
            {notReviewedNote(a, t)}
          </p>
        )}
      </div>
      {a.cards.length > 0 && (
        <PlayedCards
          analysis={a}
          names={p.names}
          seats={p.seats}
          compass={usesCompass(p.game)}
          current={p.current}
          onPick={p.onPick}
        />
      )}
    </div>
  );
}
