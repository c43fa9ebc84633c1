/**
 * The signed-in people the table server knows: their open connections (for invitations and
 * friends' presence), and what it tells the players' side (./accounts/) when a match ends.
 */
import type { GameId, MatchResult } from '../engine/game.js';
import type { GameRecord } from '../engine/record.js';
import type { Client } from './hub.js';

/** A finished match as the players' history and ratings need it. */
export interface EndedMatch {
  tableId: string;
  match: number;
  game: GameId;
  /** Milliseconds since 1970. */
  endedAt: number;
  /** Every place a signed-in person, each a different account, from its first action to its end. */
  rated: boolean;
  /** By place (the table's seat index): a person's account id, or a bot's level. */
  places: ReadonlyArray<{ name: string; accountId: string | null; bot: string | null }>;
  result: MatchResult;
  record: GameRecord;
}

/** What the table server asks of the players' side (./accounts/players.ts implements it). */
export interface PlayerHooks {
  /** Stores the match in each signed-in player's history and, when rated, updates ratings; never rejects. */
  matchEnded(m: EndedMatch): Promise<void>;
  isFollowing(fromAccountId: string, toAccountId: string): Promise<boolean>;
}

/** No players' side (a bare test server): nothing is kept, nobody follows anybody. */
export const NO_PLAYER_HOOKS: PlayerHooks = {
  matchEnded: async () => undefined,
  isFollowing: async () => false,
};

/** The open connections of each signed-in account on this process. */
export class AccountClients {
  private readonly byAccount = new Map<string, Set<Client>>();

  /** Notes a signed-in connection (idempotent: called on each of its messages). */
  add(client: Client): void {
    const id = client.account?.id;
    if (!id) return;
    const set = this.byAccount.get(id) ?? new Set<Client>();
    set.add(client);
    this.byAccount.set(id, set);
  }

  remove(client: Client): void {
    const id = client.account?.id;
    if (!id) return;
    const set = this.byAccount.get(id);
    set?.delete(client);
    if (set?.size === 0) this.byAccount.delete(id);
  }

  clientsOf(accountId: string): Client[] {
    return [...(this.byAccount.get(accountId) ?? [])];
  }
}
