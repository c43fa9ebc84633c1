import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCard, parseCard } from '../../src/cards/card.js';
import { Rng, shuffle } from '../../src/cards/rng.js';
import { getGame, replayRecord } from '../../src/catalog.js';
import { discardFitsView } from '../../src/games/bridgette/exchange.js';
import { handleBotLine } from '../../src/sim/botProtocol.js';
import { stikk } from '../cli/run.js';

const game = getGame('bondebridge')!;
const state = () => {
  const s = game.newMatch(game.defaultOptions, 0);
  const r = game.deal(s, [...game.pack(game.defaultOptions)]);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const actRequest = (id: number, extra: Record<string, unknown> = {}) => {
  const s = state();
  const seat = game.toAct(s)[0];
  return {
    type: 'act',
    id,
    game: 'bondebridge',
    options: {},
    seat,
    view: game.view(s, seat),
    legal: game.legalActions(s, seat),
    timeMs: 100,
    seed: 'x',
    ...extra,
  };
};
const config = { game: 'bondebridge' as const, level: 'random' };

describe('stikk-bot/1 line handling', () => {
  it('answers an act request with a legal action carrying the same id', () => {
    const out = handleBotLine(JSON.stringify(actRequest(7)), config, new Rng(1));
    expect('reply' in out).toBe(true);
    if (!('reply' in out)) return;
    const reply = JSON.parse(out.reply);
    expect(reply.type).toBe('action');
    expect(reply.id).toBe(7);
    expect(actRequest(7).legal).toContain(reply.action);
  });

  it('is reproducible with a seed', () => {
    const a = handleBotLine(JSON.stringify(actRequest(1)), config, new Rng(1));
    const b = handleBotLine(JSON.stringify(actRequest(1)), config, new Rng(2));
    expect(a).toEqual(b);
  });

  it('turns bad input into error lines, never a crash', () => {
    const cases: Array<[string, RegExp]> = [
      ['{not json', /not a JSON line/],
      ['[1,2]', /JSON object with a "type"/],
      ['{"type":"dance","id":3}', /unknown message type "dance"/],
      [JSON.stringify({ ...actRequest(4), legal: [] }), /legal must list at least one action/],
      [JSON.stringify({ ...actRequest(5), game: 'selbu' }), /this bot plays bondebridge, not selbu/],
      [JSON.stringify({ ...actRequest(6), options: { deals: 'many' } }), /options:/],
      [JSON.stringify({ ...actRequest(8), seat: 9 }), /no seat 9/],
      [JSON.stringify({ ...actRequest(9), view: {} }), /./],
    ];
    for (const [line, message] of cases) {
      const out = handleBotLine(line, config, new Rng(1));
      expect('reply' in out, line).toBe(true);
      if (!('reply' in out)) continue;
      const reply = JSON.parse(out.reply);
      // A bot with a broken view may still pick from `legal`; anything else must be an error.
      if (reply.type === 'action') expect(JSON.parse(line).legal).toContain(reply.action);
      else {
        expect(reply.type).toBe('error');
        expect(reply.message).toMatch(message);
      }
    }
    expect(handleBotLine('', config, new Rng(1))).toEqual({ ignore: true });
    expect(handleBotLine('{"type":"quit"}', config, new Rng(1))).toEqual({ quit: true });
  });

  it("accepts a bot's own bridgette discard that the selection of listed discards leaves out", () => {
    const b = getGame('bridgette')!;
    const rng = new Rng('selection');
    // A deal whose dealer must discard 8 or 12 (a court card or an ace turned up): then only a
    // selection of the discards is listed.
    for (let tries = 0; tries < 200; tries++) {
      const r = b.deal(b.newMatch(b.defaultOptions, 0), shuffle([...b.pack(b.defaultOptions)], rng));
      if (!r.ok) throw new Error(r.error);
      const seat = 0;
      const view = b.view(r.value, seat) as { mustDiscard: number };
      if (view.mustDiscard < 8) continue;
      const legal = b.legalActions(r.value, seat);
      const request = {
        type: 'act',
        id: 1,
        game: 'bridgette',
        options: {},
        seat,
        view,
        legal,
        timeMs: 100,
        seed: 's',
      };
      const out = handleBotLine(JSON.stringify(request), { game: 'bridgette', level: 'basic' }, new Rng(1));
      if (!('reply' in out)) throw new Error('no reply');
      const reply = JSON.parse(out.reply) as { type: string; action?: string };
      expect(reply.type).toBe('action');
      // Only a discard outside the listed selection tests the point.
      if (legal.includes(reply.action!)) continue;
      // The game itself takes it.
      expect(b.apply(r.value, seat, reply.action!).ok).toBe(true);
      // The view's check refuses what the seat cannot make: a card it does not hold, a wrong count.
      const hand = (view as unknown as { hands: string[][] }).hands[seat];
      const missing = b
        .pack(b.defaultOptions)
        .map(formatCard)
        .find((c) => !hand.includes(c))!;
      expect(discardFitsView(hand, view.mustDiscard, reply.action!)).toBe(true);
      expect(
        discardFitsView(hand, view.mustDiscard, `discard:${hand.slice(0, view.mustDiscard - 1).join(',')}`),
      ).toBe(false);
      expect(
        discardFitsView(
          hand,
          view.mustDiscard,
          `discard:${[missing, ...hand.slice(0, view.mustDiscard - 1)].join(',')}`,
        ),
      ).toBe(false);
      expect(discardFitsView(hand, view.mustDiscard, hand[0])).toBe(false);
      return;
    }
    throw new Error('no deal with a dealer discarding 8 or more');
  });

  it('refuses an unknown level with an error line', () => {
    const out = handleBotLine(
      JSON.stringify(actRequest(1)),
      { game: null, level: 'grandmaster' },
      new Rng(1),
    );
    expect('reply' in out && JSON.parse(out.reply).message).toMatch(/no bot "grandmaster"/);
  });
});

describe('stikk bot and stikk simulate with an external bot (end to end, compiled CLI)', () => {
  it('stikk bot greets, answers, reports errors and keeps serving', () => {
    const input = [
      'garbage',
      JSON.stringify(actRequest(1)),
      '{"type":"hello"}',
      JSON.stringify(actRequest(2)),
      '{"type":"quit"}',
      '',
    ].join('\n');
    const r = stikk(['bot', '--game', 'bondebridge', '--level', 'random'], input);
    expect(r.status).toBe(0);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[0]).toMatchObject({
      type: 'hello',
      protocol: 'stikk-bot/1',
      game: 'bondebridge',
      level: 'random',
    });
    expect(lines[1]).toMatchObject({ type: 'error', id: null });
    expect(lines[2]).toMatchObject({ type: 'action', id: 1 });
    expect(lines[3]).toMatchObject({ type: 'hello' });
    expect(lines[4]).toMatchObject({ type: 'action', id: 2 });
    expect(lines).toHaveLength(5);
  });

  it('stikk bot refuses an unknown game or level at start (exit 2)', () => {
    expect(stikk(['bot', '--game', 'chess']).status).toBe(2);
    expect(stikk(['bot', '--game', 'bondebridge', '--level', 'grandmaster']).status).toBe(2);
  });

  it('a script bot plays full matches through stikk simulate on worker threads', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stikk-sim-'));
    const r = stikk([
      'simulate',
      'bondebridge',
      '--games',
      '2',
      '--duplicate',
      '--bots',
      'cmd:"node test/bots/firstLegalBot.mjs",random',
      '--seed',
      'e2e',
      '--workers',
      '2',
      '--out',
      dir,
      '--deals',
      '2',
    ]);
    expect(r.stderr).not.toMatch(/error/);
    expect(r.status).toBe(0);
    expect(r.stdout).not.toMatch(/warning/);
    expect(r.stdout).toMatch(/cmd:"node test\/bots\/firstLegalBot.mjs"/);
    expect(r.stdout).toMatch(/4 matches \(0 unfinished\)/);
    const files = readdirSync(dir).sort();
    expect(files).toEqual([
      'match-0001-r0.json',
      'match-0001-r1.json',
      'match-0002-r0.json',
      'match-0002-r1.json',
    ]);
    for (const f of files) {
      const record = JSON.parse(readFileSync(join(dir, f), 'utf8'));
      const replayed = replayRecord(record);
      expect(replayed.ok).toBe(true);
      if (!replayed.ok) continue;
      expect(replayed.value.result.finished).toBe(true);
      // Every action of the external bot's seats was the first legal one: replay and check.
      const g = replayed.value.game;
      let s = g.newMatch(replayed.value.options, record.firstDealer);
      let deck = 0;
      for (const [seat, action] of record.actions as Array<[number, string]>) {
        while (g.needsDeck(s)) {
          const d = g.deal(
            s,
            record.decks[deck++].map((c: string) =>
              g.pack(replayed.value.options).find((x: number) => x === cardOf(c)),
            ),
          );
          if (!d.ok) throw new Error(d.error);
          s = d.value;
        }
        const external = record.players[g.controller(s, seat)].startsWith('cmd:');
        if (external) expect(action).toBe(g.legalActions(s, seat)[0]);
        const next = g.apply(s, seat, action);
        if (!next.ok) throw new Error(next.error.message);
        s = next.value;
      }
    }
    // The same seed gives the same records whatever the worker scheduling.
    const dir1 = mkdtempSync(join(tmpdir(), 'stikk-sim-'));
    const again = stikk([
      'simulate',
      'bondebridge',
      '--games',
      '2',
      '--duplicate',
      '--bots',
      'cmd:"node test/bots/firstLegalBot.mjs",random',
      '--seed',
      'e2e',
      '--workers',
      '1',
      '--json',
      '--out',
      dir1,
      '--deals',
      '2',
    ]);
    expect(again.status).toBe(0);
    const stats = JSON.parse(again.stdout);
    expect(stats.matches).toBe(4);
    expect(stats.fallbacks).toBe(0);
    for (const f of files)
      expect(readFileSync(join(dir1, f), 'utf8')).toBe(readFileSync(join(dir, f), 'utf8'));
  });
});

function cardOf(text: string): number {
  const c = parseCard(text);
  if (!c.ok) throw new Error(c.error);
  return c.value;
}
