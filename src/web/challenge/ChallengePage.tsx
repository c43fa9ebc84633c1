/**
 * `/challenge/<id>`: one challenge. Enter it (a guest names themself once, as at a table; a
 * signed-in player enters under the account), play at `/t/<tableId>`, then the ranking with
 * "the bot"'s line and each board's results with the links to every entrant's play.
 */
import { useEffect, useState } from 'preact/hooks';
import { NameDialog } from '../friends/NameDialog.js';
import { shownLanguage, useT } from '../i18n/index.js';
import { ApiError } from '../net/api.js';
import { gameName } from '../players/lines.js';
import { accountName, nameToJoin, startAccount } from '../state/account.js';
import { CHALLENGES_PATH, tablePath } from '../state/paths.js';
import { navigate } from '../state/router.js';
import { fetchChallenge } from './api.js';
import { Boards } from './Boards.js';
import { enter as enterTable } from './enter.js';
import { challengeError, dayText, offerOf, sizeText, windowText } from './lines.js';
import { Ranking } from './Ranking.js';
import { rememberChallengeTable } from './tables.js';
import type { ChallengeInfo } from './types.js';

const asApiError = (e: unknown) =>
  e instanceof ApiError ? e : new ApiError(0, 'server-error', (e as Error).message);

export function ChallengePage({ id }: { id: string }) {
  const t = useT();
  const w = t.challenge;
  const lang = shownLanguage();
  const [info, setInfo] = useState<ChallengeInfo | null>(null);
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [naming, setNaming] = useState(false);
  const [entering, setEntering] = useState(false);
  /** Whether the entry waiting for the guest's name is to be taken offline. */
  const [awayAfterName, setAwayAfterName] = useState(false);

  const load = () => {
    setLoadError(null);
    fetchChallenge(id).then(setInfo, (e) => setLoadError(asApiError(e)));
  };
  useEffect(load, [id]);

  /**
   * Entering, then playing at the table; or, with `away`, taking the entry to play in this
   * browser with no network (the offline worker keeps it and sends the result back later).
   */
  const enter = async (given?: string, away = false) => {
    if (!info) return;
    setError(null);
    await startAccount();
    const signedIn = accountName() !== undefined;
    const name = signedIn ? undefined : (given ?? (await nameToJoin())).trim();
    if (name === '') {
      setAwayAfterName(away);
      setNaming(true);
      return;
    }
    setEntering(true);
    try {
      const entered = await enterTable(info, name);
      if (away) await takeAway();
      else navigate(tablePath(entered.tableId));
    } catch (e) {
      const refused = asApiError(e);
      setError(refused);
      setEntering(false);
      // A guest's name taken by an account: ask for another at once.
      if (refused.code === 'name-taken' && !signedIn) {
        setAwayAfterName(away);
        setNaming(true);
      }
      // Entered meanwhile (another tab): the page shows the entry.
      if (refused.code === 'already-entered') load();
    }
  };

  if (loadError) {
    return (
      <main class="page narrow challenge" id="main">
        <p class="banner error" role="alert" data-tool="challenge-error">
          {challengeError(loadError, t)}
        </p>
        <a
          class="button"
          href={CHALLENGES_PATH}
          onClick={(e) => {
            e.preventDefault();
            navigate(CHALLENGES_PATH);
          }}
        >
          {w.title}
        </a>
      </main>
    );
  }
  if (!info) {
    return (
      <main class="page narrow challenge" id="main">
        <p class="muted">{w.loading}</p>
      </main>
    );
  }

  const now = Date.now();
  const offer = offerOf(info, now);
  /** Downloads the entry's boards into the offline worker and opens its table there. */
  async function takeAway() {
    setError(null);
    setEntering(true);
    try {
      const { takeChallengeOffline } = await import('../offline/challengeOffline.js');
      const tableId = await takeChallengeOffline(id);
      navigate(`/offline/${tableId}`);
    } catch (e) {
      setError(asApiError(e));
      setEntering(false);
    }
  }
  const mine = info.mine;
  const title = info.date ? `${gameName(info.game, t)} · ${dayText(info.date, lang)}` : info.name;
  return (
    <main class="page narrow challenge" id="main" data-tool="challenge" data-challenge={info.id}>
      <p class="challenge-crumb">
        <a
          href={CHALLENGES_PATH}
          onClick={(e) => {
            e.preventDefault();
            navigate(CHALLENGES_PATH);
          }}
        >
          {w.title}
        </a>
      </p>
      <h1>{title}</h1>
      <p class="muted challenge-facts">
        {[info.date ? undefined : gameName(info.game, t), sizeText(info, t), w.entrants(info.entrants)]
          .filter(Boolean)
          .join(' · ')}
        <br />
        {windowText(info, now, t, lang)}
      </p>
      <p>
        {w.how} {w.rankedBy[info.ranking]}
      </p>
      {error && (
        <p class="banner error" role="alert" data-tool="challenge-error">
          {challengeError(error, t)}
        </p>
      )}
      {offer === 'play' && (
        <button
          type="button"
          class="primary big"
          data-tool="enter"
          disabled={entering}
          onClick={() => void enter()}
        >
          {entering ? w.entering : w.enter}
        </button>
      )}
      {(offer === 'play' || (mine && !mine.done && mine.played === 0)) && (
        <p class="challenge-away">
          <button
            type="button"
            class="secondary"
            data-tool="take-offline"
            disabled={entering}
            onClick={() => void (mine ? takeAway() : enter(undefined, true))}
          >
            {t.offline.takeOffline}
          </button>{' '}
          <span class="muted">{t.offline.takeOfflineHelp}</span>
        </p>
      )}
      {mine && (
        <p class="challenge-mine" data-tool="mine">
          {mine.done ? w.playedAll : mine.played > 0 ? w.played(mine.played) : null}{' '}
          {!mine.done && !mine.tableId && mine.offline ? w.noTable : null}
        </p>
      )}
      {offer === 'continue' && mine?.tableId && (
        <button
          type="button"
          class="primary big"
          data-tool="continue"
          onClick={() => {
            rememberChallengeTable(mine.tableId!, info.id);
            navigate(tablePath(mine.tableId!));
          }}
        >
          {w.goOn}
        </button>
      )}
      {/* Asked of everyone: before playing, the server's play-first is said as a sentence. */}
      <Ranking challenge={info} />
      {mine && mine.played > 0 && <Boards challenge={info} />}
      {naming && (
        <NameDialog
          onDone={(name) => {
            setNaming(false);
            void enter(name, awayAfterName);
          }}
          onCancel={() => setNaming(false)}
        />
      )}
    </main>
  );
}
