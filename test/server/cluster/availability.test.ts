import { describe, expect, it } from 'vitest';
import { Availability, type Dependency } from '../../../src/server/cluster/availability.js';
import { isStoreUnreachable } from '../../../src/server/unavailable.js';

describe('availability of the store and the bus', () => {
  it('tells a loss and a return once each, with how long it lasted, and says why it refuses meanwhile', () => {
    const back: Array<[Dependency, number]> = [];
    const lost: Dependency[] = [];
    const a = new Availability(
      (what, ms) => back.push([what, ms]),
      (what) => lost.push(what),
    );
    expect(a.reason()).toBeUndefined();
    a.set('bus', true, 1_000);
    a.set('store', false, 1_000);
    a.set('store', false, 2_000);
    expect(lost).toEqual(['store']);
    expect(a.isUp('store')).toBe(false);
    expect(a.isUp('bus')).toBe(true);
    a.set('bus', false, 3_000);
    expect(a.reason(5_000)).toBe(
      'this server lost the store (Postgres) and the bus (Redis) 4 s ago; try again in a moment',
    );
    a.set('store', true, 11_000);
    expect(back).toEqual([['store', 10_000]]);
    expect(a.reason(11_000)).toMatch(/^this server lost the bus \(Redis\) 8 s ago/);
    a.set('bus', true, 12_000);
    a.set('bus', true, 13_000);
    expect(back).toEqual([
      ['store', 10_000],
      ['bus', 9_000],
    ]);
    expect(a.outages()).toEqual([]);
  });
});

describe('a store error that means "could not reach it"', () => {
  it('is a lost connection, a refused one or a server going away; a refusal by the database is not', () => {
    expect(
      isStoreUnreachable(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      ),
    ).toBe(true);
    expect(isStoreUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isStoreUnreachable(
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
    ).toBe(true);
    expect(isStoreUnreachable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(
      isStoreUnreachable(new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' })])),
    ).toBe(true);
    // The log's key refusing a sequence number twice, and the fence: real refusals.
    expect(isStoreUnreachable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isStoreUnreachable(Object.assign(new Error('owned by another process'), { code: 'SK001' }))).toBe(
      false,
    );
    expect(isStoreUnreachable(new Error('something else'))).toBe(false);
    expect(isStoreUnreachable(undefined)).toBe(false);
  });
});
