/**
 * PBN games as typed bridge data: deal, dealer, vulnerability, auction, contract, declarer,
 * result, play and the OptimumResultTable (a double-dummy table). `readBoard` / `boardToGame`
 * are a parse/make pair; tags this module does not know are kept in `extra` so they survive.
 */

import { formatCall, parseCall, STRAINS, type Strain } from '../cards/call.js';
import { type Card, formatCard, parseCard } from '../cards/card.js';
import { formatDeal, parseDeal, parseSeatLetter, SEAT_LETTERS } from '../cards/hand.js';
import { err, ok, type Result } from '../cards/result.js';
import type { Vulnerability } from '../solver/par.js';
import type { DdTable } from '../solver/solve.js';
import type { PbnGame, PbnTag } from './pbn.js';

export type { Vulnerability };

export interface Board {
  board?: string;
  dealer?: number;
  vulnerable?: Vulnerability;
  /** Hands by seat N E S W. */
  hands?: Card[][];
  /** Seat that made the first call, and the calls in our notation (P X XX 1C … 7NT). */
  auction?: { first: number; calls: string[] };
  /** `4SX`, `3NT`, `Pass`. */
  contract?: string;
  declarer?: number;
  /** Tricks taken by declarer's side. */
  result?: number;
  /** Opening leader and the tricks, each card by seat starting with the opening leader (null: unplayed). */
  play?: { leader: number; tricks: (Card | null)[][] };
  /** `tricks[strain][declarer]`, strains C D H S NT = 0..4. */
  optimum?: DdTable;
  /** Other tags, kept as they were. */
  extra: PbnTag[];
}

const KNOWN = new Set([
  'Board',
  'Dealer',
  'Vulnerable',
  'Deal',
  'Auction',
  'Contract',
  'Declarer',
  'Result',
  'Play',
  'OptimumResultTable',
]);

export function parseVulnerable(v: string): Result<Vulnerability> {
  switch (v.trim()) {
    case 'None':
    case 'Love':
    case '-':
      return ok('None');
    case 'NS':
      return ok('NS');
    case 'EW':
      return ok('EW');
    case 'All':
    case 'Both':
      return ok('All');
    default:
      return err(`unknown vulnerability "${v}"`);
  }
}

/** Section tokens, without notes (`=1=`), NAGs (`$3`) and suffixes (`!`, `?`). */
const tokens = (section: string[]): string[] =>
  section
    .join(' ')
    .split(/\s+/)
    .filter((t) => t.length > 0 && !/^=\d+=$/.test(t) && !/^\$\d+$/.test(t))
    .map((t) => t.replace(/[!?]+$/, ''));

export function readBoard(game: PbnGame): Result<Board> {
  const b: Board = { extra: game.tags.filter((t) => !KNOWN.has(t.name)) };
  for (const tag of game.tags) {
    const v = tag.value.trim();
    if (v === '' || v === '?' || (v === '#' && tag.name !== 'Board')) continue;
    switch (tag.name) {
      case 'Board':
        b.board = v;
        break;
      case 'Dealer': {
        const s = parseSeatLetter(v);
        if (!s.ok) return err(`Dealer: ${s.error}`);
        b.dealer = s.value;
        break;
      }
      case 'Vulnerable': {
        const r = parseVulnerable(v);
        if (!r.ok) return r;
        b.vulnerable = r.value;
        break;
      }
      case 'Deal': {
        const d = parseDeal(v);
        if (!d.ok) return err(`Deal: ${d.error}`);
        b.hands = d.value.hands;
        break;
      }
      case 'Declarer': {
        const s = parseSeatLetter(v.replace(/^\^/, ''));
        if (!s.ok) return err(`Declarer: ${s.error}`);
        b.declarer = s.value;
        break;
      }
      case 'Contract':
        b.contract = v;
        break;
      case 'Result': {
        if (!/^\d+$/.test(v)) return err(`Result: "${v}" is not a number of tricks`);
        b.result = Number(v);
        break;
      }
      case 'Auction': {
        const s = parseSeatLetter(v);
        if (!s.ok) return err(`Auction: ${s.error}`);
        const calls: string[] = [];
        for (const t of tokens(tag.section)) {
          if (t === '*' || t === '-') continue;
          if (t.toUpperCase() === 'AP') {
            calls.push('P', 'P', 'P');
            continue;
          }
          const c = parseCall(t);
          if (!c.ok) return err(`Auction: ${c.error}`);
          calls.push(formatCall(c.value));
        }
        b.auction = { first: s.value, calls };
        break;
      }
      case 'Play': {
        const s = parseSeatLetter(v);
        if (!s.ok) return err(`Play: ${s.error}`);
        const cards = tokens(tag.section).filter((t) => t !== '*');
        const tricks: (Card | null)[][] = [];
        for (let i = 0; i < cards.length; i += 4) {
          const trick: (Card | null)[] = [];
          for (const t of cards.slice(i, i + 4)) {
            if (t === '-') {
              trick.push(null);
              continue;
            }
            const c = parseCard(t);
            if (!c.ok) return err(`Play: ${c.error}`);
            trick.push(c.value);
          }
          while (trick.length < 4) trick.push(null);
          tricks.push(trick);
        }
        b.play = { leader: s.value, tricks };
        break;
      }
      case 'OptimumResultTable': {
        const t = readOptimum(tag.section);
        if (!t.ok) return t;
        b.optimum = t.value;
        break;
      }
    }
  }
  return ok(b);
}

function readOptimum(lines: string[]): Result<DdTable> {
  const table: DdTable = [0, 1, 2, 3, 4].map(() => [0, 0, 0, 0]);
  let seen = 0;
  for (const line of lines) {
    const m = /^([NESW])\s+(NT|N|S|H|D|C)\s+(\d+)$/i.exec(line.trim());
    if (!m) return err(`OptimumResultTable: bad line "${line}"`);
    const strain = STRAINS.indexOf((m[2].toUpperCase() === 'N' ? 'NT' : m[2].toUpperCase()) as Strain);
    const seat = SEAT_LETTERS.indexOf(m[1].toUpperCase() as (typeof SEAT_LETTERS)[number]);
    table[strain][seat] = Number(m[3]);
    seen++;
  }
  if (seen !== 20) return err(`OptimumResultTable: expected 20 lines, found ${seen}`);
  return ok(table);
}

/** The tags of a board, in PBN's customary order; unknown tags follow. */
export function boardToGame(b: Board): PbnGame {
  const tags: PbnTag[] = [];
  const add = (name: string, value: string, section: string[] = []) => tags.push({ name, value, section });
  if (b.board !== undefined) add('Board', b.board);
  if (b.dealer !== undefined) add('Dealer', SEAT_LETTERS[b.dealer]);
  if (b.vulnerable !== undefined) add('Vulnerable', b.vulnerable);
  if (b.hands) add('Deal', formatDeal({ hands: b.hands as [Card[], Card[], Card[], Card[]] }, b.dealer ?? 0));
  if (b.declarer !== undefined) add('Declarer', SEAT_LETTERS[b.declarer]);
  if (b.contract !== undefined) add('Contract', b.contract);
  if (b.result !== undefined) add('Result', String(b.result));
  if (b.auction) {
    const lines: string[] = [];
    for (let i = 0; i < b.auction.calls.length; i += 4) {
      lines.push(
        b.auction.calls
          .slice(i, i + 4)
          .map((c) => (c === 'P' ? 'Pass' : c))
          .join(' '),
      );
    }
    add('Auction', SEAT_LETTERS[b.auction.first], lines);
  }
  if (b.play) {
    const lines = b.play.tricks.map((t) => t.map((c) => (c === null ? '-' : formatCard(c))).join(' '));
    add('Play', SEAT_LETTERS[b.play.leader], lines);
  }
  if (b.optimum) {
    const lines: string[] = [];
    for (let d = 0; d < 4; d++) {
      for (const strain of [4, 3, 2, 1, 0])
        lines.push(`${SEAT_LETTERS[d]} ${STRAINS[strain]} ${b.optimum[strain][d]}`);
    }
    add('OptimumResultTable', 'Declarer;Denomination\\2R;Result\\2R', lines);
  }
  tags.push(...b.extra);
  return { tags };
}

/** Plain data for exporting a played deal: the play as cards in the order they were played. */
export interface DealExport {
  board?: string;
  dealer: number;
  vulnerable: Vulnerability;
  hands: Card[][];
  /** Calls in our notation, the first caller's first. */
  auction?: string[];
  /** Seat that made the first call, when not the dealer (bondebridge, bridge's left-of-dealer). */
  firstCaller?: number;
  contract?: string;
  declarer?: number;
  result?: number;
  /** Cards in play order, the opening lead first (complete or not). */
  play?: Card[];
  optimum?: DdTable;
}

/** A Board from plain deal data: sorts each played card into its holder's column. */
export function boardFromDeal(d: DealExport): Board {
  const b: Board = {
    board: d.board,
    dealer: d.dealer,
    vulnerable: d.vulnerable,
    hands: d.hands.map((h) => [...h]),
    contract: d.contract,
    declarer: d.declarer,
    result: d.result,
    optimum: d.optimum,
    extra: [],
  };
  if (d.auction) b.auction = { first: d.firstCaller ?? d.dealer, calls: [...d.auction] };
  if (d.play && d.play.length > 0) {
    const owner = new Map<Card, number>();
    d.hands.forEach((h, seat) => {
      for (const c of h) owner.set(c, seat);
    });
    const leader = owner.get(d.play[0]) ?? 0;
    const tricks: (Card | null)[][] = [];
    for (let i = 0; i < d.play.length; i += 4) {
      const row: (Card | null)[] = [null, null, null, null];
      for (const c of d.play.slice(i, i + 4)) row[((owner.get(c) ?? 0) - leader + 4) % 4] = c;
      tricks.push(row);
    }
    b.play = { leader, tricks };
  }
  return b;
}
