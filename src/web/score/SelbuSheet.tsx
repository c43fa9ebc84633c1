import { cardText, SUIT_SYMBOL, type Suit } from '../cards/notation.js';
import { useT } from '../i18n/index.js';
import type { MatchResult } from '../net/types.js';
import { runningTotals } from './common.js';

interface SelbuDeal {
  round?: number;
  handSize?: number;
  trump?: string;
  bids?: number[];
  tricks?: number[];
  score: Record<string, number>;
}

/**
 * Selbu's sheet: a row per round (cards dealt, trump), a column per player with bid, tricks
 * and points; hits highlighted, running totals, the leader marked.
 */
export function SelbuSheet(p: { result: MatchResult; names: string[]; upcards?: Array<string | null> }) {
  const t = useT();
  const seats = p.names.map((_, i) => String(i));
  const totals = runningTotals(p.result);
  const final = p.result.totals;
  const best = Math.max(...seats.map((s) => final[s] ?? 0));
  const trumpCell = (trump: string | undefined) =>
    trump === 'NT' || trump === undefined ? t.score.noTrump : (SUIT_SYMBOL[trump as Suit] ?? trump);
  return (
    <>
      <table class="sheet selbu">
        <caption class="sr-only">{t.score.title}</caption>
        <thead>
          <tr>
            <th scope="col">{t.score.round}</th>
            <th scope="col">{t.score.cards}</th>
            <th scope="col">{t.score.trump}</th>
            {seats.map((s) => (
              <th
                scope="col"
                key={s}
                class={`num${final[s] === best && p.result.deals.length ? ' leader' : ''}`}
              >
                {p.names[Number(s)]}
                {final[s] === best && p.result.deals.length > 0 && (
                  <span class="leader-mark" title={t.score.leader}>
                    {' '}
                    ★<span class="sr-only">{t.score.leader}</span>
                  </span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(p.result.deals as SelbuDeal[]).map((d, i) => (
            <tr key={i}>
              <th scope="row">{d.round ?? i + 1}</th>
              <td class="num">{d.handSize}</td>
              <td class={`trump-cell suit-${d.trump}`}>
                {trumpCell(d.trump)}
                {p.upcards?.[i] && <span class="muted"> ({cardText(p.upcards[i]!, t)})</span>}
              </td>
              {seats.map((s, seat) => {
                const bid = d.bids?.[seat];
                const tricks = d.tricks?.[seat];
                const hit = bid !== undefined && bid === tricks;
                return (
                  <td key={s} class={`num${hit ? ' hit' : ''}`}>
                    <span class="bt" title={t.selbu.bidsTricks}>
                      {tricks}/{bid}
                    </span>{' '}
                    <span class="pts">{d.score[s] ?? 0}</span>
                    <span class="running">{totals[i][s]}</span>
                    {hit && <span class="sr-only"> {t.score.hit}</span>}
                  </td>
                );
              })}
            </tr>
          ))}
          {p.result.deals.length === 0 && (
            <tr>
              <td colSpan={3 + seats.length}>{t.score.empty}</td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t.score.total}
            </th>
            {seats.map((s) => (
              <td key={s} class={`num total${final[s] === best ? ' leader' : ''}`}>
                {final[s] ?? 0}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
      <p class="muted sheet-legend">{t.selbu.sheetLegend}</p>
    </>
  );
}
