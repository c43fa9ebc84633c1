/**
 * The table chat (docs/protocol.md "Chat"): a side panel on a wide screen, a button with the
 * number of unread entries opening a sheet on a phone. Every entry is shown as text — Preact
 * escapes strings, and nothing here sets HTML — so markup someone types stays visible as typed.
 * Quick messages arrive as codes and are said in the reader's language.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import {
  CHAT_MAX_CHARS,
  type ChatEntry,
  type ChatFrom,
  chatLength,
  QUICK_MESSAGES,
} from '../../protocol/chat.js';
import { NameDialog } from '../friends/NameDialog.js';
import { useT } from '../i18n/index.js';
import { refusalText, type ShownError } from '../i18n/refusals.js';
import { connection } from '../net/socket.js';
import type { TableInfo } from '../net/types.js';
import { accountName, nameToJoin } from '../state/account.js';
import { settings } from '../state/settings.js';
import { useStore } from '../state/store.js';
import { Dialog } from '../ui/Dialog.js';
import { useMedia } from '../ui/useMedia.js';
import { mutedChat, setMuted, writerKey } from './ChatMute.js';

export interface ChatProps {
  tableId: string;
  table: TableInfo;
  /** The places this page holds at the table (their entries are its own). */
  mySeats: readonly number[];
  /** The token of the place shown: the page writes as that person; without one as a spectator. */
  token?: string;
}

/** Wide enough for the chat beside the table (style.css has the same width). */
const WIDE = '(min-width: 1100px)';

const useWide = (): boolean => useMedia(WIDE);

/** The entries received for the table; undefined until its history has arrived. */
const useEntries = (tableId: string): ChatEntry[] | undefined => useStore(connection.chats)[tableId];

const nameOf = (from: ChatFrom): string => ('spectator' in from ? from.spectator : from.name);

function isMine(p: ChatProps, from: ChatFrom): boolean {
  if ('spectator' in from)
    return p.token === undefined && from.spectator === (accountName() ?? settings.get().name.trim());
  return p.mySeats.includes(from.seat);
}

/** On a phone: the button that opens the chat, with the number of entries not read yet. */
export function ChatButton(p: ChatProps) {
  const t = useT();
  const wide = useWide();
  const entries = useEntries(p.tableId);
  const muted = useStore(mutedChat)[p.tableId] ?? [];
  const [open, setOpen] = useState(false);
  /** The newest entry read; what the history holds when the page opens counts as read. */
  const [seen, setSeen] = useState<number | null>(null);
  const last = entries?.at(-1)?.n ?? 0;
  useEffect(() => {
    if (entries && (open || wide || seen === null)) setSeen(last);
  }, [entries !== undefined, open, wide, last]);
  if (wide) return null;
  const unread = (entries ?? []).filter(
    (e) => e.n > (seen ?? last) && !isMine(p, e.from) && !muted.includes(writerKey(e.from)),
  ).length;
  return (
    <>
      <button
        type="button"
        class="chat-button"
        data-tool="chat"
        data-unread={unread}
        aria-label={unread ? `${t.chat.open} (${t.chat.unread(unread)})` : t.chat.open}
        onClick={() => setOpen(true)}
      >
        {t.chat.open}
        {unread > 0 && (
          <span class="chat-badge" aria-hidden="true">
            {unread}
          </span>
        )}
      </button>
      {open && (
        <Dialog title={t.chat.title} onClose={() => setOpen(false)} sheet>
          <ChatPanel {...p} />
        </Dialog>
      )}
    </>
  );
}

/** On a wide screen: the chat beside the table. */
export function ChatSide(p: ChatProps) {
  const t = useT();
  if (!useWide()) return null;
  return (
    <aside class="chat-side" aria-labelledby="chat-title">
      <h2 id="chat-title">{t.chat.title}</h2>
      <ChatPanel {...p} />
    </aside>
  );
}

/** What is said at the table, the quick messages and the line to write in. */
function ChatPanel(p: ChatProps) {
  const t = useT();
  const { lang } = useStore(settings);
  const entries = useEntries(p.tableId) ?? [];
  const muted = useStore(mutedChat)[p.tableId] ?? [];
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<ShownError | null>(null);
  /** A spectator's entry waiting for the name they write under. */
  const [naming, setNaming] = useState<{ text: string } | { quick: string } | null>(null);
  const logRef = useRef<HTMLOListElement>(null);
  const spectator = p.token === undefined;
  const canWrite = !spectator || p.table.settings.spectatorChat;
  const shown = entries.filter((e) => !muted.includes(writerKey(e.from)));
  const mutedNames = new Map<string, string>();
  for (const e of entries)
    if (muted.includes(writerKey(e.from))) mutedNames.set(writerKey(e.from), nameOf(e.from));

  // The newest entry stays in sight.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [shown.length, shown.at(-1)?.n]);

  const send = async (say: { text: string } | { quick: string }, given?: string) => {
    let as: { token: string } | { name: string };
    if (p.token !== undefined) as = { token: p.token };
    else {
      const name = (given ?? (await nameToJoin())).trim();
      if (!name) {
        setNaming(say);
        return;
      }
      as = { name };
    }
    const reply = await connection.chat(p.tableId, as, say);
    if (reply.type === 'error') setError(reply);
    else {
      setError(null);
      if ('text' in say) setDraft('');
    }
  };

  const length = chatLength(draft.trim());
  const time = (at: number) => new Date(at).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' });

  return (
    <div class="chat">
      <p
        class="muted chat-rule"
        data-chat-rule={p.table.settings.spectatorChat ? 'spectators-write' : 'players-only'}
      >
        {!canWrite
          ? t.chat.readOnly
          : p.table.settings.spectatorChat
            ? t.chat.spectatorsWrite
            : t.chat.spectatorsRead}
      </p>
      <ol class="chat-log" ref={logRef} aria-live="polite" aria-label={t.chat.title}>
        {shown.length === 0 && <li class="muted chat-empty">{t.chat.empty}</li>}
        {shown.map((e) => {
          const name = nameOf(e.from);
          const mine = isMine(p, e.from);
          return (
            <li key={e.n} class={`chat-entry${mine ? ' mine' : ''}`} data-n={e.n}>
              <span class="chat-who">
                {name}
                {(mine || 'spectator' in e.from) && (
                  <span class="chat-role"> ({mine ? t.chat.you : t.chat.watching})</span>
                )}
              </span>{' '}
              {e.quick !== undefined ? (
                <QuickText code={e.quick as string} />
              ) : (
                <span class="chat-text">{e.text}</span>
              )}{' '}
              <span class="chat-meta">
                <time class="chat-time" dateTime={new Date(e.at).toISOString()}>
                  {time(e.at)}
                </time>
                {!mine && (
                  <button
                    type="button"
                    class="chat-mute link"
                    data-tool="chat-mute"
                    aria-label={t.chat.mute(name)}
                    title={t.chat.mute(name)}
                    onClick={() => setMuted(p.tableId, writerKey(e.from), true)}
                  >
                    {t.chat.muteShort}
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      {mutedNames.size > 0 && (
        <p class="chat-muted muted">
          {t.chat.muted}{' '}
          {[...mutedNames].map(([key, name]) => (
            <button
              type="button"
              class="link"
              key={key}
              data-tool="chat-unmute"
              onClick={() => setMuted(p.tableId, key, false)}
            >
              {t.chat.unmute(name)}
            </button>
          ))}
        </p>
      )}
      {canWrite && (
        <>
          <fieldset class="chat-quick">
            <legend class="sr-only">{t.chat.quickRow}</legend>
            {QUICK_MESSAGES.map((code) => (
              <button type="button" key={code} data-quick={code} onClick={() => send({ quick: code })}>
                <QuickText code={code} />
              </button>
            ))}
          </fieldset>
          <form
            class="chat-form"
            onSubmit={(e) => {
              e.preventDefault();
              if (length > 0 && length <= CHAT_MAX_CHARS) void send({ text: draft });
            }}
          >
            <input
              type="text"
              data-tool="chat-input"
              aria-label={t.chat.placeholder}
              placeholder={t.chat.placeholder}
              autoComplete="off"
              enterKeyHint="send"
              value={draft}
              onInput={(e) => setDraft(e.currentTarget.value)}
            />
            <button
              type="submit"
              class="primary"
              data-tool="chat-send"
              disabled={length === 0 || length > CHAT_MAX_CHARS}
            >
              {t.chat.send}
            </button>
          </form>
          {length > CHAT_MAX_CHARS - 50 && (
            <p class={`chat-count${length > CHAT_MAX_CHARS ? ' over' : ''}`}>
              {t.chat.count(length, CHAT_MAX_CHARS)}
            </p>
          )}
        </>
      )}
      {error && (
        <p class="chat-error" role="alert">
          {refusalText(error, t, [])}
        </p>
      )}
      {naming && (
        <NameDialog
          onCancel={() => setNaming(null)}
          onDone={(chosen) => {
            const say = naming;
            setNaming(null);
            void send(say, chosen);
          }}
        />
      )}
    </div>
  );
}

/** A quick message in the reader's language; one shown as a picture is spoken in words. */
function QuickText({ code }: { code: string }) {
  const t = useT();
  const shown = (t.chat.quick as Record<string, string>)[code] ?? code;
  const spoken = t.chat.quickSpoken[code];
  if (!spoken) return <span class="chat-text quick">{shown}</span>;
  return (
    <span class="chat-text quick">
      <span aria-hidden="true">{shown}</span>
      <span class="sr-only">{spoken}</span>
    </span>
  );
}
