import { useT } from '../../i18n/index.js';
import { ContractRowsSheet } from '../../score/ContractRowsSheet.js';
import { RubberSheet } from '../../score/RubberSheet.js';
import { UnfinishedBonus } from '../../score/UnfinishedBonus.js';
import { ContractEntry } from '../entry/ContractEntry.js';
import { sideName } from '../text.js';
import { contractSummary } from './contract.js';
import type { KeeperKit, SheetViewProps } from './kit.js';

/** Rubber: above and below the line, we and they; the other scorings a row per deal. */
function BridgeSheet(p: SheetViewProps) {
  const t = useT();
  const { sheet, result } = p;
  const names = sheet.players;
  const scoring = p.options.scoring;
  if (scoring === 'rubber') {
    return (
      <>
        <p class="muted keeper-sides">
          {t.score.we}: {sideName('NS', t)} ({names[0]}, {names[2]}) · {t.score.they}: {sideName('EW', t)} (
          {names[1]}, {names[3]})
        </p>
        <RubberSheet result={result} we="NS" />
        <UnfinishedBonus result={result} />
      </>
    );
  }
  return (
    <ContractRowsSheet
      result={result}
      names={names}
      extra={{
        header: scoring === 'duplicate' ? t.score.deal : t.score.vulnerable,
        cell: (d) =>
          scoring === 'duplicate'
            ? `${d.board ?? ''} · ${t.table.vul[String(d.vulnerable)] ?? ''}`
            : (t.table.vul[String(d.vulnerable)] ?? ''),
      }}
    />
  );
}

export const bridgeKeeper: KeeperKit<'bridge'> = {
  Entry: ContractEntry,
  Sheet: BridgeSheet,
  nextItems: (next, { dealer, t }) => [
    next.board !== null
      ? t.keeper.boardNo(next.board)
      : next.roundDeal !== null
        ? t.keeper.chicagoDeal(next.roundDeal)
        : `${t.keeper.rubberNo(next.rubber ?? 1)} · ${t.keeper.dealNo(next.deal)}`,
    t.keeper.dealer(dealer),
    t.table.vul[next.vulnerable] ?? next.vulnerable,
  ],
  summary: contractSummary((t) => t.keeper.passedOut),
};
