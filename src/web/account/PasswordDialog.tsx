import { useState } from 'preact/hooks';
import { useT } from '../i18n/index.js';
import { accountName, changePassword } from '../state/account.js';
import { Dialog } from '../ui/Dialog.js';
import { accountError } from './accountErrors.js';

/** A new password: the current one first. Other devices are signed out; this one stays in. */
export function PasswordDialog(p: { onClose: () => void }) {
  const t = useT();
  const w = t.players;
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await changePassword(oldPassword, newPassword);
      setDone(true);
    } catch (err) {
      setError(accountError(err, 'password', t));
    }
    setBusy(false);
  };

  return (
    <Dialog title={w.changePassword} onClose={p.onClose} focusField>
      {done ? (
        <div class="account-form">
          <p role="status" data-tool="password-changed">
            {w.passwordChanged}
          </p>
          <div class="dialog-actions">
            <button type="button" class="primary" onClick={p.onClose}>
              {t.app.close}
            </button>
          </div>
        </div>
      ) : (
        <form class="account-form" data-tool="password-form" onSubmit={submit}>
          {/* For the browser's password manager: whose password this is. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            hidden
            readOnly
            value={accountName() ?? ''}
          />
          <label>
            {w.oldPassword}
            <input
              type="password"
              data-tool="old-password"
              autoComplete="current-password"
              required
              value={oldPassword}
              onInput={(e) => setOld(e.currentTarget.value)}
            />
          </label>
          <label>
            {w.newPassword}
            <input
              type="password"
              data-tool="new-password"
              autoComplete="new-password"
              required
              value={newPassword}
              onInput={(e) => setNew(e.currentTarget.value)}
            />
            <span class="muted">{w.passwordRule}</span>
          </label>
          {error && (
            <p class="banner error" role="alert" data-tool="account-error">
              {error}
            </p>
          )}
          <div class="dialog-actions">
            <button type="button" onClick={p.onClose}>
              {w.cancel}
            </button>
            <button type="submit" class="primary" data-tool="password-submit" disabled={busy}>
              {w.save}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
