import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/index.js';
import { refusalText, type ShownError } from '../i18n/refusals.js';
import { ApiError } from '../net/api.js';
import { connection } from '../net/socket.js';
import { settings } from '../state/settings.js';
import { useStore } from '../state/store.js';
import { type FriendAtTables, friendsOrGuest, invitable } from './friendsApi.js';
import '../table/social.css';

/** What became of one Invite button: on its way, sent, or refused (kept as the server said it). */
type Sending = { status: 'sending' } | { status: 'sent' } | { status: 'refused'; error: ShownError };

type Loaded =
  | { status: 'loading' }
  | { status: 'guest' }
  | { status: 'failed' }
  | { status: 'ok'; friends: FriendAtTables[] };

/**
 * The friends a signed-in player can invite to this table: those online, each with an Invite
 * button that sends `invite` from the player's seat. A guest sees nothing here at all.
 */
export function InviteFriends({ tableId, token }: { tableId: string; token: string }) {
  const t = useT();
  const w = t.tableSocial;
  const { lang } = useStore(settings);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [sending, setSending] = useState<Record<string, Sending>>({});

  useEffect(() => {
    let live = true;
    friendsOrGuest()
      .then((friends) => live && setLoaded(friends ? { status: 'ok', friends } : { status: 'guest' }))
      .catch(
        (e) =>
          live &&
          setLoaded(e instanceof ApiError && e.status === 401 ? { status: 'guest' } : { status: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, []);

  if (loaded.status === 'guest') return null;

  const invite = async (name: string) => {
    setSending((s) => ({ ...s, [name]: { status: 'sending' } }));
    const reply = await connection.invite(tableId, token, name);
    setSending((s) => ({
      ...s,
      [name]: reply.type === 'error' ? { status: 'refused', error: reply } : { status: 'sent' },
    }));
  };

  const online = loaded.status === 'ok' ? invitable(loaded.friends, tableId, lang) : [];
  return (
    <section class="invite-friends" aria-labelledby="invite-friends-title">
      <h3 id="invite-friends-title">{w.friendsTitle}</h3>
      {loaded.status === 'loading' && <p class="muted">{w.friendsLoading}</p>}
      {loaded.status === 'failed' && <p class="muted">{w.friendsFailed}</p>}
      {loaded.status === 'ok' && loaded.friends.length === 0 && <p class="muted">{w.noFriends}</p>}
      {loaded.status === 'ok' && loaded.friends.length > 0 && online.length === 0 && (
        <p class="muted">{w.noneOnline}</p>
      )}
      {online.length > 0 && (
        <ul class="friend-list">
          {online.map((f) => {
            const s = sending[f.name];
            return (
              <li key={f.name} data-friend={f.name}>
                <span class="friend-name">{f.name}</span>
                <button
                  type="button"
                  data-tool="invite-friend"
                  aria-label={w.inviteFriendLabel(f.name)}
                  disabled={s?.status === 'sending' || s?.status === 'sent'}
                  onClick={() => invite(f.name)}
                >
                  {s?.status === 'sending' ? w.sending : w.inviteFriend}
                </button>
                <span class="friend-result" role="status">
                  {s?.status === 'sent' && w.sent}
                  {s?.status === 'refused' && <span class="refused">{refusalText(s.error, t, [])}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
