/** Scores on one line, each key as the caller names it: `NS 620, EW 0`. */
export function joinScores(score: Record<string, number>, key: (k: string) => string): string {
  return Object.entries(score)
    .map(([k, v]) => `${key(k)} ${v}`)
    .join(', ');
}
