/** `/challenge`: today's challenge of each game, and the open challenges players made. */
import { useEffect, useState } from 'preact/hooks';
import { shownLanguage, useT } from '../i18n/index.js';
import { ApiError } from '../net/api.js';
import { gameName } from '../players/lines.js';
import { challengePath, NEW_CHALLENGE } from '../state/paths.js';
import { navigate } from '../state/router.js';
import { fetchChallenges } from './api.js';
import { challengeError, dayText, offerOf, sizeText, windowText } from './lines.js';
import type { ChallengeInfo } from './types.js';

const go = (path: string) => (e: Event) => {
  e.preventDefault();
  navigate(path);
};

export function ChallengeList() {
  const t = useT();
  const w = t.challenge;
  const lang = shownLanguage();
  const [list, setList] = useState<{ daily: ChallengeInfo[]; own: ChallengeInfo[] } | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const load = () => {
    setError(null);
    fetchChallenges().then(
      (r) => setList({ daily: r.daily, own: r.own ?? [] }),
      (e: Error) => setError(e instanceof ApiError ? e : new ApiError(0, 'server-error', e.message)),
    );
  };
  useEffect(load, []);
  const date = list?.daily.find((c) => c.date)?.date;
  return (
    <main class="page narrow challenges" id="main" data-tool="challenges">
      <h1>{w.title}</h1>
      <p class="muted">{w.intro}</p>
      {error && (
        <p class="banner error" role="alert">
          {challengeError(error, t)}{' '}
          <button type="button" onClick={load} data-tool="retry">
            {t.net.retry}
          </button>
        </p>
      )}
      {!list && !error && <p class="muted">{w.loading}</p>}
      {list && (
        <>
          {date && <p class="challenge-day">{w.day(dayText(date, lang))}</p>}
          <ul class="challenge-list" data-tool="daily">
            {list.daily.map((c) => (
              <ChallengeItem key={c.id} c={c} title={gameName(c.game, t)} />
            ))}
          </ul>
          {list.own.length > 0 && (
            <section aria-labelledby="own-title">
              <h2 id="own-title">{w.own}</h2>
              <ul class="challenge-list own" data-tool="own">
                {list.own.map((c) => (
                  <ChallengeItem key={c.id} c={c} title={c.name} sub={gameName(c.game, t)} withWindow />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <p>
        <a
          class="button"
          href={challengePath(NEW_CHALLENGE)}
          data-tool="new-challenge"
          onClick={go(challengePath(NEW_CHALLENGE))}
        >
          {w.make}
        </a>
      </p>
    </main>
  );
}

function ChallengeItem(p: { c: ChallengeInfo; title: string; sub?: string; withWindow?: boolean }) {
  const t = useT();
  const w = t.challenge;
  const lang = shownLanguage();
  const { c } = p;
  const offer = offerOf(c, Date.now());
  const label = offer === 'continue' ? w.goOn : offer === 'play' ? w.play : c.mine ? w.yourResults : w.closed;
  const path = challengePath(c.id);
  return (
    <li class="challenge-item" data-challenge={c.id} data-game={c.game}>
      <div class="challenge-what">
        <h2 class="challenge-name">{p.title}</h2>
        <p class="muted">{[p.sub, sizeText(c, t), w.entrants(c.entrants)].filter(Boolean).join(' · ')}</p>
        {p.withWindow && <p class="muted">{windowText(c, Date.now(), t, lang)}</p>}
      </div>
      <a
        class={`button${offer === 'play' || offer === 'continue' ? ' primary' : ''}`}
        href={path}
        data-tool="open-challenge"
        data-offer={offer}
        onClick={go(path)}
      >
        {label}
      </a>
    </li>
  );
}
