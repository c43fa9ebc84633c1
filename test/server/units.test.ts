/** Small pieces of the server on their own: message parsing, rate limits, decks (the store and the table: store.test.ts). */
import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_BYTES } from '../../src/protocol/index.js';
import { parseMessage } from '../../src/server/connection.js';
import { ConnectionLimiter, TokenBucket } from '../../src/server/rateLimit.js';
import { hashToken, newToken } from '../../src/server/tokens.js';
import { tableDeck, tableFirstDealer } from '../../src/table/decks.js';
import { fakeAny } from './fakeGame.js';

const parse = (text: string) => parseMessage(Buffer.from(text), false);

describe('parseMessage', () => {
  it('accepts each valid message type', () => {
    const token = 'a'.repeat(32);
    for (const m of [
      { type: 'ping' },
      { type: 'hello', tokens: [token] },
      { type: 'join', tableId: 'abc', name: ' Kari ' },
      { type: 'act', tableId: 'abc', token, version: 3, action: 'SA', seat: 2, id: 7 },
      { type: 'leave', tableId: 'abc', token, bot: 'basic' },
    ]) {
      const r = parse(JSON.stringify(m));
      expect(r.ok, JSON.stringify(r)).toBe(true);
    }
    const join = parse(JSON.stringify({ type: 'join', tableId: 'abc', name: ' Kari ' }));
    expect(join.ok && join.message.type === 'join' && join.message.name).toBe('Kari');
  });

  it('names what is wrong, and keeps the id for the reply', () => {
    const cases: Array<[string, string, RegExp]> = [
      ['{', 'bad-json', /not JSON/],
      ['[]', 'bad-message', /JSON object with a "type"/],
      ['{"type":"dance"}', 'bad-message', /unknown message type "dance" \(known: hello, join/],
      ['{"type":"act","id":5}', 'bad-message', /^act: tableId/],
      ['{"type":"ping","x":1}', 'bad-message', /x/],
      ['{"type":"join","tableId":"a","name":"a\\u0007b"}', 'bad-message', /control characters/],
      ['{"type":"join","tableId":"a/b","name":"x"}', 'bad-message', /table id/],
      ['{"type":"act","tableId":"a","token":"short","version":1,"action":"SA"}', 'bad-message', /token/],
      [`{"type":"ping","p":"${'x'.repeat(MAX_MESSAGE_BYTES)}"}`, 'too-large', /at most 8192 bytes/],
    ];
    for (const [text, code, message] of cases) {
      const r = parse(text);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code, text.slice(0, 60)).toBe(code);
        expect(r.error.message).toMatch(message);
      }
    }
    const withId = parse('{"type":"act","id":"q1"}');
    expect(withId.id).toBe('q1');
    expect(parseMessage(Buffer.from('{"type":"ping"}'), true)).toMatchObject({
      ok: false,
      error: { code: 'bad-json' },
    });
  });
});

describe('rate limits', () => {
  it('a token bucket allows a burst, then the refill rate', () => {
    const b = new TokenBucket(3, 2, 0);
    expect([b.take(0), b.take(0), b.take(0), b.take(0)]).toEqual([true, true, true, false]);
    expect(b.take(400)).toBe(false);
    expect(b.take(500)).toBe(true);
  });

  it('a connection is refused past the limit and closed past ten times it', () => {
    const l = new ConnectionLimiter({ burst: 2, perSecond: 1 }, 0);
    const verdicts = Array.from({ length: 21 }, () => l.check(0));
    expect(verdicts.slice(0, 2)).toEqual(['ok', 'ok']);
    expect(verdicts.slice(2, 20).every((v) => v === 'refuse')).toBe(true);
    expect(verdicts[20]).toBe('close');
  });
});

describe('secrets', () => {
  it('tokens are long, random and stored hashed', () => {
    const a = newToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(newToken()).not.toBe(a);
    expect(hashToken(a)).not.toContain(a);
    expect(hashToken(a)).toBe(hashToken(a));
  });

  it('decks follow from the table seed, differ per deal and match, and are permutations', () => {
    const pack = fakeAny.pack({});
    const d = tableDeck('seed-1', 0, 0, pack);
    expect(tableDeck('seed-1', 0, 0, pack)).toEqual(d);
    expect([...d].sort((x, y) => x - y)).toEqual([...pack].sort((x, y) => x - y));
    expect(tableDeck('seed-1', 0, 1, pack)).not.toEqual(d);
    expect(tableDeck('seed-1', 1, 0, pack)).not.toEqual(d);
    expect(tableDeck('seed-2', 0, 0, pack)).not.toEqual(d);
    const dealers = new Set(Array.from({ length: 40 }, (_, m) => tableFirstDealer('s', m, 4)));
    expect(dealers.size).toBe(4);
  });
});
