import type { StateStamp } from '../hub.js';

/**
 * Everything a process sends to another over the bus, gathered per destination: the calls,
 * replies and notes of a turn of the event loop and the states for the other process's
 * connections (all tables' broadcasts in it) go in ONE bus message per process, not one per
 * follower or per call. Each message on Redis costs a system call on both ends and a wake-up of
 * Redis and of the receiver, far more processor time than its bytes. The texts ride raw after a
 * small JSON header, so a state of a few kB is not escaped into a JSON string and parsed back.
 *
 * Order per process is kept: deliveries leave in the order they were given, and a batch is one
 * message on one channel (the bus keeps order per channel).
 */

/** One delivery: a text to a connection, the connection closed (1012, the table moved), or a cluster envelope (JSON). */
export type Delivery =
  /** `t` and `v`: the table and version of a `state` text (the receiver counts what it relayed, ./relayed.ts). */
  | { client: number; text: string; t?: string; v?: number }
  | { client: number; close: true }
  | { envelope: string };

/** The first character of a batch on a process's channel (an envelope of ./cluster.ts alone starts with `{`). */
export const BATCH_MARK = '#';

interface Header {
  from: string;
  /** Per delivery its kind: `t` a text, `c` a close, `e` an envelope. */
  k: string;
  /** Per delivery the connection (0 for an envelope). */
  c: number[];
  /** Per delivery the length of its text (0 for a close). */
  n: number[];
  /** The table and version of the `state` texts, by delivery index. */
  s?: Record<number, [string, number]>;
}

/** A batch of deliveries as one bus message: mark, JSON header, newline, the texts one after another. */
export function encodeBatch(from: string, deliveries: readonly Delivery[]): string {
  const header: Header = { from, k: '', c: [], n: [] };
  const texts: string[] = [];
  for (const d of deliveries) {
    if ('envelope' in d) {
      header.k += 'e';
      header.c.push(0);
      header.n.push(d.envelope.length);
      texts.push(d.envelope);
    } else if ('text' in d) {
      if (d.t !== undefined && d.v !== undefined) {
        header.s ??= {};
        header.s[header.k.length] = [d.t, d.v];
      }
      header.k += 't';
      header.c.push(d.client);
      header.n.push(d.text.length);
      texts.push(d.text);
    } else {
      header.k += 'c';
      header.c.push(d.client);
      header.n.push(0);
    }
  }
  return `${BATCH_MARK}${JSON.stringify(header)}\n${texts.join('')}`;
}

export function decodeBatch(message: string): { from: string; deliveries: Delivery[] } {
  const eol = message.indexOf('\n');
  if (!message.startsWith(BATCH_MARK) || eol < 0) throw new Error('not a batch of deliveries');
  const header = JSON.parse(message.slice(BATCH_MARK.length, eol)) as Header;
  const deliveries: Delivery[] = [];
  let at = eol + 1;
  for (let i = 0; i < header.k.length; i++) {
    const client = header.c[i];
    const text = message.slice(at, at + header.n[i]);
    at += header.n[i];
    const kind = header.k[i];
    if (kind === 'e') deliveries.push({ envelope: text });
    else if (kind === 't') {
      const stamp = header.s?.[i];
      deliveries.push(stamp ? { client, text, t: stamp[0], v: stamp[1] } : { client, text });
    } else deliveries.push({ client, close: true });
  }
  return { from: header.from, deliveries };
}

/** Told whether the batch carrying a delivery was published (the error when not). */
type Sent = (error?: unknown) => void;

/**
 * Gathers deliveries per destination process and publishes each process's share once, at the
 * end of the current turn of the event loop. A reply and the states it caused usually leave
 * together, the reply first, as on one process.
 */
export class Outbox {
  private readonly waiting = new Map<string, { deliveries: Delivery[]; sent: Sent[] }>();
  private scheduled = false;

  constructor(
    private readonly from: string,
    /** Publishes one message to a process; a failure loses the batch (the bus is at most once). */
    private readonly publish: (to: string, message: string) => Promise<void>,
  ) {}

  push(to: string, client: number, text: string, state?: StateStamp): void {
    this.add(to, state ? { client, text, t: state.tableId, v: state.version } : { client, text });
  }

  close(to: string, client: number): void {
    this.add(to, { client, close: true });
  }

  /** A cluster envelope (JSON); `sent` hears whether its batch was published. */
  envelope(to: string, envelope: string, sent?: Sent): void {
    this.add(to, { envelope }, sent);
  }

  private add(to: string, d: Delivery, sent?: Sent): void {
    let list = this.waiting.get(to);
    if (!list) {
      list = { deliveries: [], sent: [] };
      this.waiting.set(to, list);
    }
    list.deliveries.push(d);
    if (sent) list.sent.push(sent);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  /** Publishes everything waiting now (one message per process). */
  flush(): void {
    this.scheduled = false;
    for (const [to, { deliveries, sent }] of this.waiting) {
      this.publish(to, encodeBatch(this.from, deliveries)).then(
        () => {
          for (const s of sent) s();
        },
        (e: unknown) => {
          for (const s of sent) s(e ?? new Error('publish failed'));
        },
      );
    }
    this.waiting.clear();
  }
}
