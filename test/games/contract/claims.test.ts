import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/cards/rng.js';
import { withoutClaims } from '../../../src/engine/claim.js';
import type { AnyGame, Seat } from '../../../src/engine/game.js';
import { Match, shuffledDecks } from '../../../src/engine/match.js';
import { replayRecordWith } from '../../../src/engine/replay.js';
import { type BondebridgeState, bondebridge } from '../../../src/games/bondebridge/game.js';
import { type BridgeState, bridge } from '../../../src/games/bridge/game.js';
import type { ContractView } from '../../../src/games/contract/contractGame.js';
import { act, dealNext, deckFor } from '../bondebridge/drive.js';
import { PERFT_DEALS } from '../bondebridge/perftDeals.js';
import { declarerTurn } from './positions.js';

const duplicate = (() => {
  const o = bridge.parseOptions({ scoring: 'duplicate' });
  if (!o.ok) throw new Error(o.error.message);
  return o.value;
})();

/** Board 1 (dealer N, nobody vulnerable): 1NT by North, East to lead. */
const oneNoTrump = (): BridgeState =>
  act(
    bridge,
    dealNext(bridge, bridge.newMatch(duplicate, 0), deckFor(PERFT_DEALS[0], 0)),
    '1NT',
    'P',
    'P',
    'P',
  );

/** Plays `n` actions, each the first legal one of the seat to act (always a card). */
function playFirst<S>(game: AnyGame, s: S, n: number): S {
  for (let i = 0; i < n; i++) s = act(game, s, game.legalActions(s, game.toAct(s)[0])[0]);
  return s;
}

const refuse = (game: AnyGame, s: unknown, seat: Seat, action: string) => {
  const r = game.apply(s, seat, action);
  if (r.ok) throw new Error(`${action} by seat ${seat} was accepted`);
  return r.error;
};

/** Plays first legal cards until North–South (declarer's side in `oneNoTrump`) are to play. */
const toDeclarerTurn = (s: BridgeState): BridgeState => {
  while (bridge.toAct(s)[0] % 2 !== 0) s = playFirst(bridge, s, 1);
  return s;
};

const shown = (game: AnyGame, s: unknown, seat: Seat | null) =>
  (game.view(s, seat) as ContractView).hands.map((h) => h !== null);

describe('claims: who may claim, and when', () => {
  it('declarer claims at its own or dummy’s turn, after the cards: claim:0 … claim:R, R the tricks left', () => {
    const lead = playFirst(bridge, oneNoTrump(), 1); // East led; dummy (South) to play
    expect(bridge.toAct(lead)).toEqual([2]);
    const legal = bridge.legalActions(lead, 2);
    const cards = withoutClaims(legal);
    expect(legal.slice(0, cards.length)).toEqual(cards);
    expect(legal.slice(cards.length)).toEqual(Array.from({ length: 14 }, (_, n) => `claim:${n}`));
    // Mid-trick, the trick under way is one of the remaining tricks.
    const later = toDeclarerTurn(playFirst(bridge, lead, 6));
    expect(later.deal!.tricks.at(-1)!.cards.length).toBeGreaterThan(0);
    expect(bridge.legalActions(later, bridge.toAct(later)[0]).at(-1)).toBe('claim:12');
  });

  it('defenders never claim; nobody claims before the opening lead or in the auction', () => {
    const s = oneNoTrump();
    expect(bridge.legalActions(s, 1).some((a: string) => a.startsWith('claim:'))).toBe(false);
    expect(refuse(bridge, s, 1, 'claim:3').code).toBe('claim-not-declarer');
    const auction = dealNext(bridge, bridge.newMatch(duplicate, 0), deckFor(PERFT_DEALS[0], 0));
    expect(refuse(bridge, auction, 0, 'claim:3').code).toBe('unknown-action');
  });

  it('refuses a claim of more than the tricks left, a non-canonical one, and answers without a claim', () => {
    const lead = playFirst(bridge, oneNoTrump(), 1);
    expect(refuse(bridge, lead, 2, 'claim:14')).toMatchObject({
      code: 'claim-range',
      params: { remaining: 13 },
    });
    expect(refuse(bridge, lead, 2, 'claim:x').code).toBe('claim-range');
    expect(refuse(bridge, lead, 2, 'claim:07')).toMatchObject({
      code: 'not-canonical',
      params: { canonical: 'claim:7' },
    });
    expect(refuse(bridge, lead, 2, 'Claim:7').code).toBe('not-canonical');
    expect(refuse(bridge, lead, 2, 'accept').code).toBe('no-claim');
    expect(refuse(bridge, lead, 1, 'reject').code).toBe('not-your-turn');
  });

  it('bondebridge: only declarer claims, at its own turn (declarer’s partner is no dummy)', () => {
    // 1NT by North; East leads, South (partner) plays, then West, then North.
    let s: BondebridgeState = act(
      bondebridge,
      dealNext(bondebridge, bondebridge.newMatch(bondebridge.defaultOptions, 3), deckFor(PERFT_DEALS[0], 3)),
      'P',
      '1NT',
      'P',
      'P',
      'P',
    );
    expect(s.deal!.contract!.declarer).toBe(1);
    s = playFirst(bondebridge, s, 1); // South led, West (declarer's partner) to play
    expect(bondebridge.toAct(s)).toEqual([3]);
    expect(bondebridge.legalActions(s, 3).some((a: string) => a.startsWith('claim:'))).toBe(false);
    expect(refuse(bondebridge, s, 3, 'claim:5').code).toBe('claim-not-declarer');
    s = playFirst(bondebridge, s, 2); // West and North play, East (declarer) to play
    expect(bondebridge.toAct(s)).toEqual([1]);
    expect(bondebridge.legalActions(s, 1).at(-1)).toBe('claim:13');
  });
});

describe('claims: the answers', () => {
  const claimed = (n: number) => act(bridge, playFirst(bridge, oneNoTrump(), 1), `claim:${n}`);

  it('the defenders answer in turn from declarer’s left; nobody else acts meanwhile', () => {
    const s = claimed(9);
    expect(bridge.toAct(s)).toEqual([1]);
    expect(bridge.legalActions(s, 1)).toEqual(['reject', 'accept']);
    for (const seat of [0, 2, 3]) expect(bridge.legalActions(s, seat)).toEqual([]);
    expect(refuse(bridge, s, 3, 'accept').code).toBe('not-your-turn');
    expect(refuse(bridge, s, 2, 'claim:8').code).toBe('not-your-turn');
    const card = withoutClaims(bridge.legalActions(playFirst(bridge, oneNoTrump(), 1), 2))[0];
    expect(refuse(bridge, s, 1, card)).toMatchObject({
      code: 'claim-open',
      params: { claimer: 0, tricks: 9 },
    });
    const half = act(bridge, s, 'accept');
    expect(bridge.toAct(half)).toEqual([3]);
    expect((bridge.view(half, null) as ContractView).claim).toEqual({ tricks: 9, accepted: [1] });
  });

  it('both accept: the deal ends with N more tricks to declarer’s side, scored as played', () => {
    const s = act(bridge, claimed(9), 'accept', 'accept');
    expect(s.deal).toBeNull();
    // 1NT making 9 tricks, not vulnerable: 40 + 30 + 30 + 50 part-score bonus.
    expect(s.deals[0]).toMatchObject({
      contract: '1NT',
      declarer: 0,
      tricks: 9,
      claimed: 9,
      score: { NS: 150, EW: 0 },
    });
    // Later in the deal the tricks won so far count too; claim:0 concedes the rest.
    const late = toDeclarerTurn(playFirst(bridge, oneNoTrump(), 20));
    const won = late.deal!.tricksWon[0] + late.deal!.tricksWon[2];
    const conceded = act(bridge, late, 'claim:0', 'accept', 'accept');
    expect(conceded.deals[0]).toMatchObject({ tricks: won, claimed: 0 });
    const all = act(
      bridge,
      late,
      `claim:${13 - late.deal!.tricks.filter((t) => t.winner !== undefined).length}`,
    );
    const defenders = late.deal!.tricksWon[1] + late.deal!.tricksWon[3];
    expect(act(bridge, all, 'accept', 'accept').deals[0]).toMatchObject({ tricks: 13 - defenders });
  });

  it('one rejects: the claim is void, the hand hidden again, play goes on; a new claim from the next trick', () => {
    const before = playFirst(bridge, oneNoTrump(), 1);
    for (const answers of [['reject'], ['accept', 'reject']]) {
      const s = act(bridge, claimed(13), ...answers);
      expect(bridge.toAct(s)).toEqual([2]);
      for (const seat of [0, 1, 2, 3, null])
        expect(shown(bridge, s, seat)).toEqual(shown(bridge, before, seat));
      const v = bridge.view(s, 1) as ContractView;
      expect(v.claim).toBeNull();
      expect(v.rejectedClaim).toEqual({ tricks: 13, by: answers.length === 1 ? 1 : 3 });
      expect(withoutClaims(bridge.legalActions(s, 2))).toEqual(bridge.legalActions(s, 2));
      expect(refuse(bridge, s, 2, 'claim:12').code).toBe('claim-again');
      // The rest of trick 1, then declarer's side is on lead or on play again in trick 2.
      const next = toDeclarerTurn(playFirst(bridge, s, 3));
      expect(bridge.legalActions(next, bridge.toAct(next)[0]).at(-1)).toBe('claim:12');
      expect((bridge.view(next, 1) as ContractView).rejectedClaim).toBeNull();
    }
  });

  it('records hold claims and answers; a replay gives the same result', () => {
    let m = Match.start(bridge, duplicate, 0);
    const decks = shuffledDecks(bridge.pack(duplicate), new Rng('claims-replay'));
    const step = (a?: string) => {
      const seat = m.toAct[0];
      const r = m.act(seat, a ?? bridge.legalActions(m.state as BridgeState, seat)[0]);
      if (!r.ok) throw new Error(r.error.message);
      m = r.value;
    };
    const dealt = m.dealIfNeeded(decks);
    if (!dealt.ok) throw new Error(dealt.error.message);
    m = dealt.value;
    for (const c of ['1C', 'P', 'P', 'P']) step(c);
    step(); // the opening lead; dummy is to play
    step('claim:13');
    step('reject');
    for (let i = 0; i < 3; i++) step();
    while (m.toAct[0] % 2 !== 0) step();
    step('claim:6');
    step('accept');
    step('accept');
    const record = JSON.parse(JSON.stringify(m.toRecord()));
    expect(record.actions.map(([, a]: [number, string]) => a)).toContain('claim:13');
    const replayed = replayRecordWith(new Map([['bridge', bridge]]), record);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(replayed.value.result).toEqual(bridge.result(m.state as BridgeState));
    expect(replayed.value.result.deals[0]).toMatchObject({ claimed: 6 });
  });
});

describe('claims: what the views show', () => {
  for (const [game, options] of [
    [bridge, duplicate],
    [bondebridge, bondebridge.defaultOptions],
  ] as Array<[AnyGame, unknown]>) {
    it(`${game.id}: an open claim reveals declarer's hand to everyone, and nothing more`, () => {
      fc.assert(
        fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 48 }), fc.nat(13), (seed, cards, n) => {
          const s = declarerTurn(game, options, seed, cards);
          if (s === null) return;
          const seat = game.toAct(s)[0];
          const legal = game.legalActions(s, seat).filter((a: string) => a.startsWith('claim:'));
          const claim = legal[Math.min(n, legal.length - 1)];
          const r = game.apply(s, seat, claim);
          if (!r.ok) throw new Error(r.error.message);
          const declarer = (game.view(s, null) as ContractView).declarer!;
          for (const viewer of [0, 1, 2, 3, null]) {
            const was = game.view(s, viewer) as ContractView;
            const now = game.view(r.value, viewer) as ContractView;
            // Declarer's hand as declarer sees it; everything else as before but the turn and the claim.
            expect(now.hands[declarer]).toEqual(game.view(s, declarer).hands[declarer]);
            expect({ ...now, hands: now.hands.map((h, i) => (i === declarer ? was.hands[i] : h)) }).toEqual({
              ...was,
              toAct: [(declarer + 1) % 4],
              claim: { tricks: Number(claim.slice('claim:'.length)), accepted: [] },
            });
          }
        }),
        { numRuns: 40 },
      );
    });
  }
});
