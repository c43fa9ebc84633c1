/**
 * The offline pages as the app shows them: their chunk (and the worker's) loads on the first
 * visit only, so the main chunk carries none of the games, bots or solver.
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
  useEffect(() => {
    if (loaded) return;
    void import('./OfflineRoute.js').then((m) => {
      loaded = m.OfflineRoute;
      setPage(() => m.OfflineRoute);
    });
  }, []);
  return Page ? <Page id={id} replay={replay} /> : <p class="muted">{t.offline.loading}</p>;
}
