/**
 * `/challenge/new`: a challenge of one's own, for a club or a family: a name, a game, the deals
 * from a seed or (bridge, bondebridge) a PBN file's boards, and the time it is open. The server
 * checks the description (src/challenge/spec.ts); the page gives the link to share.
 */
import { useState } from 'preact/hooks';
import { CHALLENGE_GAMES, type ChallengeGame } from '../../challenge/boards.js';
import { useT } from '../i18n/index.js';
import { ApiError } from '../net/api.js';
import { gameName } from '../players/lines.js';
import { challengePath } from '../state/paths.js';
import { navigate } from '../state/router.js';
import { makeChallenge } from './api.js';
import { challengeError, pbnProblemText } from './lines.js';
import { boardsFromPbn, type FileBoard } from './pbnBoards.js';
import type { ChallengeInfo, ChallengeSpec } from './types.js';

const FILE_GAMES: readonly ChallengeGame[] = ['bridge', 'bondebridge'];
const DAY_MS = 24 * 3600 * 1000;

/** A `datetime-local` value (local time, to the minute) for an instant. */
export function localInput(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** A seed nobody has to think of: six letters and digits, which the maker may change. */
const freshSeed = () => `club-${Math.random().toString(36).slice(2, 8)}`;

export function NewChallenge() {
  const t = useT();
  const w = t.challenge;
  const [name, setName] = useState('');
  const [game, setGame] = useState<ChallengeGame>('bridge');
  const [from, setFrom] = useState<'seed' | 'file'>('seed');
  const [seed, setSeed] = useState(freshSeed);
  const [file, setFile] = useState<{ boards: FileBoard[] } | { problem: string } | null>(null);
  const [opens, setOpens] = useState(() => localInput(Date.now()));
  const [closes, setCloses] = useState(() => localInput(Date.now() + 7 * DAY_MS));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<ChallengeInfo | null>(null);
  const [copied, setCopied] = useState(false);

  const fileAllowed = FILE_GAMES.includes(game);
  const useFile = fileAllowed && from === 'file';

  const readFile = async (input: HTMLInputElement) => {
    const f = input.files?.[0];
    if (!f) return setFile(null);
    const read = boardsFromPbn(await f.text());
    setFile('problem' in read ? { problem: pbnProblemText(read.problem, t) } : read);
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    setProblem(null);
    const o = Date.parse(opens);
    const c = Date.parse(closes);
    if (!name.trim()) return setProblem(w.badField.name);
    if (Number.isNaN(o)) return setProblem(w.badField.opens);
    if (Number.isNaN(c) || c <= o) return setProblem(w.badField.closes);
    const spec: ChallengeSpec = {
      name: name.trim(),
      game,
      opens: new Date(o).toISOString(),
      closes: new Date(c).toISOString(),
    };
    if (useFile) {
      if (!file || !('boards' in file))
        return setProblem(file && 'problem' in file ? file.problem : w.badField.boards);
      spec.boards = file.boards;
    } else {
      if (!seed.trim()) return setProblem(w.badField.seed);
      spec.seed = seed.trim();
    }
    setBusy(true);
    try {
      setMade(await makeChallenge(spec));
    } catch (err) {
      setProblem(
        challengeError(err instanceof ApiError ? err : new ApiError(0, 'server-error', String(err)), t),
      );
    } finally {
      setBusy(false);
    }
  };

  if (made) {
    const link = `${globalThis.location.origin}${challengePath(made.id)}`;
    return (
      <main class="page narrow new-challenge" id="main" data-tool="challenge-made">
        <h1>{w.newTitle}</h1>
        <p>{w.made}</p>
        <p class="share">
          <input
            type="text"
            readOnly
            value={link}
            aria-label={made.name}
            data-tool="share-link"
            onFocus={(e) => e.currentTarget.select()}
          />
        </p>
        <p class="share-actions">
          <button
            type="button"
            data-tool="copy-link"
            onClick={() =>
              void globalThis.navigator.clipboard?.writeText(link).then(
                () => setCopied(true),
                () => undefined,
              )
            }
          >
            {w.copy}
          </button>
          <a
            class="button primary"
            href={challengePath(made.id)}
            data-tool="open-made"
            onClick={(e) => {
              e.preventDefault();
              navigate(challengePath(made.id));
            }}
          >
            {w.open}
          </a>
          {copied && (
            <span class="muted" role="status">
              {w.copied}
            </span>
          )}
        </p>
      </main>
    );
  }

  return (
    <main class="page narrow new-challenge" id="main" data-tool="new-challenge-page">
      <h1>{w.newTitle}</h1>
      <p class="muted">{w.newIntro}</p>
      <form class="challenge-form" onSubmit={submit} data-tool="challenge-form">
        <label>
          {w.name}
          <input
            type="text"
            required
            maxLength={80}
            value={name}
            data-tool="challenge-name"
            onInput={(e) => setName(e.currentTarget.value)}
          />
        </label>
        <label>
          {w.game}
          <select
            value={game}
            data-tool="challenge-game"
            onChange={(e) => setGame(e.currentTarget.value as ChallengeGame)}
          >
            {CHALLENGE_GAMES.map((g) => (
              <option key={g} value={g}>
                {gameName(g, t)}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>{w.deals}</legend>
          <label class="check">
            <input
              type="radio"
              name="from"
              value="seed"
              checked={!useFile}
              onChange={() => setFrom('seed')}
            />
            {w.fromSeed}
          </label>
          <label class={`check${fileAllowed ? '' : ' disabled'}`}>
            <input
              type="radio"
              name="from"
              value="file"
              data-tool="from-file"
              disabled={!fileAllowed}
              checked={useFile}
              onChange={() => setFrom('file')}
            />
            {w.fromFile}
          </label>
          {!fileAllowed && <p class="muted hint">{w.fileGames}</p>}
        </fieldset>
        {useFile ? (
          <label>
            {w.file}
            <input
              type="file"
              accept=".pbn,text/plain"
              data-tool="challenge-file"
              onChange={(e) => void readFile(e.currentTarget)}
            />
            {file && 'boards' in file && (
              <span class="muted" data-tool="file-read">
                {w.fileRead(file.boards.length)}
              </span>
            )}
            {file && 'problem' in file && (
              <span class="field-error" data-tool="file-problem">
                {file.problem}
              </span>
            )}
          </label>
        ) : (
          <label>
            {w.seed}
            <input
              type="text"
              maxLength={100}
              value={seed}
              data-tool="challenge-seed"
              onInput={(e) => setSeed(e.currentTarget.value)}
            />
            <span class="muted hint">{w.seedHint}</span>
          </label>
        )}
        <div class="window">
          <label>
            {w.opens}
            <input
              type="datetime-local"
              value={opens}
              data-tool="challenge-opens"
              onInput={(e) => setOpens(e.currentTarget.value)}
            />
          </label>
          <label>
            {w.closes}
            <input
              type="datetime-local"
              value={closes}
              data-tool="challenge-closes"
              onInput={(e) => setCloses(e.currentTarget.value)}
            />
          </label>
        </div>
        {problem && (
          <p class="banner error" role="alert" data-tool="challenge-problem">
            {problem}
          </p>
        )}
        <button type="submit" class="primary big" disabled={busy} data-tool="make-challenge">
          {busy ? w.creating : w.create}
        </button>
      </form>
    </main>
  );
}
