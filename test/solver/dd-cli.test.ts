import { describe, expect, it } from 'vitest';
import { formatTable, parseDdDeal } from '../../src/cli/commands/dd.js';
import { ddTable, tableToJson } from '../../src/solver/index.js';

describe('stikk dd input', () => {
  it('accepts a full deal and an end position', () => {
    const end = parseDdDeal('N:A.K.. K.A.. Q..A. J...A');
    expect(end.ok).toBe(true);
  });

  it('rejects duplicate cards, unequal hands and bad syntax with a reason', () => {
    const dup = parseDdDeal('N:A.K.. A.A.. Q..A. J...A');
    expect(dup.ok).toBe(false);
    if (!dup.ok) expect(dup.error).toMatch(/SA is in both/);
    const unequal = parseDdDeal('N:AT.K.. K.A.. Q..A. J...A');
    expect(unequal.ok).toBe(false);
    if (!unequal.ok) expect(unequal.error).toMatch(/unequal/);
    expect(parseDdDeal('X:A.K.. K.A.. Q..A. J...A').ok).toBe(false);
    expect(parseDdDeal('N:A.K. K.A.. Q..A. J...A').ok).toBe(false);
    expect(parseDdDeal('N:... ... ... ...').ok).toBe(false);
  });

  it('prints the JSON shape of interfaces.md §3 and a readable table', () => {
    const hands = parseDdDeal('N:A.K.. K.A.. Q..A. J...A');
    if (!hands.ok) throw new Error(hands.error);
    const t = ddTable(hands.value);
    const json = tableToJson(t);
    expect(Object.keys(json)).toEqual(['NT', 'S', 'H', 'D', 'C']);
    expect(Object.keys(json.NT)).toEqual(['N', 'E', 'S', 'W']);
    // North's SA and HK, East's HA: in notrump with East on lead (N declares) NS take 1 of 2.
    expect(json.NT.N).toBe(1);
    expect(formatTable(t).split('\n')[0]).toBe('     NT   S   H   D   C');
  });
});
