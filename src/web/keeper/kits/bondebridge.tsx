import { ContractRowsSheet } from '../../score/ContractRowsSheet.js';
import { ContractEntry } from '../entry/ContractEntry.js';
import { contractSummary } from './contract.js';
import type { KeeperKit, SheetViewProps } from './kit.js';

// Names are by player; the declarer column names who sat in that seat (ContractRowsSheet).
const BondebridgeSheet = (p: SheetViewProps) => (
  <ContractRowsSheet result={p.result} names={p.sheet.players} />
);

export const bondebridgeKeeper: KeeperKit<'bondebridge'> = {
  Entry: ContractEntry,
  Sheet: BondebridgeSheet,
  nextItems: (next, { sheet, dealer, t }) => [
    t.keeper.dealOf(next.dealsPlayed + 1, next.matchDeals),
    t.keeper.dealer(dealer),
    ...(next.seating
      ? [
          `${t.keeper.seating}: ${next.seating.map((pl, s) => `${t.seat.compassShort[s]} ${sheet.players[pl]}`).join(', ')}`,
        ]
      : []),
  ],
  summary: contractSummary((t) => t.keeper.thrownIn),
};
