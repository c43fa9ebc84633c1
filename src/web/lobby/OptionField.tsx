import { useT } from '../i18n/index.js';
import type { OptionSpec } from '../net/types.js';

/** The options to show: those that only matter with another one (`requires`) only while it is on. */
export const shownOptions = (specs: readonly OptionSpec[], values: Record<string, unknown>): OptionSpec[] =>
  specs.filter((spec) => spec.requires === undefined || values[spec.requires] === true);

/** One option of a game, explained in one line in the UI language (the spec's English as fallback). */
export function OptionField(p: {
  game: string;
  spec: OptionSpec;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const t = useT();
  const { spec } = p;
  const id = `opt-${p.game}-${spec.name}`;
  const help = t.options[`${p.game}.${spec.name}`] ?? spec.describe;
  const choiceLabel = (c: string) => t.options[`${p.game}.${spec.name}.${c}`] ?? c;
  const isDefault = JSON.stringify(p.value) === JSON.stringify(spec.default);

  let input = null;
  if (spec.kind === 'boolean') {
    input = (
      <input
        id={id}
        type="checkbox"
        checked={p.value === true}
        onChange={(e) => p.onChange(e.currentTarget.checked)}
      />
    );
  } else if (spec.kind === 'integer') {
    input = (
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={spec.min}
        max={spec.max}
        value={String(p.value ?? '')}
        onInput={(e) => {
          const n = Number(e.currentTarget.value);
          if (e.currentTarget.value !== '' && Number.isInteger(n)) p.onChange(n);
        }}
      />
    );
  } else if (spec.choices?.length) {
    const value = String(p.value ?? '');
    const custom = spec.kind === 'text' && !spec.choices.includes(value);
    input = (
      <span class="choice">
        <select
          id={id}
          value={custom ? '__custom' : value}
          onChange={(e) => {
            const v = e.currentTarget.value;
            p.onChange(v === '__custom' ? '' : v);
          }}
        >
          {spec.choices.map((c) => (
            <option key={c} value={c}>
              {choiceLabel(c)}
            </option>
          ))}
          {spec.kind === 'text' && <option value="__custom">{t.options.custom}</option>}
        </select>
        {custom && (
          <input
            type="text"
            aria-label={help}
            value={value}
            onInput={(e) => p.onChange(e.currentTarget.value)}
            placeholder="1,2,3"
          />
        )}
      </span>
    );
  } else {
    input = (
      <input
        id={id}
        type="text"
        value={String(p.value ?? '')}
        onInput={(e) => p.onChange(e.currentTarget.value)}
      />
    );
  }

  return (
    <div class={`option${isDefault ? '' : ' changed'}`}>
      <label for={id}>{help}</label>
      {input}
    </div>
  );
}
