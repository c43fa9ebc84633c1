import { useEffect } from 'preact/hooks';
import { useT } from '../i18n/index.js';
import { fetchTable } from '../net/api.js';
import { type Invitation, without, withoutTable } from '../net/invitations.js';
import { connection } from '../net/socket.js';
import { navigate, route, tablePath } from '../state/router.js';
import { useStore } from '../state/store.js';
import { requestAutoJoin } from '../table/autoJoin.js';
import { takeablePlaces } from '../table/seatHolders.js';
import '../table/social.css';
import { listenForInvitations } from './listen.js';

/**
 * Takes the invitation: the table page then seats the person at the first place a newcomer may
 * take (free, or a bot's offered to a person), as the lobby's Join does; with none left it
 * simply shows the table.
 */
async function accept(x: Invitation): Promise<void> {
  connection.invitations.update((all) => withoutTable(all, x.tableId));
  const table = await fetchTable(x.tableId).catch(() => null);
  const place = table ? takeablePlaces(table)[0] : undefined;
  if (place !== undefined) requestAutoJoin(x.tableId, place);
  navigate(tablePath(x.tableId));
}

/**
 * A friend's invitations on any page: "Kari invites you to Selbu-whist" with Join and Dismiss.
 * The region is always there and polite, so a screen reader says each new one as it comes;
 * the buttons come right after the page's header in the tab order, and Escape dismisses the
 * invitation the focus is in. Invitations to the table on screen are dropped: the person is there.
 */
export function InvitationToast() {
  const t = useT();
  const w = t.tableSocial;
  const all = useStore(connection.invitations);
  const r = useStore(route);
  const here = r.page === 'table' ? r.id : null;

  useEffect(listenForInvitations, []);

  useEffect(() => {
    if (here && all.some((x) => x.tableId === here))
      connection.invitations.update((xs) => withoutTable(xs, here));
  }, [here, all]);

  const dismiss = (x: Invitation) => connection.invitations.update((xs) => without(xs, x));
  const escapeDismisses = (x: Invitation) => (e: KeyboardEvent) => {
    if (e.key === 'Escape') dismiss(x);
  };
  const shown = all.filter((x) => x.tableId !== here);
  return (
    <section class="invitations" aria-live="polite" aria-label={w.invitations}>
      {shown.map((x) => {
        const text = w.invitation(x.from, t.games[x.game]?.name ?? x.game);
        return (
          <div class="invitation" key={`${x.tableId}:${x.from}`} data-invitation={x.tableId}>
            <span class="invitation-text">{text}</span>
            <span class="invitation-actions">
              <button
                type="button"
                class="primary"
                data-tool="accept-invitation"
                onClick={() => void accept(x)}
              >
                {w.join}
              </button>
              <button
                type="button"
                data-tool="dismiss-invitation"
                aria-label={w.dismissLabel(x.from)}
                onClick={() => dismiss(x)}
                onKeyDown={escapeDismisses(x)}
              >
                {w.dismiss}
              </button>
            </span>
          </div>
        );
      })}
    </section>
  );
}
