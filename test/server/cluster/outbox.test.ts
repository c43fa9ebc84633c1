import { describe, expect, it } from 'vitest';
import { decodeBatch, encodeBatch, Outbox } from '../../../src/server/cluster/outbox.js';

const turn = () => new Promise((r) => setImmediate(r));

describe('outbox: deliveries to other processes', () => {
  it('publishes one message per process per turn of the event loop, whatever the number of followers and tables', async () => {
    const sent: Array<{ to: string; message: string }> = [];
    const box = new Outbox('p1', async (to, message) => {
      sent.push({ to, message });
    });
    // Two tables' broadcasts in one turn: four followers on p2, two on p3.
    for (const client of [1, 2]) box.push('p2', client, `{"table":"a","c":${client}}`);
    box.push('p3', 7, '{"table":"a","c":7}');
    for (const client of [1, 3]) box.push('p2', client, `{"table":"b","c":${client}}`);
    box.push('p3', 8, '{"table":"b","c":8}');
    expect(sent).toEqual([]);
    await turn();
    expect(sent.map((s) => s.to).sort()).toEqual(['p2', 'p3']);
    const p2 = decodeBatch(sent.find((s) => s.to === 'p2')!.message);
    expect(p2.from).toBe('p1');
    expect(p2.deliveries).toEqual([
      { client: 1, text: '{"table":"a","c":1}' },
      { client: 2, text: '{"table":"a","c":2}' },
      { client: 1, text: '{"table":"b","c":1}' },
      { client: 3, text: '{"table":"b","c":3}' },
    ]);
    // The next turn's states are the next message.
    box.push('p2', 1, 'next');
    await turn();
    expect(sent).toHaveLength(3);
    expect(decodeBatch(sent[2].message).deliveries).toEqual([{ client: 1, text: 'next' }]);
  });

  it('keeps pushes and closes in the order given', async () => {
    const sent: string[] = [];
    const box = new Outbox('p1', async (_to, message) => {
      sent.push(message);
    });
    box.push('p2', 4, 'last state');
    box.close('p2', 4);
    await turn();
    expect(decodeBatch(sent[0]).deliveries).toEqual([
      { client: 4, text: 'last state' },
      { client: 4, close: true },
    ]);
  });

  it('carries envelopes among the texts, in order, and tells each envelope whether its batch was published', async () => {
    const sent: string[] = [];
    let fail = false;
    const box = new Outbox('p1', async (_to, message) => {
      if (fail) throw new Error('Redis away');
      sent.push(message);
    });
    const heard: unknown[] = [];
    box.envelope('p2', '{"k":"reply","id":1}', (e) => heard.push(e ?? 'published'));
    box.push('p2', 5, 'state');
    await turn();
    expect(decodeBatch(sent[0]).deliveries).toEqual([
      { envelope: '{"k":"reply","id":1}' },
      { client: 5, text: 'state' },
    ]);
    fail = true;
    box.envelope('p2', '{"k":"call","id":2}', (e) => heard.push((e as Error).message));
    await turn();
    await turn();
    expect(heard).toEqual(['published', 'Redis away']);
  });

  it('carries any text unchanged (newlines, quotes, non-ASCII, empty)', () => {
    const texts = ['', 'a\nb', '{"x":"\\"q\\""}', 'Søren ♠ 🂡', '#{"from":"x"}\n'];
    const message = encodeBatch(
      'p9',
      texts.map((text, client) => ({ client, text })),
    );
    expect(decodeBatch(message).deliveries.map((d) => ('text' in d ? d.text : null))).toEqual(texts);
  });

  it('loses a batch the bus refuses without throwing (the bus is at most once)', async () => {
    const box = new Outbox('p1', async () => {
      throw new Error('Redis away');
    });
    box.push('p2', 1, 'x');
    await turn();
    await turn();
  });
});
