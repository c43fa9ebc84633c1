/** The simulated people of `npm run bench:server` (./server.ts): one WebSocket client per seat. */
import WebSocket from 'ws';
import type { Rng } from '../cards/rng.js';
import { playChoices } from '../engine/claim.js';

interface Pending {
  sentAt: number;
  base: number;
  seen: Set<number>;
}

export interface TableRun {
  id: string;
  seats: number;
  pending: Pending[];
  over: boolean;
  rematchAsked: boolean;
}

export interface Totals {
  acks: number;
  errors: Map<string, number>;
  /** The first message of each error code (what went wrong, for the summary). */
  firstError: Map<string, string>;
  latencies: number[];
  measuring: boolean;
  matchesFinished: number;
  /** Connections the server closed (close code → count); the person reconnects and says hello. */
  dropped: Map<number, number>;
}

export class Person {
  private ws!: WebSocket;
  private token = '';
  private lastActed = -1;
  private timer?: NodeJS.Timeout;
  /** The last action sent: sent again when the server answers `unavailable` (nothing was done). */
  private lastAct?: object;
  private closing = false;

  constructor(
    private readonly url: string,
    private readonly table: TableRun,
    readonly seat: number,
    private readonly rng: Rng,
    private readonly think: number,
    private readonly totals: Totals,
  ) {}

  connect(): Promise<void> {
    this.ws = new WebSocket(`${this.url.replace(/^http/, 'ws')}/ws`);
    return new Promise((resolve, reject) => {
      this.ws.once('error', reject);
      this.ws.on('message', (data) => this.onText(data.toString()));
      this.ws.on('close', (code) => {
        if (this.closing) return;
        this.totals.dropped.set(code, (this.totals.dropped.get(code) ?? 0) + 1);
        // As the web client does: back after a moment, resuming the seat with its token. An
        // action sent just before may be lost: act again on the state that comes back.
        this.lastActed = -1;
        this.timer = setTimeout(() => this.connect().catch(() => undefined), 100 + 400 * this.rng.next());
      });
      this.ws.once('open', () => {
        this.ws.send(
          JSON.stringify(
            this.token
              ? { type: 'hello', tokens: [this.token] }
              : { type: 'join', tableId: this.table.id, name: `P${this.seat}`, seat: this.seat },
          ),
        );
        resolve();
      });
    });
  }

  /**
   * Most state messages only tell this person that the table moved on: read just the version
   * then (the simulated people must cost less than the server they measure).
   */
  private onText(text: string): void {
    if (
      text.startsWith('{"type":"state"') &&
      text.endsWith('"legal":[]}') &&
      !text.includes('"status":"over"')
    ) {
      const version = Number(/"version":(\d+)/.exec(text)?.[1]);
      this.seenVersion(version);
      return;
    }
    this.onMessage(JSON.parse(text));
  }

  private seenVersion(version: number): void {
    const t = this.table;
    const now = performance.now();
    for (const p of t.pending) if (version > p.base) p.seen.add(this.seat);
    t.pending = t.pending.filter((p) => {
      if (p.seen.size < t.seats) return true;
      if (this.totals.measuring) this.totals.latencies.push(now - p.sentAt);
      return false;
    });
  }

  // biome-ignore lint/suspicious/noExplicitAny: messages of docs/protocol.md, read loosely
  private onMessage(m: any): void {
    if (m.type === 'joined') this.token = m.token;
    else if (m.type === 'ok' && m.version !== undefined) this.totals.acks += this.totals.measuring ? 1 : 0;
    else if (m.type === 'error') {
      this.totals.errors.set(m.code, (this.totals.errors.get(m.code) ?? 0) + 1);
      if (!this.totals.firstError.has(m.code)) this.totals.firstError.set(m.code, String(m.message));
      // As the web client does (docs/protocol.md): the same action again after a moment.
      const again = this.lastAct;
      if (m.code === 'unavailable' && again) {
        clearTimeout(this.timer);
        this.timer = setTimeout(() => this.send(again), 200 + 300 * this.rng.next());
      }
    } else if (m.type === 'state') this.onState(m);
  }

  // biome-ignore lint/suspicious/noExplicitAny: see above
  private onState(s: any): void {
    const t = this.table;
    this.seenVersion(s.version);
    if (s.table.status === 'over') {
      if (!t.over) this.totals.matchesFinished++;
      t.over = true;
      if (this.seat === 0 && !t.rematchAsked) {
        t.rematchAsked = true;
        this.send({ type: 'rematch', tableId: t.id, token: this.token });
      }
      return;
    }
    t.over = false;
    t.rematchAsked = false;
    const legal = s.legal.find((l: { seat: number }) => l.seat === this.seat) ?? s.legal[0];
    // A join whose reply was lost (the owner did not answer in time) seated nobody here: no token, no acting.
    if (!legal || s.version <= this.lastActed || !this.token) return;
    this.lastActed = s.version;
    clearTimeout(this.timer);
    const wait = this.think * (0.5 + this.rng.next());
    this.timer = setTimeout(() => {
      t.pending.push({ sentAt: performance.now(), base: s.version, seen: new Set() });
      this.lastAct = {
        type: 'act',
        tableId: t.id,
        token: this.token,
        version: s.version,
        // People play their cards; claiming at random would cut deals short.
        action: this.rng.pick(playChoices(legal.actions)),
        seat: legal.seat,
      };
      this.send(this.lastAct);
    }, wait);
  }

  private send(m: object): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(m));
  }

  close(): void {
    this.closing = true;
    clearTimeout(this.timer);
    this.ws.terminate();
  }
}
