import type { CatchUp, Client } from '../hub.js';
import type { Cluster } from './cluster.js';
import type { Call, CatchUpItem, CatchUpReply } from './routerMessages.js';

/** What was relayed to a connection of a table owned elsewhere: the newest version, and that version when last looked at. */
interface Relayed {
  version: number;
  asked: number;
}

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

/** What the catch-up needs of the router: where connections reached their tables, and the stand-ins. */
export interface CatchUpPorts {
  /** The owner a local connection reached the table at (none: not forwarded). */
  ownerOf(client: Client, tableId: string): string | undefined;
  local(clientId: number): Client | undefined;
  /** The stand-in of another process's connection, if this process knows it. */
  standIn(from: string, clientId: number): Client | undefined;
  catchUp(client: Client, tableId: string, seen: number): CatchUp | undefined;
  /** Closes a local connection so that it says hello again (1012). */
  close(client: Client): void;
}

/**
 * Bus messages can be lost (pub/sub is at most once: a subscriber Redis cut off, a publish that
 * failed under load). A lost push of the state where it is a person's turn stalls the table for
 * good: nothing else comes until that person acts. So once a lease each owner is asked about the
 * tables whose pushes went quiet here, and sends again what a connection missed; a connection
 * the owner has forgotten altogether is closed, to say hello again.
 */
export class CatchUps {
  readonly relayed = new RelayedVersions();

  constructor(
    private readonly cluster: Cluster,
    private readonly ports: CatchUpPorts,
  ) {}

  /** Origin side: asks each owner about the quiet tables of this process's connections. */
  ask(): void {
    if (this.cluster.unavailable() !== undefined) return;
    for (const [owner, items] of this.relayed.quiet((c, t) => this.ports.ownerOf(c, t))) {
      this.cluster
        .call(owner, { op: 'catch-up', items } satisfies Call)
        .then((reply) => this.caughtUp(reply as CatchUpReply))
        // An owner that does not answer is the lease tick's and the owner check's business.
        .catch(() => undefined);
    }
  }

  private caughtUp(reply: CatchUpReply): void {
    for (const [clientId, tableId, what] of reply) {
      const client = this.ports.local(clientId);
      if (!client) continue;
      if (what === 'forgotten') this.ports.close(client);
      // It left the table (or only looked it up): nothing more to catch up.
      else this.relayed.forget(client, tableId);
    }
  }

  /** Owner side: sends what each connection missed; names those it cannot serve. */
  answer(from: string, items: CatchUpItem[]): CatchUpReply {
    const problems: CatchUpReply = [];
    for (const [clientId, tableId, seen] of items) {
      // A table that moved on is the owner check's to notice at the origin.
      if (!this.cluster.held.has(tableId)) continue;
      const stand = this.ports.standIn(from, clientId);
      if (!stand) problems.push([clientId, tableId, 'forgotten']);
      else if (this.ports.catchUp(stand, tableId, seen) === 'not-following') {
        problems.push([clientId, tableId, 'not-following']);
      }
    }
    return problems;
  }
}
