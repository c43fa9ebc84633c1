import { useT } from '../i18n/index.js';
import type { ReplayStep, TableInfo } from '../net/types.js';
import { actionText } from '../table/format.js';
import { TableScreen } from '../table/TableScreen.js';

/** One replay step as the table shows it: every hand open, nothing to click, who did what. */
export function StepTable(p: {
  tableId: string;
  info: TableInfo;
  step: ReplayStep;
  at: number;
  names: string[];
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
        table: p.info,
        view: step.view,
        legal: [],
      }}
      onAct={() => undefined}
      busy
      revealAll
      caption={
        step.seat !== null && step.action !== null
          ? `${p.names[step.seat]}: ${actionText(step.action, t)}`
          : ''
      }
    />
  );
}
