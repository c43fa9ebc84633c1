import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/catalog.js';
import { botsBySeat, duplicateRotations, parseBotSpec, splitBotList } from '../../src/sim/seating.js';

describe('--bots seating', () => {
  it('repeats a short list in seat order: strong,basic at four seats puts strong in North–South', () => {
    expect(botsBySeat(2, 4, 0)).toEqual([0, 1, 0, 1]);
    expect(botsBySeat(1, 4, 0)).toEqual([0, 0, 0, 0]);
    expect(botsBySeat(4, 4, 0)).toEqual([0, 1, 2, 3]);
  });

  it('rotates the bots one seat per rotation, so every bot sits in every seat over a full set', () => {
    expect(botsBySeat(2, 4, 1)).toEqual([1, 0, 1, 0]);
    const rotations = [0, 1, 2, 3].map((r) => botsBySeat(4, 4, r));
    for (let seat = 0; seat < 4; seat++) expect(new Set(rotations.map((b) => b[seat])).size).toBe(4);
    expect(botsBySeat(2, 2, 1)).toEqual([1, 0]);
    expect(botsBySeat(3, 3, 2)).toEqual([2, 0, 1]);
  });

  it('splits a list with external commands, keeping commas inside quotes', () => {
    expect(splitBotList('strong,basic')).toEqual(['strong', 'basic']);
    expect(splitBotList('cmd:"node b.mjs --x=1,2",basic')).toEqual(['cmd:"node b.mjs --x=1,2"', 'basic']);
    expect(parseBotSpec('cmd:"node b.mjs --fast"')).toEqual({
      label: 'cmd:"node b.mjs --fast"',
      command: 'node b.mjs --fast',
    });
    expect(parseBotSpec('cmd:node b.mjs')).toEqual({ label: 'cmd:node b.mjs', command: 'node b.mjs' });
    expect(parseBotSpec('strong')).toEqual({ label: 'strong', level: 'strong' });
  });

  it('plays partnership games in 2 rotations and every-one-for-themselves games once per seat', () => {
    const bb = getGame('bondebridge')!;
    expect(duplicateRotations(bb, bb.defaultOptions)).toBe(2);
    const selbu = getGame('selbu');
    if (selbu) {
      const five = selbu.parseOptions({ players: 5 });
      if (five.ok) expect(duplicateRotations(selbu, five.value)).toBe(5);
    }
    const two = getGame('bondtolva');
    if (two) expect(duplicateRotations(two, two.defaultOptions)).toBe(2);
  });
});
