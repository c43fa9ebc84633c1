import { useState } from 'preact/hooks';
import type { KeeperError } from '../../scorekeeper/errors.js';
import { sheetToCsv, sheetToJson } from '../../scorekeeper/export.js';
import { computeSheet, type Sheet, type Upcoming } from '../../scorekeeper/sheet.js';
import { useT } from '../i18n/index.js';
import { MatchSummary } from '../score/MatchSummary.js';
import { navigate } from '../state/router.js';
import { useStore } from '../state/store.js';
import { EntryList } from './EntryList.js';
import type { EntryFormProps } from './entry/common.js';
import { canShare, download, fileName, share } from './files.js';
import { keeperKit } from './kits/byGame.js';
import { NextDeal } from './NextDeal.js';
import { SheetView } from './SheetView.js';
import { addDeal, type Change, closeSheet, correctDeal, deleteDeal, findSheet, sheets } from './sheets.js';
import { errorText, sheetTitle } from './text.js';

/** The form of the deal's own game. */
function EntryForm(p: EntryFormProps) {
  const { Entry } = keeperKit(p.next.game);
  return <Entry {...p} />;
}

const refusal = (c: Change): KeeperError | null => (c.ok ? null : c.error);

/** The deal as it stood before entry `index`: what its form needs to know. */
function upcomingAt(sheet: Sheet, index: number): Upcoming | null {
  const r = computeSheet({ ...sheet, entries: sheet.entries.slice(0, index), closed: false });
  return r.ok ? r.value.next : null;
}

/** One score sheet: the next deal to enter, the sheet, the deals entered (correctable), export. */
export function SheetScreen(p: { id: string }) {
  const t = useT();
  useStore(sheets);
  const [editing, setEditing] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sheet = findSheet(p.id);
  const back = (
    <button type="button" class="link" onClick={() => navigate('/keep')}>
      ← {t.keeper.allSheets}
    </button>
  );
  if (!sheet) {
    return (
      <main class="page narrow" id="main">
        <p>{t.app.notFound}</p>
        {back}
      </main>
    );
  }
  const computed = computeSheet(sheet);
  if (!computed.ok) {
    return (
      <main class="page narrow" id="main">
        {back}
        <p class="banner error" role="alert">
          {t.keeper.unreadable}: {errorText(computed.error, t, sheet.players)}
        </p>
      </main>
    );
  }
  const { result, next, options } = computed.value;
  const title = sheetTitle(sheet.game, sheet.players, t);
  // Selbu's round whose bids are in: its form completes the last entry instead of adding one.
  const pending = next?.game === 'selbu' && next.bids !== null;
  const newIndex = pending ? sheet.entries.length - 1 : sheet.entries.length;
  const files = () => [
    {
      name: fileName(sheet.game, sheet.created, 'csv'),
      text: sheetToCsv(sheet, computed.value, t.keeper.csv),
      type: 'text/csv',
    },
    {
      name: fileName(sheet.game, sheet.created, 'json'),
      text: sheetToJson(sheet, computed.value),
      type: 'application/json',
    },
  ];

  return (
    <main class="page keeper-sheet" id="main">
      {back}
      <h1>{title}</h1>
      {next ? (
        <section class="keeper-next" aria-labelledby="keeper-next-title">
          <h2 id="keeper-next-title">{t.keeper.next}</h2>
          <NextDeal sheet={sheet} next={next} />
          {editing === null && (
            <EntryForm
              key={`new-${next.deal}-${sheet.entries.length}`}
              sheet={sheet}
              next={next}
              index={newIndex}
              onSave={(entry) =>
                refusal(pending ? correctDeal(sheet, newIndex, entry) : addDeal(sheet, entry))
              }
            />
          )}
        </section>
      ) : (
        result.finished && <MatchSummary result={result} names={sheet.players} />
      )}
      <section class="keeper-table" aria-label={t.score.title}>
        <SheetView sheet={sheet} result={result} options={options} />
      </section>
      <section class="keeper-deals" aria-labelledby="keeper-deals-title">
        <h2 id="keeper-deals-title">{t.keeper.entries}</h2>
        <EntryList
          sheet={sheet}
          deals={result.deals}
          editing={editing}
          onCorrect={(i) => {
            setEditing(i);
            setProblem(null);
          }}
          form={(i) => {
            const at = upcomingAt(sheet, i);
            if (!at) return null;
            return (
              <EntryForm
                key={`edit-${i}`}
                sheet={sheet}
                next={at}
                index={i}
                initial={sheet.entries[i]}
                onSave={(entry) => {
                  const r = correctDeal(sheet, i, entry);
                  if (r.ok) setEditing(null);
                  return refusal(r);
                }}
                onCancel={() => setEditing(null)}
                onDelete={() => {
                  const r = deleteDeal(sheet, i);
                  if (r.ok) setEditing(null);
                  else setProblem(errorText(r.error, t, sheet.players));
                }}
              />
            );
          }}
        />
        {problem && (
          <p class="banner error" role="alert">
            {problem}
          </p>
        )}
      </section>
      <section class="keeper-tools">
        <button
          type="button"
          onClick={() => download(files()[0].name, files()[0].text, 'text/csv')}
          data-tool="keeper-csv"
        >
          {t.keeper.exportCsv}
        </button>
        <button
          type="button"
          onClick={() => download(files()[1].name, files()[1].text, 'application/json')}
          data-tool="keeper-json"
        >
          {t.keeper.exportJson}
        </button>
        {canShare() && (
          <button
            type="button"
            onClick={() => void share(t.keeper.shareTitle(title), files()).catch(() => {})}
          >
            {t.keeper.share}
          </button>
        )}
        {sheet.closed ? (
          <button type="button" onClick={() => closeSheet(sheet, false)}>
            {t.keeper.reopen}
          </button>
        ) : (
          !result.finished && (
            <button type="button" onClick={() => closeSheet(sheet, true)} data-tool="keeper-end">
              {t.keeper.endMatch}
            </button>
          )
        )}
        {sheet.game === 'bridge' && options.scoring === 'rubber' && !result.finished && (
          <p class="muted">{t.keeper.endMatchNote}</p>
        )}
        <p class="muted">{t.keeper.savedHere}</p>
      </section>
    </main>
  );
}
