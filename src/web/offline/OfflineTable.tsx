/**
 * A table played in this browser: the table page itself, its connection switched to the
 * offline worker while it is shown (and back to the server's WebSocket after). The seats
 * this browser holds there come from the kept table, so a reload resumes them. With `replay`,
 * the replay page of one of its matches, over the same connection (the final standing).
 */
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/index.js';
import { rememberSeat } from '../net/seats.js';
import { connection } from '../net/socket.js';
import { ReplayPage } from '../replay/ReplayPage.js';
import { TablePage } from '../table/TablePage.js';
import { ask, link } from './client.js';
import { useKeptAsking } from './keepAsking.js';
import { offlineTables } from './source.js';
import { WorkerTrouble } from './WorkerTrouble.js';

export function OfflineTable({ id, replay }: { id: string; replay?: { match?: number } }) {
  const t = useT();
  const [ready, setReady] = useState(false);
  const [missing, setMissing] = useState(false);
  const opened = useKeptAsking(() => ask({ kind: 'open', tableId: id }), [id]);
  useEffect(() => {
    const a = opened.value;
    if (!a) return;
    if (a.kind !== 'opened') {
      setMissing(true);
      return;
    }
    for (const s of a.seats) rememberSeat({ tableId: id, ...s });
    connection.useLink(link);
    setReady(true);
  }, [opened.value]);
  // Back to the server's WebSocket when the page goes, whether or not the table was opened.
  useEffect(
    () => () => {
      connection.useLink(null);
    },
    [id],
  );
  if (missing) {
    return (
      <main class="page narrow" id="main">
        <p>{t.app.notFound}</p>
      </main>
    );
  }
  if (!ready) {
    return opened.error ? (
      <main class="page narrow" id="main">
        <WorkerTrouble error={opened.error} retry={opened.retry} />
      </main>
    ) : (
      <p class="muted">{t.offline.loading}</p>
    );
  }
  return replay ? (
    <ReplayPage id={id} match={replay.match} source={offlineTables} />
  ) : (
    <TablePage id={id} source={offlineTables} />
  );
}
