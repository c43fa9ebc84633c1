/**
 * Who is at a table and since when they are not, and the nudges people send one another. The
 * hub knows the connections and tells this module when a place's last one closes or a new one
 * opens; both live in memory only (a restart forgets them).
 */
import { NUDGE_EVERY_MS, type TableInfo } from '../protocol/index.js';

export class Presence {
  /** By table and place: when its last connection closed (ms). */
  private readonly awayFrom = new Map<string, Map<number, number>>();
  /** By table and place: when that person was last nudged (ms). */
  private readonly nudgedAt = new Map<string, Map<number, number>>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The last connection of `place` closed. */
  left(tableId: string, place: number): void {
    const places = this.awayFrom.get(tableId) ?? new Map<number, number>();
    this.awayFrom.set(tableId, places);
    if (!places.has(place)) places.set(place, this.now());
  }

  /** A connection holds `place` again (or the place changed hands): it is not away. */
  back(tableId: string, place: number): void {
    const places = this.awayFrom.get(tableId);
    if (!places?.delete(place)) return;
    if (!places.size) this.awayFrom.delete(tableId);
  }

  /** `info` with `awaySince` on the seats shown away whose moment is known. */
  decorate(tableId: string, info: TableInfo): TableInfo {
    const places = this.awayFrom.get(tableId);
    if (!places) return info;
    return {
      ...info,
      seats: info.seats.map((s) => {
        const since = s.away ? places.get(s.seat) : undefined;
        return since === undefined ? s : { ...s, awaySince: new Date(since).toISOString() };
      }),
    };
  }

  /**
   * Records a nudge at `place` if it is not too soon after the last one (anyone's): a phone is
   * buzzed at most once every `NUDGE_EVERY_MS`. Returns the ms to wait when it is too soon.
   */
  nudge(tableId: string, place: number): { ok: true } | { ok: false; waitMs: number } {
    const now = this.now();
    const places = this.nudgedAt.get(tableId) ?? new Map<number, number>();
    const last = places.get(place);
    if (last !== undefined && now - last < NUDGE_EVERY_MS)
      return { ok: false, waitMs: last + NUDGE_EVERY_MS - now };
    places.set(place, now);
    this.nudgedAt.set(tableId, places);
    return { ok: true };
  }

  /** The table left memory. */
  forget(tableId: string): void {
    this.awayFrom.delete(tableId);
    this.nudgedAt.delete(tableId);
  }

  /** Tables with something held here (for leak checks). */
  size(): number {
    return new Set([...this.awayFrom.keys(), ...this.nudgedAt.keys()]).size;
  }
}
