/** The lobby's copy of the table settings agrees with the protocol's; options and settings in words. */
import { describe, expect, it } from 'vitest';
import { bridge } from '../../src/games/bridge/game.js';
import { selbu } from '../../src/games/selbu/game.js';
import { DEFAULT_TABLE_SETTINGS, TURN_TIMER_CHOICES } from '../../src/protocol/settings.js';
import { changedOptionWords } from '../../src/web/lobby/optionWords.js';
import {
  API_DEFAULTS,
  FORM_DEFAULTS,
  settingsWords,
  TIMER_CHOICES,
} from '../../src/web/lobby/tableSettings.js';
import { web as en } from '../../src/words/en/web.js';
import { web as nb } from '../../src/words/nb/web.js';

const withDefaults = (specs: typeof bridge.optionSpecs, changed: Record<string, unknown>) => ({
  ...Object.fromEntries(specs.map((s) => [s.name, s.default])),
  ...changed,
});

describe('table settings in the lobby', () => {
  it('the defaults and timer choices are the protocol’s; the form starts private', () => {
    expect(API_DEFAULTS).toEqual(DEFAULT_TABLE_SETTINGS);
    expect([...TIMER_CHOICES]).toEqual([...TURN_TIMER_CHOICES]);
    expect(FORM_DEFAULTS).toEqual({ ...DEFAULT_TABLE_SETTINGS, visibility: 'private' });
  });

  it('names only the settings that differ from the defaults', () => {
    expect(settingsWords(API_DEFAULTS, en)).toEqual([]);
    expect(settingsWords({ ...API_DEFAULTS, undo: false, turnTimer: 120, hints: true }, en)).toEqual([
      'no undo',
      'timer 2 min',
      'hints',
    ]);
    expect(settingsWords({ ...API_DEFAULTS, turnTimer: 30, spectatorChat: true }, nb)).toEqual([
      'tid 30 s',
      'tilskuere chatter',
    ]);
  });

  it('says the options that differ from the game’s defaults in the form’s own words', () => {
    expect(
      changedOptionWords('bridge', bridge.optionSpecs, withDefaults(bridge.optionSpecs, {}), en),
    ).toEqual([]);
    const options = withDefaults(bridge.optionSpecs, { scoring: 'duplicate', boards: 8 });
    expect(changedOptionWords('bridge', bridge.optionSpecs, options, en)).toEqual([
      'Scoring: duplicate',
      'boards in the match: 8',
    ]);
    const selbuOptions = withDefaults(selbu.optionSpecs, { players: 3, bidding: 'sequential' });
    expect(changedOptionWords('selbu', selbu.optionSpecs, selbuOptions, nb)).toContain('Antall spillere: 3');
  });
});
