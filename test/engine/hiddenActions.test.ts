import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BaseView } from '../../src/engine/game.js';
import { maskHiddenActions } from '../../src/engine/hiddenActions.js';
import { stikk } from '../cli/run.js';

const view = (hands: Array<string[] | null>): BaseView => ({ hands }) as unknown as BaseView;

describe('actions naming a card the seat may not see', () => {
  it('are shown as hidden:n and mapped back', () => {
    const m = maskHiddenActions(view([null, ['HA']]), ['SK', 'HA']);
    expect(m.shown).toEqual(['hidden:1', 'HA']);
    expect(m.resolve('hidden:1')).toBe('SK');
    expect(m.resolve('HA')).toBe('HA');
    expect(m.resolve('SK')).toBeUndefined();
  });
  it('leave calls, bids and visible cards alone', () => {
    const m = maskHiddenActions(view([['SA']]), ['SA', 'P', '1NT', '3', 'discard:SA']);
    expect(m.shown).toEqual(['SA', 'P', '1NT', '3', 'discard:SA']);
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
