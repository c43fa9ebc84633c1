import type { LocalTables } from './cluster/router.js';
import type { TableService } from './service.js';
import type { Table } from './table.js';

/**
 * Who waits for a table's next deal boundary (rebalancing hands a table over only there): told
 * by the service after every change, under the table's lock.
 */
export class DealBoundaries {
  private readonly waiting = new Map<string, Array<() => void>>();

  changed(t: Table): void {
    if (t.dealBegun || t.undoPending) return;
    const waiters = this.waiting.get(t.id);
    if (!waiters) return;
    this.waiting.delete(t.id);
    for (const w of waiters) w();
  }

  /** True at the table's next boundary, false when none came within `ms`. */
  next(tableId: string, ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const w = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        const left = (this.waiting.get(tableId) ?? []).filter((x) => x !== w);
        if (left.length) this.waiting.set(tableId, left);
        else this.waiting.delete(tableId);
        resolve(false);
      }, ms);
      this.waiting.set(tableId, [...(this.waiting.get(tableId) ?? []), w]);
    });
  }
}

/** What a cluster's router does with this process's tables, on its table service. */
export function localTablesOf(service: TableService, boundaries: DealBoundaries): LocalTables {
  return {
    handle: (c, m) => service.handle(c, m),
    disconnect: (c) => service.disconnect(c),
    adopt: (id) => service.adopt(id),
    drop: (id) => service.drop(id),
    holds: (id) => service.holds(id),
    followers: (id) => service.hub.followers(id),
    lobby: () => service.listTables(),
    reload: (id) => service.reload(id),
    resend: (id) => service.resend(id),
    catchUp: (c, id, seen) => {
      const t = service.tables.inMemory(id);
      return t && service.hub.catchUp(c, t, seen);
    },
    atDealBoundary: async (id, task, waitMs) => {
      const t = service.tables.inMemory(id);
      if (!t) return undefined;
      const between = () => !t.dealBegun && !t.undoPending;
      if (!between() && !(await boundaries.next(id, waitMs))) return undefined;
      // Looked at again under the lock: a change may have slipped in before it.
      return t.exclusive(async () => (between() && service.tables.inMemory(id) === t ? task() : undefined));
    },
    followState: (id) =>
      service.hub.followers(id).map((client) => ({
        client,
        seats: service.hub.seatsOf(client, id),
        spectator: service.hub.isSpectating(client, id),
      })),
    follow: (client, id, seats, spectator) => {
      for (const seat of seats) service.hub.attach(client, id, seat);
      if (spectator) service.hub.attach(client, id, null);
    },
    forget: (id) => {
      service.drop(id);
      service.hub.forgetTable(id);
    },
  };
}
