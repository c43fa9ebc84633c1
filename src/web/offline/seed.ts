/** A table's secret seed, 128 random bits as hex, drawn in the browser: the client's own randomness, never the engine's. */
export function newSeed(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  return [...random(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}
