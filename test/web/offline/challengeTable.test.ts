/**
 * A challenge taken offline (src/web/offline/worker/): the browser's table deals exactly the
 * decks the server deals an entrant — deck n for deal n, the challenge's first dealer — so the
 * record it makes is the challenge's; a later match at the table is dealt from its own seed.
 */
import { describe, expect, it } from 'vitest';
import { formatCard } from '../../../src/cards/card.js';
import { Rng } from '../../../src/cards/rng.js';
import { getGame, replayRecord } from '../../../src/catalog.js';
import { boardDecks, dailyChallenge, handsChallenge } from '../../../src/challenge/boards.js';
import { deckToStrings } from '../../../src/engine/record.js';
import { LocalTable } from '../../../src/web/offline/worker/localTable.js';

function take(challenge: ReturnType<typeof dailyChallenge>, seed = 'own-seed') {
  const r = LocalTable.create({
    id: 'offline-c',
    game: challenge.game,
    options: { ...challenge.options },
    bots: Array.from({ length: 5 }, (_, i) => (i === challenge.seat ? null : 'basic')),
    seed,
    challenge: { challenge, entryId: 'e1', origin: 'http://example.test' },
  });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

/** Plays the person's seat with the basic bot's choices too, to the match's end. */
function playOut(local: LocalTable, seat: number) {
  // The person's place is free: seat a bot there for the test, as a person would act.
  local.table.seats[seat] = { kind: 'bot', level: 'basic' };
  const rng = new Rng(5);
  while (local.playBot(rng, 20));
}

describe('a challenge played in the browser', () => {
  it('deals the challenge’s decks and first dealer, whatever the table’s own seed', () => {
    const challenge = dailyChallenge('bondtolva', '2026-12-05');
    const a = take(challenge, 'seed-a');
    const b = take(challenge, 'seed-b');
    const firstDeck = (l: LocalTable) => l.snapshot().events.find((e) => e.kind === 'deck')?.data;
    expect(firstDeck(a)).toBe(firstDeck(b));
    const game = getGame('bondtolva')!;
    const options = game.parseOptions(challenge.options);
    if (!options.ok) throw new Error(options.error.message);
    expect(firstDeck(a)).toBe(deckToStrings(boardDecks(challenge, game.pack(options.value), 1)[0]).join(','));
  });

  it('makes a record whose decks are the challenge’s boards, and it replays', () => {
    const challenge = dailyChallenge('bridgette', '2026-12-05');
    const local = take(challenge);
    playOut(local, challenge.seat);
    expect(local.table.isOver()).toBe(true);
    const record = local.record(0);
    if (!record.ok) throw new Error(record.error.code);
    const game = getGame('bridgette')!;
    const options = game.parseOptions(challenge.options);
    if (!options.ok) throw new Error(options.error.message);
    const want = boardDecks(challenge, game.pack(options.value), record.value.decks.length);
    expect(record.value.decks).toEqual(want.map(deckToStrings));
    expect(record.value.firstDealer).toBe(challenge.firstDealer);
    expect(replayRecord(JSON.parse(JSON.stringify(record.value))).ok).toBe(true);
  });

  it('deals a challenge of hands from its boards, and keeps the challenge when saved and rebuilt', () => {
    const seeded = dailyChallenge('bridge', '2026-12-05');
    const game = getGame('bridge')!;
    const parsed = game.parseOptions({});
    if (!parsed.ok) throw new Error(parsed.error.message);
    const pack = game.pack(parsed.value);
    const decks = boardDecks(seeded, pack, 2);
    const hands = decks.map((d) => [0, 1, 2, 3].map((s) => d.filter((_, i) => i % 4 === s)));
    const challenge = handsChallenge({
      id: 'club-1',
      name: 'Klubbkveld',
      game: 'bridge',
      boards: hands.map((h) => ({ hands: h })),
      window: { opens: '2026-12-01T00:00:00.000Z', closes: '2026-12-31T00:00:00.000Z' },
    });
    const local = take(challenge);
    const rebuilt = LocalTable.restore(JSON.parse(JSON.stringify(local.snapshot())));
    if (!rebuilt.ok) throw new Error(rebuilt.error);
    expect(rebuilt.value.challenge?.challenge.id).toBe('club-1');
    const state = local.table.state;
    const view = game.view(state, challenge.seat) as { hand?: unknown; hands?: unknown };
    // South holds board 1's South hand, whatever deck order the deal needed.
    const south = JSON.stringify(view.hand ?? view.hands);
    for (const card of hands[0][2]) expect(south).toContain(formatCard(card));
  });
});
