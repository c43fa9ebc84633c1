/**
 * Bondtolva's protocol: per deal the declarations (trumf, tjog), who won the last trick and
 * who took the matador point; the engine's `dealPoints` and `settleDeal` move the protocol
 * (above 12 back to 7, exactly 12 wins).
 */
import { err, ok, type Result } from '../cards/result.js';
import type { DealResult, MatchResult, Seat } from '../engine/game.js';
import { parseSimpleOptions } from '../engine/options.js';
import { type DeclarationKind, dealPoints, settleDeal } from '../games/bondtolva/score.js';
import { type KeeperError, keeperError } from './errors.js';
import { asFields, readSeat } from './fields.js';
import type { SheetRules, UpcomingBase } from './rules.js';

const SEATS = 2;
export const BONDTOLVA_SUITS = ['S', 'H', 'D', 'C'] as const;
export type SuitLetter = (typeof BONDTOLVA_SUITS)[number];

export interface DeclarationEntry {
  seat: Seat;
  kind: DeclarationKind;
  suit: SuitLetter;
}

/** One deal as entered. */
export interface BondtolvaEntry {
  declarations?: DeclarationEntry[];
  lastTrick: Seat;
  /** More aces and tens (then card points) in the won tricks; null: nobody (a full tie). */
  matadorPoint: Seat | null;
}

interface CheckedEntry {
  declarations: DeclarationEntry[];
  lastTrick: Seat;
  matadorPoint: Seat | null;
}

export interface BondtolvaUpcoming extends UpcomingBase {
  /** The protocol before this deal, by seat. */
  protocol: number[];
}

export interface BondtolvaSheetState {
  firstDealer: Seat;
  protocol: number[];
  deals: DealResult[];
  winner: Seat | null;
}

const bySeat = (values: readonly number[]): Record<string, number> =>
  Object.fromEntries(values.map((v, s) => [String(s), v]));

const bad = (reason: string, message: string): KeeperError =>
  keeperError('declarations', message, { reason });

/**
 * At most one trumf and one tjog a deal; the first declaration is the trumf, so a tjog needs
 * one, and the tjog is in another suit (a king–queen pair is declared once).
 */
function readDeclarations(raw: unknown): Result<DeclarationEntry[], KeeperError> {
  if (raw === undefined || raw === null) return ok([]);
  if (!Array.isArray(raw)) return err(bad('shape', 'declarations must be a list'));
  const out: DeclarationEntry[] = [];
  for (const d of raw as Array<Partial<DeclarationEntry>>) {
    const valid =
      d !== null &&
      typeof d === 'object' &&
      (d.seat === 0 || d.seat === 1) &&
      (d.kind === 'trumf' || d.kind === 'tjog') &&
      (BONDTOLVA_SUITS as readonly string[]).includes(d.suit as string);
    if (!valid) return err(bad('shape', 'a declaration names a player (0 or 1), trumf or tjog, and a suit'));
    out.push({ seat: d.seat!, kind: d.kind!, suit: d.suit! });
  }
  const trumfs = out.filter((d) => d.kind === 'trumf');
  const tjogs = out.filter((d) => d.kind === 'tjog');
  if (trumfs.length > 1 || tjogs.length > 1) {
    return err(bad('twice', 'at most one trumf and one tjog in a deal'));
  }
  if (tjogs.length === 1 && trumfs.length === 0) {
    return err(
      bad('tjog-first', 'the first declaration of a deal is a trumf: a tjog needs a trumf before it'),
    );
  }
  if (tjogs.length === 1 && tjogs[0].suit === trumfs[0].suit) {
    return err(bad('same-suit', 'the tjog must be in another suit than the trumf'));
  }
  // The trumf comes first in the protocol, as it was made first.
  return ok([...trumfs, ...tjogs]);
}

export const bondtolvaSheet: SheetRules<
  Record<string, never>,
  CheckedEntry,
  BondtolvaSheetState,
  BondtolvaUpcoming
> = {
  game: 'bondtolva',
  optionSpecs: [],
  parseOptions: (raw) => parseSimpleOptions(raw, []),
  minimizeOptions: () => ({}),
  playerCount: () => SEATS,
  dealerSeats: () => SEATS,
  start: (_o, firstDealer) => ({ firstDealer, protocol: [0, 0], deals: [], winner: null }),
  upcoming: (s) =>
    s.winner !== null
      ? null
      : {
          deal: s.deals.length + 1,
          dealer: (s.firstDealer + s.deals.length) % SEATS,
          protocol: [...s.protocol],
        },
  parseEntry(raw) {
    const f = asFields(raw);
    if (!f.ok) return f;
    const declarations = readDeclarations(f.value.declarations);
    if (!declarations.ok) return declarations;
    const lastTrick = readSeat(f.value, 'lastTrick', SEATS);
    if (!lastTrick.ok) return lastTrick;
    let matadorPoint: Seat | null = null;
    if (f.value.matadorPoint !== null) {
      const m = readSeat(f.value, 'matadorPoint', SEATS);
      if (!m.ok) return m;
      matadorPoint = m.value;
    }
    return ok({ declarations: declarations.value, lastTrick: lastTrick.value, matadorPoint });
  },
  apply(s, e, next) {
    const score = dealPoints({
      seats: SEATS,
      declarations: e.declarations,
      lastTrick: e.lastTrick,
      matadorPoint: e.matadorPoint,
    });
    const settled = settleDeal(s.protocol, score, e.lastTrick);
    const trumf = e.declarations.find((d) => d.kind === 'trumf');
    const r: DealResult = {
      dealer: next.dealer,
      trump: trumf ? trumf.suit : null,
      declarations: e.declarations.map((d) => ({ ...d })),
      lastTrick: e.lastTrick,
      matadorPoint: e.matadorPoint,
      score: bySeat(score),
      protocol: bySeat(settled.protocol),
    };
    return { ...s, protocol: settled.protocol, deals: [...s.deals, r], winner: settled.winner };
  },
  result(s, closed): MatchResult {
    const finished = closed || s.winner !== null;
    let winners: string[] = [];
    if (s.winner !== null) winners = [String(s.winner)];
    else if (closed) {
      // Decision: a protocol closed before anyone reaches 12 goes to the higher standing (both on a tie).
      const top = Math.max(...s.protocol);
      winners = s.protocol.flatMap((p, seat) => (p === top ? [String(seat)] : []));
    }
    return { game: 'bondtolva', finished, deals: s.deals, totals: bySeat(s.protocol), winners };
  },
  csvColumns: (players, _options, w) => [
    { header: w.trump, cell: (d) => d.trump ?? '' },
    {
      header: w.declarations,
      cell: (d) =>
        (d.declarations as Array<{ seat: number; kind: string; suit: string }>)
          .map((x) => `${players[x.seat]} ${x.kind === 'tjog' ? w.tjog : w.trumf} ${x.suit}`)
          .join('; '),
    },
    { header: w.lastTrick, cell: (d) => players[d.lastTrick as number] },
    {
      header: w.matadorPoint,
      cell: (d) => (d.matadorPoint === null ? w.nobody : players[d.matadorPoint as number]),
    },
  ],
};
