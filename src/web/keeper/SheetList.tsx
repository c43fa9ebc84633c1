import { useState } from 'preact/hooks';
import { computeSheet } from '../../scorekeeper/sheet.js';
import { useT } from '../i18n/index.js';
import { useStore } from '../state/store.js';
import { forgetSheet, importSheet, sheets } from './sheets.js';
import { errorText, sheetTitle } from './text.js';

/** The sheets kept on this device, newest first; open, delete or import one. */
export function SheetList(p: { onOpen: (id: string) => void }) {
  const t = useT();
  const list = useStore(sheets);
  const [note, setNote] = useState<{ error: boolean; text: string } | null>(null);

  const onFile = async (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const r = importSheet(await file.text());
    setNote(
      r.ok ? { error: false, text: t.keeper.imported } : { error: true, text: errorText(r.error, t, []) },
    );
  };

  return (
    <section class="open-tables keeper-list" aria-labelledby="keeper-list-title">
      <h2 id="keeper-list-title">{t.keeper.sheets}</h2>
      {list.length === 0 && <p class="muted">{t.keeper.noSheets}</p>}
      <ul class="table-list">
        {list.map((item, i) => {
          const s = item.sheet;
          if (!s) {
            return (
              <li key={`broken-${i}`}>
                <span>{t.keeper.unreadable}</span>
                <button type="button" onClick={() => forgetSheet(i)}>
                  {t.keeper.remove}
                </button>
              </li>
            );
          }
          const title = sheetTitle(s.game, s.players, t);
          const c = computeSheet(s);
          const finished = c.ok && c.value.result.finished;
          return (
            <li key={s.id} data-sheet={s.id}>
              <span>
                <strong>{title}</strong>{' '}
                <span class="muted">
                  {t.keeper.dealsEntered(s.entries.length)}
                  {finished ? ` · ${t.keeper.finished}` : ''} · {s.updated.slice(0, 10)}
                </span>
              </span>
              <span class="keeper-row-actions">
                <button type="button" class="primary" onClick={() => p.onOpen(s.id)}>
                  {t.keeper.open}
                </button>
                <button
                  type="button"
                  onClick={() => {
                    if (globalThis.confirm?.(t.keeper.confirmRemove(title)) ?? true) forgetSheet(i);
                  }}
                >
                  {t.keeper.remove}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      <label class="button keeper-import">
        {t.keeper.importJson}
        <input type="file" accept="application/json,.json" class="sr-only" onChange={onFile} />
      </label>
      {note && (
        <p class={`banner${note.error ? ' error' : ''}`} role={note.error ? 'alert' : 'status'}>
          {note.text}
        </p>
      )}
    </section>
  );
}
