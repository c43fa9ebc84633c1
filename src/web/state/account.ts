/**
 * Who is signed in on this browser: asked of the server once at start (`GET /api/session`),
 * then changed by signing in, up and out here. Guests play as before; a signed-in player is
 * seated under the account's name, which the server takes from the session, so the table does
 * not ask them for one.
 */
import * as api from '../net/accounts.js';
import { connection } from '../net/socket.js';
import { settings } from './settings.js';
import { Store } from './store.js';

export type AccountState =
  | { status: 'unknown' }
  | { status: 'guest' }
  | { status: 'signed-in'; name: string };

export const account = new Store<AccountState>({ status: 'unknown' });

let known: Promise<AccountState> | null = null;

/** Asks the server who is signed in (once; later calls wait for the same answer). */
export function startAccount(): Promise<AccountState> {
  known ??= api.fetchSession().then(
    (player) => {
      // Signed in or out meanwhile: that answer is newer.
      if (account.get().status === 'unknown')
        account.set(player ? signedIn(player.name) : { status: 'guest' });
      return account.get();
    },
    // Offline or an older server without accounts: a guest, as everyone was before.
    () => {
      if (account.get().status === 'unknown') account.set({ status: 'guest' });
      return account.get();
    },
  );
  return known;
}

const signedIn = (name: string): AccountState => ({ status: 'signed-in', name });

/** The account's name, or undefined for a guest (or while not known yet). */
export const accountName = (s: AccountState = account.get()): string | undefined =>
  s.status === 'signed-in' ? s.name : undefined;

/**
 * The name to join a table or chat with: the account's when signed in (the server seats that
 * one whatever the message says), else the name the guest gave before ('' if none yet).
 */
export async function nameToJoin(): Promise<string> {
  await startAccount();
  // The state now, not the start's answer: signing in or up since then is newer.
  return accountName(account.get()) ?? settings.get().name.trim();
}

function becomes(next: AccountState): void {
  const before = accountName();
  account.set(next);
  if (accountName(next) === before) return;
  connection.reconnect();
  // A signed-in person is reachable on every page (friends' invitations come over it).
  if (next.status === 'signed-in') connection.connect();
}

export async function signUp(name: string, password: string): Promise<void> {
  const player = await api.signUp(name, password);
  becomes(signedIn(player.name));
}

export async function signIn(name: string, password: string): Promise<void> {
  const player = await api.signIn(name, password);
  becomes(signedIn(player.name));
}

export async function signOut(): Promise<void> {
  await api.signOut();
  becomes({ status: 'guest' });
}

/** The other sessions end; this one gets a fresh cookie, and the connection follows it. */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await api.changePassword(oldPassword, newPassword);
  connection.reconnect();
}

/** The server said this browser is signed out (`401 not-signed-in`): the session ended elsewhere. */
export function sessionEnded(): void {
  if (account.get().status === 'signed-in') becomes({ status: 'guest' });
}
