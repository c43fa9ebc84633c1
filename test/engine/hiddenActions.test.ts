import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/engine/game.js';
import { maskHiddenActions } from '../../src/engine/hiddenActions.js';
import { stikk } from '../cli/run.js';

/** A game whose seat 0 may not see the actions in `hidden`. */
const hiding = (hidden: string[] | undefined): AnyGame =>
  ({
    hiddenActions: hidden && ((_s: unknown, seat: number) => new Set(seat === 0 ? hidden : [])),
  }) as AnyGame;

describe('actions naming a card the seat may not see', () => {
  it('are shown as hidden:n and mapped back', () => {
    const m = maskHiddenActions(hiding(['SK', 'D2']), null, 0, ['SK', 'HA', 'D2']);
    expect(m.shown).toEqual(['hidden:1', 'HA', 'hidden:2']);
    expect(m.resolve('hidden:1')).toBe('SK');
    expect(m.resolve('hidden:2')).toBe('D2');
    expect(m.resolve('HA')).toBeUndefined();
    expect(m.resolve('SK')).toBeUndefined();
    expect([...m.hidden]).toEqual(['SK', 'D2']);
  });
  it('leave everything alone where the game hides nothing', () => {
    const legal = ['SA', 'P', '1NT', '3', 'discard:SA'];
    expect(maskHiddenActions(hiding(['SA']), null, 1, legal).shown).toEqual(legal);
    const none = maskHiddenActions(hiding(undefined), null, 0, legal);
    expect(none.shown).toEqual(legal);
    expect(none.hidden.size).toBe(0);
  });
  it('keep the forehead card secret in stikk play selbu', () => {
    // One round of one card on the forehead, dealer seat 1: deck card 0 is seat 0's own card.
    const out = join(mkdtempSync(join(tmpdir(), 'stikk-fh-')), 'fh.json');
    const args = ['play', 'selbu', '--players', '2', '--handSizes', '1', '--forehead', 'last'];
    const r = stikk([...args, '--seed', 'fh', '--first-dealer', '1', '--out', out], '0\n#1\n');
    expect(r.status, r.stderr).toBe(0);
    const own = JSON.parse(readFileSync(out, 'utf8')).decks[0][0] as string;
    const prompt = r.stdout.indexOf('legal: hidden:1');
    expect(prompt).toBeGreaterThan(0);
    expect(r.stdout.slice(0, prompt)).not.toContain(own);
  });
});
