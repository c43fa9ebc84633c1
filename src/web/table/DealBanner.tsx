import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../i18n/index.js';
import type { MatchResult } from '../net/types.js';
import { callText, scoreKeyName } from './format.js';

/**
 * When a deal ends the server deals the next one at once, so its last trick is never on the
 * table: a short line tells how the deal went (contract, tricks, points) until the next one.
 */
export function DealBanner(p: { result: MatchResult; names: string[] }) {
  const t = useT();
  const count = p.result.deals.length;
  const seen = useRef(count);
  const [shown, setShown] = useState<number | null>(null);
  useEffect(() => {
    if (count > seen.current) setShown(count - 1);
    seen.current = count;
    if (count === 0) setShown(null);
  }, [count]);
  useEffect(() => {
    if (shown === null) return;
    const timer = setTimeout(() => setShown(null), 6000);
    return () => clearTimeout(timer);
  }, [shown]);
  if (shown === null) return null;
  const d = p.result.deals[shown];
  if (!d) return null;
  const parts: string[] = [];
  if (d.passedOut) parts.push(t.score.passedOut);
  else if (typeof d.contract === 'string') {
    const by = typeof d.declarer === 'number' ? ` ${t.table.by} ${p.names[d.declarer]}` : '';
    const claimed = typeof d.claimed === 'number' ? ` (${t.claim.claimedTricks(d.claimed)})` : '';
    parts.push(`${callText(d.contract, t)}${by}: ${d.tricks} ${t.table.tricks.toLowerCase()}${claimed}`);
  }
  // Partnership games name only the side that scored; everyone-for-themselves games list all.
  const bySide = 'NS' in d.score || 'EW' in d.score;
  const scores = Object.entries(d.score)
    .filter(([, n]) => n !== 0 || !bySide)
    .map(([k, n]) => `${scoreKeyName(k, p.names, t)}: ${n > 0 ? '+' : ''}${n}`);
  if (scores.length) parts.push(scores.join(', '));
  return (
    <div class="deal-banner" role="status">
      <strong>{`${typeof d.round === 'number' ? t.score.round : t.score.deal} ${typeof d.round === 'number' ? d.round : shown + 1}:`}</strong>{' '}
      {parts.join(' · ')}
      <button type="button" class="link" onClick={() => setShown(null)} aria-label={t.app.close}>
        ×
      </button>
    </div>
  );
}
