import type { TableInfo } from '../../protocol/index.js';
import { lobbyList } from '../lobby.js';
import type { Cluster } from './cluster.js';

/**
 * How long the lobby waits for another process's tables (ms, at most; a lease if shorter): a
 * process that does not answer by then is left out of this listing, not waited for.
 */
export const LOBBY_WAIT_MS = 1_000;

/**
 * How long the other processes' lists serve again (ms): every lobby open polls (each 5 s), and
 * without this each poll asked every process, so the calls grew with the people watching.
 */
export const LOBBY_FRESH_MS = 1_000;

/** The lobby of a cluster: this process's public tables and every other live process's, merged. */
export class ClusterLobby {
  /** The other processes' lobby lists, asked at `at` (shared by the listings until they age). */
  private others?: { at: number; lists: Promise<TableInfo[][]> };

  constructor(
    private readonly cluster: Cluster,
    private readonly own: () => TableInfo[],
  ) {}

  /**
   * The lobby of the whole cluster: the public tables of this process (as they are now) and of
   * every other one heard from lately (asked at most once per `LOBBY_FRESH_MS`), in the lobby's
   * order. A process that does not answer in time is left out.
   */
  async list(): Promise<TableInfo[]> {
    const now = Date.now();
    if (!this.others || now - this.others.at > LOBBY_FRESH_MS) {
      this.others = { at: now, lists: this.othersLobbies() };
    }
    return lobbyList([this.own(), ...(await this.others.lists)]);
  }

  private othersLobbies(): Promise<TableInfo[][]> {
    const waitMs = Math.min(this.cluster.leaseMs, LOBBY_WAIT_MS);
    return Promise.all(
      this.cluster.liveProcesses().map((p) =>
        this.cluster.call(p, { op: 'lobby' }, waitMs).then(
          (list) => list as TableInfo[],
          () => [],
        ),
      ),
    );
  }
}
