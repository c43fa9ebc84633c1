/**
 * Playing against the bots with no server: the lobby's form for a new table, and the tables
 * kept in this browser to go on with. Everything here comes from the offline worker.
 */
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/index.js';
import { NewTable } from '../lobby/NewTable.js';
import { navigate } from '../state/router.js';
import { sendChallengeResult } from './challengeOffline.js';
import { ask } from './client.js';
import { useKeptAsking } from './keepAsking.js';
import type { KeptTable } from './messages.js';
import { offlinePath, offlineTables } from './source.js';
import { WorkerTrouble } from './WorkerTrouble.js';

const list = () => ask({ kind: 'list' }).then((a) => (a.kind === 'list' ? a.tables : []));

export function OfflinePage() {
  const t = useT();
  const games = useKeptAsking(() => offlineTables.games(), []);
  const listed = useKeptAsking(list, []);
  const [kept, setKept] = useState<KeptTable[]>([]);
  const [sending, setSending] = useState<string | null>(null);
  /** Sends one finished challenge's result, and shows the list as it is after. */
  const send = async (k: KeptTable) => {
    setSending(k.id);
    await sendChallengeResult(k).catch(() => undefined);
    const after = await list().catch(() => null);
    if (after) setKept(after);
    setSending(null);
  };
  useEffect(() => {
    const tables = listed.value;
    if (!tables) return;
    setKept(tables);
    // Results of challenges played with no network go to the server as soon as it answers.
    const due = tables.filter((k) => k.challenge && k.over && !k.challenge.submitted && !k.challenge.refused);
    if (!due.length) return;
    let live = true;
    void (async () => {
      for (const k of due) await sendChallengeResult(k).catch(() => undefined);
      const after = await list().catch(() => null);
      if (live && after) setKept(after);
    })();
    return () => {
      live = false;
    };
  }, [listed.value]);
  const trouble = listed.error ?? games.error;
  const retry = () => {
    if (listed.error) listed.retry();
    if (games.error) games.retry();
  };
  return (
    <main class="page lobby offline" id="main">
      <h1>{t.offline.title}</h1>
      <p class="muted">{t.offline.intro}</p>
      {trouble && <WorkerTrouble error={trouble} retry={retry} />}
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
        {games.value ? (
          <NewTable games={games.value} source={offlineTables} />
        ) : (
          <p class="muted">{t.offline.loading}</p>
        )}
      </div>
    </main>
  );
}
