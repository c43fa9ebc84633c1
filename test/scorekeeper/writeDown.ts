/**
 * What players write down on a sheet for each deal of a match the engine played: contracts,
 * tricks, bids, honours held, declarations. Shared by the tests that hold the keeper to the
 * engine and by the sheets whose CSV exports are pinned.
 */
import { parseCall } from '../../src/cards/call.js';
import { parseCardList } from '../../src/cards/card.js';
import type { DealResult, GameId, MatchResult } from '../../src/engine/game.js';
import type { GameRecord } from '../../src/engine/record.js';
import { honoursBonus } from '../../src/games/bridge/score.js';

/** Bondtolva's matador point from the won cards the engine reports: matadors, then card points. */
function matadorPoint(d: DealResult): number | null {
  const m = d.matadors as Record<string, number>;
  const p = d.points as Record<string, number>;
  if (m[0] !== m[1]) return m[0] > m[1] ? 0 : 1;
  if (p[0] !== p[1]) return p[0] > p[1] ? 0 : 1;
  return null;
}

/** Rubber honours from the hands as dealt (card i of the deck to the seat i+1 after the dealer). */
function honoursOf(record: GameRecord, deckIndex: number, d: DealResult): object | null {
  const deck = parseCardList(record.decks[deckIndex]);
  if (!deck.ok) throw new Error(deck.error);
  const hands: number[][] = [[], [], [], []];
  deck.value.forEach((c, i) => {
    hands[(d.dealer + 1 + i) % 4].push(c);
  });
  const call = parseCall(String(d.contract).replace(/X+$/, ''));
  if (!call.ok || call.value.kind !== 'bid') throw new Error(`bad contract ${d.contract}`);
  const h = honoursBonus(hands, call.value.strain);
  if (h.NS) return { side: 'NS', points: h.NS };
  if (h.EW) return { side: 'EW', points: h.EW };
  return null;
}

/** What the players write down for each deal of the engine's result. */
export function entriesOf(
  game: GameId,
  record: GameRecord,
  options: Record<string, unknown>,
  result: MatchResult,
) {
  return result.deals.map((d, i) => {
    switch (game) {
      case 'selbu':
        return {
          bids: d.bids,
          tricks: d.tricks,
          ...(String(options.trump).startsWith('draw') ? { trump: d.trump } : {}),
        };
      case 'bondtolva':
        return { declarations: d.declarations, lastTrick: d.lastTrick, matadorPoint: matadorPoint(d) };
      default: {
        if (d.passedOut) return { contract: 'P' };
        const rubber = game === 'bridge' && (options.scoring ?? 'rubber') === 'rubber';
        return {
          contract: d.contract,
          declarer: d.declarer,
          tricks: d.tricks,
          ...(rubber ? { honours: honoursOf(record, i, d) } : {}),
        };
      }
    }
  });
}
