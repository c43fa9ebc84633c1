import { useState } from 'preact/hooks';
import { useT } from '../i18n/index.js';
import { changeSettings, settings } from '../state/settings.js';
import { Dialog } from '../ui/Dialog.js';

/** The protocol's limit for a display name (src/protocol/messages.ts). */
const MAX_NAME = 40;

/**
 * Asks for the name the others will see, once: it is kept in the settings (localStorage),
 * and every later table takes it without asking.
 */
export function NameDialog(p: { onDone: (name: string) => void; onCancel: () => void }) {
  const t = useT();
  const [name, setName] = useState(settings.get().name);
  const clean = name.trim();
  const submit = (e: Event) => {
    e.preventDefault();
    if (!clean) return;
    changeSettings({ name: clean });
    p.onDone(clean);
  };
  return (
    <Dialog title={t.friends.nameTitle} onClose={p.onCancel} focusField>
      <form class="name-form" onSubmit={submit}>
        <label for="your-name">{t.settings.name}</label>
        <input
          id="your-name"
          type="text"
          data-tool="your-name"
          autoComplete="nickname"
          maxLength={MAX_NAME}
          required
          value={name}
          onInput={(e) => setName(e.currentTarget.value)}
        />
        <p class="muted">{t.friends.nameHint}</p>
        <div class="dialog-actions">
          <button type="button" onClick={p.onCancel}>
            {t.friends.cancel}
          </button>
          <button type="submit" class="primary" data-tool="sit-down" disabled={!clean}>
            {t.friends.nameOk}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
