import { useT } from '../i18n/index.js';
import { usesCompass } from '../table/kits/byGame.js';

/** `you`, `free`, or `bot:<level>` for each seat. */
export type SeatChoice = 'you' | 'free' | `bot:${string}`;

/** `people`: the places are people who change seats each deal (then you are player 1). */
export function defaultSeats(
  game: string,
  seats: number,
  levels: readonly string[],
  people = false,
): SeatChoice[] {
  const you = usesCompass(game) && seats === 4 && !people ? 2 : 0;
  const level = levels.includes('basic') ? 'basic' : (levels[0] ?? 'random');
  return Array.from({ length: seats }, (_, s) => (s === you ? 'you' : (`bot:${level}` as SeatChoice)));
}

/** Who sits where: you, a bot of some level, or a free seat for someone with the invite link. */
export function SeatChooser(p: {
  game: string;
  seats: SeatChoice[];
  levels: readonly string[];
  onChange: (seats: SeatChoice[]) => void;
  /** The places are people who change seats each deal: named Player 1, 2 … */
  people?: boolean;
}) {
  const t = useT();
  const label = (s: number) =>
    usesCompass(p.game) && p.seats.length === 4 && !p.people ? t.seat.compass[s] : t.seat.player(s + 1);
  const set = (seat: number, choice: SeatChoice) => {
    // Only one seat is yours: choosing another moves you there and frees the old one.
    const next = p.seats.map((c, s) => (s === seat ? choice : choice === 'you' && c === 'you' ? 'free' : c));
    p.onChange(next);
  };
  return (
    <fieldset class="seats-chooser">
      <legend>{t.lobby.seats}</legend>
      {p.seats.map((choice, s) => (
        <div class="seat-choice" key={s}>
          <label for={`seat-${s}`}>{label(s)}</label>
          <select
            id={`seat-${s}`}
            value={choice}
            onChange={(e) => set(s, e.currentTarget.value as SeatChoice)}
          >
            <option value="you">{t.lobby.you}</option>
            <option value="free">{t.lobby.free}</option>
            {p.levels.map((l) => (
              <option key={l} value={`bot:${l}`}>
                {t.lobby.bot(t.bots.levels[l] ?? l)}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}
