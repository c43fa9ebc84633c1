import { useT } from '../i18n/index.js';
import { sideName } from '../keeper/text.js';
import type { MatchResult } from '../net/types.js';

/** The bonuses of a rubber left unfinished when the table closed (+300 a game, +50 a part-score). */
export function UnfinishedBonus(p: { result: MatchResult }) {
  const t = useT();
  const bonus = p.result.unfinishedRubberBonus as Record<'NS' | 'EW', number> | undefined;
  if (!bonus) return null;
  return (
    <p class="keeper-bonus">
      {(['NS', 'EW'] as const)
        .filter((s) => bonus[s] > 0)
        .map((s) => t.keeper.unfinishedBonus(sideName(s, t), bonus[s]))
        .join(' · ')}
    </p>
  );
}
