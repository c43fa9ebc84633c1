import { useEffect, useState } from 'preact/hooks';
import { openAccountDialog } from '../account/dialogs.js';
import { useT } from '../i18n/index.js';
import { type Friend, fetchFriends, follow, unfollow } from '../net/accounts.js';
import { ApiError } from '../net/api.js';
import { account, accountName, sessionEnded } from '../state/account.js';
import { navigate, profilePath, tablePath } from '../state/router.js';
import { useStore } from '../state/store.js';
import { gameName, sameName } from './lines.js';

/** How often the page asks again who is online (while it is open). */
const REFRESH_MS = 30_000;

/** `/friends`: the people you follow, who is online and at which table; follow someone by name. */
export function FriendsPage() {
  const t = useT();
  const w = t.players;
  const a = useStore(account);
  const me = accountName(a);

  return (
    <main class="page narrow friends-page" id="main" data-tool="friends-page">
      <h1>{w.friendsTitle}</h1>
      {a.status === 'guest' && (
        <div class="sign-in-first">
          <p>{w.signInForFriends}</p>
          <button
            type="button"
            class="primary"
            data-tool="friends-sign-in"
            onClick={() => openAccountDialog('sign-in')}
          >
            {w.signIn}
          </button>
        </div>
      )}
      {me !== undefined && <Friends me={me} key={me} />}
    </main>
  );
}

function Friends(p: { me: string }) {
  const t = useT();
  const w = t.players;
  const [friends, setFriends] = useState<Friend[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const failed = (e: unknown) => {
    if (e instanceof ApiError && e.code === 'not-signed-in') sessionEnded();
    else setError(t.app.error((e as Error).message));
  };

  useEffect(() => {
    const load = () =>
      fetchFriends().then((f) => {
        setFriends(f);
        setError(null);
      }, failed);
    void load();
    const timer = setInterval(load, REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const added = (friend: Friend) =>
    setFriends((f) => [...(f ?? []).filter((x) => !sameName(x.name, friend.name)), friend]);
  const remove = async (name: string) => {
    try {
      await unfollow(name);
      setFriends((f) => (f ?? []).filter((x) => x.name !== name));
    } catch (e) {
      failed(e);
    }
  };

  const go = (path: string) => (e: Event) => {
    e.preventDefault();
    navigate(path);
  };

  return (
    <>
      <FollowForm me={p.me} onAdded={added} />
      {error && <p class="banner error">{error}</p>}
      {friends && friends.length === 0 && <p class="muted">{w.noFriends}</p>}
      {friends && friends.length > 0 && (
        <ul class="followed-list" data-tool="friends">
          {onlineFirst(friends).map((f) => (
            <li key={f.name} data-friend={f.name} class={f.online ? 'online' : 'offline'}>
              <div class="followed-head">
                <a href={profilePath(f.name)} class="followed-name" onClick={go(profilePath(f.name))}>
                  {f.name}
                </a>
                <span class={`chip ${f.online ? 'online' : ''}`} data-tool="friend-status">
                  {f.online ? w.online : w.offline}
                </span>
                <button
                  type="button"
                  class="link"
                  data-tool="unfollow"
                  aria-label={w.unfollowName(f.name)}
                  onClick={() => remove(f.name)}
                >
                  {w.unfollow}
                </button>
              </div>
              {f.tables.length > 0 && (
                <ul class="followed-tables">
                  {f.tables.map((x) => (
                    <li key={x.id}>
                      <a href={tablePath(x.id)} data-tool="friend-table" onClick={go(tablePath(x.id))}>
                        {w.atTable(gameName(x.game, t))}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Who can be met now first, then by name. */
const onlineFirst = (friends: Friend[]): Friend[] =>
  [...friends].sort((a, b) => Number(b.online) - Number(a.online) || a.name.localeCompare(b.name));

/** Follow a player by name; unknown names and oneself are said under the field. */
function FollowForm(p: { me: string; onAdded: (f: Friend) => void }) {
  const t = useT();
  const w = t.players;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: Event) => {
    e.preventDefault();
    const wanted = name.trim();
    if (!wanted) return;
    setError(null);
    // The server refuses oneself as a bad message; said before asking, in words.
    if (sameName(wanted, p.me)) {
      setError(w.oneself);
      return;
    }
    setBusy(true);
    try {
      p.onAdded(await follow(wanted));
      setName('');
    } catch (err) {
      if (err instanceof ApiError && err.code === 'unknown-player') setError(w.unknownPlayer(wanted));
      else if (err instanceof ApiError && err.code === 'bad-message') setError(w.oneself);
      else if (err instanceof ApiError && err.code === 'not-signed-in') sessionEnded();
      else setError(t.app.error((err as Error).message));
    }
    setBusy(false);
  };

  return (
    <form class="follow-form" data-tool="follow-form" onSubmit={submit}>
      <label for="follow-name">{w.followSomeone}</label>
      <div class="follow-row">
        <input
          id="follow-name"
          type="text"
          data-tool="follow-name"
          maxLength={40}
          placeholder={w.followName}
          autoComplete="off"
          required
          value={name}
          onInput={(e) => setName(e.currentTarget.value)}
        />
        <button type="submit" class="primary" data-tool="follow-submit" disabled={busy}>
          {w.follow}
        </button>
      </div>
      {error && (
        <p class="field-error" role="alert" data-tool="follow-error">
          {error}
        </p>
      )}
    </form>
  );
}
