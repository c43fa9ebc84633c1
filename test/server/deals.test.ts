/**
 * Finished deals served while the match goes on (`/api/tables/:id/deals`): every finished deal
 * step by step with all hands, never the deal being played nor one not dealt yet — and nothing
 * served ever holds a card of a hand of the current deal.
 */
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/catalog.js';
import type { AnyGame } from '../../src/engine/game.js';
import { dealSpans, dealSteps } from '../../src/table/finishedDeals.js';
import { fakeAny } from './fakeGame.js';
import {
  api,
  createTable,
  fileServer,
  join,
  type PlayerSeat,
  playOut,
  seededRng,
  settle,
  TestClient,
} from './helpers.js';

const server = fileServer();

/** The table's whole log so far, as only the server knows it (decks of the current deal too). */
const logOf = async (tableId: string) => {
  const r = await server.service.record(tableId, 0, true);
  return { firstDealer: r.firstDealer ?? 0, decks: r.decks, actions: r.actions };
};

/**
 * What a client may fetch now must be exactly the finished deals; the current deal and the
 * next are refused, and no hand of the current deal appears in any answer.
 */
async function checkServed(game: AnyGame, p: PlayerSeat, options: unknown): Promise<number> {
  const log = await logOf(p.tableId);
  const spans = dealSpans(game, options, log);
  const current = spans.length - 1;
  const over = p.client.latest(p.tableId, p.seat)?.table.status === 'over';
  const list = await api(server.url, `/api/tables/${p.tableId}/deals`);
  expect(list.status).toBe(200);
  const listed = list.json.deals.map((d: { deal: number }) => d.deal);
  const finished = spans.filter((s) => s.finished).map((s) => s.deal);
  expect(listed).toEqual(finished);
  expect(finished).toEqual([...Array(over ? spans.length : current).keys()]);

  // The current deck in its order, and (long enough to be unique) its hands as dealt.
  const secrets = over
    ? []
    : [
        JSON.stringify(log.decks[current]),
        ...dealSteps(game, options, log, current)[0]
          .view.hands.filter((h): h is string[] => Array.isArray(h) && h.length >= 8)
          .map((h) => JSON.stringify(h)),
      ];
  const served: string[] = [list.json ? JSON.stringify(list.json) : ''];
  for (const d of finished) {
    const r = await api(server.url, `/api/tables/${p.tableId}/deals/${d}`);
    expect(r.status).toBe(200);
    expect(r.json.deck).toEqual(log.decks[d]);
    expect(r.json.actions).toEqual(log.actions.slice(spans[d].from, spans[d].to));
    expect(r.json.steps).toHaveLength(spans[d].to - spans[d].from + 1);
    // The match up to the end of this deal: finished deals only.
    expect(r.json.prefix).toEqual({
      firstDealer: log.firstDealer,
      decks: log.decks.slice(0, d + 1),
      actions: log.actions.slice(0, spans[d].to),
    });
    // Every hand open at the deal's start.
    expect(r.json.steps[0].view.hands.every((h: unknown) => Array.isArray(h))).toBe(true);
    served.push(JSON.stringify(r.json));
  }
  for (const text of served) for (const secret of secrets) expect(text).not.toContain(secret);
  if (!over) {
    const now = await api(server.url, `/api/tables/${p.tableId}/deals/${current}`);
    expect(now.status).toBe(409);
    expect(now.json.error).toMatchObject({
      code: 'not-over',
      message: expect.stringMatching(/being played/),
    });
    const next = await api(server.url, `/api/tables/${p.tableId}/deals/${current + 1}`);
    expect(next.status).toBe(409);
    expect(next.json.error.message).toMatch(/has not been dealt/);
  }
  return finished.length;
}

describe('finished deals during the match', () => {
  it('fakewhist (thrown-in deals included): at every step exactly the finished deals', async () => {
    const options = { seats: 3, deals: 4, handSize: 2 };
    const t = await createTable(server.url, { game: 'fakewhist', options, bots: [null, 'random', 'random'] });
    const c = await TestClient.connect(server.url);
    const p = await join(c, t.id, 'Kari');
    const parsed = fakeAny.parseOptions(options);
    if (!parsed.ok) throw new Error(parsed.error.message);
    let most = 0;
    await playOut([p], {
      rng: seededRng('deals'),
      onAction: async () => {
        // Bots move on after our action: look once they wait for us again.
        await settle([p]);
        most = Math.max(most, await checkServed(fakeAny, p, parsed.value));
      },
    });
    expect(await checkServed(fakeAny, p, parsed.value)).toBe(4);
    expect(most).toBeGreaterThanOrEqual(3);
    await c.close();
  });

  it('bondebridge: the first deal whole, with its last trick, once the second is dealt', async () => {
    const game = getGame('bondebridge')!;
    const t = await createTable(server.url, {
      game: 'bondebridge',
      bots: [null, 'random', 'random', 'random'],
    });
    const c = await TestClient.connect(server.url);
    const p = await join(c, t.id, 'Kari');
    await playOut([p], {
      rng: seededRng('bondebridge-deals'),
      stopWhen: () => (c.latest(t.id, p.seat)?.view.result.deals.length ?? 0) >= 1,
    });
    expect(await checkServed(game, p, game.defaultOptions)).toBeGreaterThanOrEqual(1);
    const deal = (await api(server.url, `/api/tables/${t.id}/deals/0`)).json;
    expect(deal.result).toBe(0);
    const hands = deal.steps[0].view.hands as string[][];
    expect(hands.map((h) => h.length)).toEqual([13, 13, 13, 13]);
    expect(new Set(hands.flat())).toEqual(new Set(deal.deck));
    // The last step is the finished deal, not the next one's fresh hands.
    const last = deal.steps.at(-1).view;
    expect(last.hands.flat().filter(Boolean)).toEqual([]);
    if (last.contract) {
      expect(last.tricks).toHaveLength(13);
      expect(last.tricks.at(-1).winner).toEqual(expect.any(Number));
    }
    expect(last.result.deals).toHaveLength(1);
    expect((await api(server.url, `/api/tables/${t.id}/deals/x`)).status).toBe(400);
    expect((await api(server.url, `/api/tables/${t.id}/deals?match=9`)).status).toBe(404);
    await c.close();
  });
});
