import type { Command } from 'commander';
import { parseDeal, SEAT_LETTERS } from '../../cards/hand.js';
import { err, ok, type Result } from '../../cards/result.js';
import { parsePbn, readBoard } from '../../pbn/index.js';
import { type DdTable, ddTable, tableToJson } from '../../solver/index.js';
import { fail, readInput } from '../io.js';

/** A deal for `stikk dd`: four hands of equal length, 1 to 13 cards. */
export function parseDdDeal(text: string): Result<import('../../cards/card.js').Card[][]> {
  const d = parseDeal(text);
  if (!d.ok) return d;
  const lengths = d.value.hands.map((h) => h.length);
  if (lengths.some((l) => l !== lengths[0])) {
    return err(`hands are unequal: ${lengths.map((l, i) => `${SEAT_LETTERS[i]} ${l}`).join(', ')} cards`);
  }
  if (lengths[0] === 0) return err('the hands are empty');
  return ok(d.value.hands);
}

/** The readable table: declarers down, strains across. */
export function formatTable(t: DdTable): string {
  const lines = ['     NT   S   H   D   C'];
  for (let d = 0; d < 4; d++) {
    const cells = [4, 3, 2, 1, 0].map((s) => String(t[s][d]).padStart(3)).join(' ');
    lines.push(`${SEAT_LETTERS[d]}  ${cells}`);
  }
  return `${lines.join('\n')}\n`;
}

export function registerDd(program: Command): void {
  program
    .command('dd')
    .description('double-dummy table of a deal ("N:AKQ2.T98.765.43 …"), or of every deal in a PBN file')
    .argument('[deal]', 'PBN deal, hands clockwise from the named seat')
    .option('--json', 'print JSON')
    .option('--pbn <file>', 'analyse every deal of a PBN file (JSON lines with --json)')
    .action((deal: string | undefined, opts: { json?: boolean; pbn?: string }) => {
      if (opts.pbn !== undefined) return ddPbn(opts.pbn, opts.json === true);
      if (deal === undefined) fail('give a deal ("N:…") or --pbn FILE');
      const hands = parseDdDeal(deal);
      if (!hands.ok) fail(hands.error);
      const table = ddTable(hands.value);
      process.stdout.write(
        opts.json ? `${JSON.stringify({ tricks: tableToJson(table) })}\n` : formatTable(table),
      );
    });
}

function ddPbn(file: string, json: boolean): void {
  let text: string;
  try {
    text = readInput(file);
  } catch (e) {
    fail(`cannot read ${file}: ${(e as Error).message}`);
  }
  const games = parsePbn(text);
  if (!games.ok) fail(games.error);
  let n = 0;
  for (const game of games.value) {
    const b = readBoard(game);
    if (!b.ok) fail(`game ${n + 1}: ${b.error}`);
    n++;
    if (!b.value.hands) continue;
    const dealText = game.tags.find((t) => t.name === 'Deal')?.value ?? '';
    const hands = parseDdDeal(dealText);
    if (!hands.ok) fail(`game ${n}: ${hands.error}`);
    const table = ddTable(hands.value);
    const label = b.value.board ?? String(n);
    const board = /^\d+$/.test(label) ? Number(label) : label;
    if (json) {
      process.stdout.write(`${JSON.stringify({ board, deal: dealText, tricks: tableToJson(table) })}\n`);
    } else process.stdout.write(`Board ${board}: ${dealText}\n${formatTable(table)}\n`);
  }
}
