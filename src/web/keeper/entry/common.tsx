import type { ComponentChildren } from 'preact';
import type { Score } from '../../../engine/game.js';
import type { KeeperError } from '../../../scorekeeper/errors.js';
import { computeSheet, type Sheet, type Upcoming } from '../../../scorekeeper/sheet.js';
import { useT } from '../../i18n/index.js';
import { scoreKeyName } from '../../table/format.js';

/** What every entry form gets: the deal it is for, the entry to correct (if any), what to do with it. */
export interface EntryFormProps<U extends Upcoming = Upcoming> {
  sheet: Sheet;
  /** The deal being entered (as it stood before this entry). */
  next: U;
  /** 0-based position of the entry (the sheet's length for a new one). */
  index: number;
  /** The entry being corrected; undefined for a new deal. */
  initial?: unknown;
  /** Stores the entry; returns the refusal, or null when stored. */
  onSave: (entry: unknown) => KeeperError | null;
  onCancel?: () => void;
  onDelete?: () => void;
}

/** The score this entry would give, for a preview before saving; null while incomplete or refused. */
export function previewScore(sheet: Sheet, index: number, entry: unknown): Score | null {
  const r = computeSheet({ ...sheet, entries: [...sheet.entries.slice(0, index), entry], closed: false });
  if (!r.ok) return null;
  return r.value.result.deals[index]?.score ?? null;
}

export function ScorePreview(p: { score: Score | null; names: readonly string[] }) {
  const t = useT();
  if (!p.score) return null;
  const parts = Object.entries(p.score).map(
    ([k, v]) => `${scoreKeyName(k, p.names, t)} ${v > 0 ? `+${v}` : v}`,
  );
  return (
    <p class="keeper-preview" aria-live="polite">
      {t.keeper.preview}: <strong>{parts.join(' · ')}</strong>
    </p>
  );
}

/** Save / cancel / delete under a form, and the refusal, read out when it appears. */
export function FormFoot(p: {
  problem: string | null;
  saveLabel: string;
  canSave?: boolean;
  onCancel?: () => void;
  onDelete?: () => void;
  children?: ComponentChildren;
}) {
  const t = useT();
  return (
    <>
      {p.problem && (
        <p class="banner error" role="alert">
          {p.problem}
        </p>
      )}
      <div class="keeper-form-actions">
        <button type="submit" class="primary" disabled={p.canSave === false} data-tool="keeper-save">
          {p.saveLabel}
        </button>
        {p.children}
        {p.onCancel && (
          <button type="button" onClick={p.onCancel}>
            {t.keeper.cancel}
          </button>
        )}
        {p.onDelete && (
          <button type="button" class="danger" onClick={p.onDelete}>
            {t.keeper.removeDeal}
          </button>
        )}
      </div>
    </>
  );
}

/** Names by seat for this deal (rotating partners: whoever sits there now). */
export const namesBySeat = (sheet: Sheet, next: Upcoming): string[] =>
  next.game === 'bondebridge' && next.seating ? next.seating.map((p) => sheet.players[p]) : sheet.players;

/** A select of whole numbers from..to, with an empty "—" choice while nothing is chosen. */
export function NumberSelect(p: {
  label: string;
  name: string;
  value: number | null;
  from: number;
  to: number;
  onChange: (v: number | null) => void;
  disabled?: (n: number) => boolean;
}) {
  const options = [];
  for (let n = p.from; n <= p.to; n++) options.push(n);
  return (
    <label class="keeper-field">
      <span>{p.label}</span>
      <select
        name={p.name}
        value={p.value === null ? '' : String(p.value)}
        onChange={(e) => {
          const v = e.currentTarget.value;
          p.onChange(v === '' ? null : Number(v));
        }}
      >
        <option value="">—</option>
        {options.map((n) => (
          <option key={n} value={String(n)} disabled={p.disabled?.(n)}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}
