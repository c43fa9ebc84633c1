import { Card } from '../cards/Card.js';
import { useT } from '../i18n/index.js';
import type { TrickView } from '../net/types.js';
import type { Position } from './layout.js';

/** The trick in the middle of the table, each card pushed toward the player who played it. */
export function TrickArea(props: { trick: TrickView | null; positions: Position[]; names: string[] }) {
  const t = useT();
  const { trick } = props;
  const winner = trick?.winner;
  return (
    <section class="trick" aria-label={t.table.trick} aria-live="polite">
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
