/**
 * The server a shared check runs against: one process in this test file, or a cluster of
 * processes (test/localCluster/), where the clients of one table connect to different processes.
 */
import type { RunningServer } from '../../src/server/server.js';
import type { StoredEvent, TableStore } from '../../src/server/store.js';

export interface ServerUnderTest {
  /** Where the `i`-th client of a table connects (tables are created at `url(0)`). */
  url(i: number): string;
  /** The table's log as the store holds it. */
  events(tableId: string): Promise<StoredEvent[]>;
}

/** A server of this test file: every client at its address, the log read from its store. */
export function inProcessServer(server: RunningServer): ServerUnderTest {
  const store = (server.service as unknown as { store: TableStore }).store;
  return {
    url: () => server.url,
    events: async (tableId) => (await store.loadTable(tableId))?.events ?? [],
  };
}
