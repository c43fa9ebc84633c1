import { Fragment } from 'preact';
import type { Messages } from '../i18n/index.js';
import { shownLanguage } from '../i18n/index.js';
import type { MatchSummary } from '../net/accounts.js';
import { navigate, profilePath } from '../state/router.js';
import { matchLine } from './lines.js';

/** A player's matches, newest first: game, date, result, who played with and against them. */
export function MatchList(p: { matches: MatchSummary[]; t: Messages }) {
  const { t } = p;
  const w = t.players;
  const lang = shownLanguage();
  return (
    <ul class="match-list" data-tool="matches">
      {p.matches.map((m) => {
        const line = matchLine(m, t, lang);
        return (
          <li key={`${m.tableId}:${m.match}`} data-match={`${m.tableId}:${m.match}`}>
            <div class="match-head">
              <span class="match-game">{line.game}</span>
              <span class={`chip ${line.won ? 'won' : 'lost'}`} data-tool="match-result">
                {line.result}
              </span>
              {line.rated && <span class="chip rated">{w.rated}</span>}
              {line.rating && (
                <span class="match-rating" data-tool="rating-change">
                  {line.rating}
                </span>
              )}
            </div>
            <div class="match-people muted">
              {line.partners.length > 0 && (
                <span>
                  {w.partners} <Names names={line.partners} accounts={line.accounts} />
                </span>
              )}
              {line.opponents.length > 0 && (
                <span>
                  {w.opponents} <Names names={line.opponents} accounts={line.accounts} />
                </span>
              )}
            </div>
            <div class="match-foot">
              <time dateTime={m.endedAt} class="muted">
                {line.date}
              </time>
              <a
                href={line.replay}
                data-tool="match-replay"
                onClick={(e) => {
                  e.preventDefault();
                  navigate(line.replay);
                }}
              >
                {w.replay}
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Names in a row, a player's account a link to their page. */
function Names(p: { names: string[]; accounts: string[] }) {
  return (
    <>
      {p.names.map((name, i) => (
        <Fragment key={`${i}:${name}`}>
          {i > 0 && ', '}
          {p.accounts.includes(name) ? (
            <a
              href={profilePath(name)}
              onClick={(e) => {
                e.preventDefault();
                navigate(profilePath(name));
              }}
            >
              {name}
            </a>
          ) : (
            name
          )}
        </Fragment>
      ))}
    </>
  );
}
