/**
 * The challenge pages as the app shows them: their chunk loads on the first visit only, so the
 * main chunk carries none of them (docs/web.md, the size rule).
 */
import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/index.js';

type Route = FunctionComponent<{ id?: string }>;
let loaded: Route | undefined;

export function LazyChallenge({ id }: { id?: string }) {
  const t = useT();
  const [Page, setPage] = useState<Route | undefined>(() => loaded);
  useEffect(() => {
    if (loaded) return;
    void import('./ChallengeRoute.js').then((m) => {
      loaded = m.ChallengeRoute;
      setPage(() => m.ChallengeRoute);
    });
  }, []);
  return Page ? (
    <Page id={id} />
  ) : (
    <main class="page narrow" id="main">
      <p class="muted">{t.challenge.loading}</p>
    </main>
  );
}
