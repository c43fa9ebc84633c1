import { useT } from '../i18n/index.js';
import type { MatchResult } from '../net/types.js';
import { scoreKeyName } from '../table/format.js';

/** The end of a match: who won, the final totals. */
export function MatchSummary(p: { result: MatchResult; names: string[] }) {
  const t = useT();
  const winners = p.result.winners.map((k) => scoreKeyName(k, p.names, t));
  const keys = Object.keys(p.result.totals).sort((a, b) => p.result.totals[b] - p.result.totals[a]);
  return (
    <div class="summary">
      <h2>{t.table.matchOver}</h2>
      <p class="winner">
        {winners.length > 1 ? t.table.draw(winners.join(', ')) : t.table.winner(winners.join(', '))}
      </p>
      <ol class="final">
        {keys.map((k) => (
          <li key={k} class={p.result.winners.includes(k) ? 'won' : ''}>
            <span>{scoreKeyName(k, p.names, t)}</span> <strong>{p.result.totals[k]}</strong>
          </li>
        ))}
      </ol>
    </div>
  );
}
