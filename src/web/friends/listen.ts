/**
 * Invitations reach a person over the WebSocket, which the table page opens; on the other pages
 * only a signed-in person needs it (a guest has no friends to invite them). Once it is known
 * who is signed in (the account store's one `GET /api/session`), the connection opens for an
 * account; signing in later opens it too (../state/account.ts).
 */
import { connection } from '../net/socket.js';
import { startAccount } from '../state/account.js';

let started = false;

export function listenForInvitations(): void {
  if (started) return;
  started = true;
  // Offline, or a server without accounts, is a guest: nobody can be invited then.
  void startAccount().then((a) => {
    if (a.status === 'signed-in') connection.connect();
  });
}
