import type { Client } from '../hub.js';

/** What was relayed to a connection of a table owned elsewhere: the newest version, and that version when last looked at. */
interface Relayed {
  version: number;
  asked: number;
}

/** One quiet table of one connection, to ask its owner about: [connection id, table, version seen]. */
export type CatchUpItem = [number, string, number];

/**
 * Origin side of the catch-up (./router.ts `catchUpQuiet`): the newest `state` version relayed
 * to each local connection of each table owned by another process, and which of them went quiet.
 */
export class RelayedVersions {
  private readonly relayed = new Map<Client, Map<string, Relayed>>();

  noted(client: Client, tableId: string, version: number): void {
    let mine = this.relayed.get(client);
    if (!mine) {
      mine = new Map();
      this.relayed.set(client, mine);
    }
    const r = mine.get(tableId);
    if (!r) mine.set(tableId, { version, asked: -1 });
    else if (version > r.version) r.version = version;
  }

  forget(client: Client, tableId?: string): void {
    if (tableId === undefined) this.relayed.delete(client);
    else this.relayed.get(client)?.delete(tableId);
  }

  /**
   * The pairs with no new state since the last look, by owner (`ownerOf` says where the
   * connection reached the table; none: not forwarded any more). Those that moved are marked
   * as looked at: pushes are flowing there.
   */
  quiet(ownerOf: (client: Client, tableId: string) => string | undefined): Map<string, CatchUpItem[]> {
    const byOwner = new Map<string, CatchUpItem[]>();
    for (const [client, tables] of this.relayed) {
      for (const [tableId, r] of tables) {
        const owner = ownerOf(client, tableId);
        if (owner === undefined) continue;
        if (r.asked !== r.version) {
          r.asked = r.version;
          continue;
        }
        const items = byOwner.get(owner) ?? [];
        items.push([client.id, tableId, r.version]);
        byOwner.set(owner, items);
      }
    }
    return byOwner;
  }
}
