import { useState } from 'preact/hooks';
import { SUIT_SYMBOL, type Suit } from '../../cards/notation.js';
import { useT } from '../../i18n/index.js';
import { errorText, sideName } from '../text.js';
import {
  type EntryFormProps,
  FormFoot,
  NumberSelect,
  namesBySeat,
  previewScore,
  ScorePreview,
} from './common.js';

const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;
type StrainLetter = (typeof STRAINS)[number];
const CONTRACT_RE = /^(\d)(C|D|H|S|NT)(X{0,2})$/;

interface Draft {
  passed: boolean;
  level: number | null;
  strain: StrainLetter | null;
  doubled: '' | 'X' | 'XX';
  declarer: number | null;
  tricks: number | null;
  honours: string;
  revokes: { NS: number; EW: number };
}

function draftOf(initial: unknown): Draft {
  const e = (initial ?? {}) as Record<string, unknown>;
  const m = typeof e.contract === 'string' ? CONTRACT_RE.exec(e.contract) : null;
  const h = e.honours as { side: string; points: number } | null | undefined;
  const r = (e.revokes ?? {}) as { NS?: number; EW?: number };
  return {
    passed: e.contract === 'P',
    level: m ? Number(m[1]) : null,
    strain: m ? (m[2] as StrainLetter) : null,
    doubled: m ? (m[3] as Draft['doubled']) : '',
    declarer: typeof e.declarer === 'number' ? e.declarer : null,
    tricks: typeof e.tricks === 'number' ? e.tricks : null,
    honours: h ? `${h.side}${h.points}` : '',
    revokes: { NS: r.NS ?? 0, EW: r.EW ?? 0 },
  };
}

function entryOf(d: Draft, withHonours: boolean, withRevokes: boolean): unknown {
  if (d.passed) return { contract: 'P' };
  const entry: Record<string, unknown> = {
    contract: d.level === null || d.strain === null ? '' : `${d.level}${d.strain}${d.doubled}`,
    declarer: d.declarer,
    tricks: d.tricks,
  };
  if (withHonours && d.honours)
    entry.honours = { side: d.honours.slice(0, 2), points: Number(d.honours.slice(2)) };
  if (withRevokes && d.revokes.NS + d.revokes.EW > 0) entry.revokes = { ...d.revokes };
  return entry;
}

/** Bondebridge, bridge and Bridgette: contract, doubling, declarer, tricks (and honours, revokes). */
export function ContractEntry(p: EntryFormProps) {
  const t = useT();
  const { sheet, next } = p;
  const [d, setD] = useState<Draft>(() => draftOf(p.initial));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (change: Partial<Draft>) => {
    setD((old) => ({ ...old, ...change }));
    setProblem(null);
  };
  const game = sheet.game;
  const o = sheet.options;
  const seats = game === 'bridgette' ? 2 : 4;
  const names = namesBySeat(sheet, next);
  const doubling = game !== 'bondebridge' || o.doubling === true;
  const ntOnly = game === 'bondebridge' && o.noTrumpOnly === true;
  const minLevel = game === 'bridgette' ? 0 : 1;
  const rubber = game === 'bridge' && (o.scoring ?? 'rubber') === 'rubber';
  const revokePenalty = game === 'bondebridge' ? Number(o.revokePenalty ?? 1) : 0;
  const entry = entryOf(d, rubber, revokePenalty > 0);
  const preview = previewScore(sheet, p.index, entry);
  const seatText = (s: number) => (seats === 4 ? `${t.seat.compass[s]} (${names[s]})` : names[s]);
  const need = d.level === null ? null : 6 + d.level;
  const outcome =
    need === null || d.tricks === null
      ? null
      : d.tricks >= need
        ? t.keeper.made(d.tricks - need)
        : t.keeper.down(need - d.tricks);

  const submit = (e: Event) => {
    e.preventDefault();
    const refused = p.onSave(entry);
    if (refused) setProblem(errorText(refused, t, names));
    else if (p.initial === undefined) {
      setD(draftOf(undefined));
      setProblem(null);
    }
  };

  return (
    <form class="keeper-entry contract-entry" onSubmit={submit}>
      <label class="check keeper-passed">
        <input
          type="checkbox"
          name="passed"
          checked={d.passed}
          onChange={(e) => set({ passed: e.currentTarget.checked })}
        />
        {game === 'bridge' ? t.keeper.passedOut : t.keeper.thrownIn}
      </label>
      {!d.passed && (
        <>
          <div class="keeper-contract">
            <NumberSelect
              label={t.keeper.level}
              name="level"
              value={d.level}
              from={minLevel}
              to={7}
              onChange={(level) => set({ level, ...(level === 0 ? { strain: 'NT' as const } : {}) })}
            />
            <fieldset class="keeper-strains">
              <legend>{t.keeper.strain}</legend>
              {STRAINS.map((s) => {
                const off = (ntOnly && s !== 'NT') || (d.level === 0 && s !== 'NT');
                return (
                  <label
                    key={s}
                    class={`strain-choice strain-${s}${d.strain === s ? ' chosen' : ''}${off ? ' off' : ''}`}
                  >
                    <input
                      type="radio"
                      name="strain"
                      value={s}
                      checked={d.strain === s}
                      disabled={off}
                      aria-label={t.auction.strainNames[s]}
                      onChange={() => set({ strain: s })}
                    />
                    <span aria-hidden="true" class={s === 'NT' ? '' : `suit-${s}`}>
                      {s === 'NT' ? t.auction.strains.NT : SUIT_SYMBOL[s as Suit]}
                    </span>
                  </label>
                );
              })}
            </fieldset>
            {doubling && (
              <fieldset class="keeper-doubled">
                <legend>{t.keeper.doubled}</legend>
                {(['', 'X', 'XX'] as const).map((x) => (
                  <label key={x || 'none'} class={`strain-choice${d.doubled === x ? ' chosen' : ''}`}>
                    <input
                      type="radio"
                      name="doubled"
                      value={x}
                      checked={d.doubled === x}
                      aria-label={
                        x === '' ? t.keeper.undoubled : x === 'X' ? t.auction.double : t.auction.redouble
                      }
                      onChange={() => set({ doubled: x })}
                    />
                    <span aria-hidden="true">{x || '–'}</span>
                  </label>
                ))}
              </fieldset>
            )}
          </div>
          <label class="keeper-field">
            <span>{t.keeper.declarer}</span>
            <select
              name="declarer"
              value={d.declarer === null ? '' : String(d.declarer)}
              onChange={(e) =>
                set({ declarer: e.currentTarget.value === '' ? null : Number(e.currentTarget.value) })
              }
            >
              <option value="">—</option>
              {Array.from({ length: seats }, (_, s) => (
                <option key={s} value={String(s)}>
                  {seatText(s)}
                </option>
              ))}
            </select>
          </label>
          <NumberSelect
            label={game === 'bridgette' ? t.keeper.tricksDeclarer : t.keeper.tricksSide}
            name="tricks"
            value={d.tricks}
            from={0}
            to={13}
            onChange={(tricks) => set({ tricks })}
          />
          {need !== null && (
            <p class="muted keeper-need">
              {t.keeper.needs(need)}
              {outcome ? ` · ${outcome}` : ''}
            </p>
          )}
          {rubber && (
            <label class="keeper-field">
              <span>{t.keeper.honours}</span>
              <select
                name="honours"
                value={d.honours}
                onChange={(e) => set({ honours: e.currentTarget.value })}
              >
                <option value="">{t.keeper.noHonours}</option>
                {(['NS', 'EW'] as const).flatMap((side) =>
                  (d.strain === 'NT' ? [150] : [100, 150]).map((points) => (
                    <option key={`${side}${points}`} value={`${side}${points}`}>
                      {t.keeper.honoursOf(sideName(side, t), points)}
                    </option>
                  )),
                )}
              </select>
            </label>
          )}
          {revokePenalty > 0 && (
            <div class="keeper-revokes">
              {(['NS', 'EW'] as const).map((side) => (
                <NumberSelect
                  key={side}
                  label={t.keeper.revokes(sideName(side, t))}
                  name={`revokes-${side}`}
                  value={d.revokes[side]}
                  from={0}
                  to={3}
                  onChange={(n) => set({ revokes: { ...d.revokes, [side]: n ?? 0 } })}
                />
              ))}
              <p class="muted">{t.keeper.revokeNote(revokePenalty)}</p>
            </div>
          )}
        </>
      )}
      <ScorePreview score={preview} names={sheet.players} />
      <FormFoot
        problem={problem}
        saveLabel={p.initial === undefined ? t.keeper.saveDeal : t.keeper.save}
        onCancel={p.onCancel}
        onDelete={p.onDelete}
      />
    </form>
  );
}
