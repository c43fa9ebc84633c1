import { useState } from 'preact/hooks';
import { SUIT_SYMBOL, type Suit } from '../../cards/notation.js';
import { useT } from '../../i18n/index.js';
import { errorText } from '../text.js';
import { type EntryFormProps, FormFoot, previewScore, ScorePreview } from './common.js';

const SUITS: Suit[] = ['S', 'H', 'D', 'C'];

interface Declared {
  seat: number | null;
  suit: Suit | null;
}

interface Draft {
  trumf: Declared;
  tjog: Declared;
  lastTrick: number | null;
  /** 'nobody' for a full tie. */
  matador: number | 'nobody' | null;
}

function draftOf(initial: unknown): Draft {
  const e = (initial ?? {}) as {
    declarations?: Array<{ seat: number; kind: string; suit: Suit }>;
    lastTrick?: number;
    matadorPoint?: number | null;
  };
  const find = (kind: string): Declared => {
    const d = e.declarations?.find((x) => x.kind === kind);
    return d ? { seat: d.seat, suit: d.suit } : { seat: null, suit: null };
  };
  return {
    trumf: find('trumf'),
    tjog: find('tjog'),
    lastTrick: e.lastTrick ?? null,
    matador: e.matadorPoint === null ? 'nobody' : (e.matadorPoint ?? null),
  };
}

function entryOf(d: Draft): unknown {
  const declarations = [];
  for (const kind of ['trumf', 'tjog'] as const) {
    const x = d[kind];
    if (x.seat !== null) declarations.push({ seat: x.seat, kind, suit: x.suit });
  }
  return {
    declarations,
    lastTrick: d.lastTrick,
    matadorPoint: d.matador === 'nobody' ? null : d.matador,
  };
}

/** Bondtolva: the declarations made, who won the last trick, who took the matador point. */
export function BondtolvaEntry(p: EntryFormProps) {
  const t = useT();
  const names = p.sheet.players;
  const [d, setD] = useState<Draft>(() => draftOf(p.initial));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (change: Partial<Draft>) => {
    setD((old) => ({ ...old, ...change }));
    setProblem(null);
  };
  const entry = entryOf(d);
  const preview = previewScore(p.sheet, p.index, entry);

  const submit = (e: Event) => {
    e.preventDefault();
    const refused = p.onSave(entry);
    if (refused) setProblem(errorText(refused, t, names));
    else if (p.initial === undefined) setD(draftOf(undefined));
  };

  const declaration = (kind: 'trumf' | 'tjog') => {
    const x = d[kind];
    const label = kind === 'trumf' ? t.bondtolva.trumf : t.bondtolva.tjog;
    return (
      <fieldset class="keeper-declaration">
        <legend>{label}</legend>
        <label class="keeper-field">
          <span>{t.keeper.player}</span>
          <select
            name={`${kind}-seat`}
            value={x.seat === null ? '' : String(x.seat)}
            onChange={(e) => {
              const v = e.currentTarget.value;
              set({
                [kind]: { seat: v === '' ? null : Number(v), suit: v === '' ? null : (x.suit ?? null) },
              });
            }}
          >
            <option value="">{t.keeper.none}</option>
            {names.map((n, s) => (
              <option key={s} value={String(s)}>
                {n}
              </option>
            ))}
          </select>
        </label>
        {x.seat !== null && (
          <label class="keeper-field">
            <span>{t.keeper.suit}</span>
            <select
              name={`${kind}-suit`}
              value={x.suit ?? ''}
              onChange={(e) =>
                set({ [kind]: { ...x, suit: (e.currentTarget.value || null) as Suit | null } })
              }
            >
              <option value="">—</option>
              {SUITS.map((s) => (
                <option key={s} value={s}>
                  {SUIT_SYMBOL[s]} {t.cards.suits[s]}
                </option>
              ))}
            </select>
          </label>
        )}
      </fieldset>
    );
  };

  const radios = (
    name: string,
    legend: string,
    value: number | 'nobody' | null,
    withNobody: boolean,
    on: (v: number | 'nobody') => void,
  ) => (
    <fieldset class="keeper-radios">
      <legend>{legend}</legend>
      {names.map((n, s) => (
        <label key={s} class={`strain-choice${value === s ? ' chosen' : ''}`}>
          <input type="radio" name={name} value={String(s)} checked={value === s} onChange={() => on(s)} />
          {n}
        </label>
      ))}
      {withNobody && (
        <label class={`strain-choice${value === 'nobody' ? ' chosen' : ''}`}>
          <input
            type="radio"
            name={name}
            value="nobody"
            checked={value === 'nobody'}
            onChange={() => on('nobody')}
          />
          {t.keeper.nobody}
        </label>
      )}
    </fieldset>
  );

  return (
    <form class="keeper-entry bondtolva-entry" onSubmit={submit}>
      {declaration('trumf')}
      {declaration('tjog')}
      {radios('lastTrick', t.keeper.lastTrick, d.lastTrick, false, (v) => set({ lastTrick: v as number }))}
      {radios('matador', t.keeper.matadorPoint, d.matador, true, (v) => set({ matador: v }))}
      <ScorePreview score={preview} names={names} />
      <FormFoot
        problem={problem}
        saveLabel={p.initial === undefined ? t.keeper.saveDeal : t.keeper.save}
        onCancel={p.onCancel}
        onDelete={p.onDelete}
      />
    </form>
  );
}
