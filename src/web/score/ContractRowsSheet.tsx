import { useT } from '../i18n/index.js';
import type { MatchResult } from '../net/types.js';
import { callText, nameAtSeat, scoreKeyName } from '../table/format.js';
import { blankZero, runningTotals } from './common.js';

/**
 * One row per deal — contract, declarer, tricks, score to each side — with running totals:
 * Bondebridge, duplicate and Chicago bridge (ui.md), and Bridgette's six deals.
 */
export function ContractRowsSheet(p: {
  result: MatchResult;
  /** By score key: by seat, or by person where a deal's `seating` says who sat where. */
  names: string[];
  /** Extra first column: board number (duplicate) or upcard (Bridgette). */
  extra?: { header: string; cell: (deal: MatchResult['deals'][number], i: number) => string };
  /** Deals beyond this count are marked extra (Bridgette's seventh deal). */
  regularDeals?: number;
}) {
  const t = useT();
  const keys = Object.keys(p.result.totals);
  const totals = runningTotals(p.result);
  let played = 0;
  return (
    <table class="sheet rows">
      <caption class="sr-only">{t.score.title}</caption>
      <thead>
        <tr>
          <th scope="col">{t.score.deal}</th>
          {p.extra && <th scope="col">{p.extra.header}</th>}
          <th scope="col">{t.score.contract}</th>
          <th scope="col">{t.score.declarer}</th>
          <th scope="col">{t.score.tricks}</th>
          {keys.map((k) => (
            <th scope="col" key={k} class="num">
              {scoreKeyName(k, p.names, t)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {p.result.deals.map((d, i) => {
          if (!d.passedOut) played++;
          const extraDeal = p.regularDeals !== undefined && !d.passedOut && played > p.regularDeals;
          return (
            <tr key={i} class={d.passedOut ? 'passed-out' : ''}>
              <th scope="row">
                {i + 1}
                {extraDeal && <span class="chip">{t.score.extra}</span>}
              </th>
              {p.extra && <td>{p.extra.cell(d, i)}</td>}
              <td>{d.passedOut ? t.score.passedOut : callText(String(d.contract ?? ''), t)}</td>
              <td>{typeof d.declarer === 'number' ? nameAtSeat(d, d.declarer, p.names) : ''}</td>
              <td class="num">{d.passedOut ? '' : String(d.tricks ?? '')}</td>
              {keys.map((k) => (
                <td key={k} class="num">
                  <span class="deal-score">{blankZero(d.score[k])}</span>
                  <span class="running">{totals[i][k]}</span>
                </td>
              ))}
            </tr>
          );
        })}
        {p.result.deals.length === 0 && (
          <tr>
            <td colSpan={4 + keys.length + (p.extra ? 1 : 0)}>{t.score.empty}</td>
          </tr>
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={4 + (p.extra ? 1 : 0)}>
            {t.score.total}
          </th>
          {keys.map((k) => (
            <td key={k} class="num total">
              {p.result.totals[k]}
            </td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}
