import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { useT } from '../i18n/index.js';

/** A modal panel: Escape or the close button closes it, focus moves in and back out. */
export function Dialog(p: {
  title: string;
  onClose: () => void;
  children: ComponentChildren;
  wide?: boolean;
  /** Focus the first field of the body instead of the close button (a dialog that asks something). */
  focusField?: boolean;
  /** A sheet rising from the bottom of a phone screen (the chat) instead of a box in the middle. */
  sheet?: boolean;
}) {
  const t = useT();
  const closeRef = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const field = p.focusField
      ? bodyRef.current?.querySelector<HTMLElement>('input, select, textarea')
      : null;
    (field ?? closeRef.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') p.onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click beside the dialog closes it; Escape does the same from the keyboard.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape (handled on the document) is the keyboard way to close.
    <div
      class={`backdrop${p.sheet ? ' sheet' : ''}`}
      onClick={(e) => e.target === e.currentTarget && p.onClose()}
    >
      <div
        class={`dialog${p.wide ? ' wide' : ''}${p.sheet ? ' sheet' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="dialog-title"
      >
        <header>
          <h2 id="dialog-title">{p.title}</h2>
          <button type="button" class="close" ref={closeRef} onClick={p.onClose} aria-label={t.app.close}>
            ×
          </button>
        </header>
        <div class="dialog-body" ref={bodyRef}>
          {p.children}
        </div>
      </div>
    </div>
  );
}
