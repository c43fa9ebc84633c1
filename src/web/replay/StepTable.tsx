import { useT } from '../i18n/index.js';
import type { BaseView, ReplayStep, TableInfo } from '../net/types.js';
import { actionText } from '../table/format.js';
import { TableScreen, type TableScreenProps } from '../table/TableScreen.js';

/** One replay step as the table shows it: every hand open, nothing to click, who did what. */
export function StepTable(p: {
  tableId: string;
  info: TableInfo;
  step: ReplayStep;
  at: number;
  names: string[];
  /** A review's marks: costs in the trick, best cards in the hands. */
  marks?: TableScreenProps['marks'];
}) {
  const t = useT();
  const { step } = p;
  return (
    <TableScreen
      state={{
        type: 'state',
        tableId: p.tableId,
        seat: null,
        version: p.at,
        table: stepTable(p.info, step.view),
        view: step.view,
        legal: [],
      }}
      onAct={() => undefined}
      busy
      revealAll
      marks={p.marks}
      caption={
        step.closed
          ? t.replay.closedStep
          : step.seat !== null && step.action !== null
            ? `${p.names[step.seat]}: ${actionText(step.action, t)}`
            : ''
      }
    />
  );
}

/**
 * Where people change seats, who sat where in the step's deal: the view says it (bondebridge's
 * `seating`); the table's own `seating` is that of its latest deal.
 */
function stepTable(info: TableInfo, view: BaseView): TableInfo {
  const seating = (view as BaseView & { seating?: unknown }).seating;
  return info?.seating && Array.isArray(seating) ? { ...info, seating: seating as number[] } : info;
}
