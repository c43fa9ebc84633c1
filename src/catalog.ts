/**
 * Every game stikk plays, in one static table: its rules, its bots by level, its score-sheet
 * rules and (four-hand contract games) what PBN export needs. Nothing
 * registers itself: whatever needs "the games" reads this table. Adding a game is a folder in
 * each layer plus one line here (docs/architecture.md, "How to add a sixth game").
 */

import { basicBondtolvaBot } from './bots/bondtolva/basic.js';
import { strongBondtolvaBot } from './bots/bondtolva/strong.js';
import type { Bot } from './bots/bot.js';
import { basicBridgetteBot } from './bots/bridgette/basic.js';
import { strongBridgetteBot } from './bots/bridgette/strong.js';
import { basicContractBot } from './bots/contract/basic.js';
import { strongBondebridgeBot, strongBridgeBot } from './bots/contract/strong.js';
import { randomBot } from './bots/random.js';
import { basicSelbuBot } from './bots/selbu/basic.js';
import { strongSelbuBot } from './bots/selbu/strong.js';
import type { Result } from './cards/result.js';
import type { Action, AnyGame, BaseView } from './engine/game.js';
import { type ReplayError, type Replayed, type ReplayStep, replayRecordWith } from './engine/replay.js';
import { bondebridge, bondebridgeDealRules } from './games/bondebridge/game.js';
import { automaticAction as bondtolvaAutomatic } from './games/bondtolva/automatic.js';
import { bondtolva } from './games/bondtolva/game.js';
import { bridge, bridgeDealRules } from './games/bridge/game.js';
import { bridgette } from './games/bridgette/game.js';
import { selbu } from './games/selbu/game.js';
import type { ContractGames, PbnRules } from './pbn/records.js';
import type { AnyRules } from './scorekeeper/rules.js';
import { SHEET_RULES, type SheetGameId } from './scorekeeper/sheet.js';

export interface CatalogEntry {
  readonly game: AnyGame;
  /** Bots by level; `random` (any game) comes on top of these. */
  readonly bots: Readonly<Record<string, Bot>>;
  /**
   * How the score keeper books a deal played with real cards. The web reads these from the
   * score keeper's own table (`SHEET_RULES`), which carries no bots or solver into the browser.
   */
  readonly sheet: AnyRules;
  /** An action `stikk play` makes for the person at once (a choice that is no choice); none when absent. */
  readonly automatic?: (view: BaseView, legal: readonly Action[]) => Action | undefined;
  /** Present for games whose records and deals PBN carries. */
  readonly pbn?: PbnRules;
}

/**
 * The games, in the order menus and messages list them. Its ids are the score keeper's
 * (`satisfies` below): a game missing from either table does not compile.
 */
const CATALOG = {
  bondebridge: {
    game: bondebridge as AnyGame,
    bots: { basic: basicContractBot, strong: strongBondebridgeBot },
    sheet: SHEET_RULES.bondebridge,
    pbn: { dealRules: (o: unknown) => bondebridgeDealRules(o as never) },
  },
  selbu: {
    game: selbu as AnyGame,
    bots: { basic: basicSelbuBot, strong: strongSelbuBot },
    sheet: SHEET_RULES.selbu,
  },
  bridge: {
    game: bridge as AnyGame,
    bots: { basic: basicContractBot, strong: strongBridgeBot },
    sheet: SHEET_RULES.bridge,
    pbn: { dealRules: (o: unknown) => bridgeDealRules(o as never) },
  },
  bridgette: {
    game: bridgette as AnyGame,
    bots: { basic: basicBridgetteBot, strong: strongBridgetteBot },
    sheet: SHEET_RULES.bridgette,
  },
  bondtolva: {
    game: bondtolva as AnyGame,
    bots: { basic: basicBondtolvaBot, strong: strongBondtolvaBot },
    sheet: SHEET_RULES.bondtolva,
    automatic: bondtolvaAutomatic as unknown as CatalogEntry['automatic'],
  },
} as const satisfies Record<SheetGameId, CatalogEntry>;

export type GameId = keyof typeof CATALOG;
export const GAME_IDS = Object.keys(CATALOG) as GameId[];

export const isGameId = (id: string): id is GameId => Object.hasOwn(CATALOG, id);

export const catalogEntry = (id: string): CatalogEntry | undefined =>
  isGameId(id) ? CATALOG[id] : undefined;

/** Every game by id, for lookups that need the ids too (replay names them when one is unknown). */
export const GAMES: ReadonlyMap<string, AnyGame> = new Map(GAME_IDS.map((id) => [id, CATALOG[id].game]));

export const getGame = (id: string): AnyGame | undefined => GAMES.get(id);
export const allGames = (): AnyGame[] => [...GAMES.values()];

/** The bot of that level for the game; `random` plays any game, even one not in the catalog. */
export function getBot(game: string, level: string): Bot | undefined {
  if (level === randomBot.level) return randomBot;
  const bots: Readonly<Record<string, Bot>> | undefined = catalogEntry(game)?.bots;
  return bots && Object.hasOwn(bots, level) ? bots[level] : undefined;
}

export const botLevels = (game: string): string[] => [
  randomBot.level,
  ...Object.keys(catalogEntry(game)?.bots ?? {}),
];

/** The four-hand contract games, whose records and deals PBN carries, by id. */
export const CONTRACT_GAMES: ContractGames = new Map(
  GAME_IDS.flatMap((id) => {
    const e: CatalogEntry = CATALOG[id];
    return e.pbn ? [[id, { game: e.game, ...e.pbn }] as const] : [];
  }),
);

/** Replays a record of any catalog game (see `replayRecordWith`). */
export const replayRecord = (
  raw: unknown,
  onStep?: (step: ReplayStep) => void,
): Result<Replayed, ReplayError> => replayRecordWith(GAMES, raw, onStep);

/** The action `stikk play` makes for the person at once now, if the game has such (see `CatalogEntry`). */
export const automaticActionOf = (id: string): CatalogEntry['automatic'] => catalogEntry(id)?.automatic;
