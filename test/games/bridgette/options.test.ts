import { describe, expect, it } from 'vitest';
import { bridgette } from '../../../src/games/bridgette/game.js';

describe('bridgette options', () => {
  it('defaults: a colon may not follow a led colon; the 400 / 1000 come after the multiplication', () => {
    expect(bridgette.parseOptions({})).toEqual({
      ok: true,
      value: { colonOnColon: 'forbidden', insultFirst: false },
    });
    expect(bridgette.defaultOptions).toEqual({ colonOnColon: 'forbidden', insultFirst: false });
  });

  it('a record stores only what differs from the defaults, and parses back to the same options', () => {
    const r = bridgette.parseOptions({ colonOnColon: 'allowed', insultFirst: false });
    if (!r.ok) throw new Error(r.error.message);
    const stored = bridgette.minimizeOptions(r.value);
    expect(stored).toEqual({ colonOnColon: 'allowed' });
    expect(bridgette.parseOptions(stored)).toEqual(r);
    expect(bridgette.minimizeOptions(bridgette.defaultOptions)).toEqual({});
  });

  it('refuses unknown options and bad values with a clear error', () => {
    expect(bridgette.parseOptions({ colonOnColon: 'sometimes' })).toEqual({
      ok: false,
      error: expect.objectContaining({ message: 'option colonOnColon must be one of forbidden, allowed' }),
    });
    expect(bridgette.parseOptions({ insultFirst: 'yes' })).toEqual({
      ok: false,
      error: expect.objectContaining({ message: 'option insultFirst must be true or false' }),
    });
    expect(bridgette.parseOptions({ jokers: true })).toEqual({
      ok: false,
      error: expect.objectContaining({
        message: 'unknown option "jokers" (known: colonOnColon, insultFirst)',
      }),
    });
    expect(bridgette.parseOptions([]).ok).toBe(false);
  });
});
