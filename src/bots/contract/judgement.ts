/**
 * Judgement by simulation with the solver: where the system leaves a choice
 * (`judgementCandidates.ts`: penalty double or not, slam or game, which slam), each candidate
 * call is valued as if it ended the auction, over deals drawn consistent with every call so far
 * (the auction-aware sampler), each deal solved double dummy for the contracts in question —
 * not the playout estimate, which is off by 1.42 tricks on average (docs/bots.md). Scored by
 * the table's scoring: bridge in IMPs against the other candidates (duplicate scores at the
 * deal's vulnerability), bondebridge by its own points.
 *
 * The rules on top of the values: a penalty double stands only when its simulated gain over
 * passing is positive (one basic would not make, and a redouble, by half an IMP and a standard
 * error; a redouble only if the contract makes in every layout); partner's takeout or negative double is passed only when the layouts
 * say the penalty pays more than our best suit;
 * a slam only with 11.5 tricks on average, making in 60% of the layouts and better than the
 * best stop by more than a standard error, over layouts where partner's hand makes partner's
 * calls (`callReplay.ts`); a grand slam only when
 * every layout solved gives 13 tricks and puts all five key cards and the trump queen on our
 * side; a slam basic would not bid (the best of those the slam rules pass, in any strain) only
 * when it is better than the game by more than a standard error. A suit slam chosen (basic's
 * natural jump or a game raised) is asked for with key-card Blackwood first where the system
 * reads 4NT as the ask in its suit (`keyCardAsk.ts`): the slam is then weighed again after
 * partner's answer, over layouts that respect it.
 */
import type { SystemGame } from '../../bidding/rule.js';
import { type StrainIndex, strainSuit } from '../../cards/call.js';
import type { Card } from '../../cards/card.js';
import type { Seat } from '../../engine/game.js';
import { imps } from '../../games/bridge/imps.js';
import type { Vulnerability } from '../../games/bridge/vulnerability.js';
import type { ContractView } from '../../games/contract/contractGame.js';
import { solve } from '../../solver/index.js';
import type { BotInput, Decision } from '../bot.js';
import { Budget } from '../search/budget.js';
import { partnerReplayedDeals } from './callReplay.js';
import { allKeyCards, type Choice, judgementChoice } from './judgementCandidates.js';
import { decideCompete, threatened } from './judgementCompete.js';
import { keyCardAskInstead } from './keyCardAsk.js';
import {
  type AuctionDeals,
  auctionDeals,
  contractAfter,
  type DealSource,
  type FinalContract,
  scoreFor,
} from './simBidding.js';

/** Tricks declarer's side takes double dummy in a full deal (the opening lead from declarer's left). */
export function ddDeclarerTricks(
  hands: readonly (readonly Card[])[],
  strain: StrainIndex,
  declarer: Seat,
  guess?: number,
): number {
  const defence = solve(
    { hands: hands.map((h) => [...h]), trump: strainSuit(strain), leader: (declarer + 1) % 4 },
    guess === undefined ? undefined : 13 - guess,
  );
  return 13 - defence;
}

export interface Judged {
  call: string;
  kind: Choice['kind'];
  /** Layouts solved, and declarer's mean tricks in the strain of the chosen call's contract (our side's view: our tricks). */
  deals: number;
  ourTricks: number;
  /** Mean value per candidate (bridge IMPs against the others, bondebridge points). */
  values: Map<string, number>;
}

interface Layout {
  /** Candidate values on this layout. */
  values: number[];
  /** Declarer's tricks per candidate contract (null: passed out). */
  tricks: Array<number | null>;
  /** Our side holds all key cards and the trump queen, per candidate's strain. */
  keyCards: boolean[];
}

const side = (s: number) => s % 2;

/** A small or grand slam: declarer's mean tricks, and the share of layouts it must make in. */
const SLAM_MEAN_TRICKS = 11.5;
const SLAM_MAKES = 0.6;
/**
 * Standard errors by which a slam basic would not bid must beat the game (game-or-slam). Two
 * before key-card Blackwood guarded the slams; with the ask, one found 12 more slams on seed
 * `bid` and none below 11 tricks (docs/bots.md, fourth session on issue 37).
 */
const GAME_OR_SLAM_SE = 1;
/** IMPs a double or redouble basic would not make must gain on average over passing. */
const NEW_DOUBLE_GAIN = 0.5;

/** Values every candidate on one layout. `guesses` carries each contract's last value, a good first bound for the next solve. */
function valueLayout(
  hands: Card[][],
  finals: ReadonlyArray<FinalContract | null>,
  us: number,
  game: SystemGame,
  vulnerable: Vulnerability,
  scoring: 'standard' | 'simple',
  guesses: Map<string, number>,
  threat = false,
): Layout {
  const solved = new Map<string, number>();
  const tricks = finals.map((f) => {
    if (!f) return null;
    const key = `${f.strain}:${f.declarer}`;
    let t = solved.get(key);
    if (t === undefined) {
      // The solver steps one trick at a time from its guess: the last layout's value, else the
      // tricks the contract needs (from the middle a slam costs six searches, from 12 two).
      t = ddDeclarerTricks(hands, f.strain, f.declarer, guesses.get(key) ?? f.level + 6);
      solved.set(key, t);
      guesses.set(key, t);
    }
    return t;
  });
  const scores = finals.map((f, i) => {
    const t = tricks[i] ?? 0;
    return scoreFor(game, us, f && threat ? threatened(f, t) : f, t, vulnerable, scoring);
  });
  const values =
    game === 'bridge'
      ? scores.map(
          (x, i) =>
            scores.reduce((sum, y, j) => (j === i ? sum : sum + imps(x - y)), 0) / (scores.length - 1),
        )
      : scores;
  const ours = [...hands[us], ...hands[us + 2]];
  const keyCards = finals.map((f) => {
    const suit = f ? strainSuit(f.strain) : null;
    return suit !== null && allKeyCards(ours, suit);
  });
  return { values, tricks, keyCards };
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/** Mean and standard error of the paired difference a − b over the layouts. */
function paired(layouts: readonly Layout[], a: number, b: number): { d: number; se: number } {
  const diffs = layouts.map((l) => l.values[a] - l.values[b]);
  const d = mean(diffs);
  const n = diffs.length;
  if (n < 2) return { d, se: Number.POSITIVE_INFINITY };
  const sd = Math.sqrt(diffs.reduce((s, x) => s + (x - d) ** 2, 0) / (n - 1));
  return { d, se: sd / Math.sqrt(n) };
}

/** The choice among the candidates (basic's first) by the rules above, as an index. */
export function decide(
  choice: Choice,
  finals: ReadonlyArray<FinalContract | null>,
  layouts: readonly Layout[],
): number {
  const n = layouts.length;
  const value = (i: number) => mean(layouts.map((l) => l.values[i]));
  const tricks = (i: number) => mean(layouts.map((l) => l.tricks[i] ?? 0));
  if (choice.kind === 'compete') return decideCompete(choice.calls.map((_, i) => value(i)));
  // Basic's double is kept with a positive simulated gain; a double basic would not make, and a
  // redouble of our contract doubled, only with a clear one (the opponents may run from it,
  // which the values do not see).
  if (choice.kind === 'penalty-double' || choice.kind === 'redouble') {
    const x = choice.calls.findIndex((c) => c === 'X' || c === 'XX');
    const other = 1 - x;
    const { d, se } = paired(layouts, x, other);
    const keep = x === 0 ? d > 0 : n >= 2 && d > NEW_DOUBLE_GAIN && d > se;
    // A redouble also needs the contract to make in every layout: the double tells what the
    // layouts cannot (the doubler's trumps), and a redoubled contract down costs the most.
    const f = finals[x];
    const safe =
      choice.kind !== 'redouble' || (f !== null && layouts.every((l) => (l.tricks[x] ?? 0) >= f.level + 6));
    return keep && safe ? x : other;
  }
  // Partner asked us to bid: pass (a penalty) only where the layouts say it pays.
  if (choice.kind === 'takeout-answer') return value(0) > value(1) ? 0 : 1;
  // A game basic would not bid: the best game, if it beats the part-score clear of the noise.
  if (choice.kind === 'part-score-or-game') {
    let best = 1;
    for (let i = 2; i < choice.calls.length; i++) if (value(i) > value(best)) best = i;
    const { d, se } = paired(layouts, best, 0);
    return n >= 2 && d > 0 && d > se ? best : 0;
  }
  // Partner's bid was forcing or artificial: never the pass, the best of the bids.
  if (choice.kind === 'forcing-answer') {
    let best = 1;
    for (let i = 2; i < choice.calls.length; i++) if (value(i) > value(best)) best = i;
    return best;
  }
  const slamOk = (i: number) => {
    const f = finals[i];
    if (!f || f.level < 6) return true;
    // A small slam must make in most layouts with tricks to spare on average: the layouts are
    // few and double dummy finds every finesse, so a slam that makes in half of them fails too
    // often at the table (half of basic's slams went down double dummy).
    if (tricks(i) < SLAM_MEAN_TRICKS) return false;
    const makes = layouts.filter((l) => (l.tricks[i] ?? 0) >= f.level + 6).length;
    if (makes < SLAM_MAKES * n) return false;
    if (f.level === 7) return layouts.every((l) => (l.tricks[i] ?? 0) >= 13 && l.keyCards[i]);
    return true;
  };
  if (choice.kind === 'game-or-slam') {
    let best = -1;
    for (let i = 1; i < choice.calls.length; i++)
      if (slamOk(i) && (best < 0 || value(i) > value(best))) best = i;
    if (best < 0) return 0;
    const { d, se } = paired(layouts, best, 0);
    return n >= 2 && d > GAME_OR_SLAM_SE * se && d > 0 ? best : 0;
  }
  // Basic bid a slam: the best candidate that passes the slam rules (a stop always does); if
  // none does (a small slam under a grand both refused), the best stop below six; with no stop
  // at all, basic's slam (never a refused grand or another refused slam instead).
  let best = -1;
  for (let i = 0; i < choice.calls.length; i++)
    if (slamOk(i) && (best < 0 || value(i) > value(best))) best = i;
  if (best < 0) {
    best = 0;
    for (let i = 1; i < choice.calls.length; i++)
      if ((finals[i]?.level ?? 0) < 6 && (best === 0 || value(i) > value(best))) best = i;
    return best;
  }
  // A slam must beat the best stop below it by more than a standard error: the layouts are
  // drawn from what the calls state, and double dummy guesses every finesse right, so a slam
  // even with game on the layouts was down at the table more often than not.
  let stop = -1;
  for (let i = 0; i < choice.calls.length; i++)
    if ((finals[i]?.level ?? 0) < 6 && (stop < 0 || value(i) > value(stop))) stop = i;
  if ((finals[best]?.level ?? 0) >= 6 && stop >= 0) {
    const { d, se } = paired(layouts, best, stop);
    if (!(d > se)) return stop;
  }
  return best;
}

/** Simulates a choice: the call and what was measured, or null when no layout could be solved. */
export function judge(
  input: BotInput,
  game: SystemGame,
  choice: Choice,
  deals: AuctionDeals,
  budget: Budget,
): Judged | null {
  const view = input.view as ContractView & { vulnerable?: Vulnerability };
  const us = side(input.seat);
  const scoring =
    (input.options as { scoring?: string } | undefined)?.scoring === 'simple' ? 'simple' : 'standard';
  const finals = choice.calls.map((c) => contractAfter(view.calls, input.seat, c));
  const layouts: Layout[] = [];
  const guesses = new Map<string, number>();
  // Bondebridge without its doubling option has no double to threaten with.
  const doubles =
    game === 'bridge' || (input.options as { doubling?: boolean } | undefined)?.doubling === true;
  const threatens = choice.kind === 'compete' && doubles;
  for (let n = 0; budget.more(n); n++)
    layouts.push(
      valueLayout(deals.next(), finals, us, game, view.vulnerable ?? 'none', scoring, guesses, threatens),
    );
  if (!layouts.length) return null;
  const i = decide(choice, finals, layouts);
  const f = finals[i] ?? finals.find((x) => x !== null) ?? null;
  const declTricks = mean(layouts.map((l) => l.tricks[finals.indexOf(f)] ?? 0));
  const ourTricks = f && side(f.declarer) !== us ? 13 - declTricks : declTricks;
  return {
    call: choice.calls[i],
    kind: choice.kind,
    deals: layouts.length,
    ourTricks,
    values: new Map(choice.calls.map((c, k) => [c, mean(layouts.map((l) => l.values[k]))] as const)),
  };
}

/** Share of the time budget judgement may spend: calls are otherwise instant, card play takes 70%. */
const BUDGET_SHARE = 0.8;
const MIN_LAYOUTS = 4;
/**
 * A slam (basic's, or a game raised to one) is judged over at least this many: slams are rare
 * (a few boards in a hundred), so the decision time's p95 does not see them, and over four
 * layouts a slam making in two of them went down at the table as often as it made.
 */
const MIN_SLAM_LAYOUTS = 12;
/**
 * A double basic would not make is judged over at least this many: over four (what 300 ms
 * affords) they doubled contracts that made; over eight, 49 of the 54 doubled on seed m26 went
 * down (docs/bots.md).
 */
const MIN_NEW_DOUBLE_LAYOUTS = 8;

/**
 * The strong bot's call: basic's, or another where the system leaves a choice and the
 * simulation says so. The reason, where a simulation ran: our side's mean tricks over the
 * layouts solved (in the contract the chosen call leads to).
 */
export function judgedCall(input: BotInput, basicCall: string, source: DealSource = auctionDeals): Decision {
  const game: SystemGame = input.game === 'bridge' ? 'bridge' : 'bondebridge';
  const choice = judgementChoice(input, game, basicCall);
  if (!choice) return { action: basicCall };
  // At least MIN_LAYOUTS even past the budget: these choices are rare (a few calls a deal, so
  // the decision-time p95 does not see them) and one or two layouts decided them by chance.
  const slam = choice.kind === 'slam' || choice.kind === 'game-or-slam';
  const newDouble = choice.kind === 'penalty-double' && choice.calls[0] === 'P';
  const budget = new Budget(
    input.timeMs * BUDGET_SHARE,
    input.samples,
    slam ? MIN_SLAM_LAYOUTS : newDouble ? MIN_NEW_DOUBLE_LAYOUTS : MIN_LAYOUTS,
    64,
  );
  // A slam rests on partner's strength, which the sampler overstates where partner's calls
  // state only a minimum: there partner's hand must make partner's calls (`callReplay.ts`).
  const drawn = source(input, game);
  const calls = (input.view as ContractView).calls;
  const deals = slam ? partnerReplayedDeals(drawn, game, calls, (input.seat + 2) % 4) : drawn;
  const judged = judge(input, game, choice, deals, budget);
  if (!judged) return { action: basicCall };
  // A suit slam is asked for with key-card Blackwood first where the system allows it.
  const action = slam ? (keyCardAskInstead(input, game, judged.call) ?? judged.call) : judged.call;
  return {
    action,
    reason: { code: 'average-tricks', tricks: Math.round(10 * judged.ourTricks) / 10, layouts: judged.deals },
  };
}
