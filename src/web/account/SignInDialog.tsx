import { useState } from 'preact/hooks';
import { useT } from '../i18n/index.js';
import { signIn, signUp } from '../state/account.js';
import { Dialog } from '../ui/Dialog.js';
import { accountError } from './accountErrors.js';

/** The protocol's limit for a name (src/protocol/messages.ts); the server says the rest. */
const MAX_NAME = 40;

/**
 * Sign in, or (switched below the form) sign up: a name and a password. The server's refusals
 * are worded under the form; on success the dialog closes and the header shows the name.
 */
export function SignInDialog(p: {
  mode: 'sign-in' | 'sign-up';
  onMode: (m: 'sign-in' | 'sign-up') => void;
  onClose: () => void;
}) {
  const t = useT();
  const w = t.players;
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const up = p.mode === 'sign-up';

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await (up ? signUp : signIn)(name.trim(), password);
      p.onClose();
    } catch (err) {
      setError(accountError(err, p.mode, t));
      setBusy(false);
    }
  };
  const switchTo = (m: 'sign-in' | 'sign-up') => {
    setError(null);
    p.onMode(m);
  };

  return (
    <Dialog title={up ? w.signUp : w.signIn} onClose={p.onClose} focusField>
      <form class="account-form" data-tool={up ? 'sign-up-form' : 'sign-in-form'} onSubmit={submit}>
        {up && <p class="muted">{w.whyAccount}</p>}
        <label>
          {w.name}
          <input
            type="text"
            name="username"
            data-tool="account-name"
            autoComplete="username"
            maxLength={MAX_NAME}
            required
            value={name}
            onInput={(e) => setName(e.currentTarget.value)}
          />
        </label>
        <label>
          {w.password}
          <input
            type="password"
            name="password"
            data-tool="account-password"
            autoComplete={up ? 'new-password' : 'current-password'}
            required
            value={password}
            onInput={(e) => setPassword(e.currentTarget.value)}
          />
          {up && <span class="muted">{w.passwordRule}</span>}
        </label>
        {error && (
          <p class="banner error" role="alert" data-tool="account-error">
            {error}
          </p>
        )}
        <div class="dialog-actions">
          <button type="submit" class="primary" data-tool="account-submit" disabled={busy}>
            {up ? w.signUp : w.signIn}
          </button>
        </div>
        <p class="account-switch">
          {up ? w.haveAccount : w.noAccount}{' '}
          <button
            type="button"
            class="link"
            data-tool={up ? 'to-sign-in' : 'to-sign-up'}
            onClick={() => switchTo(up ? 'sign-in' : 'sign-up')}
          >
            {up ? w.signIn : w.signUp}
          </button>
        </p>
      </form>
    </Dialog>
  );
}
