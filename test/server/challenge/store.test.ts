/** The challenge store of SQLite and Postgres: the same answers from both. */
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredEntry, WithChallenges } from '../../../src/server/challenge/store.js';
import type { TableStore } from '../../../src/server/store.js';
import { STORE_CASES } from '../stores.js';

const entry = (id: string, name: string, o: Partial<StoredEntry> = {}): StoredEntry => ({
  id,
  challengeId: 'c-1',
  name,
  nameKey: name.toLowerCase(),
  accountId: null,
  tokenHash: `hash-${id}`,
  tableId: null,
  result: null,
  played: 0,
  done: false,
  offline: false,
  createdAt: 1000,
  ...o,
});

describe.each(STORE_CASES)('the $name challenge store', (c) => {
  let store: (TableStore & WithChallenges) | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });
  const open = async () => {
    store = await c.open();
    return store.challenges;
  };

  it.skipIf(c.skip)('keeps the first secret stored, whoever asks after', async () => {
    const s = await open();
    expect(await s.settingOnce('daily-secret', 'first')).toBe('first');
    expect(await s.settingOnce('daily-secret', 'second')).toBe('first');
  });

  it.skipIf(c.skip)('takes one entry per name key and finds it by name, token and table', async () => {
    const s = await open();
    expect(await s.addEntry(entry('e1', 'Kari'))).toBe(true);
    expect(await s.addEntry(entry('e2', 'Kari', { tokenHash: 'other' }))).toBe(false);
    expect(await s.addEntry(entry('e3', 'Ola', { accountId: 'a-1', createdAt: 2000 }))).toBe(true);
    expect(await s.countEntries('c-1')).toBe(2);
    await s.updateEntry('e1', {
      tableId: 't-1',
      result: '{"deals":[]}',
      played: 2,
      done: true,
      offline: true,
    });
    expect(await s.entryOfTable('t-1')).toMatchObject({
      id: 'e1',
      played: 2,
      done: true,
      offline: true,
      result: '{"deals":[]}',
    });
    expect((await s.entryByToken('c-1', 'hash-e3'))?.accountId).toBe('a-1');
    expect((await s.entryByName('c-1', 'ola'))?.id).toBe('e3');
    expect(await s.entryByName('c-2', 'ola')).toBeUndefined();
    expect((await s.entries('c-1')).map((e) => e.id)).toEqual(['e1', 'e3']);
    await s.deleteEntry('e3');
    expect(await s.entry('e3')).toBeUndefined();
    expect(await s.addEntry(entry('e4', 'Ola'))).toBe(true);
  });

  it.skipIf(c.skip)('lists the challenges open now, and keeps the first bot line', async () => {
    const s = await open();
    const at = (h: number) => new Date(Date.UTC(2026, 0, 1, h)).toISOString();
    await s.createChallenge({ id: 'c-a', spec: '{}', opens: at(1), closes: at(5), createdAt: 1 });
    await s.createChallenge({ id: 'c-b', spec: '{}', opens: at(3), closes: at(9), createdAt: 2 });
    expect((await s.openChallenges(at(4), 10)).map((x) => x.id)).toEqual(['c-b', 'c-a']);
    expect((await s.openChallenges(at(5), 10)).map((x) => x.id)).toEqual(['c-b']);
    expect((await s.challenge('c-a'))?.closes).toBe(at(5));
    expect(await s.botLine('c-a')).toBeUndefined();
    await s.saveBotLine('c-a', 'first', 1);
    await s.saveBotLine('c-a', 'second', 2);
    expect(await s.botLine('c-a')).toBe('first');
  });
});
