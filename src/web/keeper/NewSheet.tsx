import { useState } from 'preact/hooks';
import { optionOf } from '../../engine/optionError.js';
import { defaultsOf, offeredOptions } from '../../engine/options.js';
import { type SheetGameId as GameId, SHEET_GAME_IDS, SHEET_RULES } from '../../scorekeeper/sheet.js';
import { useT } from '../i18n/index.js';
import { optionErrorText } from '../i18n/optionErrors.js';
import { OptionField } from '../lobby/OptionField.js';
import { createSheet } from './sheets.js';
import { errorText } from './text.js';

/** How many names a game needs with these options (selbu: the players option). */
function nameCount(game: GameId, options: Record<string, unknown>): number {
  const rules = SHEET_RULES[game];
  const parsed = rules.parseOptions(changed(game, options));
  if (parsed.ok) return rules.playerCount(parsed.value);
  return game === 'selbu' ? Number(options.players) || 4 : rules.playerCount(defaultsOf(rules.optionSpecs));
}

/** Only what is asked now and differs from the defaults, like a record stores options. */
function changed(game: GameId, options: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const spec of offeredOptions(SHEET_RULES[game].optionSpecs, options, 'keeper')) {
    const v = options[spec.name];
    if (v !== undefined && JSON.stringify(v) !== JSON.stringify(spec.default)) out[spec.name] = v;
  }
  return out;
}

/** Choose the game, its options, the players' names and the first dealer; then start. */
export function NewSheet(p: { onCreated: (id: string) => void }) {
  const t = useT();
  const [game, setGame] = useState<GameId>('bondebridge');
  const [options, setOptions] = useState<Record<string, unknown>>(
    defaultsOf(SHEET_RULES.bondebridge.optionSpecs),
  );
  const [names, setNames] = useState<string[]>([]);
  const [firstDealer, setFirstDealer] = useState(0);
  /** What is wrong, and the option field it is about (said there) if any. */
  const [problem, setProblem] = useState<{ text: string; field?: string } | null>(null);
  // Options that apply with the others, without those that change only how the cards are played.
  const specs = offeredOptions(SHEET_RULES[game].optionSpecs, options, 'keeper');
  const count = nameCount(game, options);
  const shown = Array.from({ length: count }, (_, i) => names[i] ?? '');
  const compass = game === 'bridge' || game === 'bondebridge';
  // Names by player where people change seats (rotating partners, three players).
  const rotating =
    game === 'bondebridge' && (options.rotatingPartners === true || options.threePlayers === true);
  const label = (i: number) => (compass && !rotating ? t.seat.compass[i] : t.keeper.playerName(i + 1));
  const duplicate = game === 'bridge' && options.scoring === 'duplicate';

  const pick = (g: GameId) => {
    setGame(g);
    setOptions(defaultsOf(SHEET_RULES[g].optionSpecs));
    setFirstDealer(0);
    setProblem(null);
  };

  const submit = (e: Event) => {
    e.preventDefault();
    const players = shown.map((n, i) => n.trim() || label(i));
    const r = createSheet({ game, options: changed(game, options), players, firstDealer });
    const o = !r.ok ? r.error.option : undefined;
    if (o && specs.some((s) => s.name === optionOf(o))) {
      const text = optionErrorText({ rule: o.code, params: o.params, message: o.message }, t, game);
      setProblem({ text, field: optionOf(o) });
    } else if (!r.ok) setProblem({ text: errorText(r.error, t, players) });
    else p.onCreated(r.sheet.id);
  };

  return (
    // Our own checks say what is wrong by the field, in the UI language, not the browser's bubbles.
    <form class="new-table keeper-new" onSubmit={submit} aria-labelledby="keeper-new-title" noValidate>
      <h2 id="keeper-new-title">{t.keeper.newSheet}</h2>
      <fieldset class="game-choice">
        <legend>{t.lobby.game}</legend>
        {SHEET_GAME_IDS.map((g) => (
          <label key={g} class={`game-option${g === game ? ' chosen' : ''}`}>
            <input type="radio" name="keeper-game" value={g} checked={g === game} onChange={() => pick(g)} />
            <span class="game-title">{t.games[g]?.name ?? g}</span>
            <span class="game-blurb">{t.games[g]?.blurb ?? ''}</span>
          </label>
        ))}
      </fieldset>
      {specs.length > 0 && (
        <fieldset class="options">
          <legend>{t.lobby.options}</legend>
          <p class="muted">{t.lobby.defaults}</p>
          {specs.map((spec) => (
            <OptionField
              key={`${game}.${spec.name}`}
              game={game}
              spec={spec}
              value={options[spec.name]}
              error={problem?.field === spec.name ? problem.text : undefined}
              onChange={(v) => {
                setOptions((o) => ({ ...o, [spec.name]: v }));
                setProblem(null);
              }}
            />
          ))}
        </fieldset>
      )}
      <fieldset class="keeper-names">
        <legend>{t.keeper.players}</legend>
        {shown.map((n, i) => (
          <label key={i} class="option">
            <span>{label(i)}</span>
            <input
              type="text"
              name={`player-${i}`}
              value={n}
              maxLength={40}
              placeholder={label(i)}
              onInput={(e) => {
                const v = e.currentTarget.value;
                setNames((old) => {
                  const next = [...old];
                  next[i] = v;
                  return next;
                });
              }}
            />
          </label>
        ))}
        {!duplicate && (
          <label class="option">
            <span>{t.keeper.firstDealer}</span>
            <select
              name="first-dealer"
              value={String(firstDealer)}
              onChange={(e) => setFirstDealer(Number(e.currentTarget.value))}
            >
              {shown.map((n, i) => (
                <option key={i} value={String(i)}>
                  {compass && !rotating
                    ? `${t.seat.compass[i]} (${n.trim() || label(i)})`
                    : n.trim() || label(i)}
                </option>
              ))}
            </select>
          </label>
        )}
      </fieldset>
      {problem && !problem.field && (
        <p class="banner error" role="alert">
          {problem.text}
        </p>
      )}
      <button type="submit" class="primary big" data-tool="keeper-start">
        {t.keeper.start}
      </button>
    </form>
  );
}
