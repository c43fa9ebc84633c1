/**
 * Who sits in a rated match, apart from the rating itself (`rate.ts`): the table and the
 * terminal ask whether a match is rated without loading the rating library, which is most of
 * their start-up otherwise.
 */
/**
 * Who holds a place at the table. A place is a seat where each seat is one person all match, and
 * a person (the index of `totals`) where people change seats (bondebridge's variants).
 */
export type Place =
  | { readonly kind: 'person'; readonly account: string }
  | { readonly kind: 'guest' }
  | { readonly kind: 'bot'; readonly level: string };

/**
 * A table is rated only when every place is a signed-in person, each a different account: a
 * guest has no rating to keep, a bot's rating is fixed (./botRatings.ts), and one account in
 * two places would rate a player against themselves.
 */
export function isRated(places: readonly Place[]): boolean {
  const accounts = new Set<string>();
  for (const p of places) {
    if (p.kind !== 'person' || accounts.has(p.account)) return false;
    accounts.add(p.account);
  }
  return places.length >= 2;
}
