import { describe, expect, it } from 'vitest';
import { botInput } from '../../../src/bots/bot.js';
import { randomBot } from '../../../src/bots/random.js';
import { basicSelbuBot } from '../../../src/bots/selbu/basic.js';
import { Rng } from '../../../src/cards/rng.js';
import { replayRecord } from '../../../src/catalog.js';
import { renderSelbu } from '../../../src/cli/render/selbu.js';
import { playMatch } from '../../../src/engine/play.js';
import { selbu } from '../../../src/games/selbu/game.js';
import type { SelbuState } from '../../../src/games/selbu/state.js';
import { terminal as en } from '../../../src/words/en/terminal.js';
import { options } from './helpers.js';

describe('a full selbu match', () => {
  it('20 rounds, 4 players, a table of bots, rendered for the terminal at every step and replayed', () => {
    const o = options();
    const rng = new Rng('full-match');
    let frames = 0;
    const played = playMatch(selbu, o, {
      firstDealer: 2,
      rng,
      choose: (state, seat) => {
        const text = renderSelbu(selbu.view(state as SelbuState, 0), en);
        expect(text).toContain('Selbu · round');
        frames++;
        const bot = seat === 0 ? randomBot : basicSelbuBot;
        return bot.choose(botInput(selbu, o, state, seat, rng));
      },
    });
    const state = played.state as SelbuState;
    const result = selbu.result(state);
    expect(result.finished).toBe(true);
    expect(result.deals).toHaveLength(20);
    expect(result.deals.map((d) => d.handSize)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    ]);
    expect(result.deals.map((d) => d.dealer)).toEqual(Array.from({ length: 20 }, (_, i) => (2 + i) % 4));
    expect(result.deals.map((d) => d.trump).join(' ')).toBe('NT NT NT C D H S C D H S C D H S C D NT NT NT');
    expect(frames).toBe(played.record.actions.length);
    expect(renderSelbu(selbu.view(state, 0), en)).toContain('Match over');
    const replayed = replayRecord(JSON.parse(JSON.stringify(played.record)));
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(replayed.value.result).toEqual(result);
    expect(played.record.options).toBeUndefined();
    expect(played.record.decks).toHaveLength(20);
  });
});
