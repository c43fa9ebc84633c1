import type { ComponentChildren } from 'preact';
import { Card } from '../cards/Card.js';
import { useT } from '../i18n/index.js';
import type { TrickView } from '../net/types.js';
import type { Position } from './layout.js';

/** A mark on a card of the trick and its words for screen readers (a review's cost), if any. */
export type TrickMark = (seat: number, code: string) => { badge: ComponentChildren; note: string } | null;

/** The trick in the middle of the table, each card pushed toward the player who played it. */
export function TrickArea(props: {
  trick: TrickView | null;
  positions: Position[];
  names: string[];
  /** After a moment, a finished trick slides toward its winner and clears the table (ui.md). */
  gather?: boolean;
  mark?: TrickMark;
}) {
  const t = useT();
  const { trick } = props;
  const winner = trick?.winner;
  const gather = props.gather && winner !== undefined ? ` gather gather-${props.positions[winner]}` : '';
  return (
    <section class={`trick${gather}`} aria-label={t.table.trick} aria-live="polite">
      {trick?.cards.map(([seat, code]) => {
        const mark = props.mark?.(seat, code) ?? null;
        return (
          <Card
            key={code}
            code={code}
            class={`at-${props.positions[seat]}${winner === seat ? ' winner' : ''}`}
            note={`${t.table.playedBy(props.names[seat])}${winner === seat ? `, ${t.table.wonBy(props.names[seat])}` : ''}${mark ? `, ${mark.note}` : ''}`}
            badge={mark?.badge}
          />
        );
      })}
    </section>
  );
}
