import { useEffect, useRef, useState } from 'preact/hooks';
import { offeredOptions } from '../../engine/options.js';
import { type Messages, useT } from '../i18n/index.js';
import { optionErrorLine, optionErrorText, optionField } from '../i18n/optionErrors.js';
import { refusalText } from '../i18n/refusals.js';
import { ApiError } from '../net/api.js';
import { retryUnavailable } from '../net/retry.js';
import { serverTables, type TableSource } from '../net/tableSource.js';
import type { GameInfo } from '../net/types.js';
import { navigate } from '../state/router.js';
import { requestAutoJoin } from '../table/autoJoin.js';
import { OptionField } from './OptionField.js';
import { defaultSeats, type SeatChoice, SeatChooser } from './SeatChooser.js';
import { TableSettingsFields } from './TableSettingsFields.js';
import { FORM_DEFAULTS, type TableSettings } from './tableSettings.js';

/** Choose a game, its options and who sits where; create the table and sit down. */
export function NewTable({ games, source = serverTables }: { games: GameInfo[]; source?: TableSource }) {
  const t = useT();
  const [gameId, setGameId] = useState(games[0]?.id ?? '');
  const game = games.find((g) => g.id === gameId) ?? games[0];
  const [options, setOptions] = useState<Record<string, unknown>>(game ? { ...game.defaults } : {});
  const [seats, setSeats] = useState<SeatChoice[]>(
    game ? defaultSeats(game.id, game.seats, game.botLevels) : [],
  );
  /** The places are people who change seats each deal (bondebridge's variants), not seats. */
  const [seatsChange, setSeatsChange] = useState(false);
  /** Why the server refused the options or the table, as it said it (shown in the language of now). */
  const [problem, setProblem] = useState<ApiError | null>(null);
  const [creating, setCreating] = useState(false);
  /** The server answered `unavailable` and the table is asked for again (../net/retry.ts). */
  const [waiting, setWaiting] = useState(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  /** How the people play together; kept when another game is picked. */
  const [tableSettings, setTableSettings] = useState<TableSettings>({ ...FORM_DEFAULTS });

  const pickGame = (id: string) => {
    const g = games.find((x) => x.id === id);
    if (!g) return;
    setGameId(id);
    setOptions({ ...g.defaults });
    setSeats(defaultSeats(g.id, g.seats, g.botLevels));
    setProblem(null);
  };

  // The seat count can depend on the options (selbu's players): ask the server, which also
  // says what is wrong with options it refuses.
  useEffect(() => {
    if (!game) return;
    let live = true;
    const timer = setTimeout(() => {
      source
        .checkOptions(game.id, changedOptions(game, options))
        .then((r) => {
          if (!live) return;
          setProblem(null);
          const moving = r.seatsChange === true;
          setSeatsChange(moving);
          setSeats((old) =>
            old.length === r.seats && moving === seatsChange
              ? old
              : defaultSeats(game.id, r.seats, game.botLevels, moving),
          );
        })
        .catch((e: Error) => live && setProblem(asApiError(e)));
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [gameId, JSON.stringify(options)]);

  if (!game) return null;

  const create = async (e: Event) => {
    e.preventDefault();
    setCreating(true);
    setProblem(null);
    try {
      const bots = seats.map((c) => (c.startsWith('bot:') ? c.slice(4) : null));
      // Nothing was made while the server answers `unavailable`: the same request goes again.
      const table = await retryUnavailable(
        () => source.createTable(game.id, changedOptions(game, options), bots, tableSettings),
        { onWaiting: setWaiting, stopped: () => !mounted.current },
      );
      const you = seats.indexOf('you');
      if (you >= 0) requestAutoJoin(table.id, you);
      navigate(source.tablePath(table.id));
    } catch (err) {
      setProblem(asApiError(err as Error));
      setCreating(false);
    }
  };

  // Only the options that mean something with the others (bridge: its scoring's own fields),
  // and none that only the score keeper asks.
  const shown = offeredOptions(game.optionSpecs, options, 'play');
  const field = problem?.code === 'bad-options' ? optionField(problem) : undefined;
  const atField = field !== undefined && shown.some((s) => s.name === field);

  return (
    <form class="new-table" onSubmit={create} aria-labelledby="new-table-title" noValidate>
      <h2 id="new-table-title">{t.lobby.newTable}</h2>
      <fieldset class="game-choice">
        <legend>{t.lobby.game}</legend>
        {games.map((g) => (
          <label key={g.id} class={`game-option${g.id === gameId ? ' chosen' : ''}`}>
            <input
              type="radio"
              name="game"
              value={g.id}
              checked={g.id === gameId}
              onChange={() => pickGame(g.id)}
            />
            <span class="game-title">{t.games[g.id]?.name ?? g.id}</span>
            <span class="game-blurb">{t.games[g.id]?.blurb ?? ''}</span>
          </label>
        ))}
      </fieldset>
      {shown.length > 0 && (
        <fieldset class="options">
          <legend>{t.lobby.options}</legend>
          <p class="muted">{t.lobby.defaults}</p>
          {shown.map((spec) => (
            <OptionField
              key={`${game.id}.${spec.name}`}
              game={game.id}
              spec={spec}
              value={options[spec.name]}
              error={
                problem && atField && field === spec.name ? optionErrorText(problem, t, game.id) : undefined
              }
              onChange={(v) => setOptions((o) => ({ ...o, [spec.name]: v }))}
            />
          ))}
        </fieldset>
      )}
      <SeatChooser
        game={game.id}
        seats={seats}
        levels={game.botLevels}
        onChange={setSeats}
        people={seatsChange}
      />
      <TableSettingsFields value={tableSettings} onChange={setTableSettings} />
      {waiting && (
        <p class="banner warn" role="status" data-tool="create-waiting">
          {t.net.createWaiting}
        </p>
      )}
      {problem && !atField && (
        <p class="banner error" role="alert">
          {problemText(problem, t, game.id)}
        </p>
      )}
      <button
        type="submit"
        class="primary big"
        disabled={creating || problem?.code === 'bad-options'}
        data-tool="create"
      >
        {creating ? t.lobby.creating : t.lobby.create}
      </button>
    </form>
  );
}

/**
 * Only the options offered now that differ from the defaults go to the server (like a record
 * stores them): a field hidden since (another scoring's) neither counts nor can be wrong.
 */
function changedOptions(game: GameInfo, options: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const spec of offeredOptions(game.optionSpecs, options, 'play')) {
    const v = options[spec.name];
    if (JSON.stringify(v) !== JSON.stringify(game.defaults[spec.name])) out[spec.name] = v;
  }
  return out;
}

const asApiError = (e: Error): ApiError =>
  e instanceof ApiError ? e : new ApiError(0, 'server-error', e.message);

/** A refusal in the UI language: an option's (with its name) or the server's. */
function problemText(e: ApiError, t: Messages, game: string): string {
  if (e.code === 'bad-options') return optionErrorLine(e, t, game);
  return refusalText(e, t, []);
}
