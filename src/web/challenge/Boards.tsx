/**
 * Each board (deal) the asker has played: opened, it shows every entrant's result with its
 * matchpoints and IMPs, how often each result came, the datum, and the links to each one's play.
 */
import { useState } from 'preact/hooks';
import { shownLanguage, useT } from '../i18n/index.js';
import { ApiError } from '../net/api.js';
import { navigate } from '../state/router.js';
import { fetchBoard } from './api.js';
import { boardsToShow, byText, challengeError, contractText, percentText, signed } from './lines.js';
import type { BoardResults, ChallengeInfo } from './types.js';

export function Boards({ challenge }: { challenge: ChallengeInfo }) {
  const t = useT();
  const w = t.challenge;
  const count = boardsToShow(challenge);
  const byBoards = challenge.ranking === 'boards';
  return (
    <section class="challenge-section" aria-labelledby="boards-title">
      <h2 id="boards-title">{byBoards ? w.boardsTitle : w.dealsTitle}</h2>
      <div class="challenge-boards" data-tool="boards">
        {Array.from({ length: count }, (_, n) => (
          <Board key={n} challenge={challenge} n={n} />
        ))}
      </div>
    </section>
  );
}

function Board({ challenge, n }: { challenge: ChallengeInfo; n: number }) {
  const t = useT();
  const w = t.challenge;
  const lang = shownLanguage();
  const [board, setBoard] = useState<BoardResults | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const load = () => {
    if (board || error) return;
    fetchBoard(challenge.id, n).then(setBoard, (e) =>
      setError(e instanceof ApiError ? e : new ApiError(0, 'server-error', (e as Error).message)),
    );
  };
  /** Games without contracts: a result is its score, said once. */
  const plain = board?.frequency.every((f) => f.result === String(f.score)) ?? false;
  const contracts = board?.rows.some((r) => r.contract) ?? false;
  const percents = board?.rows.some((r) => r.percent !== undefined) ?? false;
  const imps = board?.rows.some((r) => r.imps !== undefined) ?? false;
  const title = challenge.ranking === 'boards' ? w.board(n + 1) : w.deal(n + 1);
  return (
    <details
      class="challenge-board"
      data-board={n}
      onToggle={(e) => {
        if ((e.currentTarget as HTMLDetailsElement).open) load();
      }}
    >
      <summary>{title}</summary>
      {error && (
        <p class={`banner${error.code === 'play-first' ? '' : ' error'}`}>
          {error.code === 'play-first' ? w.playBoardFirst : challengeError(error, t)}
        </p>
      )}
      {!board && !error && <p class="muted">{w.loading}</p>}
      {board && (
        <div class="board-results" data-loaded="">
          {board.datum !== undefined && <p class="muted">{w.datum(signed(board.datum, lang, 0))}</p>}
          <table class={`frequency${plain ? ' plain' : ''}`} data-tool="frequency">
            <caption>{w.frequency}</caption>
            <thead>
              <tr>
                {!plain && <th scope="col">{w.result}</th>}
                <th scope="col" class="num">
                  {w.score}
                </th>
                <th scope="col" class="num">
                  {w.times}
                </th>
              </tr>
            </thead>
            <tbody>
              {board.frequency.map((f) => (
                <tr key={`${f.result}-${f.score}`}>
                  {!plain && (
                    <td>
                      <Suits text={contractText(f.result, t)} />
                    </td>
                  )}
                  <td class="num">{signed(f.score, lang, 0)}</td>
                  <td class="num">{f.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table class="board-table" data-tool="board-rows">
            <thead>
              <tr>
                <th scope="col">{w.player}</th>
                {contracts && <th scope="col">{w.contract}</th>}
                <th scope="col" class="num">
                  {w.score}
                </th>
                {percents && (
                  <th scope="col" class="num">
                    %
                  </th>
                )}
                {imps && (
                  <th scope="col" class="num">
                    {w.imps}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {board.rows.map((r, i) => (
                <tr key={`${r.name}-${i}`} class={r.bot ? 'bot' : ''} data-bot={r.bot ? '' : undefined}>
                  <th scope="row" class="who">
                    <span class="name">{r.bot ? w.theBot : r.name}</span>{' '}
                    {r.replay ? (
                      <a
                        class="replay-link"
                        href={r.replay}
                        data-tool="entrant-replay"
                        aria-label={w.replayOf(r.bot ? w.theBot : r.name)}
                        onClick={(e) => {
                          e.preventDefault();
                          navigate(r.replay!);
                        }}
                      >
                        {w.replay}
                      </a>
                    ) : r.bot ? null : (
                      <span class="muted replay-link">{w.offlinePlay}</span>
                    )}
                  </th>
                  {contracts && (
                    <td>
                      {r.contract ? (
                        <Suits text={`${contractText(r.contract, t)}${r.by ? ` ${byText(r.by, t)}` : ''}`} />
                      ) : (
                        '—'
                      )}
                    </td>
                  )}
                  <td class="num">{signed(r.score, lang, 0)}</td>
                  {percents && (
                    <td class="num">{r.percent === undefined ? '—' : percentText(r.percent, lang)}</td>
                  )}
                  {imps && <td class="num">{r.imps === undefined ? '—' : signed(r.imps, lang)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}

/** A contract with its suit symbols coloured as on the cards (red hearts and diamonds). */
export function Suits({ text }: { text: string }) {
  return (
    <>
      {text.split(/([♠♥♦♣])/).map((part, i) =>
        /^[♠♥♦♣]$/.test(part) ? (
          <span key={i} class={`suit-${'♠♥♦♣'.indexOf(part)}`}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
