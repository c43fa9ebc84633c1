import { cardText } from '../../cards/notation.js';
import { useT } from '../../i18n/index.js';
import { ContractRowsSheet } from '../../score/ContractRowsSheet.js';
import { ContractEntry } from '../entry/ContractEntry.js';
import { contractSummary } from './contract.js';
import type { KeeperKit, SheetViewProps } from './kit.js';

/** Six counted deals; the dealer column, since who deals decides the extra deal. */
function BridgetteSheet(p: SheetViewProps) {
  const t = useT();
  const names = p.sheet.players;
  return (
    <ContractRowsSheet
      result={p.result}
      names={names}
      regularDeals={6}
      extra={{
        header: t.score.dealer,
        cell: (d) => names[d.dealer] ?? (typeof d.upcard === 'string' ? cardText(d.upcard, t) : ''),
      }}
    />
  );
}

export const bridgetteKeeper: KeeperKit<'bridgette'> = {
  Entry: ContractEntry,
  Sheet: BridgetteSheet,
  nextItems: (next, { dealer, t }) => [
    next.extraDeal
      ? `${t.keeper.dealNo(next.countedDeals + 1)} · ${t.keeper.extraDeal}`
      : t.keeper.dealOf(next.countedDeals + 1, 6),
    t.keeper.dealer(dealer),
  ],
  summary: contractSummary((t) => t.keeper.thrownIn),
};
