import { useT } from '../i18n/index.js';
import { navigate } from '../state/router.js';
import './keeper.css';
import { NewSheet } from './NewSheet.js';
import { SheetList } from './SheetList.js';
import { SheetScreen } from './SheetScreen.js';

export const keeperPath = (id?: string): string => (id ? `/keep/${id}` : '/keep');

/** "Keep score" mode: the sheets on this device, a new one, or one sheet. Needs no server. */
export function KeeperPage(p: { id?: string }) {
  const t = useT();
  if (p.id) return <SheetScreen id={p.id} key={p.id} />;
  return (
    <main class="page keeper" id="main">
      <h1>{t.keeper.title}</h1>
      <p class="tagline">{t.keeper.intro}</p>
      <div class="lobby-columns">
        {/* The sheets first: at the table one mostly comes back to a sheet in progress. */}
        <SheetList onOpen={(id) => navigate(keeperPath(id))} />
        <NewSheet onCreated={(id) => navigate(keeperPath(id))} />
      </div>
    </main>
  );
}
