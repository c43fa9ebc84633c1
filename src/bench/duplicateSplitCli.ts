/**
 * `npm run bench:duplicate-split -- DIR`: splits a bridge duplicate run's IMPs into the card
 * play and the auction. DIR is what `stikk simulate bridge --scoring duplicate --duplicate
 * --out DIR` wrote (two bots, `match-NNNN-r0.json` and `-r1.json` per deck set); the judged bot
 * is the first of `--bots`, North-South in the `r0` matches. Prints the IMPs per board on boards
 * played in the same contract at both tables and on the others, and, on the same-contract
 * boards, each side's tricks beyond double dummy by who declared.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strainSuit } from '../cards/call.js';
import { formatCard } from '../cards/card.js';
import { CONTRACT_GAMES } from '../catalog.js';
import { parseContractText } from '../engine/auction.js';
import { duplicateScore } from '../games/bridge/score.js';
import { isVulnerable } from '../games/bridge/vulnerability.js';
import { type Board, parsePbn, readBoard } from '../pbn/index.js';
import { recordToPbn } from '../pbn/records.js';
import { solve } from '../solver/index.js';
import { type BoardPair, splitBoards, type TableResult } from './duplicateSplit.js';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: npm run bench:duplicate-split -- DIR (a `stikk simulate --duplicate --out` folder)');
  process.exit(2);
}

function boardsOf(file: string): Array<{ key: string; board: Board }> {
  const pbn = recordToPbn(JSON.parse(readFileSync(file, 'utf8')), CONTRACT_GAMES);
  if (!pbn.ok) throw new Error(`${file}: ${pbn.error}`);
  const games = parsePbn(pbn.value);
  if (!games.ok) throw new Error(`${file}: ${games.error}`);
  return games.value.map((g) => {
    const b = readBoard(g);
    if (!b.ok) throw new Error(`${file}: ${b.error}`);
    const key = (b.value.hands ?? []).map((h) => h.map(formatCard).join('')).join(' ');
    return { key, board: b.value };
  });
}

/** PBN's names for who is vulnerable, in the game's spelling. */
const GAME_VUL = { None: 'none', NS: 'NS', EW: 'EW', All: 'all' } as const;

function tableResult(b: Board): TableResult {
  const c = b.contract ? parseContractText(b.contract) : null;
  if (!c || b.declarer === undefined || b.result === undefined)
    return { contract: null, declarer: null, tricks: null, ddTricks: null, scoreNS: 0 };
  const { level, strain, doubled } = c;
  const side = b.declarer % 2 === 0 ? 'NS' : 'EW';
  const score = duplicateScore(
    { level, strain, doubled, tricks: b.result },
    isVulnerable(GAME_VUL[b.vulnerable ?? 'None'], side),
  );
  const hands = b.hands!.map((h) => [...h]);
  const ddTricks = 13 - solve({ hands, trump: strainSuit(strain), leader: (b.declarer + 1) % 4 });
  return {
    contract: b.contract!,
    declarer: b.declarer,
    tricks: b.result,
    ddTricks,
    scoreNS: side === 'NS' ? score : -score,
  };
}

const pairs: BoardPair[] = [];
let judged = '';
let other = '';
try {
  const matches = readdirSync(dir)
    .filter((name) => name.endsWith('-r0.json'))
    .sort();
  if (!matches.length)
    throw new Error(`${dir} holds no match-NNNN-r0.json (stikk simulate --duplicate --out)`);
  for (const f of matches) {
    const a = boardsOf(join(dir, f));
    const b = new Map(boardsOf(join(dir, f.replace(/-r0\.json$/, '-r1.json'))).map((x) => [x.key, x.board]));
    for (const x of a) {
      const y = b.get(x.key);
      if (!y) continue;
      judged ||= x.board.extra.find((t) => t.name === 'North')?.value ?? '';
      other ||= x.board.extra.find((t) => t.name === 'East')?.value ?? '';
      pairs.push({ a: tableResult(x.board), b: tableResult(y) });
    }
  }
} catch (e) {
  // A missing folder or file, or a record that does not replay: say which, not a stack trace.
  console.error(`error: ${(e as Error).message}`);
  process.exit(2);
}

const s = splitBoards(pairs);
const per = (x: number) => (s.boards ? x / s.boards : 0);
const sign = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(2)}`;
console.log(
  `${judged || 'the first bot'} − ${other || 'the other'}: ${s.boards} boards, ${sign(s.imps)} IMPs per board`,
);
for (const [label, t] of [
  ['same contract at both tables (the play)', s.sameContract],
  ['different contracts (mostly the auction)', s.otherContract],
] as const)
  console.log(
    `  ${label}: ${t.boards} boards, ${sign(per(t.imps))} IMPs per board of all, won ${t.won}, lost ${t.lost}`,
  );
for (const [label, r] of [
  ['declaring', s.declaring],
  ['defending', s.defending],
] as const)
  console.log(
    `  same contract, ${label} (${r.boards} boards): tricks beyond double dummy per board ` +
      `${sign(r.beyondDd / Math.max(1, r.boards))}, the other bot in that seat ${sign(r.otherBeyondDd / Math.max(1, r.boards))}`,
  );
