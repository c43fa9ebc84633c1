/**
 * Sheets covering every game, scoring and CSV column (random engine matches written down as
 * players would, plus hand-made deals for honours, revokes and closing mid-rubber). The English
 * exports of these sheets are pinned in test/fixtures/keeper-csv/: the words of the export may
 * be translated, but English must stay what spreadsheets and scripts already read.
 */
import { Rng } from '../../src/cards/rng.js';
import type { AnyGame, GameId } from '../../src/engine/game.js';
import { playMatch } from '../../src/engine/play.js';
import { bondebridge } from '../../src/games/bondebridge/game.js';
import { bondtolva } from '../../src/games/bondtolva/game.js';
import { bridge } from '../../src/games/bridge/game.js';
import { bridgette } from '../../src/games/bridgette/game.js';
import { selbu } from '../../src/games/selbu/game.js';
import type { Sheet, SheetGameId } from '../../src/scorekeeper/sheet.js';
import { makeSheet, withEntries } from './helpers.js';
import { entriesOf } from './writeDown.js';

/** Names to be quoted in a CSV field, and plain ones. */
const NAMES = ['Kari', 'Ola "O"', 'Nils, jr.', 'Liv', 'Per'];

const COMBOS: Array<[AnyGame, Record<string, unknown>, number]> = [
  [bondebridge, { deals: 3 }, 4],
  [bondebridge, { doubling: true, rotatingPartners: true, deals: 3 }, 4],
  [bondebridge, { threePlayers: true, deals: 3 }, 3],
  [bridge, { scoring: 'duplicate', boards: 6, firstBoard: 3 }, 4],
  [bridge, { scoring: 'chicago' }, 4],
  [bridge, { scoring: 'total', deals: 5 }, 4],
  [selbu, {}, 4],
  [selbu, { players: 3, trump: 'draw', handSizes: [3, 1, 4] }, 3],
  [selbu, { players: 5, trump: 'none', handSizes: 'up', bidding: 'sequential' }, 5],
  [bridgette, {}, 2],
  [bondtolva, {}, 2],
];

/** Name → sheet, in a fixed order; the same every run (seeded). */
export function csvSheets(): Array<[string, Sheet]> {
  const out: Array<[string, Sheet]> = COMBOS.map(([game, raw, people], c) => {
    const options = game.parseOptions(raw);
    if (!options.ok) throw new Error(options.error.message);
    const rng = new Rng(`keeper-csv-${c}`);
    const played = playMatch(game, options.value, {
      rng,
      firstDealer: 1,
      choose: (state, seat) => rng.pick(game.legalActions(state, seat)),
    });
    const sheet = makeSheet(game.id as SheetGameId, raw, { players: NAMES.slice(0, people), firstDealer: 1 });
    const entries = entriesOf(game.id as GameId, played.record, raw, game.result(played.state));
    return [`${game.id}-${c}`, withEntries(sheet, entries)];
  });
  const rubber: Sheet = {
    ...withEntries(makeSheet('bridge'), [
      { contract: '4S', declarer: 0, tricks: 10, honours: { side: 'NS', points: 100 } },
      { contract: 'P' },
      { contract: '3NTX', declarer: 1, tricks: 9, honours: { side: 'EW', points: 150 } },
      { contract: '2H', declarer: 3, tricks: 9 },
    ]),
    closed: true,
  };
  const won = withEntries(makeSheet('bridge'), [
    { contract: '4S', declarer: 0, tricks: 10 },
    { contract: '6D', declarer: 2, tricks: 12 },
  ]);
  const revokes = withEntries(makeSheet('bondebridge', { deals: 2 }), [
    { contract: '4S', declarer: 1, tricks: 10, revokes: { EW: 1 } },
    { contract: 'P' },
  ]);
  out.push(['bridge-rubber-closed', rubber], ['bridge-rubber-won', won], ['bondebridge-revokes', revokes]);
  return out;
}
