import { describe, expect, it } from 'vitest';
import { botInput } from '../../../src/bots/bot.js';
import { judgementChoice } from '../../../src/bots/contract/judgementCandidates.js';
import { keyCardAskInstead } from '../../../src/bots/contract/keyCardAsk.js';
import { strongBridgeBot } from '../../../src/bots/contract/strong.js';
import type { Card } from '../../../src/cards/card.js';
import { parseDeal } from '../../../src/cards/hand.js';
import { Rng } from '../../../src/cards/rng.js';
import { getGame } from '../../../src/catalog.js';
import { Match } from '../../../src/engine/match.js';

const game = getGame('bridge')!;
// Board 1: North deals, nobody vulnerable.
const parsed = game.parseOptions({ scoring: 'duplicate', boards: 1, firstBoard: 1 });
if (!parsed.ok) throw new Error(parsed.error.message);
const options = parsed.value;

/** North's input (12 layouts per judged call) after `calls`, North dealing `pbn`. */
function northInput(pbn: string, calls: string[]) {
  const d = parseDeal(pbn);
  if (!d.ok) throw new Error(d.error);
  let match = Match.start(game, options, 0);
  // Card i of the deck goes to seat (dealer + 1 + i) mod 4; North deals.
  const cards: Card[] = [];
  for (let i = 0; i < 13; i++) for (let k = 0; k < 4; k++) cards.push(d.value.hands[(1 + k) % 4][i]);
  const dealt = match.dealIfNeeded(() => cards);
  if (!dealt.ok) throw new Error(dealt.error.message);
  match = dealt.value;
  for (const call of calls) {
    const next = match.act(match.toAct[0], call);
    if (!next.ok) throw new Error(next.error.message);
    match = next.value;
  }
  return { ...botInput(game, options, match.state, 0, new Rng('key cards'), 1000), samples: 12 };
}

const callOf = (input: ReturnType<typeof northInput>): string => strongBridgeBot.choose(input);

// North opened 1♥, South answered 2♦ (11+), North rebid 2♥, South raised to game (15+, three
// hearts). North: 17 HCP, three key cards (♠A ♥A ♥K), a diamond void: basic jumps to 6♥ (too
// few points for its own 4NT, 18 here).
const HEART_GAME = '1H P 2D P 2H P 4H P'.split(' ');
// South holds two key cards and the trump queen (answer 5♠): 13 tricks.
const TWO_WITH_QUEEN = 'N:AKQ86.AKJ976..54 T75.T83.J9853.KQ J43.Q54.AKQ76.A3 92.2.T42.JT98762';
// South holds no key card (answer 5♦: our side is two short, ♣A and ♦A).
const NONE = 'N:AKQ86.AKJ976..54 J5.83.A9853.AQJ2 T743.Q54.KQJ76.K 92.T2.T42.T98763';

describe('key-card Blackwood before the strong bot’s slams', () => {
  it('asks with 4NT where it used to jump to six over partner’s game', () => {
    const input = northInput(TWO_WITH_QUEEN, HEART_GAME);
    expect(judgementChoice(input, 'bridge', '6H')?.kind).toBe('slam');
    expect(keyCardAskInstead(input, 'bridge', '6H')).toBe('4NT');
    expect(callOf(input)).toBe('4NT');
    // A slam in another suit than the one 4NT asks about: no ask.
    expect(keyCardAskInstead(input, 'bridge', '6S')).toBeNull();
  });

  it('after a 5♦ answer showing two key cards missing, stops in five of the suit', () => {
    const input = northInput(NONE, [...HEART_GAME, '4NT', 'P', '5D', 'P']);
    // Basic signs off in 5♥ and the strong bot has no slam to weigh there.
    expect(judgementChoice(input, 'bridge', '5H')).toBeNull();
    expect(callOf(input)).toBe('5H');
    // No second ask, nor a natural slam instead, once our side has asked.
    expect(keyCardAskInstead(input, 'bridge', '6H')).toBeNull();
  });

  it('after 5♠ (two key cards with the trump queen) bids the slam', () => {
    const input = northInput(TWO_WITH_QUEEN, [...HEART_GAME, '4NT', 'P', '5S', 'P']);
    const candidates = judgementChoice(input, 'bridge', '6H')?.calls;
    expect(candidates).toContain('7H');
    // Five hearts is out of reach: 5NT is the stop, never a pass of the artificial 5♠.
    expect(candidates).toContain('5NT');
    expect(candidates).not.toContain('P');
    expect(['6H', '7H']).toContain(callOf(input));
  });
});
