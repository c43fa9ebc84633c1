import type { Command } from 'commander';
import type { CardAnalysis, DealAnalysis, MatchAnalysis } from '../../analysis/index.js';
import { ANALYSED_GAMES, analyzeRecord, canAnalyze } from '../../analysis/index.js';
import { SEAT_LETTERS } from '../../cards/hand.js';
import { GAME_IDS, getGame } from '../../catalog.js';
import { parseRecordShape } from '../../engine/record.js';
import { fail, readInputOrFail } from '../io.js';
import { formatTable } from './dd.js';
import { replayErrorText } from './replay.js';

export function registerAnalyze(program: Command): void {
  program
    .command('analyze')
    .description(
      `judge every card of a record's deals double dummy: what each card cost (${ANALYSED_GAMES.join(', ')})`,
    )
    .argument('<file>', 'record file, or - for standard input')
    .option('--json', 'print JSON: { deals: [ { index, cards: [ { seat, card, best, value, cost } ] } ] }')
    .action((file: string, opts: { json?: boolean }) => {
      const analysis = analyzeFile(file);
      process.stdout.write(
        opts.json ? `${JSON.stringify(analysisJson(analysis))}\n` : formatAnalysis(analysis),
      );
    });
}

/** The record read, its game checked, and every deal analysed; exit 2 with the reason otherwise. */
function analyzeFile(file: string): MatchAnalysis {
  const text = readInputOrFail(file);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    fail(`malformed record: not JSON (${(e as Error).message})`);
  }
  const shape = parseRecordShape(raw);
  if (!shape.ok) fail(shape.error);
  const id = shape.value.game;
  if (!getGame(id)) fail(`unknown game "${id}" (games: ${GAME_IDS.join(', ')})`);
  if (!canAnalyze(id))
    fail(`${id} has no double-dummy analysis (stikk analyze covers ${ANALYSED_GAMES.join(', ')})`);
  const r = analyzeRecord(raw);
  if (!r.ok) fail(replayErrorText(r.error));
  return r.value;
}

/** The `--json` shape of interfaces.md §4, exactly: nothing beyond index and the five card fields. */
export const analysisJson = (a: MatchAnalysis) => ({
  deals: a.deals.map((d) => ({
    index: d.index,
    cards: d.cards.map(({ seat, card, best, value, cost }) => ({ seat, card, best, value, cost })),
  })),
});

const seatLetter = (seat: number): string => SEAT_LETTERS[seat];
const counted = (n: number, thing: string): string => `${n} ${thing}${n === 1 ? '' : 's'}`;
const tricks = (n: number): string => counted(n, 'trick');

/** The readable form: per deal its contract and double-dummy start, then the tricks with each costly card marked. */
export function formatAnalysis(a: MatchAnalysis): string {
  const deals = a.deals.map(formatDeal);
  return `${a.game}: ${counted(a.deals.length, 'deal')} analysed double dummy\n\n${deals.join('\n')}`;
}

function formatDeal(d: DealAnalysis): string {
  const lines = [dealHeading(d)];
  if (d.par) lines.push(`  par ${parText(d)}`);
  if (d.ddTable) lines.push('  double-dummy tricks by declarer:', ...indent(formatTable(d.ddTable), 4));
  if (d.cards.length === 0) return `${lines.join('\n')}\n`;
  for (let t = 0; t * 4 < d.cards.length; t++) {
    const trick = d.cards.slice(t * 4, t * 4 + 4);
    lines.push(
      `  trick ${String(t + 1).padStart(2)}: ${trick.map((c) => `${seatLetter(c.seat)} ${c.card}`).join(', ')}`,
    );
    for (const c of trick) if (c.cost > 0) lines.push(`    ${costLine(c)}`);
  }
  if (d.claimed !== undefined) lines.push(`  claimed: ${tricks(d.claimed)} for declarer's side`);
  lines.push(`  ${costSummary(d)}`);
  return `${lines.join('\n')}\n`;
}

function dealHeading(d: DealAnalysis): string {
  const parts = [`deal ${d.index + 1}: dealer ${seatLetter(d.dealer)}`];
  if (d.vulnerable) parts.push(`vulnerable ${d.vulnerable}`);
  if (d.passedOut) parts.push('passed out');
  else if (d.contract === null) parts.push('the auction did not end');
  else {
    const taken = d.tricksWon + (d.claimed ?? 0);
    const start = d.cards[0]?.best;
    const dd = start === undefined ? '' : ` (double dummy ${start})`;
    parts.push(`${d.contract} by ${seatLetter(d.declarer!)}, ${tricks(taken)}${dd}`);
  }
  if (!d.finished) parts.push('unfinished');
  return parts.join(', ');
}

function parText(d: DealAnalysis): string {
  const p = d.par!;
  if (p.contracts.length === 0) return '0 (passed out)';
  const score = p.score > 0 ? `NS +${p.score}` : p.score < 0 ? `EW +${-p.score}` : '0';
  return `${score}: ${p.contracts.map((c) => c.text).join('; ')}`;
}

function costLine(c: CardAnalysis): string {
  const best = c.bestCards.length ? `; best: ${c.bestCards.join(' ')}` : '';
  return `${seatLetter(c.seat)} ${c.card} costs ${tricks(c.cost)} (declarer's side ${c.best} → ${c.value})${best}`;
}

function costSummary(d: DealAnalysis): string {
  const declarerSide = (d.declarer ?? 0) & 1;
  const lost = (mine: boolean) =>
    d.cards
      .filter((c) => c.cost > 0 && ((c.seat & 1) === declarerSide) === mine)
      .reduce((s, c) => s + c.cost, 0);
  const costly = d.cards.filter((c) => c.cost > 0).length;
  if (costly === 0) return 'no costly cards: every card was a best card';
  return `${counted(costly, 'costly card')}: declarer's side lost ${tricks(lost(true))}, the defenders ${tricks(lost(false))}`;
}

const indent = (text: string, n: number): string[] =>
  text
    .trimEnd()
    .split('\n')
    .map((l) => `${' '.repeat(n)}${l}`);
