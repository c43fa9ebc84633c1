/** A challenge's ranking: every entrant's line, "the bot"'s among them, yours marked. */
import { useEffect, useState } from 'preact/hooks';
import { shownLanguage, useT } from '../i18n/index.js';
import { ApiError } from '../net/api.js';
import { fetchResults } from './api.js';
import { challengeError, columnsOf, lineCells } from './lines.js';
import type { ChallengeInfo, Results } from './types.js';

export function Ranking({ challenge }: { challenge: ChallengeInfo }) {
  const t = useT();
  const w = t.challenge;
  const lang = shownLanguage();
  const [results, setResults] = useState<Results | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => {
    fetchResults(challenge.id).then(setResults, (e) =>
      setError(e instanceof ApiError ? e : new ApiError(0, 'server-error', (e as Error).message)),
    );
  }, [challenge.id, challenge.mine?.played]);

  const columns = columnsOf(challenge);
  /** The boards each line counts, shown only where they differ (else the facts line says it). */
  const boardsDiffer = results ? new Set(results.lines.map((l) => l.boards)).size > 1 : false;
  const heads: Record<(typeof columns)[number], string> = {
    percent: w.percent,
    imps: w.imps,
    total: w.total,
    exact: w.exact,
  };
  return (
    <section class="challenge-section" aria-labelledby="ranking-title">
      <h2 id="ranking-title">{w.ranking}</h2>
      {error && (
        <p class={`banner${error.code === 'play-first' ? '' : ' error'}`} data-tool="ranking-refused">
          {challengeError(error, t)}
        </p>
      )}
      {!results && !error && <p class="muted">{w.loading}</p>}
      {results && (
        <div class="ranking-scroll">
          <table class="ranking" data-tool="ranking">
            <thead>
              <tr>
                <th scope="col" class="num">
                  {w.rank}
                </th>
                <th scope="col">{w.player}</th>
                {boardsDiffer && (
                  <th scope="col" class="num">
                    {challenge.ranking === 'boards' ? w.boardsColumn : w.dealsColumn}
                  </th>
                )}
                {columns.map((c) => (
                  <th key={c} scope="col" class="num">
                    {heads[c]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {results.lines.map((line, i) => {
                const cells = lineCells(line, columns, t, lang);
                return (
                  <tr
                    key={`${line.name}-${i}`}
                    class={`${line.you ? 'you' : ''}${line.bot ? ' bot' : ''}`}
                    data-bot={line.bot ? '' : undefined}
                    data-you={line.you ? '' : undefined}
                  >
                    <td class="num">{cells.rank}</td>
                    <th scope="row" class="who">
                      {cells.name}
                      {line.you && <span class="chip you-chip">{w.you}</span>}
                    </th>
                    {boardsDiffer && <td class="num">{cells.boards}</td>}
                    {columns.map((c) => (
                      <td key={c} class="num" data-column={c}>
                        {cells.figures[c]}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
