import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/index.js';
import { fetchInvite } from '../net/api.js';
import { Dialog } from '../ui/Dialog.js';
import { InviteFriends } from './InviteFriends.js';
import { type InviteLink, inviteLink, type ServerAddresses } from './inviteLink.js';

/** The command that makes the server listen on the network (docs: README, Playing with friends). */
export const LISTEN_ON_NETWORK = 'npm start -- --lan';

/** Selects the link's text, to copy by hand where the page may not write the clipboard. */
function selectLink(): void {
  const el = document.getElementById('invite-url');
  const selection = getSelection();
  if (!el || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(el);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** The server's addresses, asked once per page load (they change only with a restart). */
let asked: Promise<ServerAddresses | null> | undefined;

/** The invite link for `path` (`/t/abc`); null until the server has said where it listens. */
export function useInviteLink(path: string): InviteLink | null {
  const [server, setServer] = useState<{ value: ServerAddresses | null } | null>(null);
  useEffect(() => {
    asked ??= fetchInvite().catch(() => null);
    let live = true;
    asked.then((value) => live && setServer({ value }));
    return () => {
      live = false;
    };
  }, []);
  return server ? inviteLink(location, path, server.value) : null;
}

/**
 * The invite link with an address a friend on another machine can open, a copy button, and
 * what to do when there is none (start the server so that it listens on the network). With
 * `seat` (the table and the token of a seat the person holds) a signed-in person also sees their
 * friends online, to invite them in one tap.
 */
export function InviteDialog({
  link,
  onClose,
  seat,
}: {
  link: InviteLink;
  onClose: () => void;
  seat?: { tableId: string; token: string };
}) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (an insecure origin such as a LAN address): the link is selected instead.
      selectLink();
    }
  };
  return (
    <Dialog title={t.friends.invite} onClose={onClose}>
      <div class="invite" data-kind={link.kind}>
        <p>{t.friends.inviteIntro}</p>
        <div class="invite-row">
          {/* The whole link, wrapped on a phone: a field would show only its start. */}
          <code id="invite-url" class="invite-url">
            {link.url}
          </code>
          <button type="button" class="primary" onClick={copy} data-tool="copy-invite">
            {copied ? t.friends.copied : t.friends.copy}
          </button>
        </div>
        {link.kind === 'network' && <p class="muted">{t.friends.sameNetwork}</p>}
        {link.kind === 'loopback-only' && (
          <div class="banner warn">
            <p>{t.friends.loopbackOnly}</p>
            <code class="command">{LISTEN_ON_NETWORK}</code>
          </div>
        )}
        {link.kind === 'no-address' && <p class="banner warn">{t.friends.noAddress}</p>}
        {link.others.length > 0 && (
          <>
            <p class="muted">{t.friends.otherAddresses}</p>
            <ul class="invite-others">
              {link.others.map((u) => (
                <li key={u}>
                  <code>{u}</code>
                </li>
              ))}
            </ul>
          </>
        )}
        {seat && <InviteFriends tableId={seat.tableId} token={seat.token} />}
      </div>
    </Dialog>
  );
}
