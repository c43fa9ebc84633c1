/**
 * Bit helpers for 13-bit suit holdings. A holding has bit (rank - 2) set for each card, so the
 * ace is bit 12 and "higher card" means "higher bit" — the same numbering as `Card % 13`.
 */

/** popcount of every 13-bit holding, so that lengths cost one table load in the search. */
export const POPCOUNT: Uint8Array = (() => {
  const t = new Uint8Array(8192);
  for (let i = 1; i < 8192; i++) t[i] = t[i >> 1] + (i & 1);
  return t;
})();

/** The `k` highest cards of a holding. */
export function topCards(m: number, k: number): number {
  let drop = POPCOUNT[m] - k;
  if (drop <= 0) return m;
  if (k < drop) {
    // Fewer cards to keep than to drop: take them from the top.
    let r = 0;
    while (k-- > 0) {
      const b = 1 << (31 - Math.clz32(m));
      r |= b;
      m ^= b;
    }
    return r;
  }
  while (drop-- > 0) m &= m - 1;
  return m;
}
