import { useT } from '../i18n/index.js';
import type { MatchResult } from '../net/types.js';

type Side = 'NS' | 'EW';
const GAME = 100;

interface Entry {
  deal: number;
  points: number;
}

/**
 * The classic rubber sheet: We | They, bonuses above the line (the first nearest the line),
 * contract points below it, a line under each game.
 */
export function RubberSheet(p: { result: MatchResult; we: Side }) {
  const t = useT();
  const they: Side = p.we === 'NS' ? 'EW' : 'NS';
  const sides: Side[] = [p.we, they];
  const above: Record<Side, Entry[]> = { NS: [], EW: [] };
  // Below the line: one block per game; a block closes when a side reaches 100 (see
  // docs/protocol-requests.md: the deal results do not say which deal completed a game).
  const games: Array<Record<Side, Entry[]>> = [{ NS: [], EW: [] }];
  let part: Record<Side, number> = { NS: 0, EW: 0 };
  p.result.deals.forEach((d, i) => {
    const a = (d.above ?? {}) as Partial<Record<Side, number>>;
    const b = (d.below ?? {}) as Partial<Record<Side, number>>;
    for (const s of sides) {
      if (a[s]) above[s].push({ deal: i + 1, points: a[s]! });
      if (b[s]) {
        games[games.length - 1][s].push({ deal: i + 1, points: b[s]! });
        part = { ...part, [s]: part[s] + b[s]! };
      }
    }
    if (part.NS >= GAME || part.EW >= GAME) {
      games.push({ NS: [], EW: [] });
      part = { NS: 0, EW: 0 };
    }
  });
  const open = games[games.length - 1];
  if (games.length > 1 && open.NS.length === 0 && open.EW.length === 0) games.pop();
  const column = (entries: Entry[]) => (
    <ul>
      {entries.map((e) => (
        <li key={`${e.deal}-${e.points}`}>
          {e.points}
          <span class="sr-only">
            {' '}
            ({t.score.deal} {e.deal})
          </span>
        </li>
      ))}
    </ul>
  );
  return (
    <table class="rubber-sheet">
      <caption class="sr-only">{t.score.title}</caption>
      <thead>
        <tr>
          <th scope="col">{t.score.we}</th>
          <th scope="col">{t.score.they}</th>
        </tr>
      </thead>
      <tbody>
        <tr class="above">
          {sides.map((s) => (
            <td key={s}>
              <span class="sr-only">{t.score.above}</span>
              {column(above[s])}
            </td>
          ))}
        </tr>
        {games.map((g, i) => (
          <tr class="below" key={i}>
            {sides.map((s) => (
              <td key={s}>
                <span class="sr-only">
                  {t.score.below}, {t.score.game} {i + 1}
                </span>
                {column(g[s])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          {sides.map((s) => (
            <td key={s}>
              {t.score.total}: {p.result.totals[s] ?? 0}
            </td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}
