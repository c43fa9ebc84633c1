import { useT } from '../i18n/index.js';
import { callLabel, callText } from './format.js';

export interface AuctionGridProps {
  calls: ReadonlyArray<readonly [number, string]>;
  seats: number;
  names: string[];
  /** Column order by seat: W N E S for compass seats (seats 3 0 1 2). */
  columns: number[];
  /** Header text per seat (compass letters or names). */
  headers: readonly string[];
  dealer: number;
  /** What each call (by its index in `calls`) shows, for a tooltip and the alert mark. */
  explain?: (index: number) => CallExplanation | null;
}

export interface CallExplanation {
  text: string;
  alert: boolean;
}

/**
 * The auction as players write it: a column per seat, the first call in its caller's column,
 * passes written out.
 */
export function AuctionGrid(p: AuctionGridProps) {
  const t = useT();
  const rows: Array<Array<{ call: string; index: number } | null>> = [];
  if (p.calls.length) {
    let col = p.columns.indexOf(p.calls[0][0]);
    let row: Array<{ call: string; index: number } | null> = Array(p.columns.length).fill(null);
    for (const [index, [, call]] of p.calls.entries()) {
      row[col] = { call, index };
      col++;
      if (col === p.columns.length) {
        rows.push(row);
        row = Array(p.columns.length).fill(null);
        col = 0;
      }
    }
    if (row.some((c) => c !== null)) rows.push(row);
  }
  return (
    <table class="auction">
      <caption class="sr-only">{t.auction.title}</caption>
      <thead>
        <tr>
          {p.columns.map((s) => (
            <th scope="col" key={s} class={s === p.dealer ? 'dealer-col' : ''} title={p.names[s]}>
              {p.headers[s]}
              {s === p.dealer && <span class="sr-only"> ({t.seat.dealer})</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map((cell, j) => {
              const call = cell?.call;
              const shown = cell && p.explain ? p.explain(cell.index) : null;
              return (
                <td
                  key={j}
                  class={call === 'P' ? 'pass' : call ? `call-${call.replace(/^\d/, '')}` : ''}
                  title={shown ? shown.text : undefined}
                >
                  {call && (
                    <>
                      <span aria-hidden="true">{callText(call, t)}</span>
                      {shown?.alert && (
                        <sup class="alert-mark" aria-hidden="true">
                          !
                        </sup>
                      )}
                      <span class="sr-only">
                        {callLabel(call, t)}
                        {shown ? ` (${shown.alert ? `${t.auction.alerted}; ` : ''}${shown.text})` : ''}
                      </span>
                    </>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
        {rows.length === 0 && (
          <tr>
            {p.columns.map((s) => (
              <td key={s} />
            ))}
          </tr>
        )}
      </tbody>
    </table>
  );
}
