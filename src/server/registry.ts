/**
 * The tables a server process holds in memory: created here, read back from the store (one load
 * per table however many ask at once), kept while someone follows them, dropped when idle or
 * when another process of a cluster owns them. The store holds every table; this is its cache.
 */
import type { AnyGame } from '../engine/game.js';
import { unjoined } from '../table/requests.js';
import type { MatchDeals } from '../table/seatedMatch.js';
import { refuse } from './refused.js';
import type { LoadedTable, TableStore } from './store.js';
import { Table } from './table.js';

export interface RegistryConfig {
  /** Most tables held in memory; creating more is refused. */
  maxTables: number;
  /** A table nobody follows and nothing happened at for this long leaves memory (it stays stored). */
  idleMs: number;
  /** The same for a table waiting for people that nobody has joined (a seat free, no person seated). */
  emptyIdleMs: number;
  /** In a cluster: whether this process owns the table (tables it does not own are read, never kept). */
  owns?: (tableId: string) => boolean;
  /**
   * The decks of a stored table not dealt from its seed (a challenge's, ./challenge/); undefined:
   * its seed's. Rejects when they cannot be had (the table is then not restored).
   */
  dealsOf?: (stored: LoadedTable, game: AnyGame, options: unknown) => Promise<MatchDeals | undefined>;
}

/** What the registry asks of the rest of the server. */
export interface RegistryHooks {
  /** A table came into memory from the store (its bots and clocks move on from here). */
  loaded(t: Table): void;
  /** A table left memory: forget everything kept for it. */
  dropped(id: string): void;
  /** Whether the table must stay: someone follows it, or a bot is thinking there. */
  inUse(id: string): boolean;
}

export interface RegistryLogger {
  error(obj: object, msg: string): void;
}

export class TableRegistry {
  private readonly tables = new Map<string, Table>();
  /** Tables being read from the store: two requests for one table share one load (one `Table`). */
  private readonly loading = new Map<string, Promise<Table | undefined>>();
  /** Tables being written to the store for the first time: stored (and, in a cluster, leased) but not yet in `tables`. */
  private readonly creating = new Set<string>();
  /** When each table in memory last changed or was asked for (ms). */
  private readonly touched = new Map<string, number>();

  constructor(
    private readonly store: TableStore,
    private readonly gamesById: ReadonlyMap<string, AnyGame>,
    private readonly cfg: RegistryConfig,
    private readonly hooks: RegistryHooks,
    private readonly log: RegistryLogger,
  ) {}

  get size(): number {
    return this.tables.size;
  }

  values(): IterableIterator<Table> {
    return this.tables.values();
  }

  /** The table if it is in memory now. */
  inMemory(id: string): Table | undefined {
    return this.tables.get(id);
  }

  /** The table, from memory or the store; refused when there is none. */
  async get(id: string): Promise<Table> {
    const t = this.tables.get(id) ?? (await this.load(id));
    if (!t) throw refuse('no-table', { table: id });
    this.touch(id);
    return t;
  }

  touch(id: string): void {
    this.touched.set(id, Date.now());
  }

  /** Creates and stores a new table (refused when memory is full). */
  async create(init: Parameters<typeof Table.create>[1]): Promise<Table> {
    if (this.tables.size >= this.cfg.maxTables) throw refuse('too-many-tables', { max: this.cfg.maxTables });
    this.creating.add(init.id);
    try {
      const table = await Table.create(this.store, init);
      this.tables.set(table.id, table);
      this.touch(table.id);
      return table;
    } finally {
      this.creating.delete(init.id);
    }
  }

  /**
   * Drops tables from memory that nobody follows, where no bot is moving and nothing happened
   * for `idleMs` (`emptyIdleMs` for a table nobody has joined). They stay in the store: a
   * token's `hello`, a join by link or a record request brings them back, and unfinished ones
   * that someone sits at are restored at the next start anyway.
   */
  evictIdle(now = Date.now()): number {
    let evicted = 0;
    for (const [id, table] of [...this.tables]) {
      if (this.hooks.inUse(id) || table.busy) continue;
      const idleMs = unjoined(table) ? this.cfg.emptyIdleMs : this.cfg.idleMs;
      if (now - (this.touched.get(id) ?? 0) < idleMs) continue;
      this.drop(id);
      evicted++;
    }
    return evicted;
  }

  /** Forgets a table in memory (it stays stored): idle, or another process of a cluster owns it now. */
  drop(id: string): void {
    this.hooks.dropped(id);
    this.tables.delete(id);
    this.touched.delete(id);
  }

  /**
   * Whether the table is in memory or on its way there (being created, or read from the store).
   * A cluster process gives back the lease of a table it does not hold; counting only `tables`
   * gave back the lease that a new table's first write had just taken, or that a take-over had
   * just won, whenever the lease tick fell between the store's answer and `tables.set`.
   */
  holds(id: string): boolean {
    return this.tables.has(id) || this.creating.has(id) || this.loading.has(id);
  }

  /** Loads a table from its log (a cluster process took it over); its bots move on from there. */
  async adopt(id: string): Promise<boolean> {
    return this.tables.has(id) || (await this.load(id)) !== undefined;
  }

  /** Brings a table from the store into memory (at start, or when someone asks for a finished one). */
  load(id: string): Promise<Table | undefined> {
    let loading = this.loading.get(id);
    if (!loading) {
      loading = this.loadNow(id).finally(() => this.loading.delete(id));
      this.loading.set(id, loading);
    }
    return loading;
  }

  private async loadNow(id: string): Promise<Table | undefined> {
    const stored = await this.store.loadTable(id);
    if (!stored) return undefined;
    const game = this.gamesById.get(stored.table.game);
    if (!game) {
      this.log.error({ table: id, game: stored.table.game }, 'cannot restore table: game not available');
      return undefined;
    }
    let deals: MatchDeals | undefined;
    if (this.cfg.dealsOf) {
      const options = game.parseOptions(JSON.parse(stored.table.options));
      try {
        deals = options.ok ? await this.cfg.dealsOf(stored, game, options.value) : undefined;
      } catch (e) {
        this.log.error(
          { table: id, err: (e as Error).message },
          'cannot restore table: its decks are missing',
        );
        return undefined;
      }
    }
    const r = Table.restore(this.store, stored, game, deals);
    if (!r.ok) {
      this.log.error({ table: id, err: r.error }, 'cannot restore table');
      return undefined;
    }
    // In a cluster, a table another process owns is read here (HTTP) but never kept or moved.
    if (this.cfg.owns && !this.cfg.owns(id)) return r.value;
    this.tables.set(id, r.value);
    this.touch(id);
    this.hooks.loaded(r.value);
    return r.value;
  }
}
