import { useT } from '../i18n/index.js';
import type { MatchResult } from '../net/types.js';
import { dealTitle } from '../score/dealLine.js';

/** Under the score sheet: every finished deal, to open in the deal viewer. */
export function ReviewDeals({ result, onPick }: { result: MatchResult; onPick: (row: number) => void }) {
  const t = useT();
  if (!result.deals.length) return null;
  return (
    <nav class="review-deals" aria-label={t.review.reviewDeals}>
      <h3>{t.review.reviewDeals}</h3>
      <div class="review-buttons">
        {result.deals.map((d, i) => (
          <button type="button" key={i} data-review={i} onClick={() => onPick(i)}>
            {dealTitle(d, i, t)}
          </button>
        ))}
      </div>
    </nav>
  );
}
