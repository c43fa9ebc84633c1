/**
 * Every word the terminal shows, in every language: whole matches of each game, every step
 * rendered from a seat's view in all five languages. A translation must leave no English behind
 * and must say something at every step (not repeat the English text).
 */
import { describe, expect, it } from 'vitest';
import { Rng, shuffleDeck } from '../../../src/cards/rng.js';
import { GAME_IDS, getGame } from '../../../src/catalog.js';
import { terminalWords } from '../../../src/cli/language.js';
import { renderView } from '../../../src/cli/render/byGame.js';
import { dealLine, formatMatchResult } from '../../../src/cli/resultText.js';
import type { AnyGame } from '../../../src/engine/game.js';
import { Match } from '../../../src/engine/match.js';
import { LANGUAGES } from '../../../src/words/languages.js';

/** Short matches: enough for every phase (auction, play, the end of a deal, the match over). */
const SHORT: Record<string, unknown> = {
  bondebridge: { deals: 3 },
  selbu: { handSizes: [1, 3, 2] },
  bridge: { scoring: 'chicago' },
  bridgette: {},
  bondtolva: {},
};

/** English words of the table that no other language's text may contain. */
const ENGLISH =
  /\b(to act|Your hand|your hand|Auction|Contract|Trick|tricks|dealer|Score|score|stock|Upcard|Bidding|Hook rule|Round|Winner|Winners|Waiting|waiting|opponent|you are|spectator|declared|card points|discards|Rubber|Part-scores|vulnerable|deal|deals|bid|seat|player|finished|totals|spades|hearts|diamonds|clubs|no trump|over)\b/;

/** Every view seat 0 sees along a match of seeded random actions (the first legal one would pass every deal out). */
function viewsOfAMatch(game: AnyGame, raw: unknown): { views: unknown[]; match: Match } {
  const parsed = game.parseOptions(raw);
  if (!parsed.ok) throw new Error(`options: ${JSON.stringify(parsed.error)}`);
  const rng = new Rng(`terminal-${game.id}`);
  let match = Match.start(game, parsed.value, 1);
  const views: unknown[] = [];
  for (let step = 0; step < 5000 && !match.isOver; step++) {
    const dealt = match.dealIfNeeded(() => shuffleDeck(game.pack(parsed.value), rng));
    if (!dealt.ok) throw new Error(dealt.error.message);
    match = dealt.value;
    if (match.isOver) break;
    views.push(game.view(match.state, 0));
    const seat = game.toAct(match.state)[0];
    const legal = game.legalActions(match.state, seat);
    const r = match.act(seat, legal[rng.int(legal.length)]);
    if (!r.ok) throw new Error(r.error.message);
    match = r.value;
  }
  views.push(game.view(match.state, 0), game.view(match.state, null));
  return { views, match };
}

describe('the terminal in five languages', () => {
  it.each(GAME_IDS)('%s: every step of a match, no English outside English', (id) => {
    const game = getGame(id)!;
    const { views, match } = viewsOfAMatch(game, SHORT[id]);
    expect(match.isOver).toBe(true);
    const result = game.result(match.state);
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const w = terminalWords(lang);
      const en = terminalWords('en');
      for (const view of views) {
        const text = renderView(view as never, w);
        const english = renderView(view as never, en);
        expect(text, `${lang}: ${text}`).not.toMatch(ENGLISH);
        expect(text, `${lang} repeats the English text`).not.toBe(english);
      }
      const summary = formatMatchResult(result, w);
      expect(summary, summary).not.toMatch(ENGLISH);
      result.deals.forEach((d, i) => {
        expect(dealLine(id, d, i, w)).not.toMatch(ENGLISH);
      });
    }
  });

  it('the English text names what the other languages translate (the check above can fail)', () => {
    const game = getGame('selbu')!;
    const { views } = viewsOfAMatch(game, SHORT.selbu);
    expect(views.some((v) => ENGLISH.test(renderView(v as never, terminalWords('en'))))).toBe(true);
  });
});
