import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { botInput } from '../../bots/bot.js';
import { Rng, shuffleDeck } from '../../cards/rng.js';
import { automaticActionOf, getBot } from '../../catalog.js';
import { canonicalAction } from '../../engine/canonicalAction.js';
import { CLAIM_PREFIX, claimAction, withoutClaims } from '../../engine/claim.js';
import type { Action, AnyGame, MatchResult, Seat } from '../../engine/game.js';
import { maskHiddenActions } from '../../engine/hiddenActions.js';
import { type DeckSource, Match } from '../../engine/match.js';
import { peopleCount, seatingNow, seatsChange, seatsOf, viewSeatOf } from '../../engine/people.js';
import { deckForNextDeal, type PbnDeal } from '../../pbn/decks.js';
import { hintNow } from '../../server/hints.js';
import { UNDO_REFUSAL_TEXT, UndoHistory } from '../../server/undo.js';
import { callExplanation } from '../explain.js';
import { GAMES_HELP, gameFromArgs, gameOptionsHelp } from '../gameArgs.js';
import { hintLine } from '../hintText.js';
import { fail } from '../io.js';
import { collectDeals, DEALS_HELP, readPbnDeals, splitDealsFlag } from '../pbnDeals.js';
import { renderView, seatName } from '../render.js';
import { formatMatchResult } from '../resultText.js';

interface PlayFlags {
  seat: string;
  seed?: string;
  bots: string;
  out?: string;
  firstDealer?: string;
  deals?: string[];
}

/** Reads lines one at a time from stdin, whether a terminal or a pipe. */
function lineReader(): { next(prompt: string): Promise<string | null>; close(): void } {
  const rl = createInterface({ input: process.stdin, terminal: false });
  const queue: string[] = [];
  const waiting: Array<(l: string | null) => void> = [];
  let closed = false;
  rl.on('line', (l) => {
    const w = waiting.shift();
    if (w) w(l);
    else queue.push(l);
  });
  rl.on('close', () => {
    closed = true;
    for (const w of waiting.splice(0)) w(null);
  });
  return {
    next(prompt: string) {
      process.stdout.write(prompt);
      const l = queue.shift();
      if (l !== undefined) return Promise.resolve(l);
      if (closed) return Promise.resolve(null);
      return new Promise((res) => waiting.push(res));
    },
    close: () => rl.close(),
  };
}

/**
 * Matches typed input to a legal action: exact, case-insensitive, `10` for `T`, or its list
 * number; a claim also as `claim 9`.
 */
export function matchAction(input: string, legal: readonly Action[]): Action | undefined {
  const t = input.trim();
  if (/^#\d+$/.test(t)) return legal[Number(t.slice(1)) - 1];
  const claim = /^claim\s*:?\s*(\d+)$/i.exec(t);
  if (claim) return legal.find((a) => a === claimAction(Number(claim[1])));
  const norm = (s: string) => s.toUpperCase().replace(/10/g, 'T').replace(/\s+/g, '');
  return legal.find((a) => a === t) ?? legal.find((a) => norm(a) === norm(t));
}

/** The legal actions, or a sample of them when there are too many to read; claims as one range. */
export function legalText(legal: readonly Action[]): string {
  const plays = withoutClaims(legal);
  const claims = legal.filter((a) => a.startsWith(CLAIM_PREFIX));
  const claimText = claims.length
    ? ` · claim 0–${claims.length - 1} (declarer: claim N of the remaining tricks)`
    : '';
  const listed = legal.filter((a) => !a.startsWith(CLAIM_PREFIX));
  if (listed.length <= 40) return `legal: ${listed.join(' ')}${claimText}`;
  return `${plays.length} choices listed, e.g. ${plays.slice(0, 3).join(' ')} …${claimText}`;
}

function describeResultChange(before: MatchResult, after: MatchResult): string | null {
  if (after.deals.length === before.deals.length) return null;
  const last = after.deals[after.deals.length - 1];
  return `\n=== deal finished: ${JSON.stringify(last)}\n=== totals: ${JSON.stringify(after.totals)}\n`;
}

export function registerPlay(program: Command): void {
  program
    .command('play')
    .description('play a game in the terminal against bots (game options as --name value)')
    .argument('<game>', GAMES_HELP)
    .option(
      '--seat <n>',
      'your seat (0 = North / first player); your player number where people change seats (bondebridge --threePlayers, --rotatingPartners)',
      '0',
    )
    .option('--seed <s>', 'seed for the shuffles and bots (random when absent)')
    .option('--bots <level>', 'level of the bots', 'basic')
    .option('--first-dealer <n>', 'seat that deals first (default: drawn from the seed)')
    .option('--out <file>', 'save the record of the match to this file')
    .option('--deals <file>', DEALS_HELP, collectDeals)
    .allowUnknownOption(true)
    .allowExcessArguments(true)
    .addHelpText('after', gameOptionsHelp)
    .action(async (gameId: string, flags: PlayFlags, cmd: Command) => {
      const deals = splitDealsFlag(flags.deals ?? []);
      const { game, options } = gameFromArgs(gameId, [...cmd.args.slice(1), ...deals.optionWords]);
      const pbnDeals = deals.file !== undefined ? readPbnDeals(deals.file, game) : undefined;
      const places = peopleCount(game, options);
      const seat = Number(flags.seat);
      if (!Number.isInteger(seat) || seat < 0 || seat >= places) {
        fail(`--seat must be 0..${places - 1}${seatsChange(game, options) ? ' (your player number)' : ''}`);
      }
      const bot = getBot(game.id, flags.bots);
      if (!bot) fail(`no bot "${flags.bots}" for ${game.id}`);
      const seed = flags.seed ?? randomBytes(6).toString('hex');
      await playInTerminal(game, options, {
        seat,
        seed,
        botLevel: flags.bots,
        out: flags.out,
        firstDealer: flags.firstDealer,
        pbnDeals,
      });
    });
}

async function playInTerminal(
  game: AnyGame,
  options: unknown,
  p: {
    seat: Seat;
    seed: string;
    botLevel: string;
    out?: string;
    firstDealer?: string;
    /** Deals from a PBN file, played first; seeded decks follow. */
    pbnDeals?: PbnDeal[];
  },
): Promise<void> {
  const rng = new Rng(p.seed);
  const botRng = rng.fork('bots');
  const seats = game.seatCount(options);
  const firstDealer = p.firstDealer !== undefined ? Number(p.firstDealer) : rng.int(seats);
  if (!Number.isInteger(firstDealer) || firstDealer < 0 || firstDealer >= seats)
    fail(`--first-dealer must be 0..${seats - 1}`);
  const bot = getBot(game.id, p.botLevel)!;
  let match = Match.start(game, options, firstDealer);
  const pack = game.pack(options);
  const decks: DeckSource = (index, state) => {
    // Shuffled even when the file supplies the deck, so later seeded decks do not depend on it.
    const shuffled = shuffleDeck(pack, rng);
    const fromFile = p.pbnDeals?.[index];
    return fromFile ? deckForNextDeal(game, state, fromFile.hands) : shuffled;
  };
  const input = lineReader();
  const save = () => {
    if (!p.out) return;
    writeFileSync(p.out, `${JSON.stringify(match.toRecord())}\n`);
    process.stdout.write(`record saved to ${p.out}\n`);
  };
  // Where people change seats, `p.seat` is the person: the seats they hold change every deal.
  const moving = seatsChange(game, options);
  const seatingOf = (state: unknown) => seatingNow(game, options, state);
  /** The seat whose view the player gets now (North when they hold North and South). */
  const mySeat = (state: unknown): Seat => viewSeatOf(game, state, seatingOf(state), p.seat) ?? p.seat;
  process.stdout.write(
    `stikk ${game.id} — seed ${p.seed}; you are ${moving ? 'player' : 'seat'} ${p.seat}. Type a card or call, "help" for help.\n`,
  );
  /** Your recent actions and the bots' since, for `undo` (the table server's rules: src/server/undo.ts). */
  const history = new UndoHistory(game);
  while (!match.isOver) {
    const dealtBefore = match.deckCount;
    const dealt = match.dealIfNeeded(decks);
    if (!dealt.ok) fail(dealt.error.message);
    match = dealt.value;
    if (match.deckCount !== dealtBefore) history.reset();
    for (let d = dealtBefore; d < match.deckCount; d++) {
      const fromFile = p.pbnDeals?.[d];
      const source = fromFile
        ? `, PBN ${fromFile.board !== undefined ? `board ${fromFile.board}` : 'deal'}`
        : '';
      const held = moving && !match.isOver ? seatsOf(seatingOf(match.state), p.seat) : [];
      const yours = held.length
        ? ` you play ${held.map((s) => seatName(game.view(match.state, null), s)).join(' and ')}`
        : '';
      process.stdout.write(`\n--- new deal (${d + 1}${source}) ---${yours}\n`);
    }
    if (match.isOver) break;
    const { state } = match;
    const toAct = game.toAct(state);
    const seating = seatingOf(state);
    const me = mySeat(state);
    const mine = toAct.find((s: Seat) => seating[game.controller(state, s)] === p.seat);
    const actor = mine ?? toAct[0];
    const legal = game.legalActions(state, actor);
    let action: Action | undefined;
    let undone = false;
    if (mine !== undefined) {
      const view = game.view(state, me);
      const masked = maskHiddenActions(game, state, actor, legal);
      const who = actor === me ? 'you' : `${seatName(view, actor)} (you choose)`;
      action = automaticActionOf(game.id)?.(view, masked.shown);
      if (action !== undefined) process.stdout.write(`${who}: ${action} (the only choice)\n`);
      else process.stdout.write(`\n${renderView(view)}\n`);
      while (action === undefined) {
        const line = await input.next(`${who} to act — ${legalText(masked.shown)}\n> `);
        if (line === null || line.trim() === 'quit') {
          process.stdout.write('\nleaving the table.\n');
          save();
          input.close();
          return;
        }
        if (line.trim() === 'help') {
          process.stdout.write(
            'Type one of the legal actions (case does not matter, 10 = T), #n for the n-th, hint for what the strong bot would choose here (and why), undo to take back your last card or call (with the bot actions since, until the next trick is led), close to end the match here with the deals played (the final standing follows), or quit to leave it unfinished. hidden:1 plays the card you cannot see (on your forehead). In an auction, explain 1NT says what a call would show by the bidding system the bots use. Declarer claims with "claim N" (N of the remaining tricks, 0 concedes them); a defender answers accept or reject.\n',
          );
          continue;
        }
        const explain = /^explain\s+(\S+)$/i.exec(line.trim());
        if (explain) {
          const text = callExplanation(view, explain[1]);
          process.stdout.write(
            `${text ?? `nothing to explain: "${explain[1]}" is not a call of this auction`}\n`,
          );
          continue;
        }
        if (line.trim() === 'hint') {
          // Against bots every table is a practice table: the strong bot's choice from this seat's view.
          process.stdout.write(hintLine(hintNow(game, options, state, actor, { timeMs: 1000 })));
          continue;
        }
        if (line.trim() === 'undo') {
          // Against bots only: granted at once.
          const count = history.check(p.seat, match.isOver);
          const target = count.ok ? history.target(count.value) : undefined;
          if (!count.ok || !target?.ok) {
            process.stdout.write(
              `cannot undo: ${count.ok ? 'nothing to take back' : UNDO_REFUSAL_TEXT[count.error]}\n`,
            );
            continue;
          }
          history.drop(count.value);
          match = target.value;
          const n = count.value;
          process.stdout.write(
            `\ntaken back: your last action${n > 1 ? ` and ${n - 1} of the bots' since` : ''}.\n`,
          );
          undone = true;
          break;
        }
        if (line.trim() === 'close') {
          const closed = match.close();
          if (!closed.ok) {
            process.stdout.write(`cannot close the table: ${closed.error}\n`);
            continue;
          }
          match = closed.value;
          process.stdout.write('\nthe table is closed: the match ends with the deals played.\n');
          break;
        }
        const chosen = matchAction(line, masked.shown);
        action = chosen === undefined ? undefined : (masked.resolve(chosen) ?? chosen);
        if (!action && line.trim() && !line.trim().startsWith('hidden:')) {
          // Some legal sets are too large to list (bridgette's discards): let the rules judge,
          // except while a card you cannot see is to be played (naming it would be guessing).
          const tried = masked.hidden.size
            ? undefined
            : canonicalAction(game, state, actor, line.trim(), legal);
          if (tried?.ok) action = tried.value;
          else {
            const why = tried?.error.message ?? 'play the card you cannot see by its label (hidden:1)';
            process.stdout.write(`"${line.trim()}" is not legal now: ${why}\n`);
          }
        }
      }
      if (match.closed) break;
      if (undone) continue;
    } else {
      action = bot.choose(botInput(game, options, state, actor, botRng));
      const view = game.view(state, me);
      // A bot's call comes with what it shows, as the bidding box would tell a player.
      const shown = (view as { phase?: string }).phase === 'auction' ? callExplanation(view, action) : null;
      process.stdout.write(`${seatName(view, actor)}: ${action}${shown ? ` — ${shown}` : ''}\n`);
    }
    const r = match.act(actor, action!);
    if (!r.ok) fail(`internal: ${r.error.message}`);
    const place = seating[game.controller(state, actor)];
    history.record(match, r.value, actor, action!, place, place === p.seat);
    const change = describeResultChange(game.result(state), game.result(r.value.state));
    match = r.value;
    if (change) process.stdout.write(change);
  }
  process.stdout.write(`\n${formatMatchResult(game.result(match.state))}`);
  save();
  input.close();
}
