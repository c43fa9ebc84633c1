/**
 * A seated match in the terminal: the person at one place, bots at the others, typed actions
 * read from standard input (a terminal or a pipe). `stikk play` and `stikk challenge` play
 * through it, each with its own decks.
 */
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { botInput } from '../bots/bot.js';
import type { Result } from '../cards/result.js';
import { Rng } from '../cards/rng.js';
import { automaticActionOf, getBot } from '../catalog.js';
import { CLAIM_PREFIX, claimAction, withoutClaims } from '../engine/claim.js';
import type { Action, AnyGame, MatchResult, Seat } from '../engine/game.js';
import { HIDDEN_LABEL_PREFIX, maskHiddenActions } from '../engine/hiddenActions.js';
import type { DeckSource } from '../engine/match.js';
import { peopleCount, seatsOf } from '../engine/people.js';
import type { PbnDeal } from '../pbn/decks.js';
import { DEFAULT_TABLE_SETTINGS } from '../protocol/settings.js';
import { hintNow } from '../table/hints.js';
import { type Change, type ResolvedAction, SeatedMatch } from '../table/seatedMatch.js';
import type { Language } from '../words/languages.js';
import { refusalSentence } from '../words/refusals.js';
import { callExplanation } from './explain.js';
import { hintLine } from './hintText.js';
import { fail } from './io.js';
import { type TerminalWords, terminalWords } from './language.js';
import { otherSeatAction, renderView, seatName, terminalRefusalWords } from './render/byGame.js';
import { dealLine, formatMatchResult, totalsText } from './resultText.js';

/** Where the table's words go: standard output, or standard error when stdout carries JSON. */
type Say = (text: string) => void;

/** Reads lines one at a time from stdin, whether a terminal or a pipe. */
function lineReader(say: Say): { next(prompt: string): Promise<string | null>; close(): void } {
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
      say(prompt);
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
export function legalText(legal: readonly Action[], w: TerminalWords): string {
  const plays = withoutClaims(legal);
  const claims = legal.filter((a) => a.startsWith(CLAIM_PREFIX));
  const claimText = claims.length ? w.play.claims(claims.length - 1) : '';
  const listed = legal.filter((a) => !a.startsWith(CLAIM_PREFIX));
  if (listed.length <= 40) return `${w.play.legal(listed.join(' '))}${claimText}`;
  return `${w.play.manyChoices(plays.length, plays.slice(0, 3).join(' '))}${claimText}`;
}

/** A deal just finished, as `stikk replay` shows it, and the totals after it. */
function describeResultChange(before: MatchResult, after: MatchResult, w: TerminalWords): string | null {
  if (after.deals.length === before.deals.length) return null;
  const i = after.deals.length - 1;
  const line = dealLine(after.game, after.deals[i], i, w);
  return `\n${w.play.dealFinished(line)}\n${w.play.totals(totalsText(after.game, after.totals, w))}\n`;
}

export async function playInTerminal(
  game: AnyGame,
  options: unknown,
  p: {
    lang: Language;
    seat: Seat;
    /** Seeds the bots' choices, and is named in the welcome line. */
    seed: string;
    botLevel: string;
    out?: string;
    /** Where the decks come from and who deals first. */
    decks: DeckSource;
    firstDealer: Seat;
    /** Deals from a PBN file, played first: each new deal says so. */
    pbnDeals?: readonly PbnDeal[];
    /** Said before the match instead of the usual welcome (`stikk challenge` names its challenge). */
    welcome?: string;
    /** Where the table is shown (standard output when absent). */
    say?: Say;
    /** A bot's thinking time per decision (the bots' default when absent). */
    botMs?: number;
  },
): Promise<MatchResult | null> {
  const w = terminalWords(p.lang);
  const say: Say = p.say ?? ((text) => void process.stdout.write(text));
  const botRng = new Rng(p.seed).fork('bots');
  const { decks, firstDealer } = p;
  const bot = getBot(game.id, p.botLevel)!;
  // The table's rules (src/table/): you at your place, bots at the others; against bots an
  // undo or a close is granted at once.
  const table = new SeatedMatch({
    id: 'terminal',
    game,
    options,
    createdAt: '',
    seats: Array.from({ length: peopleCount(game, options) }, (_, place) =>
      place === p.seat
        ? { kind: 'human' as const, name: 'you' }
        : { kind: 'bot' as const, level: p.botLevel },
    ),
    settings: { ...DEFAULT_TABLE_SETTINGS, undo: true },
    deals: { decks: () => decks, firstDealer: () => firstDealer },
  });
  const input = lineReader(say);
  const save = () => {
    if (!p.out) return;
    writeFileSync(p.out, `${JSON.stringify(table.matchNow.toRecord())}\n`);
    say(`${w.play.saved(p.out)}\n`);
  };
  // Where people change seats, `p.seat` is the person: the seats they hold change every deal.
  const moving = table.seatsChange;
  say(`${p.welcome ?? w.play.welcome(game.id, p.seed, p.seat, moving)}\n`);
  let dealtBefore = 0;
  /** Commits a change, says what it did (`said`), then which deals it dealt. */
  const commit = (change: Change, said?: () => void) => {
    table.commit(change);
    said?.();
    const match = table.matchNow;
    for (let d = dealtBefore; d < match.deckCount; d++) {
      const fromFile = p.pbnDeals?.[d];
      const source = fromFile
        ? fromFile.board !== undefined
          ? w.play.fromPbnBoard(String(fromFile.board))
          : w.play.fromPbn
        : '';
      const held = moving && !match.isOver ? seatsOf(table.seating(), p.seat) : [];
      const yours = held.length
        ? w.play.youPlay(held.map((s) => seatName(table.view(null), s, w)).join(` ${w.and} `))
        : '';
      say(`\n${w.play.newDeal(d + 1, source, yours)}\n`);
    }
    dealtBefore = match.deckCount;
  };
  commit(table.planMatch());
  while (!table.isOver()) {
    const { state } = table;
    const toAct = table.toAct();
    /** The seat whose view the player gets now (North when they hold North and South). */
    const me = table.viewSeat(p.seat) ?? p.seat;
    const mine = toAct.find((s: Seat) => table.placeDeciding(s) === p.seat);
    const actor = mine ?? toAct[0];
    let action: ResolvedAction | undefined;
    if (mine !== undefined) {
      const view = table.view(me);
      const masked = maskHiddenActions(game, state, actor, table.legalOf(actor));
      const who = actor === me ? w.you : w.play.youChoose(seatName(view, actor, w));
      const only = automaticActionOf(game.id)?.(view, masked.shown);
      if (only !== undefined) {
        say(`${w.play.onlyChoice(who, only)}\n`);
        action = orInternal(table.resolveAction(actor, only));
      } else say(`\n${renderView(view, w)}\n`);
      let turnOver = false;
      while (action === undefined && !turnOver) {
        const line = await input.next(`${w.play.toAct(who, legalText(masked.shown, w))}\n> `);
        if (line === null || line.trim() === 'quit') {
          say(`\n${w.play.leaving}\n`);
          save();
          input.close();
          return null;
        }
        const typed = line.trim();
        if (typed === 'help') {
          say(`${w.play.help}\n`);
          continue;
        }
        const explain = /^explain\s+(\S+)$/i.exec(typed);
        if (explain) {
          const text = callExplanation(view, explain[1], p.lang);
          say(`${text ?? w.play.nothingToExplain(explain[1])}\n`);
          continue;
        }
        if (typed === 'hint') {
          // Against bots every table is a practice table: the strong bot's choice from this seat's view.
          say(hintLine(hintNow(game, options, state, actor, { timeMs: 1000 }), w));
          continue;
        }
        if (typed === 'undo') {
          const why = table.undoRefusal(p.seat);
          if (why === null) table.askUndo(p.seat);
          const undo = why === null ? table.planUndo() : null;
          if (!undo) {
            say(`${w.play.cannotUndo(w.play.undoRefusals[why ?? 'nothing-to-undo'])}\n`);
            continue;
          }
          commit(undo.change);
          say(`\n${w.play.takenBack(undo.count - 1)}\n`);
          turnOver = true;
          continue;
        }
        if (typed === 'close') {
          const closable = table.matchNow.close();
          if (!closable.ok) {
            say(`${w.play.cannotClose(closable.error)}\n`);
            continue;
          }
          table.proposeClose(p.seat);
          const closing = table.planClose();
          if (closing) commit(closing);
          say(`\n${w.play.closed}\n`);
          turnOver = true;
          continue;
        }
        if (!typed) continue;
        // A listed action in any spelling (`#3`, `claim 9`, `h10`); else the rules judge it (some
        // legal sets are too large to list: bridgette's discards).
        const chosen = matchAction(typed, masked.shown) ?? typed;
        const resolved = table.resolveAction(actor, chosen);
        if (resolved.ok) action = resolved.value;
        else if (typed.startsWith(HIDDEN_LABEL_PREFIX)) continue;
        else {
          const why =
            resolved.error.code === 'hidden-card'
              ? w.play.playHidden
              : (refusalSentence(w.refusals, resolved.error, terminalRefusalWords(view, w)) ??
                resolved.error.message);
          say(`${w.play.notLegal(typed, why)}\n`);
        }
      }
      if (turnOver) continue;
    } else {
      const chosen = bot.choose(botInput(game, options, state, actor, botRng, p.botMs));
      action = orInternal(table.canonical(actor, chosen));
      const view = table.view(me);
      // A bot's call comes with what it shows, as the bidding box would tell a player.
      const shown =
        (view as { phase?: string }).phase === 'auction' ? callExplanation(view, action, p.lang) : null;
      say(`${seatName(view, actor, w)}: ${otherSeatAction(view, action, w)}${shown ? ` — ${shown}` : ''}\n`);
    }
    const before = game.result(state);
    commit(orInternal(table.planAct(actor, action!)), () => {
      const change = describeResultChange(before, game.result(table.state), w);
      if (change) say(change);
    });
  }
  const result = game.result(table.state);
  say(`\n${formatMatchResult(result, w)}`);
  save();
  input.close();
  return result;
}

/** A refusal of what the program itself chose is a bug, not the player's. */
function orInternal<T>(r: Result<T, { message: string }>): T {
  if (!r.ok) fail(`internal: ${r.error.message}`);
  return r.value;
}
