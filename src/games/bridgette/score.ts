/**
 * Bridgette's "six-deal" scoring, pure and table-driven so that the score keeper can reuse it.
 * Strains are indexed C=0, D=1, H=2, S=3, NT=4 (as in `src/cards/call.ts`).
 */

export interface ScoredContract {
  /** 0 (only with NT) … 7. */
  level: number;
  /** 0 clubs, 1 diamonds, 2 hearts, 3 spades, 4 no trump. */
  strain: number;
  /** 0 undoubled, 1 doubled, 2 redoubled. */
  doubled: 0 | 1 | 2;
}

const NT = 4;

/** Tricks the declarer needs: six plus the level. */
export const tricksNeeded = (level: number): number => 6 + level;

/** The value of a made contract (the rule book's first table). */
export function contractValue(level: number, strain: number): number {
  if (strain === NT) return [150, 250, 250, 500, 500, 1500, 2200, 2500][level];
  if (level === 1) return 150;
  if (level <= 3) return 250;
  if (level === 4) return strain <= 1 ? 250 : 500; // 4C, 4D: 250; 4H, 4S: 500
  return [500, 1500, 2200][level - 5];
}

/** Bonus for taking exactly the tricks bid: 250 up to level 5, 100 at level 6, none at 7. */
export const exactBonus = (level: number): number => (level <= 5 ? 250 : level === 6 ? 100 : 0);

export const THREE_OVER_BONUS = 350;

/**
 * Multiplier and bonus of a doubled / redoubled made contract: the deal's total is multiplied,
 * then the bonus added — or, with `insultFirst`, the bonus added first and multiplied with it.
 */
export const DOUBLED_FACTOR = [1, 2, 4] as const;
export const DOUBLED_BONUS = [0, 400, 1000] as const;

/** Points to the opponent by tricks short (index 1…6, 6 meaning "6 or more"), by doubling. */
export const UNDERTRICK_TABLE: readonly (readonly [number, number, number])[] = [
  [0, 0, 0],
  [100, 200, 300],
  [200, 500, 700],
  [300, 800, 1100],
  [400, 1100, 1500],
  [700, 2000, 2700],
  [1000, 3000, 4000],
];

export interface ContractScore {
  made: boolean;
  /** Points to the declarer (made contracts). */
  declarer: number;
  /** Points to the declarer's opponent (failed contracts). */
  opponent: number;
  /** How the points were reached, for score sheets. */
  breakdown: {
    value: number;
    exactBonus: number;
    threeOverBonus: number;
    factor: number;
    doubledBonus: number;
    undertricks: number;
  };
}

/** Scores one played contract from the declarer's tricks (`insultFirst`: the option of that name). */
export function scoreContract(c: ScoredContract, tricks: number, insultFirst: boolean): ContractScore {
  const need = tricksNeeded(c.level);
  if (tricks < need) {
    const short = Math.min(need - tricks, 6);
    const points = UNDERTRICK_TABLE[short][c.doubled];
    return {
      made: false,
      declarer: 0,
      opponent: points,
      breakdown: {
        value: 0,
        exactBonus: 0,
        threeOverBonus: 0,
        factor: 1,
        doubledBonus: 0,
        undertricks: points,
      },
    };
  }
  const value = contractValue(c.level, c.strain);
  const exact = tricks === need ? exactBonus(c.level) : 0;
  const threeOver = tricks === need + 3 ? THREE_OVER_BONUS : 0;
  const factor = DOUBLED_FACTOR[c.doubled];
  const doubledBonus = DOUBLED_BONUS[c.doubled];
  return {
    made: true,
    declarer: insultFirst
      ? (value + exact + threeOver + doubledBonus) * factor
      : (value + exact + threeOver) * factor + doubledBonus,
    opponent: 0,
    breakdown: { value, exactBonus: exact, threeOverBonus: threeOver, factor, doubledBonus, undertricks: 0 },
  };
}

/** Deals that count towards a match (thrown-in deals do not). */
export const MATCH_DEALS = 6;

/**
 * The match is over after six counted deals unless the totals are equal; then further
 * deals are played, one at a time, until they differ.
 */
export const matchOver = (countedDeals: number, totals: readonly number[]): boolean =>
  countedDeals >= MATCH_DEALS && totals[0] !== totals[1];

/** Seats (as strings) with the highest total. */
export function leaders(totals: readonly number[]): string[] {
  const best = Math.max(...totals);
  return totals.flatMap((t, s) => (t === best ? [String(s)] : []));
}
