import type { ComponentChildren } from 'preact';
import type { DealResult } from '../../engine/game.js';
import type { Sheet } from '../../scorekeeper/sheet.js';
import type { Messages } from '../i18n/index.js';
import { useT } from '../i18n/index.js';
import { scoreKeyName } from '../table/format.js';
import { keeperKit } from './kits/byGame.js';

/** One line saying what was entered for a deal, in the UI language. */
function summary(sheet: Sheet, d: DealResult, t: Messages): string {
  const names = Array.isArray(d.seating)
    ? (d.seating as number[]).map((p) => sheet.players[p])
    : sheet.players;
  return keeperKit(sheet.game).summary(d, names, sheet, t);
}

function scoreText(d: DealResult, names: readonly string[], t: Messages): string {
  const parts = Object.entries(d.score)
    .filter(([, v]) => v !== 0)
    .map(([k, v]) => `${scoreKeyName(k, names, t)} ${v > 0 ? `+${v}` : v}`);
  return parts.length ? parts.join(' · ') : '0';
}

/** The deals entered, each with a button to correct it; the one being corrected shows its form. */
export function EntryList(p: {
  sheet: Sheet;
  deals: DealResult[];
  editing: number | null;
  onCorrect: (index: number) => void;
  form: (index: number) => ComponentChildren;
}) {
  const t = useT();
  if (p.deals.length === 0) return <p class="muted">{t.keeper.noEntries}</p>;
  return (
    <ol class="keeper-entries">
      {p.deals.map((d, i) => (
        <li key={i} class={p.editing === i ? 'editing' : ''} data-entry={i}>
          <div class="keeper-entry-line">
            <span class="keeper-entry-no">{i + 1}</span>
            <span class="keeper-entry-text">
              {summary(p.sheet, d, t)} <strong>{scoreText(d, p.sheet.players, t)}</strong>
            </span>
            {p.editing !== i && (
              <button type="button" onClick={() => p.onCorrect(i)} aria-label={t.keeper.correctDeal(i + 1)}>
                {t.keeper.correct}
              </button>
            )}
          </div>
          {p.editing === i && (
            <div class="keeper-correcting">
              <p class="muted">{t.keeper.correcting(i + 1)}</p>
              {p.form(i)}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
