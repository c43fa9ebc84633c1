/**
 * A match cut into its deals, for the viewers of finished deals (the deal summary, the deal
 * viewer, the replay): which deal each action belongs to, and a deal step by step with every
 * hand shown. Built by replaying the stored decks and actions through the match driver, so it
 * needs no rules of its own. A deal is finished once the next deck was dealt or the match is
 * over; only finished deals are ever shown whole — the current deal's cards stay hidden.
 * Pure: the table server's API (src/server/dealReads.ts) and the browser's offline worker
 * (src/web/offline/worker/) answer from it alike.
 */
import { parseCardList } from '../cards/card.js';
import type { AnyGame, BaseView, Seat } from '../engine/game.js';
import { Match } from '../engine/match.js';
import type { DealReplay, FinishedDeal, ReplayStep } from '../protocol/replay.js';

/** What the viewers replay: a match's first dealer, decks and actions, as stored. */
export interface MatchLog {
  firstDealer: Seat;
  decks: string[][];
  actions: Array<[Seat, string]>;
  /** The players closed the table after the last action. */
  closed?: boolean;
}

/** One deal of a match: its deck and the range of the match's actions taken in it. */
export interface DealSpan {
  /** 0-based, thrown-in deals included (the view's `dealIndex` while it was played). */
  deal: number;
  /** Its entry in the match result's `deals` (the score sheet's row); null if it made none. */
  result: number | null;
  /** The actions `[from, to)` of the match's actions. */
  from: number;
  to: number;
  finished: boolean;
}

/** What happens as a match is replayed: a deck is dealt, or an action is taken. */
type ReplayEvent =
  | { kind: 'deal'; deal: number; match: Match }
  | { kind: 'action'; index: number; seat: Seat; action: string; match: Match; endsDeal: boolean };

/**
 * Replays `log`, deck by deck and action by action. After an action that finishes a deal the
 * match is visited before the next deck is dealt, so that a deal ends with its own last trick.
 */
function replay(game: AnyGame, options: unknown, log: MatchLog, visit: (e: ReplayEvent) => void): Match {
  const decks = log.decks.map((d) => {
    const r = parseCardList(d);
    if (!r.ok) throw new Error(`stored deck: ${r.error}`);
    return r.value;
  });
  // One deck at a time (not `dealIfNeeded`), so that a deal thrown in at once is seen on its own.
  const dealAll = (m: Match): Match => {
    while (m.needsDeck && m.deckCount < decks.length) {
      const r = m.deal(decks[m.deckCount]);
      if (!r.ok) throw new Error(`stored deck ${m.deckCount}: ${r.error}`);
      m = r.value;
      visit({ kind: 'deal', deal: m.deckCount - 1, match: m });
    }
    return m;
  };
  let match = dealAll(Match.start(game, options, log.firstDealer));
  log.actions.forEach(([seat, action], index) => {
    const r = match.actStored(seat, action);
    if (!r.ok) throw new Error(`stored action ${index}: ${r.error.message}`);
    match = r.value;
    visit({ kind: 'action', index, seat, action, match, endsDeal: match.needsDeck || match.isOver });
    match = dealAll(match);
  });
  return match;
}

/** The deals of a stored match in order, the last one unfinished while the match goes on. */
export function dealSpans(game: AnyGame, options: unknown, log: MatchLog): DealSpan[] {
  const spans: DealSpan[] = [];
  let results = 0;
  const finish = (span: DealSpan, m: Match, to: number) => {
    const now = game.result(m.state).deals.length;
    Object.assign(span, { to, finished: true, result: now > results ? now - 1 : null });
    results = now;
  };
  replay(game, options, log, (e) => {
    const current = spans[spans.length - 1];
    if (e.kind === 'deal') {
      // A deck dealt while the deal before still waits for its end was thrown in at once.
      if (current && !current.finished) finish(current, e.match, current.to);
      spans.push({
        deal: e.deal,
        result: null,
        from: current?.to ?? 0,
        to: current?.to ?? 0,
        finished: false,
      });
      return;
    }
    current.to = e.index + 1;
    if (e.endsDeal) finish(current, e.match, e.index + 1);
  });
  return spans;
}

/**
 * A whole match step by step: the table at each deal, once its deck is dealt, and after each
 * action — a deal's last step shows its last trick, the next deal's first step its fresh hands.
 */
export function matchSteps(game: AnyGame, options: unknown, log: MatchLog): ReplayStep[] {
  const steps: ReplayStep[] = [];
  const end = replay(game, options, log, (e) => steps.push(stepOf(game, options, e)));
  if (log.closed && !end.isOver) {
    const closed = end.close();
    if (!closed.ok) throw new Error(`stored close: ${closed.error}`);
    steps.push({
      index: null,
      seat: null,
      action: null,
      view: openView(game, options, closed.value),
      closed: true,
    });
  }
  return steps;
}

const stepOf = (game: AnyGame, options: unknown, e: ReplayEvent): ReplayStep =>
  e.kind === 'deal'
    ? { index: null, seat: null, action: null, view: openView(game, options, e.match) }
    : { index: e.index, seat: e.seat, action: e.action, view: openView(game, options, e.match) };

/**
 * Deal `deal` of a stored match step by step: the table once its deck is dealt, then after
 * each of its actions, every hand shown. Only for a finished deal (the caller checks).
 */
export function dealSteps(game: AnyGame, options: unknown, log: MatchLog, deal: number): ReplayStep[] {
  const steps: ReplayStep[] = [];
  let current = -1;
  replay(game, options, log, (e) => {
    if (e.kind === 'deal') current = e.deal;
    if (current === deal) steps.push(stepOf(game, options, e));
  });
  return steps;
}

/**
 * A view with every hand shown (nothing is secret in a finished deal). Each hand is taken from
 * a seat that sees it: its holder's, or — a card on the forehead is hidden from its holder
 * only — the first other seat's.
 */
function openView(game: AnyGame, options: unknown, { state }: Match): BaseView {
  const v = game.view(state, null);
  const seats = game.seatCount(options);
  const views = Array.from({ length: seats }, (_, s) => game.view(state, s));
  const handOf = (s: number) => views[s].hands[s] ?? views.find((w) => w.hands[s] !== null)?.hands[s] ?? null;
  return { ...v, hands: Array.from({ length: seats }, (_, s) => handOf(s)) };
}

/** A match's finished deals (the deal being played is not among them), each with its score-sheet row. */
export function finishedDeals(game: AnyGame, options: unknown, log: MatchLog): FinishedDeal[] {
  return dealSpans(game, options, log)
    .filter((d) => d.finished)
    .map(({ deal, result, from, to }) => ({ deal, result, actions: to - from }));
}

/**
 * Deal `deal` of match `match` step by step, every hand shown, with its deck, its actions and
 * the match up to it; why not, for a deal not dealt yet or still being played (its cards are
 * hidden).
 */
export function finishedDeal(
  game: AnyGame,
  options: unknown,
  log: MatchLog,
  match: number,
  deal: number,
): DealReplay | 'not-dealt' | 'deal-playing' {
  const span = dealSpans(game, options, log)[deal];
  if (!span) return 'not-dealt';
  if (!span.finished) return 'deal-playing';
  return {
    match,
    deal,
    result: span.result,
    deck: log.decks[deal],
    actions: log.actions.slice(span.from, span.to),
    steps: dealSteps(game, options, log, deal),
    // The deals up to this one, all finished: a reviewer replays the deal in its match.
    prefix: {
      firstDealer: log.firstDealer,
      decks: log.decks.slice(0, deal + 1),
      actions: log.actions.slice(0, span.to),
    },
  };
}
