import type { ComponentChildren, CSSProperties } from 'preact';
import { type Messages, useT } from '../i18n/index.js';
import { cardLabel, parseCard, rankText, SUIT_SYMBOL } from './notation.js';

export interface CardProps {
  code: string;
  /** Makes the card a button (a legal card in a hand). */
  onActivate?: () => void;
  /** A card shown in a hand that may not be played now: dimmed, not a button target. */
  dimmed?: boolean;
  /** Lifted: chosen for the exchange, or waiting for the confirming tap. */
  lifted?: boolean;
  /** Toggle semantics (exchange choice) rather than "play". */
  toggle?: boolean;
  small?: boolean;
  /** Extra words for screen readers, e.g. "played by North". */
  note?: string;
  class?: string;
  style?: CSSProperties;
  /** For tests and the keyboard: the action this card sends. */
  action?: string;
  tabIndex?: number;
  onKeyDown?: (e: KeyboardEvent) => void;
  onPointerDown?: (e: PointerEvent) => void;
  onPointerUp?: (e: PointerEvent) => void;
  /** Drawn on the card's face, e.g. a review's cost mark (hidden from screen readers: say it in `note`). */
  badge?: ComponentChildren;
}

/** The face of one card: rank and suit in the corner, a big pip in the middle. */
function Face({ code, t }: { code: string; t: Messages }) {
  const c = parseCard(code);
  if (!c) return <span class="corner">{code}</span>;
  if (!c.suit) {
    return (
      <>
        <span class="corner" aria-hidden="true">
          <span class="rank">{c.rank}</span>
        </span>
        <span class="pip colon-pip" aria-hidden="true">
          ✶
        </span>
      </>
    );
  }
  const rank = rankText(c.rank, t);
  return (
    <>
      <span class="corner" aria-hidden="true">
        {/* Two characters ("10", Norwegian "Kn") take a size of their own where the fan is tight. */}
        <span class={rank.length > 1 ? 'rank wide' : 'rank'}>{rank}</span>
        <span class="suit">{SUIT_SYMBOL[c.suit]}</span>
      </span>
      <span class="pip" aria-hidden="true">
        {SUIT_SYMBOL[c.suit]}
      </span>
    </>
  );
}

export function Card(props: CardProps) {
  const t = useT();
  const c = parseCard(props.code);
  const label = cardLabel(props.code, t) + (props.note ? `, ${props.note}` : '');
  const cls = [
    'card',
    c?.suit ? `suit-${c.suit}` : 'colon',
    props.small ? 'small' : '',
    props.dimmed ? 'dimmed' : '',
    props.lifted ? 'lifted' : '',
    props.onActivate ? 'playable' : '',
    props.class ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  if (props.onActivate || props.dimmed) {
    return (
      <button
        type="button"
        class={cls}
        style={props.style}
        aria-pressed={props.toggle ? Boolean(props.lifted) : undefined}
        disabled={!props.onActivate}
        data-card={props.code}
        data-action={props.action}
        tabIndex={props.tabIndex}
        onClick={props.onActivate}
        onKeyDown={props.onKeyDown}
        onPointerDown={props.onPointerDown}
        onPointerUp={props.onPointerUp}
      >
        <Face code={props.code} t={t} />
        {props.badge}
        {/* The name comes from this text, not aria-label, so the face's "A♠" need not be part of it. */}
        <span class="sr-only">{label}</span>
      </button>
    );
  }
  return (
    <span class={cls} style={props.style} role="img" aria-label={label} data-card={props.code}>
      <Face code={props.code} t={t} />
      {props.badge}
    </span>
  );
}

/** A face-down card (another player's hand, the stock). */
export function CardBack({ small, label }: { small?: boolean; label?: string }) {
  const t = useT();
  return <span class={`card back${small ? ' small' : ''}`} role="img" aria-label={label ?? t.cards.back} />;
}
