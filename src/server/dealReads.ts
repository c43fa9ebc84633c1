/**
 * Reading finished matches and deals (HTTP): records, the replay viewer's steps, the deal
 * list and one deal step by step. Never a hidden card of the deal being played: a match's
 * record only once it is over, a deal only once it is finished.
 */
import type { GameRecord } from '../engine/record.js';
import type { DealReplay, FinishedDeal, ReplayStep } from '../protocol/replay.js';
import { finishedDeal, finishedDeals, matchSteps } from '../table/finishedDeals.js';
import { refuse } from './refused.js';
import type { TableStore } from './store.js';
import { Table } from './table.js';

export class DealReads {
  constructor(
    private readonly store: TableStore,
    private readonly table: (id: string) => Promise<Table>,
  ) {}

  /**
   * The record of a finished match (default: the last one); never of a match being played
   * (its decks are hidden cards) unless `unfinished` is set, for tests and tools on the server.
   */
  async record(id: string, match?: number, unfinished = false): Promise<GameRecord> {
    const table = await this.table(id);
    const m = match ?? (unfinished ? table.match : await this.store.lastFinishedMatch(id));
    if (m === undefined) throw refuse('not-over', { reason: 'none-finished', table: id });
    const stored = await this.store.match(id, m);
    if (!stored) throw refuse('no-table', { table: id, match: m });
    if (!stored.finished && !unfinished)
      throw refuse('not-over', { reason: 'match-playing', table: id, match: m });
    return Table.record(table.game, table.options, stored);
  }

  /**
   * A finished match step by step for the client's replay viewer: the public view before the
   * first action and after each one, with every hand shown (nothing is secret any more).
   */
  async replay(id: string, match?: number): Promise<{ record: GameRecord; steps: ReplayStep[] }> {
    const record = await this.record(id, match);
    const table = await this.table(id);
    const log = {
      firstDealer: record.firstDealer ?? 0,
      decks: record.decks,
      actions: record.actions,
      closed: record.closed === true,
    };
    return { record, steps: matchSteps(table.game, table.options, log) };
  }

  /**
   * The finished deals of a match (default: the current one), also while it is being played:
   * each with its row in the match result. The deal being played is not among them.
   */
  async deals(id: string, match?: number): Promise<{ match: number; over: boolean; deals: FinishedDeal[] }> {
    const { table, m, stored } = await this.storedMatch(id, match);
    return { match: m, over: stored.finished, deals: finishedDeals(table.game, table.options, stored) };
  }

  /**
   * One finished deal step by step, every hand shown, with its deck and actions; refused for the
   * deal being played and for deals not dealt yet, so that no hidden card of the current deal
   * ever leaves the server.
   */
  async deal(id: string, deal: number, match?: number): Promise<DealReplay> {
    const { table, m, stored } = await this.storedMatch(id, match);
    const r = finishedDeal(table.game, table.options, stored, m, deal);
    if (typeof r === 'string') throw refuse('not-over', { reason: r, table: id, match: m, deal });
    return r;
  }

  private async storedMatch(id: string, match: number | undefined) {
    const table = await this.table(id);
    const m = match ?? table.match;
    const stored = await this.store.match(id, m);
    if (!stored) throw refuse('no-table', { table: id, match: m });
    return { table, m, stored };
  }
}
