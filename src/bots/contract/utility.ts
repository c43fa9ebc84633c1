/**
 * The value to the declaring side of ending the deal with `tricks`: bondebridge's standard
 * score (every trick when made, 3 more for all 13; 2 per trick short); bridge adds a bonus for
 * making, since game and part-score bonuses dwarf overtricks there.
 */
export function declarerUtility(tricks: number, level: number, makingBonus = 5): number {
  const need = 6 + level;
  return tricks >= need ? makingBonus + tricks + (tricks === 13 ? 3 : 0) : -2 * (need - tricks);
}
