/** The offline pages, one chunk loaded by the app only when one of them is opened. */
import { OfflinePage } from './OfflinePage.js';
import { OfflineTable } from './OfflineTable.js';

export function OfflineRoute({ id }: { id?: string }) {
  return id ? <OfflineTable id={id} key={id} /> : <OfflinePage />;
}
