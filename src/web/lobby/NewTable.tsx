import { useEffect, useState } from 'preact/hooks';
import { optionApplies } from '../../engine/options.js';
import { useT } from '../i18n/index.js';
import { checkOptions, createTable } from '../net/api.js';
import type { GameInfo } from '../net/types.js';
import { navigate, tablePath } from '../state/router.js';
import { requestAutoJoin } from '../table/TablePage.js';
import { OptionField, shownOptions } from './OptionField.js';
import { defaultSeats, type SeatChoice, SeatChooser } from './SeatChooser.js';

/** Choose a game, its options and who sits where; create the table and sit down. */
export function NewTable({ games }: { games: GameInfo[] }) {
  const t = useT();
  const [gameId, setGameId] = useState(games[0]?.id ?? '');
  const game = games.find((g) => g.id === gameId) ?? games[0];
  const [options, setOptions] = useState<Record<string, unknown>>(game ? { ...game.defaults } : {});
  const [seats, setSeats] = useState<SeatChoice[]>(
    game ? defaultSeats(game.id, game.seats, game.botLevels) : [],
  );
  /** The places are people who change seats each deal (bondebridge's variants), not seats. */
  const [seatsChange, setSeatsChange] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

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
      checkOptions(game.id, changedOptions(game, options))
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
        .catch((e: Error) => live && setProblem(e.message));
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
      const table = await createTable(game.id, changedOptions(game, options), bots);
      const you = seats.indexOf('you');
      if (you >= 0) requestAutoJoin(table.id, you);
      navigate(tablePath(table.id));
    } catch (err) {
      setProblem((err as Error).message);
      setCreating(false);
    }
  };

  return (
    <form class="new-table" onSubmit={create} aria-labelledby="new-table-title">
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
      {game.optionSpecs.length > 0 && (
        <fieldset class="options">
          <legend>{t.lobby.options}</legend>
          <p class="muted">{t.lobby.defaults}</p>
          {shownOptions(game.optionSpecs, options)
            .filter((spec) => optionApplies(spec, options))
            .map((spec) => (
              <OptionField
                key={`${game.id}.${spec.name}`}
                game={game.id}
                spec={spec}
                value={options[spec.name]}
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
      {problem && (
        <p class="banner error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" class="primary big" disabled={creating || problem !== null} data-tool="create">
        {creating ? t.lobby.creating : t.lobby.create}
      </button>
    </form>
  );
}

/** Only the options that differ from the defaults go to the server (like a record stores them). */
function changedOptions(game: GameInfo, options: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(options)) {
    if (JSON.stringify(v) !== JSON.stringify(game.defaults[k])) out[k] = v;
  }
  return out;
}
