/**
 * A bridge or bondebridge record as PBN: one PBN game per deal that was dealt. Everything comes
 * from the replayed states (hands as dealt, auction, contract, tricks) and the match result
 * (vulnerability, tricks taken): the rules stay in the game modules.
 */
import { formatCall } from '../cards/call.js';
import { err, ok, type Result } from '../cards/result.js';
import { contractText } from '../engine/auction.js';
import type { AnyGame, DealResult } from '../engine/game.js';
import { type Replayed, replayRecordWith } from '../engine/replay.js';
import type { ContractMatch } from '../games/contract/contractGame.js';
import { applyDealAction, type ContractDeal, type DealRules } from '../games/contract/deal.js';
import { boardFromDeal, boardToGame, type DealExport, type Vulnerability } from './board.js';
import { makePbn, type PbnGame, type PbnTag } from './pbn.js';

/** What PBN needs of a game beyond the `Game` contract: a four-hand contract game's deal rules. */
export interface PbnRules {
  dealRules(options: unknown): DealRules;
}

/** The four-hand contract games, whose records and deals PBN carries, by id (the catalog's `CONTRACT_GAMES`). */
export type ContractGames = ReadonlyMap<string, { game: AnyGame } & PbnRules>;

/** How messages name the four-hand contract games. */
export const CONTRACT_GAMES_TEXT = 'bridge and bondebridge';

/** `stikk replay --json` spells vulnerability in lower case; PBN capitalises it. */
const PBN_VULNERABLE: Record<string, Vulnerability> = { none: 'None', NS: 'NS', EW: 'EW', all: 'All' };

/** The last state of each deal, by deal index: the deal as it stood after its last action. */
type DealsByIndex = Map<number, ContractDeal>;

/**
 * PBN text for every deal of a record of one of `contractGames`. A record of another game, a malformed
 * record or one with an illegal action gives the reason instead.
 */
export function recordToPbn(record: unknown, contractGames: ContractGames): Result<string> {
  const id = (record as { game?: unknown } | null)?.game;
  if (typeof id === 'string' && !contractGames.has(id)) {
    return err(`PBN export is for ${CONTRACT_GAMES_TEXT} records; this record is ${id}`);
  }
  const deals: DealsByIndex = new Map();
  const lookup = new Map([...contractGames].map(([gameId, g]) => [gameId, g.game]));
  const replayed = replayRecordWith(lookup, record, ({ seat, action, before, after }) => {
    const b = before as ContractMatch<unknown>;
    if (!b.deal) return;
    // The action that ends a deal also scores it, and the match drops the deal: play that last
    // action on the deal itself to keep the complete auction and play. (Steps only come from a
    // record that passed the shape check, so `id` names one of `contractGames` here.)
    let deal = (after as ContractMatch<unknown>).deal;
    if (!deal) {
      const rules = contractGames.get(id as string)?.dealRules(b.options);
      const r = rules ? applyDealAction(b.deal, seat, action, rules) : null;
      deal = r?.ok ? r.value : b.deal;
    }
    deals.set(b.decksDealt - 1, deal);
  });
  if (!replayed.ok) {
    const e = replayed.error;
    return err(
      e.index === undefined ? e.message : `action ${e.index} (seat ${e.seat}, "${e.action}"): ${e.message}`,
    );
  }
  const current = (replayed.value.state as ContractMatch<unknown>).deal;
  if (current) deals.set(replayed.value.decksUsed - 1, current);
  const players = (record as { players?: unknown }).players;
  const names = Array.isArray(players) && players.length === 4 ? players.map(String) : undefined;
  const games: PbnGame[] = [];
  for (let index = 0; index < replayed.value.decksUsed; index++) {
    const deal = deals.get(index);
    if (!deal) continue;
    games.push(dealToGame(replayed.value, index, deal, names));
  }
  return ok(makePbn(games));
}

/** One deal as a PBN game: Event, Board, players, then the tags `boardToGame` writes. */
function dealToGame(
  replayed: Replayed,
  index: number,
  deal: ContractDeal,
  names: string[] | undefined,
): PbnGame {
  const finished: DealResult | undefined = replayed.result.deals[index];
  const view = finished ? undefined : (replayed.game.view(replayed.state, null) as Record<string, unknown>);
  const exported: DealExport = {
    board: String(index + 1),
    dealer: deal.dealer,
    vulnerable: vulnerabilityOf(finished ?? view ?? {}),
    hands: deal.dealt,
    firstCaller: deal.auction.first,
    play: deal.tricks.flatMap((t) => t.cards),
  };
  if (deal.auction.calls.length > 0) exported.auction = deal.auction.calls.map((c) => formatCall(c.call));
  if (deal.passedOut) exported.contract = 'Pass';
  else if (deal.contract) {
    exported.contract = contractText(deal.contract);
    exported.declarer = deal.contract.declarer;
    // Only a deal played to the end has a result; an unfinished one exports its tricks so far.
    if (finished && typeof finished.tricks === 'number') exported.result = finished.tricks;
  }
  const g = boardToGame(boardFromDeal(exported));
  const head: PbnTag[] = [{ name: 'Event', value: `stikk ${replayed.game.id}`, section: [] }];
  const [board, ...rest] = g.tags;
  const seating = (finished?.seating ?? view?.seating) as number[] | null | undefined;
  const playerTags: PbnTag[] = names
    ? // PBN lists the players West, North, East, South.
      [3, 0, 1, 2].map((seat) => ({
        name: ['North', 'East', 'South', 'West'][seat],
        value: names[seating ? seating[seat] : seat],
        section: [],
      }))
    : [];
  return { tags: [...head, board, ...playerTags, ...rest] };
}

/** Bridge deals carry their vulnerability; bondebridge has none, so every deal is `None`. */
function vulnerabilityOf(source: Record<string, unknown>): Vulnerability {
  const v = source.vulnerable;
  return typeof v === 'string' ? (PBN_VULNERABLE[v] ?? 'None') : 'None';
}
