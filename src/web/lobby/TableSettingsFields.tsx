import { useT } from '../i18n/index.js';
import { type TableSettings, TIMER_CHOICES } from './tableSettings.js';

/**
 * The New-table form's "Table settings": who can find the table, undo, spectators' chat, the
 * turn timer and hints, each with one line saying what it does. Phone first: one column of
 * large targets, the choices as radio buttons rather than menus.
 */
export function TableSettingsFields(p: { value: TableSettings; onChange: (next: TableSettings) => void }) {
  const t = useT();
  const w = t.tableSettings;
  const set = <K extends keyof TableSettings>(key: K, v: TableSettings[K]) =>
    p.onChange({ ...p.value, [key]: v });
  const toggle = (key: 'undo' | 'spectatorChat' | 'hints', label: string, help: string) => (
    <label class="setting-toggle" data-setting={key}>
      <input type="checkbox" checked={p.value[key]} onChange={(e) => set(key, e.currentTarget.checked)} />
      <span class="setting-name">{label}</span>
      <span class="setting-help">{help}</span>
    </label>
  );
  return (
    <fieldset class="table-settings" aria-labelledby="table-settings-title">
      <legend id="table-settings-title">{w.title}</legend>
      <fieldset class="visibility-choice" data-setting="visibility">
        <legend class="sub-legend">{w.visibility}</legend>
        {(['private', 'public'] as const).map((v) => (
          <label key={v} class={`setting-option${p.value.visibility === v ? ' chosen' : ''}`}>
            <input
              type="radio"
              name="visibility"
              value={v}
              checked={p.value.visibility === v}
              onChange={() => set('visibility', v)}
            />
            <span class="setting-name">{w[v]}</span>
            <span class="setting-help">{w[v === 'private' ? 'privateHelp' : 'publicHelp']}</span>
          </label>
        ))}
      </fieldset>
      {toggle('undo', w.undo, w.undoHelp)}
      <fieldset class="timer-choice" data-setting="turnTimer" aria-describedby="turn-timer-help">
        <legend class="sub-legend">{w.turnTimer}</legend>
        <p class="setting-help" id="turn-timer-help">
          {w.turnTimerHelp}
        </p>
        <div class="segmented">
          {TIMER_CHOICES.map((s) => (
            <label key={s} class={p.value.turnTimer === s ? 'chosen' : ''}>
              <input
                type="radio"
                name="turnTimer"
                value={s}
                checked={p.value.turnTimer === s}
                onChange={() => set('turnTimer', s)}
              />
              <span>{s === 0 ? w.timerOff : w.seconds(s)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {toggle('hints', w.hints, w.hintsHelp)}
      {toggle('spectatorChat', w.spectatorChat, w.spectatorChatHelp)}
    </fieldset>
  );
}
