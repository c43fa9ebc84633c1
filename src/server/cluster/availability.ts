/** What a cluster process depends on to take actions: its store (Postgres) and its bus (Redis). */
export type Dependency = 'store' | 'bus';

export interface Outage {
  what: Dependency;
  /** When it was first noticed (ms). */
  since: number;
}

/**
 * Whether the store and the bus answer, as the lease tick finds them (docs/server.md "Outages").
 * While either is lost the process refuses actions and new tables (`unavailable`), `/health`
 * and the lobby say so; when it comes back, `back` is told once, for the process to re-read
 * and re-drive what the outage stopped.
 */
export class Availability {
  private readonly down = new Map<Dependency, number>();

  constructor(
    private readonly back: (what: Dependency, lostMs: number) => void = () => undefined,
    private readonly lost: (what: Dependency) => void = () => undefined,
  ) {}

  /** Records what a look at `what` found; tells `lost` and `back` at the changes. */
  set(what: Dependency, up: boolean, now = Date.now()): void {
    const since = this.down.get(what);
    if (up && since !== undefined) {
      this.down.delete(what);
      this.back(what, now - since);
    } else if (!up && since === undefined) {
      this.down.set(what, now);
      this.lost(what);
    }
  }

  isUp(what: Dependency): boolean {
    return !this.down.has(what);
  }

  /** The outages now (none: available). */
  outages(): Outage[] {
    return [...this.down].map(([what, since]) => ({ what, since }));
  }

  /** Why the process refuses, in a sentence; undefined when it does not. */
  reason(now = Date.now()): string | undefined {
    const out = this.outages();
    if (!out.length) return undefined;
    const names = out.map((o) => `${o.what === 'store' ? 'the store (Postgres)' : 'the bus (Redis)'}`);
    const s = Math.round((now - Math.min(...out.map((o) => o.since))) / 1000);
    return `this server lost ${names.join(' and ')} ${s} s ago; try again in a moment`;
  }
}
