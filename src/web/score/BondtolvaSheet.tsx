import { SUIT_SYMBOL, type Suit } from '../cards/notation.js';
import { useT } from '../i18n/index.js';
import type { MatchResult } from '../net/types.js';

interface BondtolvaDeal {
  trump?: string | null;
  declarations?: Array<{ seat: number; kind: 'trumf' | 'tjog'; suit: string }>;
  score: Record<string, number>;
  protocol?: Record<string, number>;
}

/**
 * Bondtolva's protocol: each player's points climbing to exactly 12, declarations noted, and
 * a drop to 7 shown as the overshoot struck through.
 */
export function BondtolvaSheet(p: { result: MatchResult; names: string[] }) {
  const t = useT();
  const seats = ['0', '1'];
  let before: Record<string, number> = { 0: 0, 1: 0 };
  return (
    <table class="sheet protocol">
      <caption>
        {t.bondtolva.protocol} <span class="muted">({t.bondtolva.target})</span>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t.score.deal}</th>
          {seats.map((s) => (
            <th scope="col" key={s} class="num">
              {p.names[Number(s)]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {(p.result.deals as BondtolvaDeal[]).map((d, i) => {
          const after = d.protocol ?? {};
          const row = (
            <tr key={i}>
              <th scope="row">{i + 1}</th>
              {seats.map((s, seat) => {
                const gained = d.score[s] ?? 0;
                const reached = (before[s] ?? 0) + gained;
                const dropped = after[s] !== undefined && after[s] !== reached;
                const decl = (d.declarations ?? []).filter((x) => x.seat === seat);
                return (
                  <td key={s} class={`num${after[s] === 12 ? ' hit' : ''}`}>
                    <span class="gain">+{gained}</span>
                    {decl.map((x) => (
                      <span class="chip decl" key={x.kind}>
                        {x.kind === 'trumf' ? t.bondtolva.trumf : t.bondtolva.tjog}{' '}
                        <span class={`suit-${x.suit}`}>{SUIT_SYMBOL[x.suit as Suit]}</span>
                      </span>
                    ))}{' '}
                    {dropped ? (
                      <>
                        <s class="overshoot">{reached}</s>{' '}
                        <strong title={t.bondtolva.dropTo7}>→ {after[s]}</strong>
                        <span class="sr-only"> {t.bondtolva.dropTo7}</span>
                      </>
                    ) : (
                      <strong>{after[s] ?? reached}</strong>
                    )}
                  </td>
                );
              })}
            </tr>
          );
          before = { ...after };
          return row;
        })}
        {p.result.deals.length === 0 && (
          <tr>
            <td colSpan={3}>{t.score.empty}</td>
          </tr>
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t.score.total}</th>
          {seats.map((s) => (
            <td key={s} class="num total">
              {p.result.totals[s] ?? 0}
            </td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}
