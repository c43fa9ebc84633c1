import { useState } from 'preact/hooks';
import { useT } from '../i18n/index.js';

/** A link to share, with a copy button that says when it worked. */
export function CopyLink({ url, label }: { url: string; label: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      prompt(label, url);
    }
  };
  return (
    <span class="copy-link">
      <button type="button" onClick={copy} data-invite={url}>
        {copied ? t.lobby.copied : label}
      </button>
    </span>
  );
}
