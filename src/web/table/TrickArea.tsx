import { Card } from '../cards/Card.js';
import { useT } from '../i18n/index.js';
import type { TrickView } from '../net/types.js';
import type { Position } from './layout.js';

/** The trick in the middle of the table, each card pushed toward the player who played it. */
export function TrickArea(props: {
  trick: TrickView | null;
  positions: Position[];
  names: string[];
  /** After a moment, a finished trick slides toward its winner and clears the table (ui.md). */
  gather?: boolean;
}) {
  const t = useT();
  const { trick } = props;
  const winner = trick?.winner;
  const gather = props.gather && winner !== undefined ? ` gather gather-${props.positions[winner]}` : '';
  return (
    <section class={`trick${gather}`} aria-label={t.table.trick} aria-live="polite">
      {trick?.cards.map(([seat, code]) => (
        <Card
          key={code}
          code={code}
          class={`at-${props.positions[seat]}${winner === seat ? ' winner' : ''}`}
          note={`${t.table.playedBy(props.names[seat])}${winner === seat ? `, ${t.table.wonBy(props.names[seat])}` : ''}`}
        />
      ))}
    </section>
  );
}
