/** The offline pages, one chunk loaded by the app only when one of them is opened. */
import { OfflinePage } from './OfflinePage.js';
import { OfflineTable } from './OfflineTable.js';

export function OfflineRoute({ id, replay }: { id?: string; replay?: { match?: number } }) {
  return id ? <OfflineTable id={id} replay={replay} key={id} /> : <OfflinePage />;
}
