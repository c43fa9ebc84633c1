/** Which options a menu offers (appliesWhen, onlyFor) and what option errors carry. */
import { describe, expect, it } from 'vitest';
import { allGames } from '../../src/catalog.js';
import { OPTION_ERROR_CODES, optionOf } from '../../src/engine/optionError.js';
import { appliesText, offeredOptions, optionApplies } from '../../src/engine/options.js';
import { bondebridgeOptionSpecs } from '../../src/games/bondebridge/options.js';
import { bridgeOptionSpecs } from '../../src/games/bridge/options.js';

const names = (specs: readonly { name: string }[]) => specs.map((s) => s.name);

describe('options that apply', () => {
  it('bridge: each scoring’s own fields only', () => {
    const offered = (scoring: string) => names(offeredOptions(bridgeOptionSpecs, { scoring }, 'play'));
    expect(offered('rubber')).toEqual(['scoring', 'firstCaller', 'rubbers']);
    expect(offered('duplicate')).toEqual(['scoring', 'firstCaller', 'boards', 'firstBoard']);
    expect(offered('chicago')).toEqual(['scoring', 'firstCaller', 'rounds']);
    // A score sheet does not ask who called first.
    expect(names(offeredOptions(bridgeOptionSpecs, { scoring: 'rubber' }, 'keeper'))).toEqual([
      'scoring',
      'rubbers',
    ]);
  });

  it('bondebridge: the revoke penalty only for the score keeper', () => {
    expect(names(offeredOptions(bondebridgeOptionSpecs, {}, 'play'))).not.toContain('revokePenalty');
    expect(names(offeredOptions(bondebridgeOptionSpecs, {}, 'keeper'))).toContain('revokePenalty');
  });

  it('every condition names an option of the same game, with values it can take', () => {
    for (const game of allGames()) {
      for (const spec of game.optionSpecs) {
        for (const [name, values] of Object.entries(spec.appliesWhen ?? {})) {
          const other = game.optionSpecs.find((s) => s.name === name);
          expect(other, `${game.id}.${spec.name} names ${name}`).toBeDefined();
          for (const v of values) {
            if (other?.kind === 'choice') expect(other.choices, `${game.id}.${spec.name}`).toContain(v);
            if (other?.kind === 'boolean') expect(typeof v).toBe('boolean');
          }
        }
      }
    }
  });

  it('applies when every named option has one of the listed values', () => {
    const spec = { ...bridgeOptionSpecs[0], appliesWhen: { scoring: ['total'], doubling: [true] } };
    expect(optionApplies(spec, { scoring: 'total', doubling: true })).toBe(true);
    expect(optionApplies(spec, { scoring: 'total', doubling: false })).toBe(false);
    expect(optionApplies(spec, { scoring: 'rubber', doubling: true })).toBe(false);
  });

  it('says when in words for help texts', () => {
    expect(appliesText({ ...bridgeOptionSpecs[2] })).toBe('only with scoring rubber');
    expect(appliesText({ ...bridgeOptionSpecs[0] })).toBe('');
    expect(appliesText({ ...bridgeOptionSpecs[0], appliesWhen: { doubling: [true] } })).toBe(
      'only with doubling',
    );
  });
});

describe('option errors', () => {
  it('name the option, with a code every game uses the same way', () => {
    for (const game of allGames()) {
      const unknown = game.parseOptions({ colour: 'red' });
      expect(unknown.ok).toBe(false);
      if (!unknown.ok) {
        expect(unknown.error.code).toBe('unknown-option');
        expect(optionOf(unknown.error)).toBe('colour');
      }
      const notObject = game.parseOptions([]);
      expect(!notObject.ok && notObject.error.code).toBe('not-an-object');
    }
    const bridge = allGames().find((g) => g.id === 'bridge')!;
    const r = bridge.parseOptions({ rounds: 0 });
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'out-of-range',
        params: { option: 'rounds', min: 1, max: 99 },
        message: 'option rounds must be between 1 and 99',
      },
    });
    expect(OPTION_ERROR_CODES).toContain('not-a-multiple');
  });
});
