import type { Command } from 'commander';
import type { Card } from '../../cards/card.js';
import { parseDeal, SEAT_LETTERS } from '../../cards/hand.js';
import { err, ok, type Result } from '../../cards/result.js';
import { parsePbn, readBoard } from '../../pbn/index.js';
import { type DdTable, ddTable, tableToJson } from '../../solver/index.js';
import { DdPool, defaultDdThreads, tablesParallel } from '../../solver/pool.js';
import { fail, readInputOrFail } from '../io.js';

/** A deal for `stikk dd`: four hands of equal length, 1 to 13 cards. */
export function parseDdDeal(text: string): Result<Card[][]> {
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

/**
 * Worker threads for `stikk dd`: the `--threads` count when given, otherwise both cores for a
 * PBN file of several deals and none for a single deal. Each fresh worker warms its own JIT,
 * which made one table slower end-to-end on two workers than in this thread (figures in
 * docs/solver.md "Threads"); a batch wins that back.
 */
export function ddThreads(dealCount: number, flag?: number): number {
  if (flag !== undefined) return flag;
  return dealCount > 1 ? defaultDdThreads() : 1;
}

/**
 * Prints the tables in input order as each is ready, solved on `threads` worker threads (in this
 * thread for 1). A failing worker stops the command with its reason.
 */
async function printTables(
  deals: Card[][][],
  threads: number,
  print: (table: DdTable, index: number) => void,
): Promise<void> {
  if (threads <= 1 || deals.length === 0) {
    for (let i = 0; i < deals.length; i++) print(ddTable(deals[i]), i);
    return;
  }
  const pool = new DdPool({ threads });
  try {
    let i = 0;
    for await (const table of tablesParallel(deals, pool)) print(table, i++);
  } catch (e) {
    fail(`solver stopped: ${(e as Error).message}`);
  } finally {
    await pool.close();
  }
}

function parseThreads(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 64)
    fail(`--threads must be a whole number from 1 to 64, not "${text}"`);
  return n;
}

export function registerDd(program: Command): void {
  program
    .command('dd')
    .description('double-dummy table of a deal ("N:AKQ2.T98.765.43 …"), or of every deal in a PBN file')
    .argument('[deal]', 'PBN deal, hands clockwise from the named seat')
    .option('--json', 'print JSON')
    .option('--pbn <file>', 'analyse every deal of a PBN file (JSON lines with --json)')
    .option(
      '--threads <n>',
      'worker threads (default: 2, or fewer cores, for several deals; none for one); 1 solves in this thread',
    )
    .action(async (deal: string | undefined, opts: { json?: boolean; pbn?: string; threads?: string }) => {
      const threads = parseThreads(opts.threads);
      if (opts.pbn !== undefined) return ddPbn(opts.pbn, opts.json === true, threads);
      if (deal === undefined) fail('give a deal ("N:…") or --pbn FILE');
      const hands = parseDdDeal(deal);
      if (!hands.ok) fail(hands.error);
      await printTables([hands.value], ddThreads(1, threads), (table) => {
        process.stdout.write(
          opts.json ? `${JSON.stringify({ tricks: tableToJson(table) })}\n` : formatTable(table),
        );
      });
    });
}

interface PbnDeal {
  board: number | string;
  dealText: string;
  hands: Card[][];
}

/**
 * The deals of a PBN file in file order, up to the first bad game: its error comes back too, so
 * that the tables before it print before the command fails, as they always have.
 */
function readPbnDeals(file: string): { deals: PbnDeal[]; error?: string } {
  const text = readInputOrFail(file);
  const games = parsePbn(text);
  if (!games.ok) fail(games.error);
  const deals: PbnDeal[] = [];
  let n = 0;
  for (const game of games.value) {
    const b = readBoard(game);
    if (!b.ok) return { deals, error: `game ${n + 1}: ${b.error}` };
    n++;
    if (!b.value.hands) continue;
    const dealText = game.tags.find((t) => t.name === 'Deal')?.value ?? '';
    const hands = parseDdDeal(dealText);
    if (!hands.ok) return { deals, error: `game ${n}: ${hands.error}` };
    const label = b.value.board ?? String(n);
    deals.push({ board: /^\d+$/.test(label) ? Number(label) : label, dealText, hands: hands.value });
  }
  return { deals };
}

async function ddPbn(file: string, json: boolean, threads: number | undefined): Promise<void> {
  const { deals, error } = readPbnDeals(file);
  await printTables(
    deals.map((d) => d.hands),
    ddThreads(deals.length, threads),
    (table, i) => {
      const { board, dealText } = deals[i];
      if (json) {
        process.stdout.write(`${JSON.stringify({ board, deal: dealText, tricks: tableToJson(table) })}\n`);
      } else process.stdout.write(`Board ${board}: ${dealText}\n${formatTable(table)}\n`);
    },
  );
  if (error !== undefined) fail(error);
}
