import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { StateStamp } from '../hub.js';
import { Availability, type Dependency } from './availability.js';
import type { Bus } from './bus.js';
import type { BeatResult } from './heartbeat.js';
import type { Leases } from './leases.js';
import { BATCH_MARK, type Delivery, decodeBatch, Outbox } from './outbox.js';

/** A process's id in the cluster: host, pid and a random part (a restarted pid is a new process). */
export function newProcessId(): string {
  const host =
    hostname()
      .replace(/[^A-Za-z0-9.-]/g, '-')
      .slice(0, 40) || 'host';
  return `${host}-${process.pid}-${randomBytes(3).toString('hex')}`;
}

/** This start of a process (its incarnation): a process restarted with the same id is another one. */
export function newIncarnation(): string {
  return randomBytes(8).toString('hex');
}

/** What travels on a process's channel (`p:<id>`). */
type Envelope =
  | { k: 'call'; id: number; from: string; body: unknown }
  | { k: 'reply'; id: number; ok: true; body: unknown }
  | { k: 'reply'; id: number; ok: false; error: string }
  | { k: 'note'; from: string; body: unknown };

/** Heard on `cluster`: every process says it is alive, each a third of a lease. */
interface Alive {
  k: 'alive';
  from: string;
}

/** What the cluster asks of the server it runs in. */
export interface ClusterHost {
  /** Another process asks this one (the owner) to do something; the answer goes back. */
  call(from: string, body: unknown): Promise<unknown>;
  /** A one-way note from another process (a push to a connection, a connection gone). */
  note(from: string, body: unknown): void;
  /** A state for one of this process's connections, or its close (table moved), sent by an owner elsewhere. */
  deliver?(d: Exclude<Delivery, { envelope: string }>): void;
  /** This process took the table over (its owner died or gave it up): load it from the log. */
  adopt(tableId: string): Promise<void>;
  /** This process lost the table to another (it was away past its lease): forget it. */
  lost(tableId: string): void;
  /** Whether the table is in this process's memory or on its way there (a lease on a table that left it is given back). */
  holds(tableId: string): boolean;
  /** Processes not heard from for three leases: their connections are gone. */
  processesGone(ids: string[]): void;
  /** A process declared gone is heard again: the connections it forwarded here were forgotten. */
  processBack?(id: string): void;
  /** The store or the bus is back after an outage: re-read and re-drive what it stopped. */
  resume?(what: Dependency): Promise<void>;
  /** Another incarnation took this process's id: every table is lost, the process must stop. */
  superseded?(): void;
}

/** The process's row in the store (./heartbeat.ts); none in tests without a store. */
export interface ProcessBeat {
  beat(): Promise<BeatResult>;
  end(): Promise<void>;
}

/** A bus ping that hangs (Redis paused) counts as lost after this long (ms, at most a lease). */
const PING_WAIT_MS = 1_000;

export interface ClusterLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export class CallTimeout extends Error {}

/**
 * One process's membership in the cluster: which tables it owns (leases, renewed and taken
 * over here), and calls to other processes over the bus with replies.
 */
export class Cluster {
  /** The tables this process owns, with their fencing tokens. */
  readonly held = new Map<string, number>();
  private readonly pending = new Map<
    number,
    { resolve(v: unknown): void; reject(e: Error): void; timer: NodeJS.Timeout }
  >();
  private readonly lastSeen = new Map<string, number>();
  private nextCall = 1;
  private timers: NodeJS.Timeout[] = [];
  private unsubscribe: Array<() => Promise<void>> = [];
  private ticking = false;
  private stopped = false;
  /** The last time the store answered a renewal (ms); for /health. */
  lastRenewal = 0;
  /** Whether the store and the bus answer (./availability.ts). */
  readonly availability: Availability;
  /** No take-over before this (ms): after a store outage the other processes renew their rows first. */
  private graceUntil = 0;
  /** Leases of this process whose table is not here, since when (ms). */
  private readonly strays = new Map<string, number>();
  /** Processes declared gone (their connections forgotten) and not heard from since. */
  private readonly forgotten = new Set<string>();
  private beating = false;
  /** Another incarnation took this process's id (it stops). */
  superseded = false;

  /** The server this runs in (the router sets itself here). */
  host!: ClusterHost;
  /** What this process sends to each other process, one bus message per process per turn. */
  private readonly outbox: Outbox;

  constructor(
    readonly processId: string,
    readonly bus: Bus,
    readonly leases: Leases,
    private readonly log: ClusterLogger,
    private readonly heartbeat?: ProcessBeat,
  ) {
    this.outbox = new Outbox(processId, (to, message) => this.bus.publish(`p:${to}`, message));
    this.availability = new Availability(
      (what, lostMs) => this.recovered(what, lostMs),
      (what) => this.log.warn({ lost: what }, `${what} lost: refusing actions until it is back`),
    );
  }

  /** Why this process refuses actions now (store or bus lost, or superseded); undefined when it does not. */
  unavailable(): string | undefined {
    if (this.superseded) return 'this process is stopping: another process took its id';
    return this.availability.reason();
  }

  get leaseMs(): number {
    return this.leases.leaseMs;
  }

  async start(): Promise<void> {
    this.unsubscribe.push(
      await this.bus.subscribe(`p:${this.processId}`, (text) => this.received(text)),
      await this.bus.subscribe('cluster', (text) => {
        const m = JSON.parse(text) as Alive;
        if (m.k === 'alive') this.heard(m.from);
      }),
    );
    const every = Math.max(50, Math.round(this.leaseMs / 3));
    this.timers.push(
      // The heartbeat on a timer of its own: a lease tick busy taking tables over must not delay it.
      setInterval(() => void this.beat(), every),
      setInterval(() => void this.tick(), every),
      setInterval(() => {
        this.bus
          .publish('cluster', JSON.stringify({ k: 'alive', from: this.processId }))
          .catch(() => undefined);
        this.forgetSilentProcesses();
      }, every),
    );
    for (const t of this.timers) t.unref();
    await this.beat();
    await this.tick();
  }

  /** Gives every lease back (a graceful stop: the others take the tables over at once). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.outbox.flush();
    for (const t of this.timers) clearInterval(t);
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(new Error('the process is stopping'));
    }
    this.pending.clear();
    await Promise.allSettled(this.unsubscribe.map((u) => u()));
    // The process row goes, and with it every lease of this incarnation at once.
    await this.heartbeat?.end();
    this.held.clear();
  }

  /**
   * Who owns the table now: this process (`me`, taking it over when nobody holds a live lease
   * on it) or another process's id.
   */
  ownerOf(tableId: string): Promise<'me' | string> {
    if (this.held.has(tableId)) return Promise.resolve('me');
    // One look per table at a time: two at once (the lease tick and a forwarded message) both
    // took the table over and loaded it twice, the second load replacing a table whose write was
    // in flight — the new one then stood a version behind its log, refused at every write.
    let looking = this.looking.get(tableId);
    if (!looking) {
      looking = this.lookUp(tableId).finally(() => this.looking.delete(tableId));
      this.looking.set(tableId, looking);
    }
    return looking;
  }

  private readonly looking = new Map<string, Promise<'me' | string>>();

  private async lookUp(tableId: string): Promise<'me' | string> {
    const lease = await this.leases.lease(tableId);
    if (lease && !lease.expired) {
      if (lease.owner !== this.processId) return lease.owner;
      this.held.set(tableId, lease.token);
      return 'me';
    }
    // Taking tables from a loaded process that is merely late to renew moved them back and forth
    // between live processes (3,000 tables on two cores: thousands of moves, every one closing
    // its connections, which made the load worse). Only a silent owner loses its tables.
    if (lease && lease.owner !== this.processId && this.heardFrom(lease.owner)) return lease.owner;
    const token = await this.leases.acquire(tableId);
    if (token !== undefined) {
      this.held.set(tableId, token);
      if (lease) this.log.info({ table: tableId, token, from: lease.owner }, 'table taken over');
      await this.host.adopt(tableId);
      return 'me';
    }
    // Another process took it in between.
    return (await this.leases.lease(tableId))?.owner ?? 'me';
  }

  /** The current owners of some tables (for connections forwarded there: did the owner change?). */
  async owners(tableIds: string[]): Promise<Map<string, string>> {
    return this.leases.liveOwners(tableIds);
  }

  /** Asks another process; rejects with CallTimeout when it does not answer within `timeoutMs`. */
  call(to: string, body: unknown, timeoutMs = this.leaseMs): Promise<unknown> {
    const id = this.nextCall++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new CallTimeout(`process ${to} did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      this.publish(to, { k: 'call', id, from: this.processId, body }).catch((e: Error) => {
        clearTimeout(timer);
        this.pending.delete(id);
        reject(e);
      });
    });
  }

  /** A one-way note to another process (lost if it is gone: notes carry nothing the store lacks). */
  note(to: string, body: unknown): void {
    this.publish(to, { k: 'note', from: this.processId, body }).catch(() => undefined);
  }

  /** Sends an envelope with the turn's other messages to that process; settles once its batch was published. */
  private publish(to: string, e: Envelope): Promise<void> {
    return new Promise((resolve, reject) =>
      this.outbox.envelope(to, JSON.stringify(e), (err) => (err === undefined ? resolve() : reject(err))),
    );
  }

  /** A text for a connection another process holds (lost if that process is gone, as any push). */
  push(to: string, client: number, text: string, state?: StateStamp): void {
    this.outbox.push(to, client, text, state);
  }

  /** Closes a connection another process holds (1012: its table moved), after the texts sent before. */
  closeRemote(to: string, client: number): void {
    this.outbox.close(to, client);
  }

  /** Whether another process was heard on the bus within the last lease (a live owner). */
  hears(processId: string): boolean {
    return this.heardFrom(processId);
  }

  private received(text: string): void {
    if (!text.startsWith(BATCH_MARK)) {
      this.receivedEnvelope(JSON.parse(text) as Envelope);
      return;
    }
    const batch = decodeBatch(text);
    this.heard(batch.from);
    for (const d of batch.deliveries) {
      if ('envelope' in d) this.receivedEnvelope(JSON.parse(d.envelope) as Envelope);
      else this.host.deliver?.(d);
    }
  }

  private receivedEnvelope(e: Envelope): void {
    if ('from' in e) this.heard(e.from);
    if (e.k === 'note') {
      this.host.note(e.from, e.body);
    } else if (e.k === 'call') {
      this.host
        .call(e.from, e.body)
        .then(
          (body) => this.publish(e.from, { k: 'reply', id: e.id, ok: true, body }),
          (err: Error) => this.publish(e.from, { k: 'reply', id: e.id, ok: false, error: err.message }),
        )
        // A reply the bus cannot carry (Redis timed out under load) is lost like any message: the
        // caller's call times out and its client tries again. Unhandled, it ended the process.
        .catch(() => undefined);
    } else {
      const p = this.pending.get(e.id);
      if (!p) return;
      this.pending.delete(e.id);
      clearTimeout(p.timer);
      if (e.ok) p.resolve(e.body);
      else p.reject(new Error(e.error));
    }
  }

  /** Whether another process was heard on the bus within the last lease (its heartbeat comes every third). */
  private heardFrom(processId: string): boolean {
    if (processId === this.processId) return false;
    const at = this.lastSeen.get(processId);
    return at !== undefined && Date.now() - at < this.leaseMs;
  }

  /** The other processes heard from within the last lease. */
  liveProcesses(): string[] {
    return [...this.lastSeen.keys()].filter((id) => this.heardFrom(id));
  }

  private heard(from: string): void {
    this.lastSeen.set(from, Date.now());
    if (this.forgotten.delete(from)) this.host.processBack?.(from);
  }

  private forgetSilentProcesses(): void {
    // Deaf, nobody is heard: that says nothing of the others (a Redis outage reaches them all).
    if (!this.availability.isUp('bus') || Date.now() < this.busBackGrace) return;
    const cutoff = Date.now() - 3 * this.leaseMs;
    const gone = [...this.lastSeen]
      .filter(([id, at]) => at < cutoff && id !== this.processId)
      .map(([id]) => id);
    for (const id of gone) {
      this.lastSeen.delete(id);
      this.forgotten.add(id);
    }
    if (gone.length) this.host.processesGone(gone);
  }

  /** Until when silence on the bus proves nothing (ms): a lease after it came back. */
  private busBackGrace = 0;

  /** Renews this process's row (one statement) and notes whether the store answered. */
  async beat(): Promise<void> {
    if (this.beating || this.stopped || !this.heartbeat) return;
    this.beating = true;
    try {
      const r = await this.heartbeat.beat();
      if (this.stopped) return;
      if (r === 'superseded') {
        if (!this.superseded) {
          this.superseded = true;
          this.log.warn({}, 'another process took this process id: dropping every table and stopping');
          for (const id of this.held.keys()) this.host.lost(id);
          this.held.clear();
          this.host.superseded?.();
        }
        return;
      }
      if (r === 'alive') this.lastRenewal = Date.now();
      this.availability.set('store', r === 'alive');
    } finally {
      this.beating = false;
    }
  }

  /** Whether the bus answers a ping within a moment (a paused Redis hangs instead of failing). */
  private async busAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), Math.min(PING_WAIT_MS, this.leaseMs));
    });
    try {
      return await Promise.race([this.bus.ping().catch(() => false), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The store or the bus is back: the host re-reads and re-drives; take-overs wait a lease. */
  private recovered(what: Dependency, lostMs: number): void {
    this.log.info({ back: what, lostMs }, `${what} back`);
    const now = Date.now();
    if (what === 'store') this.graceUntil = now + this.leaseMs;
    else {
      // Everyone was deaf together: nobody is gone for that silence.
      this.busBackGrace = now + this.leaseMs;
      for (const id of this.lastSeen.keys()) this.lastSeen.set(id, now);
    }
    void this.host
      .resume?.(what)
      .catch((e: Error) => this.log.warn({ err: e.message, back: what }, 'resuming after an outage failed'));
  }

  /** Notices the leases this process lost, gives back those of tables it left, takes over those whose owner died. */
  async tick(): Promise<void> {
    if (this.ticking || this.stopped || this.superseded) return;
    this.ticking = true;
    try {
      this.availability.set('bus', await this.busAnswers());
      // Without the store nothing below can be read; its heartbeat says when it is back.
      if (!this.availability.isUp('store')) return;
      const mine = await this.leases.mine();
      for (const [id, token] of this.held) {
        if (mine.get(id) === token) continue;
        this.held.delete(id);
        this.log.warn({ table: id }, 'table lost to another process');
        this.host.lost(id);
      }
      const now = Date.now();
      for (const [id, token] of mine) {
        if (this.host.holds(id)) {
          this.strays.delete(id);
          if (!this.held.has(id)) this.held.set(id, token);
          continue;
        }
        // A table that left memory gives its lease back. But a lease handed to this process
        // (rebalancing) arrives before its table does: given back at once, the table was left
        // with no owner at all. A lease never held here waits a lease for its table first.
        if (!this.held.has(id)) {
          const since = this.strays.get(id) ?? now;
          this.strays.set(id, since);
          if (now - since < this.leaseMs) continue;
        }
        this.strays.delete(id);
        this.held.delete(id);
        await this.leases.release(id, token);
      }
      for (const id of this.strays.keys()) if (!mine.has(id)) this.strays.delete(id);
      if (Date.now() < this.graceUntil) return;
      for (const { tableId, owner } of await this.leases.expired()) {
        if (this.stopped || this.superseded) break;
        // A late lease of a process still heard on the bus is a busy owner, not a dead one.
        if (this.heardFrom(owner)) continue;
        await this.ownerOf(tableId);
      }
    } catch (e) {
      this.log.warn({ err: (e as Error).message }, 'lease tick failed');
    } finally {
      this.ticking = false;
    }
  }
}
