/**
 * The offline pages as the app shows them: their chunk (and the worker's) loads on the first
 * visit only, so the main chunk carries none of the games, bots or solver. A chunk that does
 * not load (no network, and not kept by the service worker) is said, with "Try again", rather
 * than "Loading" for ever.
 */
import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/index.js';

type Props = { id?: string; replay?: { match?: number } };
type Route = FunctionComponent<Props>;
let loaded: Route | undefined;

export function LazyOffline({ id, replay }: Props) {
  const t = useT();
  const [Page, setPage] = useState<Route | undefined>(() => loaded);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    import('./OfflineRoute.js').then(
      (m) => {
        loaded = m.OfflineRoute;
        if (live) setPage(() => m.OfflineRoute);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [round]);
  if (Page) return <Page id={id} replay={replay} />;
  if (!failed) return <p class="muted">{t.offline.loading}</p>;
  return (
    <main class="page narrow" id="main">
      <p class="banner error" role="alert" data-tool="offline-not-loaded">
        {t.offline.notLoaded}{' '}
        <button
          type="button"
          data-tool="retry"
          onClick={() => {
            setFailed(false);
            setRound((r) => r + 1);
          }}
        >
          {t.net.retry}
        </button>
      </p>
    </main>
  );
}
