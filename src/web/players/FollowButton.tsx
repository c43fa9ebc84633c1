import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/index.js';
import { fetchFriends, follow, unfollow } from '../net/accounts.js';
import { ApiError } from '../net/api.js';
import { sessionEnded } from '../state/account.js';
import { sameName } from './lines.js';

/** Follow or unfollow the player whose page this is (shown to a signed-in player on someone else's). */
export function FollowButton(p: { name: string }) {
  const t = useT();
  const w = t.players;
  /** null until the friends list has answered. */
  const [following, setFollowing] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchFriends()
      .then((friends) => setFollowing(friends.some((f) => sameName(f.name, p.name))))
      .catch(() => setFollowing(false));
  }, [p.name]);

  const toggle = async () => {
    setError(null);
    try {
      if (following) await unfollow(p.name);
      else await follow(p.name);
      setFollowing(!following);
    } catch (e) {
      if (e instanceof ApiError && e.code === 'not-signed-in') sessionEnded();
      setError(
        e instanceof ApiError && e.code === 'unknown-player'
          ? w.noSuchPlayer
          : w.errors.other((e as Error).message),
      );
    }
  };

  if (following === null) return null;
  return (
    <div class="follow">
      {following && <span class="muted">{w.following}</span>}
      <button
        type="button"
        class={following ? '' : 'primary'}
        data-tool={following ? 'unfollow' : 'follow'}
        onClick={toggle}
      >
        {following ? w.unfollow : w.follow}
      </button>
      {error && (
        <p class="banner error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
