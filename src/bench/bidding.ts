/**
 * `npm run bench:bidding [-- --bot strong --deals 1000 --seed bid --time 300 --samples N
 *   --against basic --out FILE --baseline FILE --tables FILE --worst 10 --only 3,17]`:
 * how well a bot bids, judged against double-dummy par. Random seeded deals (duplicate boards:
 * dealer and vulnerability by board number) are bid with all four seats by `--bot`; each deal's
 * full double-dummy table gives the tricks of the contract reached and the par score; the board
 * costs the IMPs between its result and par (`parLoss.ts`). Prints the mean IMPs lost to par
 * per board with its 95% interval, the slams bid and how many were short of tricks, and the
 * worst boards. `--against BOT` bids the same deals with BOT too and prints the paired mean
 * difference; `--out` writes every board as JSON and `--baseline FILE` pairs with a file
 * another build wrote (same seed: same deals). `--tables FILE` keeps the solved tables between
 * runs (they depend only on the seed), so a second run costs the bidding alone. Paired with
 * basic (`--against basic`, or `--baseline` of basic's `--out`), the difference is also split
 * by the kind of the bot's first call basic would not have made (`departures.ts`).
 * `--oracle partner|all` (a measurement, `--bot strong` only): the judgement is handed the real
 * cards of partner, or of all three other seats, instead of drawing layouts (`oracle.ts`).
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Command } from 'commander';
import { type Bot, botInput } from '../bots/bot.js';
import { strongBridgeBotDrawingFrom } from '../bots/contract/strong.js';
import { STRAINS } from '../cards/call.js';
import { type Card, formatCard, trustedCard } from '../cards/card.js';
import { type Deal, formatDeal, SEAT_LETTERS } from '../cards/hand.js';
import { Rng } from '../cards/rng.js';
import { getBot, getGame } from '../catalog.js';
import type { Contract } from '../engine/auction.js';
import { Match } from '../engine/match.js';
import type { BridgeView } from '../games/bridge/game.js';
import type { Vulnerability } from '../games/bridge/vulnerability.js';
import type { ContractMatch } from '../games/contract/contractGame.js';
import { deckFor } from '../sim/match.js';
import { Tally } from '../sim/stats.js';
import { type DdTable, ddTable } from '../solver/index.js';
import { type Departure, departingSideGain, departureKind, splitByDeparture } from './departures.js';
import { ORACLE_SEATS, type OracleSeats, oracleSource } from './oracle.js';
import { type ParBoard, parBoard, slamStats } from './parLoss.js';

interface Board extends ParBoard {
  deal: number;
  dealer: number;
  vulnerable: Vulnerability;
  auction: string[];
  contract: Contract | null;
  /** Decision time of the bidding, ms (all calls of the board). */
  ms: number;
  /** The bot's first call basic would not have made there (null: basic's calls throughout, or the bot is basic). */
  departure?: Departure | null;
}

const cli = new Command()
  .option('--bot <level>', 'the bot bidding at all four seats', 'strong')
  .option('--deals <n>', 'boards', '1000')
  .option('--seed <text>', 'seed of the decks', 'bid')
  .option('--time <ms>', "the bots' time budget per call", '300')
  .option('--samples <n>', 'a fixed amount of search per decision instead of the clock')
  .option('--against <level>', 'bid the same deals with this bot too: the paired difference')
  .option('--out <file>', 'write every board as JSON')
  .option('--baseline <file>', 'an earlier --out of the same seed: the paired difference')
  .option('--tables <file>', 'cache of the double-dummy tables (JSON lines), read and extended')
  .option('--worst <n>', 'worst boards to print', '10')
  .option('--oracle <seats>', 'measurement: the strong judgement sees the real cards of partner or all')
  .option('--only <list>', 'bid only these boards (comma-separated numbers below --deals)')
  .parse();
const o = cli.opts<{
  bot: string;
  deals: string;
  seed: string;
  time: string;
  samples?: string;
  against?: string;
  out?: string;
  baseline?: string;
  tables?: string;
  worst: string;
  only?: string;
  oracle?: string;
}>();

const game = getGame('bridge')!;
const botFor = (level: string): Bot => {
  const bot = getBot('bridge', level);
  if (!bot) {
    console.error(`bench:bidding: no bridge bot ${level}`);
    process.exit(2);
  }
  return bot;
};
/** The board being bid: what an `--oracle` bot is handed. */
let boardHands: Card[][] = [];
if (o.oracle !== undefined && (!ORACLE_SEATS.includes(o.oracle as OracleSeats) || o.bot !== 'strong')) {
  console.error(`bench:bidding: --oracle takes ${ORACLE_SEATS.join(' or ')}, with --bot strong`);
  process.exit(2);
}
const bot = o.oracle
  ? strongBridgeBotDrawingFrom(oracleSource(o.oracle as OracleSeats, () => boardHands))
  : botFor(o.bot);
const basicBot = botFor('basic');
const other = o.against ? botFor(o.against) : null;
const wanted = Number(o.deals);
const timeMs = Number(o.time);
const samples = o.samples === undefined ? undefined : Number(o.samples);

/** Board `index`'s options: duplicate, so that board number sets the dealer and vulnerability. */
function optionsOf(index: number): unknown {
  const parsed = game.parseOptions({ scoring: 'duplicate', boards: 1, firstBoard: (index % 16) + 1 });
  if (!parsed.ok) throw new Error(`bench:bidding: options refused: ${parsed.error.message}`);
  return parsed.value;
}

/** Bids deal `index` with `who` at every seat: the auction, the contract and the hands. */
function bid(index: number, who: Bot): Omit<Board, keyof ParBoard> & { hands: Card[][] } {
  const options = optionsOf(index);
  let match = Match.start(game, options, 0);
  const dealt = match.dealIfNeeded(() => deckFor(game, options, o.seed, index, 0));
  if (!dealt.ok) throw new Error(dealt.error.message);
  match = dealt.value;
  const rng = new Rng(`${o.seed}:${index}:bids`);
  const start = (match.state as ContractMatch<unknown>).deal!;
  const hands = start.hands;
  boardHands = hands;
  const view = game.view(match.state, 0) as BridgeView;
  let ms = 0;
  const auction: string[] = [];
  let departure: Departure | null = null;
  for (;;) {
    // A passed-out board ends the one-board match: the deal is gone from the state.
    const deal = (match.state as ContractMatch<unknown>).deal;
    if (!deal || deal.passedOut || deal.contract) {
      const contract = deal && !deal.passedOut ? deal.contract : null;
      return {
        deal: index,
        dealer: start.dealer,
        vulnerable: view.vulnerable,
        auction,
        contract,
        ms,
        hands,
        departure,
      };
    }
    const seat = match.toAct[0];
    const input = botInput(game, options, match.state, seat, rng.fork(`c${auction.length}`), timeMs);
    const t0 = performance.now();
    const action = who.choose(samples === undefined ? input : { ...input, samples });
    ms += performance.now() - t0;
    if (!departure && who !== basicBot) {
      const basic = basicBot.choose(input);
      if (basic !== action)
        departure = { call: auction.length, basic, made: action, kind: departureKind(input, basic) };
    }
    auction.push(action);
    const next = match.act(seat, action);
    if (!next.ok) throw new Error(`deal ${index}: ${action} refused: ${next.error.message}`);
    match = next.value;
  }
}

const cached = new Map<string, DdTable>();
if (o.tables && existsSync(o.tables))
  for (const line of readFileSync(o.tables, 'utf8').split('\n'))
    if (line) {
      const { key, table } = JSON.parse(line) as { key: string; table: DdTable };
      cached.set(key, table);
    }
let solveMs = 0;
function tableOf(index: number, hands: Card[][]): DdTable {
  const key = `${o.seed}:${index}`;
  const hit = cached.get(key);
  if (hit) return hit;
  const t0 = performance.now();
  const table = ddTable(hands);
  solveMs += performance.now() - t0;
  cached.set(key, table);
  if (o.tables) appendFileSync(o.tables, `${JSON.stringify({ key, table })}\n`);
  return table;
}

const judged = (index: number, who: Bot): Board & { hands: Card[][] } => {
  const b = bid(index, who);
  return { ...b, ...parBoard(tableOf(index, b.hands), b.contract, b.vulnerable, b.dealer) };
};

const boards: Array<Board & { hands: Card[][] }> = [];
const paired: Board[] = [];
const only = o.only ? new Set(o.only.split(',').map(Number)) : null;
for (let index = 0; index < wanted; index++) {
  if (only && !only.has(index)) continue;
  boards.push(judged(index, bot));
  if (other) paired.push(judged(index, other));
}

const contractText = (c: Contract | null) =>
  c
    ? `${c.level}${STRAINS[c.strain]}${['', 'X', 'XX'][c.doubled]} by ${SEAT_LETTERS[c.declarer]}`
    : 'passed out';
const tally = (xs: readonly number[]) => {
  const t = new Tally();
  for (const x of xs) t.add(x);
  return t;
};
const fmt = (t: Tally, d = 2) => `${t.mean.toFixed(d)} ± ${t.ci95.toFixed(d)}`;

function summary(label: string, bs: readonly Board[]): void {
  const lost = tally(bs.map((b) => b.lost));
  const s = slamStats(bs);
  const calls = bs.reduce((n, b) => n + b.auction.length, 0);
  const ms = bs.reduce((n, b) => n + b.ms, 0);
  console.log(
    `${label}: ${bs.length} boards (seed ${o.seed}, ${samples !== undefined ? `${samples} samples` : `${timeMs} ms`} per call): ` +
      `IMPs lost to par per board ${fmt(lost)}; boards at par ${((100 * bs.filter((b) => b.lost === 0).length) / bs.length).toFixed(1)}%; ` +
      `bidding ${(ms / calls).toFixed(1)} ms per call`,
  );
  const pct = (k: number) => (s.bid ? `${((100 * k) / s.bid).toFixed(1)}%` : '–');
  console.log(
    `  slams bid ${s.bid} (${s.small} small, ${s.grand} grand): fewer than 11 tricks ${s.below11} (${pct(s.below11)}), ` +
      `going down ${s.failing} (${pct(s.failing)})`,
  );
}

summary(`bridge, ${o.bot}${o.oracle ? ` (oracle: ${o.oracle})` : ''} at all four seats`, boards);
console.log(`  double-dummy tables: ${(solveMs / 1000).toFixed(1)} s solved this run, ${cached.size} known`);
const worst = [...boards].sort((a, b) => b.lost - a.lost || a.deal - b.deal).slice(0, Number(o.worst));
if (worst.length) console.log('worst boards:');
for (const b of worst)
  console.log(
    `  deal ${b.deal} (dealer ${SEAT_LETTERS[b.dealer]}, vul ${b.vulnerable}) ${formatDeal({ hands: b.hands as Deal['hands'] })}\n` +
      `    ${b.auction.join(' ')} → ${contractText(b.contract)}, ${b.tricks ?? '–'} tricks, ${b.score}; ` +
      `par ${b.par} (${b.parText}); ${b.lost} IMPs`,
  );

function pairedSummary(label: string, pairs: ReadonlyArray<[Board, Board]>): void {
  const diff = tally(pairs.map(([a, b]) => a.lost - b.lost));
  const changed = pairs.filter(([a, b]) => a.auction.join(' ') !== b.auction.join(' ')).length;
  console.log(
    `${o.bot} − ${label}: ${pairs.length} boards paired, ${changed} auctions differ; IMPs lost to par ` +
      `${diff.mean >= 0 ? '+' : ''}${fmt(diff)} per board (negative: ${o.bot} loses less)`,
  );
  if (!pairs.some(([a]) => a.departure)) return;
  console.log(
    `  by the first call ${o.bot} makes that basic would not (IMPs lost to par per board over all ${pairs.length}; ` +
      `then the departing side's IMPs against ${label}'s result, per board departed):`,
  );
  const signed = (x: number, digits: number) => (x >= 0 ? '+' : '') + x.toFixed(digits);
  for (const row of splitByDeparture(
    pairs.map(([a, b]) => ({
      departure: a.departure ?? null,
      diff: a.lost - b.lost,
      gain: a.departure ? departingSideGain(a.dealer, a.departure, a.score, b.score) : 0,
    })),
  ))
    console.log(
      `    ${row.kind.padEnd(26)} ${String(row.boards).padStart(5)} boards ${signed(row.imps / pairs.length, 3)} ` +
        `(${row.better} better, ${row.worse} worse)` +
        (row.kind === 'none' ? '' : `; at the table ${signed(row.gain / row.boards, 2)}`),
    );
}
if (other) {
  summary(`bridge, ${o.against} at all four seats`, paired);
  pairedSummary(
    o.against!,
    boards.map((b, i) => [b, paired[i]] as [Board, Board]),
  );
}
const strip = (b: Board & { hands?: Card[][] }): Board & { hands?: string[][] } => ({
  ...b,
  hands: b.hands?.map((h) => h.map(formatCard)),
});
if (o.out) writeFileSync(o.out, `${JSON.stringify(boards.map(strip))}\n`);
if (o.baseline) {
  const before = new Map(
    (JSON.parse(readFileSync(o.baseline, 'utf8')) as Array<Board & { hands: string[][] }>).map((b) => [
      b.deal,
      { ...b, hands: b.hands.map((h) => h.map(trustedCard)) },
    ]),
  );
  const pairs = boards
    .filter((b) => before.has(b.deal))
    .map((b) => [b, before.get(b.deal)!] as [Board, Board]);
  pairedSummary(o.baseline, pairs);
}
