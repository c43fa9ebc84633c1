import { useEffect, useRef, useState } from 'preact/hooks';
import { Card } from '../cards/Card.js';
import { sortForDisplay } from '../cards/notation.js';

export interface HandProps {
  cards: readonly string[];
  game: string;
  trump: string | null;
  /** Legal cards: raised and playable; the others are dimmed. */
  playable: ReadonlySet<string>;
  onPlay: (code: string) => void;
  /** Tap to lift, tap again to play (phone default, an option). */
  confirm: boolean;
  label: string;
  /** Exchange mode: every card toggles in and out of the choice instead of being played. */
  selection?: { chosen: ReadonlySet<string>; toggle: (code: string) => void };
  /** Suit columns (dummy) rather than one fanned row. */
  columns?: boolean;
  id?: string;
  /** Set while an action is on its way, so that a double tap cannot send two. */
  busy?: boolean;
  /** Cards to mark (a review's best cards here), with the words a screen reader says for the mark. */
  marked?: { cards: ReadonlySet<string>; note: string };
}

/** An upward flick longer than this plays the card. */
const SWIPE_PX = 40;

/** More than this many cards fan out in two rows (a hand during an exchange holds up to 25). */
const ONE_ROW_MAX = 16;

/**
 * A hand sorted by suit. Legal cards are buttons; arrow keys move between them, Enter or Space
 * plays (or lifts, with confirm on), so a whole deal can be played with the keyboard.
 */
export function Hand(props: HandProps) {
  const sorted = sortForDisplay(props.cards, props.game, props.trump);
  const [lifted, setLifted] = useState<string | null>(null);
  const ref = useRef<HTMLFieldSetElement>(null);
  const selecting = props.selection !== undefined;
  const active = (code: string) => selecting || props.playable.has(code);
  const activeCodes = sorted.filter(active);
  const [focusCode, setFocusCode] = useState<string | null>(null);
  const tabStop = focusCode && activeCodes.includes(focusCode) ? focusCode : activeCodes[0];

  useEffect(() => {
    if (lifted && !props.playable.has(lifted)) setLifted(null);
  }, [props.playable, lifted]);

  const activate = (code: string) => {
    setFocusCode(code);
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    if (props.busy) return;
    if (props.selection) return props.selection.toggle(code);
    if (props.confirm && lifted !== code) return setLifted(code);
    setLifted(null);
    props.onPlay(code);
  };

  // On a touch screen a card flicked upward is played at once, even with "confirm" on.
  const swipeFrom = useRef<{ code: string; y: number } | null>(null);
  /** The click that follows a swipe must not play (or lift) the card a second time. */
  const swiped = useRef(false);
  const onPointerDown = (code: string) => (e: PointerEvent) => {
    swipeFrom.current = { code, y: e.clientY };
    swiped.current = false;
    // Keep receiving the pointer when the flick leaves the card, as touch does by itself.
    (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
  };
  const onPointerUp = (code: string) => (e: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (!from || from.code !== code || selecting || props.busy) return;
    if (from.y - e.clientY > SWIPE_PX) {
      e.preventDefault();
      swiped.current = true;
      setLifted(null);
      props.onPlay(code);
    }
  };

  const onKeyDown = (code: string) => (e: KeyboardEvent) => {
    const step =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? 1
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? -1
          : 0;
    if (!step && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const i = activeCodes.indexOf(code);
    const next =
      e.key === 'Home'
        ? activeCodes[0]
        : e.key === 'End'
          ? activeCodes[activeCodes.length - 1]
          : activeCodes[(i + step + activeCodes.length) % activeCodes.length];
    setFocusCode(next);
    ref.current?.querySelector<HTMLButtonElement>(`[data-card="${next}"]`)?.focus();
  };

  const renderCard = (code: string) => {
    const on = active(code);
    const mark = props.marked?.cards.has(code);
    return (
      <Card
        key={code}
        code={code}
        class={mark ? 'marked' : undefined}
        note={mark ? props.marked!.note : undefined}
        action={selecting ? undefined : code}
        onActivate={on ? () => activate(code) : undefined}
        dimmed={!on && activeCodes.length > 0}
        toggle={selecting}
        lifted={selecting ? props.selection!.chosen.has(code) : lifted === code}
        tabIndex={on ? (code === tabStop ? 0 : -1) : undefined}
        onKeyDown={on ? onKeyDown(code) : undefined}
        onPointerDown={on ? onPointerDown(code) : undefined}
        onPointerUp={on ? onPointerUp(code) : undefined}
      />
    );
  };

  if (props.columns) {
    const groups: string[][] = [];
    let last = '';
    for (const code of sorted) {
      const suit = code.length === 2 && 'SHDC'.includes(code[0]) ? code[0] : code;
      if (suit !== last) groups.push([]);
      groups[groups.length - 1].push(code);
      last = suit;
    }
    return (
      <fieldset class="hand columns" aria-label={props.label} id={props.id} ref={ref}>
        {groups.map((g) => (
          <div class="suit-column" key={g[0]}>
            {g.map(renderCard)}
          </div>
        ))}
      </fieldset>
    );
  }

  const rows =
    sorted.length > ONE_ROW_MAX
      ? [sorted.slice(0, Math.ceil(sorted.length / 2)), sorted.slice(Math.ceil(sorted.length / 2))]
      : [sorted];
  const perRow = Math.max(...rows.map((r) => r.length), 1);
  return (
    <fieldset
      class={`hand${props.playable.size || selecting ? ' to-play' : ''}`}
      aria-label={props.label}
      id={props.id}
      ref={ref}
      style={{ '--n': String(perRow) }}
    >
      {rows.map((row, i) => (
        <div class="hand-row" key={i}>
          {row.map(renderCard)}
        </div>
      ))}
    </fieldset>
  );
}
