import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../i18n/index.js';
import { account, signOut } from '../state/account.js';
import { FRIENDS_PATH, navigate, profilePath } from '../state/router.js';
import { useStore } from '../state/store.js';
import { accountError } from './accountErrors.js';
import { accountDialog, openAccountDialog } from './dialogs.js';
import { PasswordDialog } from './PasswordDialog.js';
import { SignInDialog } from './SignInDialog.js';

/**
 * The header's account: "Sign in" for a guest; for a signed-in player their name, opening a
 * menu of their profile, friends, a new password and signing out.
 */
export function AccountMenu() {
  const t = useT();
  const w = t.players;
  const a = useStore(account);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  // A click elsewhere or Escape closes the menu.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!menuRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const go = (path: string) => (e: Event) => {
    e.preventDefault();
    setOpen(false);
    navigate(path);
  };

  return (
    <>
      {a.status === 'guest' && (
        <button type="button" data-tool="sign-in" onClick={() => openAccountDialog('sign-in')}>
          {w.signIn}
        </button>
      )}
      {a.status === 'signed-in' && (
        <div class="account" ref={menuRef}>
          <button
            type="button"
            class="account-name"
            data-tool="account"
            aria-haspopup="true"
            aria-expanded={open}
            title={a.name}
            onClick={() => setOpen(!open)}
          >
            <span class="sr-only">{w.account}: </span>
            <span class="account-label">{a.name}</span>
            <span aria-hidden="true">▾</span>
          </button>
          {open && (
            <nav class="account-menu" aria-label={w.account}>
              <a href={profilePath(a.name)} data-tool="my-profile" onClick={go(profilePath(a.name))}>
                {w.profile}
              </a>
              <a href={FRIENDS_PATH} data-tool="my-friends" onClick={go(FRIENDS_PATH)}>
                {w.friends}
              </a>
              <button
                type="button"
                data-tool="change-password"
                onClick={() => {
                  setOpen(false);
                  openAccountDialog('password');
                }}
              >
                {w.changePassword}
              </button>
              <button
                type="button"
                data-tool="sign-out"
                onClick={() => {
                  setFailed(null);
                  // The menu stays open until the server has ended the session, to say so if it could not.
                  signOut().then(
                    () => setOpen(false),
                    (e) => setFailed(accountError(e, 'sign-in', t)),
                  );
                }}
              >
                {w.signOut}
              </button>
              {failed && (
                <p class="account-failed" role="alert">
                  {failed}
                </p>
              )}
            </nav>
          )}
        </div>
      )}
    </>
  );
}

/** The account's dialogs, outside the header (whose colours they must not take). */
export function AccountDialogs() {
  const dialog = useStore(accountDialog);
  const close = () => accountDialog.set(null);
  if (dialog === 'sign-in' || dialog === 'sign-up')
    return <SignInDialog mode={dialog} onMode={openAccountDialog} onClose={close} />;
  if (dialog === 'password') return <PasswordDialog onClose={close} />;
  return null;
}
