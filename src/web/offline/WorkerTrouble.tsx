import { useT } from '../i18n/index.js';
import { refusalText } from '../i18n/refusals.js';
import { ApiError } from '../net/api.js';

/**
 * An offline page's line when the browser's games did not answer (./keepAsking.ts asks again
 * by itself meanwhile), with "Try again" to ask at once.
 */
export function WorkerTrouble({ error, retry }: { error: Error; retry: () => void }) {
  const t = useT();
  // Anything else thrown on the way is the worker misbehaving too, not the server.
  const shown = error instanceof ApiError ? error : { code: 'worker-failed', message: error.message };
  return (
    <p class="banner error" role="alert" data-tool="worker-trouble">
      {refusalText(shown, t, [])}{' '}
      <button type="button" onClick={retry} data-tool="retry">
        {t.net.retry}
      </button>
    </p>
  );
}
