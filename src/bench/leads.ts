/**
 * `npm run bench:leads [-- --game bridge --deals 150 --seed leads --out FILE --baseline FILE
 * --tricks N --time MS --samples N --level strong]`:
 * how good the bots' opening leads are, judged double dummy. Deals are dealt from the seed and
 * bid by `basic` in all four seats; at the opening lead the leader's bot chooses from its view,
 * and the solver gives every lead's value with all hands known. A lead's cost is the tricks
 * the defence takes with the best lead less those it takes with the chosen one. Prints the
 * mean cost with its 95% interval, how often the lead was best, how often it gave away a set
 * the best lead had; with `--baseline` (a file an earlier `--out` wrote, same deals), the
 * paired difference. The same seed gives the same deals and auctions on every build whose
 * bidding is unchanged, so two builds can be compared deal by deal. `--tricks N` also plays the
 * first N tricks on from the lead with `--level` at every seat (budget `--time`) and costs every
 * card the same way, by side: declarer's (dummy included) or the defence.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Command } from 'commander';
import { type BotInput, botInput } from '../bots/bot.js';
import { strainSuit } from '../cards/call.js';
import { type Card, formatCard, trustedCard } from '../cards/card.js';
import { Rng } from '../cards/rng.js';
import { getBot, getGame } from '../catalog.js';
import { Match } from '../engine/match.js';
import type { ContractMatch } from '../games/contract/contractGame.js';
import { deckFor } from '../sim/match.js';
import { solveCards } from '../solver/index.js';

interface Lead {
  deal: number;
  contract: string;
  card: string;
  cost: number;
  /** The best lead sets the contract and the chosen one does not. */
  setLost: boolean;
}

const cli = new Command()
  .option('--game <id>', 'bridge or bondebridge', 'bridge')
  .option('--level <level>', 'the leader’s bot', 'strong')
  .option('--deals <n>', 'deals with a contract to lead against', '150')
  .option('--seed <text>', 'seed of the decks', 'leads')
  .option('--out <file>', 'write each lead as JSON')
  .option('--baseline <file>', 'an earlier --out of the same deals: print the paired difference')
  .option('--time <ms>', "the bots' time budget per decision", '300')
  .option('--samples <n>', 'a fixed amount of search per decision (reproducible) instead of the clock')
  .option('--tricks <n>', 'also judge every card of the first n tricks, each seat played by --level', '0')
  .parse();
const o = cli.opts<{
  game: string;
  level: string;
  deals: string;
  seed: string;
  tricks: string;
  time: string;
  samples?: string;
  out?: string;
  baseline?: string;
}>();

const game = getGame(o.game);
const leaderBot = getBot(o.game, o.level);
const bidder = getBot(o.game, 'basic');
if (!game || !leaderBot || !bidder || (o.game !== 'bridge' && o.game !== 'bondebridge')) {
  console.error(`bench:leads: --game must be bridge or bondebridge (got ${o.game})`);
  process.exit(2);
}
const parsed = game.parseOptions({});
if (!parsed.ok) throw new Error(`bench:leads: default options refused: ${parsed.error.message}`);
const options = parsed.value;
const wanted = Number(o.deals);
const samples = o.samples === undefined ? undefined : Number(o.samples);
/** The bot's input with the fixed search when `--samples` asks for one. */
const fixed = (input: BotInput): BotInput => (samples === undefined ? input : { ...input, samples });
const STRAINS = ['C', 'D', 'H', 'S', 'NT'];

/** Bids deck `index` of the seed with `basic`; the match at the opening lead, or null if passed out. */
function toOpeningLead(index: number): Match | null {
  let match = Match.start(game!, options, index % 4);
  const dealt = match.dealIfNeeded(() => deckFor(game!, options, o.seed, index, 0));
  if (!dealt.ok) throw new Error(dealt.error.message);
  match = dealt.value;
  const rng = new Rng(`${o.seed}:${index}:bids`);
  for (;;) {
    const state = match.state as ContractMatch<unknown>;
    const deal = state.deal;
    if (!deal || deal.passedOut) return null;
    if (deal.contract && deal.tricks.every((t) => t.cards.length === 0)) return match;
    const seat = match.toAct[0];
    const action = bidder!.choose(botInput(game!, options, match.state, seat, rng, 300));
    const next = match.act(seat, action);
    if (!next.ok) throw new Error(`deal ${index}: ${action} refused: ${next.error.message}`);
    match = next.value;
  }
}

const leads: Lead[] = [];
let solveMs = 0;
/** Milliseconds each opening lead took the leader's bot to choose. */
const leadMs: number[] = [];
/** Double-dummy cost of every card after the opening lead in the first `tricks` tricks, by side. */
const playCosts: Record<'declarer' | 'defence', number[]> = { declarer: [], defence: [] };
/** The same by side and trick (1-based): where in the play the cost lies. */
const costsByTrick = new Map<string, number[]>();
const tricksToJudge = Number(o.tricks);

/**
 * Plays on from just after the opening lead to the end of trick `tricksToJudge` with the judged
 * level at every seat, costing each card (the lead itself is costed with the leads).
 */
function judgePlay(start: Match, index: number): void {
  let match = start;
  const rng = new Rng(`${o.seed}:${index}:play`);
  for (;;) {
    const deal = (match.state as ContractMatch<unknown>).deal;
    if (!deal?.contract) return;
    const done = deal.tricks.filter((t) => t.winner !== undefined).length;
    if (done >= tricksToJudge || match.isOver) return;
    const seat = match.toAct[0];
    const trick = deal.tricks.find((t) => t.winner === undefined);
    const leader = trick?.leader ?? seat;
    const cards = trick?.cards ?? [];
    const input = botInput(game!, options, match.state, seat, rng, Number(o.time));
    const action = leaderBot!.choose(fixed(input));
    const values = solveCards({
      hands: deal.hands,
      trump: strainSuit(deal.contract.strain),
      leader,
      trick: cards,
    });
    const chosen = values.find((v) => v.card === trustedCard(action));
    if (chosen) {
      const role = seat % 2 === deal.contract.declarer % 2 ? 'declarer' : 'defence';
      const cost = Math.max(...values.map((v) => v.tricks)) - chosen.tricks;
      playCosts[role].push(cost);
      const key = `${role}, trick ${done + 1}`;
      if (!costsByTrick.has(key)) costsByTrick.set(key, []);
      costsByTrick.get(key)!.push(cost);
    }
    const next = match.act(seat, action);
    if (!next.ok) throw new Error(`deal ${index}: ${action} refused: ${next.error.message}`);
    match = next.value;
  }
}

for (let index = 0; leads.length < wanted; index++) {
  const opening = toOpeningLead(index);
  const state = opening?.state as ContractMatch<unknown> | undefined;
  if (!opening || !state?.deal?.contract) continue;
  const { contract, hands } = state.deal;
  const leader = (contract.declarer + 1) % 4;
  const input = botInput(game, options, state, leader, new Rng(`${o.seed}:${index}:lead`), Number(o.time));
  const t1 = performance.now();
  const chosen = trustedCard(leaderBot.choose(fixed(input)));
  leadMs.push(performance.now() - t1);
  const t0 = performance.now();
  const values = solveCards({ hands, trump: strainSuit(contract.strain), leader });
  solveMs += performance.now() - t0;
  const value = (c: Card) => values.find((v) => v.card === c)?.tricks ?? Number.NaN;
  const best = Math.max(...values.map((v) => v.tricks));
  const toSet = 8 - contract.level;
  leads.push({
    deal: index,
    contract: `${contract.level}${STRAINS[contract.strain]}`,
    card: formatCard(chosen),
    cost: best - value(chosen),
    setLost: best >= toSet && value(chosen) < toSet,
  });
  if (tricksToJudge > 0) {
    const led = opening.act(leader, formatCard(chosen));
    if (!led.ok)
      throw new Error(`deal ${index}: the lead ${formatCard(chosen)} refused: ${led.error.message}`);
    judgePlay(led.value, index);
  }
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const half = (xs: readonly number[]) => {
  const m = mean(xs);
  const v = xs.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(1, xs.length - 1);
  return 1.96 * Math.sqrt(v / xs.length);
};
const costs = leads.map((l) => l.cost);
const pct = (k: number) => `${((100 * k) / leads.length).toFixed(1)}%`;
console.log(
  `${o.game}, ${o.level} opening leads against basic's auctions, ${leads.length} deals (seed ${o.seed}): ` +
    `mean double-dummy cost ${mean(costs).toFixed(3)} ± ${half(costs).toFixed(3)} tricks, ` +
    `best lead ${pct(costs.filter((c) => c === 0).length)}, set given away ${pct(leads.filter((l) => l.setLost).length)}, ` +
    `${(solveMs / leads.length).toFixed(0)} ms per 13-card solve`,
);
const sortedMs = [...leadMs].sort((a, b) => a - b);
console.log(
  `  the lead's decision time: median ${sortedMs[Math.floor(sortedMs.length / 2)].toFixed(0)} ms, ` +
    `p95 ${sortedMs[Math.floor(0.95 * (sortedMs.length - 1))].toFixed(0)} ms, max ${sortedMs[sortedMs.length - 1].toFixed(0)} ms`,
);
if (tricksToJudge > 0)
  for (const [role, xs] of Object.entries(playCosts))
    console.log(
      `  first ${tricksToJudge} trick(s), ${role}: ${xs.length} cards, mean cost ${mean(xs).toFixed(3)} ± ${half(xs).toFixed(3)} tricks, ` +
        `${((100 * xs.filter((c) => c > 0).length) / Math.max(1, xs.length)).toFixed(1)}% of cards cost a trick or more`,
    );
if (tricksToJudge > 1)
  for (const [key, xs] of [...costsByTrick].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true })))
    console.log(
      `    ${key}: ${xs.length} cards, mean cost ${mean(xs).toFixed(3)} ± ${half(xs).toFixed(3)} tricks`,
    );
if (o.out) writeFileSync(o.out, `${JSON.stringify(leads)}\n`);
if (o.baseline) {
  const before = new Map((JSON.parse(readFileSync(o.baseline, 'utf8')) as Lead[]).map((l) => [l.deal, l]));
  const pairs = leads.filter((l) => before.get(l.deal)?.contract === l.contract);
  const diff = pairs.map((l) => l.cost - (before.get(l.deal) as Lead).cost);
  const changed = pairs.filter((l) => l.card !== before.get(l.deal)?.card).length;
  console.log(
    `against ${o.baseline}: ${pairs.length} deals paired, ${changed} leads changed, ` +
      `cost ${mean(diff) >= 0 ? '+' : ''}${mean(diff).toFixed(3)} ± ${half(diff).toFixed(3)} tricks per deal ` +
      `(negative: better than the baseline)`,
  );
}
