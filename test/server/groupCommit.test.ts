import { describe, expect, it } from 'vitest';
import { GroupCommit } from '../../src/server/groupCommit.js';

/** A fake database: statements wait until released, so the test decides what is in flight. */
function fakeDb(refuse: (n: number) => boolean = () => false) {
  const statements: number[][] = [];
  const committed: number[] = [];
  const waiting: Array<() => void> = [];
  const write = (items: readonly number[]) =>
    new Promise<void>((resolve, reject) => {
      statements.push([...items]);
      waiting.push(() => {
        if (items.some(refuse)) reject(new Error(`refused ${items.filter(refuse).join(',')}`));
        else {
          committed.push(...items);
          resolve();
        }
      });
    });
  const releaseAll = async () => {
    while (waiting.length) {
      for (const w of waiting.splice(0)) w();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { statements, committed, write, releaseAll };
}

describe('group commit', () => {
  it('sends a write alone at once when nothing is in flight', async () => {
    const db = fakeDb();
    const g = new GroupCommit<number>(db.write, (n) => db.write([n]), 1);
    const p = g.submit(1);
    expect(db.statements).toEqual([[1]]);
    await db.releaseAll();
    await p;
    expect(db.committed).toEqual([1]);
  });

  it('gathers the writes that arrive while one is in flight into one statement, in order', async () => {
    const db = fakeDb();
    const g = new GroupCommit<number>(db.write, (n) => db.write([n]), 1);
    const all = [1, 2, 3, 4].map((n) => g.submit(n));
    expect(db.statements).toEqual([[1]]);
    await db.releaseAll();
    await Promise.all(all);
    expect(db.statements).toEqual([[1], [2, 3, 4]]);
    expect(db.committed).toEqual([1, 2, 3, 4]);
  });

  it('a refused write fails alone: the rest of its batch is written again and lands', async () => {
    const db = fakeDb((n) => n === 3);
    const g = new GroupCommit<number>(db.write, (n) => db.write([n]), 1);
    const results = [1, 2, 3, 4].map((n) =>
      g.submit(n).then(
        () => 'ok',
        (e: Error) => e.message,
      ),
    );
    await db.releaseAll();
    expect(await Promise.all(results)).toEqual(['ok', 'ok', 'refused 3', 'ok']);
    expect(db.committed.sort()).toEqual([1, 2, 4]);
    expect(db.statements).toContainEqual([2, 3, 4]);
  });

  it('keeps at most maxInFlight statements going and batches no more than maxBatch', async () => {
    const db = fakeDb();
    const g = new GroupCommit<number>(db.write, (n) => db.write([n]), 2, 3);
    const all = Array.from({ length: 10 }, (_, n) => g.submit(n));
    expect(db.statements).toEqual([[0], [1]]);
    await db.releaseAll();
    await Promise.all(all);
    expect(db.statements.every((s) => s.length <= 3)).toBe(true);
    expect(db.committed.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('group commit per turn', () => {
  it('sends the writes of one turn of the event loop as one statement, even with nothing in flight', async () => {
    const db = fakeDb();
    const g = new GroupCommit<number>(db.write, (n) => db.write([n]), 2, 400, true);
    const first = [1, 2, 3].map((n) => g.submit(n));
    expect(db.statements).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(db.statements).toEqual([[1, 2, 3]]);
    // The next turn's writes go at once beside it (two in flight at most).
    const second = [4, 5].map((n) => g.submit(n));
    await new Promise((r) => setImmediate(r));
    expect(db.statements).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    await db.releaseAll();
    await Promise.all([...first, ...second]);
    expect(db.committed).toEqual([1, 2, 3, 4, 5]);
  });

  it('resolves no write before its statement committed, and a refused one fails alone', async () => {
    const db = fakeDb((n) => n === 2);
    const g = new GroupCommit<number>(db.write, (n) => db.write([n]), 1, 400, true);
    const settled: string[] = [];
    const all = [1, 2, 3].map((n) =>
      g.submit(n).then(
        () => settled.push(`ok ${n}`),
        (e: Error) => settled.push(e.message),
      ),
    );
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setTimeout(r, 5));
    expect(settled).toEqual([]);
    await db.releaseAll();
    await Promise.all(all);
    expect(settled.sort()).toEqual(['ok 1', 'ok 3', 'refused 2']);
    expect(db.committed.sort()).toEqual([1, 3]);
  });
});
