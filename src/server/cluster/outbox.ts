/**
 * What an owner sends to the connections other processes hold, gathered per process: every
 * state of a turn of the event loop (all tables' broadcasts in it) goes to each process in ONE
 * bus message, not one per follower. The texts ride raw after a small JSON header, so a state
 * of a few kB is not escaped into a JSON string and parsed back out on the other side.
 *
 * Order per process is kept: pushes and closes leave in the order they were given, and a
 * batch is one message on one channel (the bus keeps order per channel).
 */

/** One delivery: a text to a connection, or the connection closed (1012, the table moved). */
export type Delivery = { client: number; text: string } | { client: number; close: true };

/** The first characters of a batch on a process's channel (an envelope of ./cluster.ts starts with `{`). */
export const BATCH_MARK = '#';

interface Header {
  from: string;
  /** Per delivery: the connection, and the text's length (-1: close it). */
  c: number[];
  n: number[];
}

/** A batch of deliveries as one bus message: mark, JSON header, newline, the texts one after another. */
export function encodeBatch(from: string, deliveries: readonly Delivery[]): string {
  const header: Header = { from, c: [], n: [] };
  const texts: string[] = [];
  for (const d of deliveries) {
    header.c.push(d.client);
    if ('text' in d) {
      header.n.push(d.text.length);
      texts.push(d.text);
    } else header.n.push(-1);
  }
  return `${BATCH_MARK}${JSON.stringify(header)}\n${texts.join('')}`;
}

export function decodeBatch(message: string): { from: string; deliveries: Delivery[] } {
  const eol = message.indexOf('\n');
  if (!message.startsWith(BATCH_MARK) || eol < 0) throw new Error('not a batch of deliveries');
  const header = JSON.parse(message.slice(BATCH_MARK.length, eol)) as Header;
  const deliveries: Delivery[] = [];
  let at = eol + 1;
  for (const [i, client] of header.c.entries()) {
    const n = header.n[i];
    if (n < 0) deliveries.push({ client, close: true });
    else {
      deliveries.push({ client, text: message.slice(at, at + n) });
      at += n;
    }
  }
  return { from: header.from, deliveries };
}

/**
 * Gathers deliveries per destination process and publishes each process's share once, at the
 * end of the current turn of the event loop (after the replies of the turn went out: an `ok`
 * still reaches its client before the state it caused, as on one process).
 */
export class Outbox {
  private readonly waiting = new Map<string, Delivery[]>();
  private scheduled = false;

  constructor(
    private readonly from: string,
    /** Publishes one message to a process; a failure loses the batch (the bus is at most once). */
    private readonly publish: (to: string, message: string) => Promise<void>,
  ) {}

  push(to: string, client: number, text: string): void {
    this.add(to, { client, text });
  }

  close(to: string, client: number): void {
    this.add(to, { client, close: true });
  }

  private add(to: string, d: Delivery): void {
    const list = this.waiting.get(to);
    if (list) list.push(d);
    else this.waiting.set(to, [d]);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  /** Publishes everything waiting now (one message per process). */
  flush(): void {
    this.scheduled = false;
    for (const [to, deliveries] of this.waiting) {
      this.publish(to, encodeBatch(this.from, deliveries)).catch(() => undefined);
    }
    this.waiting.clear();
  }
}
