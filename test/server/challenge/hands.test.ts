/**
 * A challenge of a file's hands (bridge, bondebridge): each board's hands reach the seats the
 * file gives them, at the table and after the board's dealer moved on.
 */
import { describe, expect, it } from 'vitest';
import { formatCard } from '../../../src/cards/card.js';
import { Rng, shuffleDeck } from '../../../src/cards/rng.js';
import { getGame } from '../../../src/catalog.js';
import { fileServer, playOut, seededRng } from '../helpers.js';
import { call, enter, seatOf } from './http.js';

const server = fileServer({ challengeBotMs: 2 });

/** Four 13-card hands N, E, S, W of a shuffled pack, in notation. */
const handsOf = (seed: string): string[][] => {
  const deck = shuffleDeck(getGame('bridge')!.pack({}), new Rng(seed)).map(formatCard);
  return [0, 1, 2, 3].map((s) => deck.slice(s * 13, s * 13 + 13));
};

const sorted = (cards: readonly string[]) => [...cards].sort();

describe('a challenge of hands', () => {
  it.each(['bridge', 'bondebridge'])(
    '%s: every seat holds the hand the file gives it, board after board',
    async (game) => {
      const boards = [handsOf(`${game}-1`), handsOf(`${game}-2`)];
      const now = Date.now();
      const made = await call(server.url, 'POST', '/api/challenges', {
        body: {
          name: `${game} hands`,
          game,
          opens: new Date(now - 1000).toISOString(),
          closes: new Date(now + 3_600_000).toISOString(),
          boards: boards.map((hands) => ({ hands })),
        },
      });
      expect(made.status).toBe(201);
      expect(made.json.boards).toBe(2);
      const e = await enter(server.url, made.json.id, 'Hanne');
      const table = () => server.service.tables.inMemory(e.tableId)!;
      const dealt = () =>
        (table().state as { deal: { dealt: number[][] } | null }).deal?.dealt.map((h) =>
          sorted(h.map(formatCard)),
        );
      expect(dealt()).toEqual(boards[0].map(sorted));
      const p = await seatOf(server.url, e, 2);
      await playOut([p], {
        rng: seededRng(`${game}-hands`),
        stopWhen: () => table().matchNow.deckCount >= 2,
      });
      expect(table().matchNow.deckCount).toBeGreaterThanOrEqual(2);
      // Board 1 is being played now (unless a thrown-in board 1 was redealt at once from the seed).
      if (table().matchNow.deckCount === 2) expect(dealt()).toEqual(boards[1].map(sorted));
      await p.client.close();
    },
    120_000,
  );
});
