/**
 * The words of the CSV export. The sheet's players read the file in their own language, but
 * this layer knows no languages: its callers hand it the words, each language's
 * `src/words/<lang>/csv.ts` (the web client the UI language's).
 */

export interface CsvWords {
  /** Compass letters N, E, S, W: seats with rotating partners, and the sides (NS, EW). */
  readonly seats: readonly [string, string, string, string];
  readonly deal: string;
  readonly dealer: string;
  /** Headers of a side's or player's deal points and running total. */
  readonly points: (who: string) => string;
  readonly total: (who: string) => string;
  /** The last row: its label, the winners or "unfinished". */
  readonly totalRow: string;
  readonly winner: (who: string) => string;
  readonly unfinished: string;
  readonly unfinishedRubber: string;
  readonly contract: string;
  readonly declarer: string;
  readonly tricks: string;
  readonly passedOut: string;
  /** Bondebridge. */
  readonly revokes: string;
  readonly tricksPlayed: string;
  /** Bridge. */
  readonly board: string;
  readonly vulnerable: string;
  readonly nobodyVulnerable: string;
  readonly allVulnerable: string;
  readonly honours: string;
  readonly above: (side: string) => string;
  readonly below: (side: string) => string;
  /** Selbu. */
  readonly round: string;
  readonly cards: string;
  readonly trump: string;
  readonly bidOf: (name: string) => string;
  readonly tricksOf: (name: string) => string;
  /** Bondtolva. */
  readonly declarations: string;
  readonly trumf: string;
  readonly tjog: string;
  readonly lastTrick: string;
  readonly matadorPoint: string;
  readonly nobody: string;
}

/** A side as its two compass letters in these words: NS, EW (bokmål ØV, German OW). */
export const sideWord = (w: CsvWords, side: string): string =>
  side === 'NS' ? `${w.seats[0]}${w.seats[2]}` : side === 'EW' ? `${w.seats[1]}${w.seats[3]}` : side;

/** A bridge vulnerability ('none', 'NS', 'EW', 'all') in these words. */
export const vulnerableWord = (w: CsvWords, v: unknown): string =>
  v === 'none' ? w.nobodyVulnerable : v === 'all' ? w.allVulnerable : sideWord(w, String(v));
