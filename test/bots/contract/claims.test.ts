import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { botInput } from '../../../src/bots/bot.js';
import { answerClaim, sureTricks } from '../../../src/bots/contract/claims.js';
import { contractKnowledge } from '../../../src/bots/contract/knowledge.js';
import { randomBot } from '../../../src/bots/random.js';
import { strainSuit } from '../../../src/cards/call.js';
import { Rng } from '../../../src/cards/rng.js';
import { getBot } from '../../../src/catalog.js';
import { isClaimAction } from '../../../src/engine/claim.js';
import type { AnyGame } from '../../../src/engine/game.js';
import { bondebridge } from '../../../src/games/bondebridge/game.js';
import { bridge } from '../../../src/games/bridge/game.js';
import type { ContractMatch, ContractView } from '../../../src/games/contract/contractGame.js';
import { solve } from '../../../src/solver/index.js';
import { act, dealNext, deckFor } from '../../games/bondebridge/drive.js';
import { declarerTurn } from '../../games/contract/positions.js';
import { propertyRuns } from '../../harness/properties.js';

type State = ContractMatch<unknown>;

/** Declarer's side's tricks from here with best play by all four, from the real (full) deal. */
function ddValue(s: State): number {
  const d = s.deal!;
  const last = d.tricks.at(-1)!;
  const open = last.winner === undefined;
  return solve({
    hands: d.hands,
    trump: strainSuit(d.contract!.strain),
    leader: open ? last.leader : last.winner!,
    trick: open ? last.cards : [],
  });
}

/** Claims `tricks` and has the first defender answer, then (if it accepts) the second. */
function answers(
  game: AnyGame,
  s: State,
  tricks: number,
): { claimed: State; first: string; second?: string } {
  const claimed = act(game, s, `claim:${tricks}`) as State;
  const seat = game.toAct(claimed)[0];
  const first = answerClaim(game.view(claimed, seat) as ContractView, seat);
  if (first === 'reject') return { claimed, first };
  const half = act(game, claimed, 'accept') as State;
  const other = game.toAct(half)[0];
  return { claimed, first, second: answerClaim(game.view(half, other) as ContractView, other) };
}

const duplicate = (() => {
  const o = bridge.parseOptions({ scoring: 'duplicate' });
  if (!o.ok) throw new Error(o.error.message);
  return o.value;
})();

describe('claim answers: a bot never accepts a wrong claim', () => {
  it('bridge (all four hands known once declarer’s is shown): accepts exactly when the double-dummy value reaches N', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: 24, max: 48 }), fc.nat(13), (seed, cards, n) => {
        const s = declarerTurn(bridge, duplicate, seed, cards) as State | null;
        if (s === null) return;
        const remaining = 13 - s.deal!.tricks.filter((t) => t.winner !== undefined).length;
        const tricks = Math.min(n, remaining);
        const dd = ddValue(s);
        const r = answers(bridge, s, tricks);
        expect(r.first).toBe(dd >= tricks ? 'accept' : 'reject');
        if (r.second) expect(r.second).toBe('accept');
        if (r.first === 'accept') accepted++;
      }),
      { numRuns: propertyRuns(60) },
    );
    expect(accepted).toBeGreaterThan(0);
  });

  it('bondebridge (two hands unseen): accepts only when the double-dummy value of the real deal reaches N', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: 20, max: 48 }), fc.nat(13), (seed, cards, n) => {
        const s = declarerTurn(bondebridge, bondebridge.defaultOptions, seed, cards) as State | null;
        if (s === null) return;
        const remaining = 13 - s.deal!.tricks.filter((t) => t.winner !== undefined).length;
        // Claims near what declarer can take: the interesting cases.
        const dd = ddValue(s);
        const tricks = Math.max(0, Math.min(remaining, dd + (n % 3) - 1));
        const r = answers(bondebridge, s, tricks);
        if (r.first === 'accept' || r.second === 'accept') expect(dd).toBeGreaterThanOrEqual(tricks);
        if (r.first === 'accept' && r.second === 'accept') accepted++;
      }),
      { numRuns: propertyRuns(60) },
    );
    expect(accepted).toBeGreaterThan(0);
  });
});

/** Each seat holds one whole suit: N spades, E hearts, S diamonds, W clubs. */
const ONE_SUIT_EACH = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';

describe('claim answers: declarer holding only top winners', () => {
  for (const game of [bridge, bondebridge] as AnyGame[]) {
    it(`${game.id}: both defenders accept a claim of all the remaining tricks`, () => {
      // 1S by North; East leads a heart, North ruffs and is on lead with twelve top spades.
      const options = game === bridge ? duplicate : game.defaultOptions;
      // North calls first: bridge's dealer calls first, bondebridge's dealer's left.
      const dealer = game === bridge ? 0 : 3;
      const dealt = dealNext(game, game.newMatch(options, dealer), deckFor(ONE_SUIT_EACH, dealer));
      let s = act(game, dealt, '1S', 'P', 'P', 'P') as State;
      for (let i = 0; i < 3; i++) s = act(game, s, game.legalActions(s, game.toAct(s)[0])[0]) as State;
      s = act(game, s, 'S2') as State;
      expect(game.toAct(s)).toEqual([0]);
      const r = answers(game, s, 12);
      expect([r.first, r.second]).toEqual(['accept', 'accept']);
      const done = act(game, r.claimed, 'accept', 'accept') as State;
      expect(done.deals[0]).toMatchObject({ tricks: 13, claimed: 12 });
    });
  }

  it('bondebridge: the sure tricks of a hand on lead count top cards, trumps first while trumps are out', () => {
    // North declares in spades and is on lead after trick 9: S AK, H A, D K; East holds S Q, D A.
    const k = contractKnowledge(
      {
        game: 'bondebridge',
        seat: 1,
        seats: 4,
        dealIndex: 0,
        dealer: 0,
        phase: 'play',
        toAct: [2],
        hands: [['SA', 'SK', 'HA', 'DK'], ['SQ', 'DA', 'C3', 'C2'], null, null],
        handCounts: [4, 4, 4, 4],
        tricks: [],
        tricksWon: [0, 0, 0, 0],
        trump: 'S',
        result: { game: 'bondebridge', finished: false, deals: [], totals: {}, winners: [] },
        calls: [],
        firstCaller: 0,
        contract: '1S',
        declarer: 0,
        dummy: null,
        claim: { tricks: 4, accepted: [] },
        rejectedClaim: null,
      },
      1,
    );
    // 40 cards unaccounted for here (no tricks in this made-up view): spades J…2 are out, so
    // the two top trumps cannot draw them and only they are sure.
    expect(sureTricks({ ...k, leader: 0 }, 0)).toBe(2);
    // With the outside trumps only the queen: two top trumps draw it, then the heart ace; the king of diamonds is no winner.
    const fewTrumps = k.unseen.filter((c) => Math.floor(c / 13) !== 0);
    expect(sureTricks({ ...k, leader: 0, unseen: fewTrumps }, 0)).toBe(3);
    // Not on lead: nothing is sure.
    expect(sureTricks({ ...k, leader: 1 }, 0)).toBe(0);
  });
});

describe('bots never claim', () => {
  const levels = ['random', 'basic', 'strong'];
  for (const [game, options] of [
    [bridge, duplicate],
    [bondebridge, bondebridge.defaultOptions],
  ] as Array<[AnyGame, unknown]>) {
    it(`${game.id}: at declarer's turn, with claims legal, every level plays a card, and the first legal action is a card`, () => {
      let checked = 0;
      for (let seed = 0; seed < 12; seed++) {
        const s = declarerTurn(game, options, seed, 4 + 3 * seed);
        if (s === null) continue;
        const seat = game.toAct(s)[0];
        const legal = game.legalActions(s, seat);
        expect(legal.some(isClaimAction)).toBe(true);
        expect(isClaimAction(legal[0])).toBe(false);
        for (const level of levels) {
          const input = {
            ...botInput(game, options, s, seat, new Rng(`never-claims:${seed}`), 50),
            samples: 2,
          };
          const choice = getBot(game.id, level)!.choose(input);
          expect(legal).toContain(choice);
          expect(isClaimAction(choice)).toBe(false);
        }
        checked++;
      }
      expect(checked).toBeGreaterThan(6);
    });
  }

  it('the random bot rejects every claim it is asked to answer', () => {
    expect(randomBot.choose({ legal: ['reject', 'accept'], rng: new Rng('r') } as never)).toBe('reject');
  });
});
