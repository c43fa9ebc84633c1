import { useEffect, useState } from 'preact/hooks';
import { shownLanguage, useT } from '../i18n/index.js';
import { fetchMatches, fetchProfile, type MatchSummary, type Profile } from '../net/accounts.js';
import { ApiError } from '../net/api.js';
import { account, accountName } from '../state/account.js';
import { navigate } from '../state/router.js';
import { useStore } from '../state/store.js';
import { FollowButton } from './FollowButton.js';
import { formatDate, gameName, inGameOrder, ratedGames, sameName, statLines } from './lines.js';
import { MatchList } from './MatchList.js';

/** As many as the profile brings: a shorter page of older ones is the last. */
const PAGE = 20;

type Loaded =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'error'; message: string }
  | { kind: 'ok'; profile: Profile };

/** `/p/<name>`: a player's ratings, statistics per game and matches, newest first. */
export function ProfilePage(p: { name: string }) {
  const t = useT();
  const w = t.players;
  const lang = shownLanguage();
  const me = accountName(useStore(account));
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [matches, setMatches] = useState<MatchSummary[]>([]);
  const [more, setMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);

  useEffect(() => {
    setLoaded({ kind: 'loading' });
    fetchProfile(p.name)
      .then((profile) => {
        setLoaded({ kind: 'ok', profile });
        setMatches(profile.matches);
        setMore(profile.matches.length >= PAGE);
      })
      .catch((e) => {
        if (e instanceof ApiError && (e.code === 'unknown-player' || e.status === 404))
          setLoaded({ kind: 'missing' });
        else setLoaded({ kind: 'error', message: (e as Error).message });
      });
  }, [p.name]);

  if (loaded.kind === 'loading') return <main class="page narrow profile" id="main" aria-busy="true" />;
  if (loaded.kind === 'missing' || loaded.kind === 'error')
    return (
      <main class="page narrow profile" id="main">
        <p class="banner error" data-tool="profile-missing">
          {loaded.kind === 'missing' ? w.noSuchPlayer : t.app.error(loaded.message)}
        </p>
        <button type="button" onClick={() => navigate('/')}>
          {t.app.back}
        </button>
      </main>
    );

  const { profile } = loaded;
  const name = profile.player.name;
  const ratings = ratedGames(profile.ratings, t);
  const stats = inGameOrder(profile.stats, t).filter(([, s]) => s.matches > 0);

  const loadMore = async () => {
    const last = matches.at(-1);
    if (!last) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const older = await fetchMatches(name, last.endedAt, PAGE);
      setMatches((m) => [...m, ...older]);
      setMore(older.length >= PAGE);
    } catch (e) {
      setMoreError(t.app.error((e as Error).message));
    }
    setLoadingMore(false);
  };

  return (
    <main class="page narrow profile" id="main" data-tool="profile">
      <header class="profile-head">
        <div>
          <h1>{name}</h1>
          <p class="muted">{w.since(formatDate(profile.player.createdAt, lang))}</p>
        </div>
        {me !== undefined && !sameName(me, name) && <FollowButton name={name} />}
        {me !== undefined && sameName(me, name) && <p class="muted">{w.you}</p>}
      </header>

      <section class="profile-section" aria-labelledby="ratings-title">
        <h2 id="ratings-title">{w.ratings}</h2>
        {ratings.length === 0 ? (
          <p class="muted" data-tool="no-ratings">
            {w.noRatedMatches}
          </p>
        ) : (
          <>
            <ul class="rating-list" data-tool="ratings">
              {ratings.map(([game, r]) => (
                <li key={game} data-game={game}>
                  <span class="rating-game">{gameName(game, t)}</span>
                  <strong class="rating-value">{w.rating(r.rating, r.uncertainty)}</strong>
                  <span class="muted">{w.ratedMatches(r.matches)}</span>
                </li>
              ))}
            </ul>
            <p class="muted small">{w.ratingNote}</p>
          </>
        )}
      </section>

      <section class="profile-section" aria-labelledby="stats-title">
        <h2 id="stats-title">{w.stats}</h2>
        {stats.length === 0 ? (
          <p class="muted">{w.noStats}</p>
        ) : (
          <div class="stat-games" data-tool="stats">
            {stats.map(([game, s]) => (
              <section key={game} class="stat-game" data-game={game}>
                <h3>
                  {gameName(game, t)} <span class="muted">· {w.matchesPlayed(s.matches)}</span>
                </h3>
                <dl>
                  {statLines(s, t, lang).map((l) => (
                    <div key={l.label}>
                      <dt>{l.label}</dt>
                      <dd>{l.value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
        )}
      </section>

      <section class="profile-section" aria-labelledby="matches-title">
        <h2 id="matches-title">{w.matches}</h2>
        {matches.length === 0 ? <p class="muted">{w.noMatches}</p> : <MatchList matches={matches} t={t} />}
        {moreError && <p class="banner error">{moreError}</p>}
        {more ? (
          <button type="button" data-tool="more-matches" disabled={loadingMore} onClick={loadMore}>
            {w.more}
          </button>
        ) : (
          matches.length > PAGE && <p class="muted">{w.noMore}</p>
        )}
      </section>
    </main>
  );
}
