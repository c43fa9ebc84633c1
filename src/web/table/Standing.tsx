import { useT } from '../i18n/index.js';
import type { MatchResult } from '../net/types.js';
import { scoreKeyName } from './format.js';

/** The match totals in one line, always in view beside the table; the sheet has the detail. */
export function Standing({ result, names }: { result: MatchResult; names: string[] }) {
  const t = useT();
  const keys = Object.keys(result.totals);
  if (result.deals.length === 0 || keys.length === 0) return null;
  return (
    <dl class="standing" title={t.score.title}>
      {keys.map((k) => (
        <div key={k}>
          <dt>{scoreKeyName(k, names, t)}</dt>
          <dd>{result.totals[k]}</dd>
        </div>
      ))}
    </dl>
  );
}
