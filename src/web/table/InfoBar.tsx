import { useT } from '../i18n/index.js';
import type { BaseView, TableInfo } from '../net/types.js';
import { kitFor } from './kits/byGame.js';
import type { Chip } from './kits/kit.js';

/**
 * Where the match stands, in a line of chips: the game's own (deal, board, vulnerability),
 * dealer and phase, then the game's again (contract, trump, tricks, stock).
 */
export function InfoBar(p: { view: BaseView; info: TableInfo; names: string[] }) {
  const t = useT();
  const v = p.view;
  const kit = kitFor(v.game);
  const chips: Array<{ key: string; label: string; value: string; cls?: string }> = [];
  const add = ({ key, label, value, cls }: Chip) => {
    // Once the match is over only the phase is news; the rest describes a deal not dealt.
    if (v.phase === 'over' && key !== 'phase') return;
    if (value !== null && value !== undefined && value !== '') chips.push({ key, label, value, cls });
  };

  for (const chip of kit.headChips?.(v, t) ?? []) add(chip);
  add({ key: 'dealer', label: t.seat.dealer, value: p.names[v.dealer] });
  add({ key: 'phase', label: '', value: t.table.phase[v.phase] ?? v.phase, cls: 'phase' });
  for (const chip of kit.chips?.(v, p.names, t) ?? []) add(chip);

  return (
    <ul class="info-bar" aria-label={t.app.title}>
      {chips.map((c) => (
        <li key={c.key} class={`info info-${c.key} ${c.cls ?? ''}`}>
          {c.label && <span class="label">{c.label}: </span>}
          <span class="value">{c.value}</span>
        </li>
      ))}
    </ul>
  );
}
