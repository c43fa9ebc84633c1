/**
 * A hash table from a position (a card mask and a small tag) to a 16-bit entry, on typed arrays:
 * the searches ask it at every node, where a Map keyed by large numbers costs more than the
 * search itself. Open addressing with linear probing; it doubles when half full.
 */
export class BoundsTable {
  private bits = 16;
  private masks = new Int32Array(1 << this.bits);
  /** tag + 1; 0 marks an empty slot. */
  private tags = new Uint8Array(1 << this.bits);
  private entries = new Uint16Array(1 << this.bits);
  private used = 0;

  /** The entry for (mask, tag), or -1. `tag` is 0..254. */
  get(mask: number, tag: number): number {
    const slots = this.masks.length - 1;
    for (let i = this.slot(mask, tag); ; i = (i + 1) & slots) {
      const t = this.tags[i];
      if (t === 0) return -1;
      if (t === tag + 1 && this.masks[i] === mask) return this.entries[i];
    }
  }

  set(mask: number, tag: number, entry: number): void {
    const slots = this.masks.length - 1;
    for (let i = this.slot(mask, tag); ; i = (i + 1) & slots) {
      const t = this.tags[i];
      if (t === 0) {
        this.masks[i] = mask;
        this.tags[i] = tag + 1;
        this.entries[i] = entry;
        if (++this.used * 2 > this.masks.length) this.grow();
        return;
      }
      if (t === tag + 1 && this.masks[i] === mask) {
        this.entries[i] = entry;
        return;
      }
    }
  }

  get size(): number {
    return this.used;
  }

  private slot(mask: number, tag: number): number {
    return (Math.imul(mask, 0x9e3779b1) ^ Math.imul(tag + 1, 0x85ebca6b)) >>> (32 - this.bits);
  }

  private grow(): void {
    const [masks, tags, entries] = [this.masks, this.tags, this.entries];
    this.bits++;
    this.masks = new Int32Array(1 << this.bits);
    this.tags = new Uint8Array(1 << this.bits);
    this.entries = new Uint16Array(1 << this.bits);
    this.used = 0;
    for (let i = 0; i < masks.length; i++) if (tags[i]) this.set(masks[i], tags[i] - 1, entries[i]);
  }
}
