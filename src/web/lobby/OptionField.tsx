import { useT } from '../i18n/index.js';
import type { OptionSpec } from '../net/types.js';

/**
 * One option of a game, explained in one line in the UI language (the spec's English as
 * fallback), with what is wrong with its value right under it.
 */
export function OptionField(p: {
  game: string;
  spec: OptionSpec;
  value: unknown;
  /** Why the value is refused, in the UI language. */
  error?: string;
  onChange: (value: unknown) => void;
}) {
  const t = useT();
  const { spec } = p;
  const id = `opt-${p.game}-${spec.name}`;
  const help = t.options[`${p.game}.${spec.name}`] ?? spec.describe;
  const choiceLabel = (c: string) => t.options[`${p.game}.${spec.name}.${c}`] ?? c;
  const isDefault = JSON.stringify(p.value) === JSON.stringify(spec.default);
  const errorId = `${id}-error`;
  // On every input of the field, so that a reader hears the reason on the field itself.
  const invalid = p.error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  let input = null;
  if (spec.kind === 'boolean') {
    input = (
      <input
        id={id}
        type="checkbox"
        {...invalid}
        checked={p.value === true}
        onChange={(e) => p.onChange(e.currentTarget.checked)}
      />
    );
  } else if (spec.kind === 'integer') {
    input = (
      <input
        id={id}
        type="number"
        {...invalid}
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
          {...invalid}
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
            {...invalid}
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
        {...invalid}
        value={String(p.value ?? '')}
        onInput={(e) => p.onChange(e.currentTarget.value)}
      />
    );
  }

  return (
    <div class={`option${isDefault ? '' : ' changed'}${p.error ? ' invalid' : ''}`} data-option={spec.name}>
      <label for={id}>{help}</label>
      {input}
      {p.error && (
        <p class="field-error" id={errorId} role="alert">
          {p.error}
        </p>
      )}
    </div>
  );
}
