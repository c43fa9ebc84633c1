/**
 * Playing against the bots with no server: the lobby's form for a new table, and the tables
 * kept in this browser to go on with. Everything here comes from the offline worker.
 */
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/index.js';
import { NewTable } from '../lobby/NewTable.js';
import type { GameInfo } from '../net/types.js';
import { navigate } from '../state/router.js';
import { sendChallengeResult } from './challengeOffline.js';
import { ask } from './client.js';
import type { KeptTable } from './messages.js';
import { offlinePath, offlineTables } from './source.js';

export function OfflinePage() {
  const t = useT();
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [kept, setKept] = useState<KeptTable[]>([]);
  const [sending, setSending] = useState<string | null>(null);
  const list = () => ask({ kind: 'list' }).then((a) => (a.kind === 'list' ? a.tables : []));
  /** Sends one finished challenge's result, and shows the list as it is after. */
  const send = async (k: KeptTable) => {
    setSending(k.id);
    await sendChallengeResult(k).catch(() => undefined);
    setKept(await list());
    setSending(null);
  };
  useEffect(() => {
    offlineTables.games().then(setGames, () => setGames([]));
    // Results of challenges played with no network go to the server as soon as it answers.
    list().then(async (tables) => {
      setKept(tables);
      const due = tables.filter(
        (k) => k.challenge && k.over && !k.challenge.submitted && !k.challenge.refused,
      );
      for (const k of due) await sendChallengeResult(k).catch(() => undefined);
      if (due.length) setKept(await list());
    });
  }, []);
  return (
    <main class="page lobby offline" id="main">
      <h1>{t.offline.title}</h1>
      <p class="muted">{t.offline.intro}</p>
      {kept.length > 0 && (
        <section aria-labelledby="kept-title">
          <h2 id="kept-title">{t.offline.kept}</h2>
          <ul class="kept-tables">
            {kept.map((k) => (
              <li key={k.id}>
                <a
                  href={offlinePath(k.id)}
                  data-kept={k.id}
                  onClick={(e) => {
                    e.preventDefault();
                    navigate(offlinePath(k.id));
                  }}
                >
                  {t.games[k.game]?.name ?? k.game}
                </a>{' '}
                <span class="muted">
                  {new Date(k.createdAt).toLocaleString()} · {k.over ? t.offline.over : t.offline.playing}
                </span>
                {k.challenge && (
                  <span class="kept-challenge" data-challenge={k.challenge.id}>
                    {' · '}
                    {t.offline.challenge(k.challenge.name)}{' '}
                    {k.challenge.submitted ? (
                      <a href={`/challenge/${encodeURIComponent(k.challenge.id)}`} data-tool="challenge-sent">
                        {t.offline.challengeSent}
                      </a>
                    ) : k.challenge.refused ? (
                      <span class="error" data-tool="challenge-refused">
                        {t.offline.challengeRefused(k.challenge.refused)}
                      </span>
                    ) : k.over ? (
                      <button
                        type="button"
                        class="secondary"
                        data-tool="challenge-send"
                        disabled={sending === k.id}
                        onClick={() => send(k)}
                      >
                        {t.offline.challengeSend}
                      </button>
                    ) : null}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div class="lobby-columns">
        {games ? <NewTable games={games} source={offlineTables} /> : <p class="muted">{t.offline.loading}</p>}
      </div>
    </main>
  );
}
