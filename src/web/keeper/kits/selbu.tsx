import { SelbuSheet } from '../../score/SelbuSheet.js';
import { SelbuEntry } from '../entry/SelbuEntry.js';
import { trumpWord } from '../text.js';
import type { KeeperKit, SheetViewProps } from './kit.js';

export const selbuKeeper: KeeperKit<'selbu'> = {
  Entry: SelbuEntry,
  Sheet: (p: SheetViewProps) => <SelbuSheet result={p.result} names={p.sheet.players} />,
  nextItems: (next, { names, dealer, t }) => [
    t.keeper.roundNo(next.round, next.rounds),
    t.keeper.cards(next.handSize),
    next.trump === null ? t.keeper.trumpTurnedUp : t.keeper.trump(trumpWord(next.trump, t)),
    t.keeper.dealer(dealer),
    t.keeper.bidsFirst(names[next.firstBidder]),
  ],
  summary: (d, _names, _sheet, t) =>
    `${t.keeper.cards(Number(d.handSize))}, ${trumpWord(String(d.trump), t)} · ${t.keeper.bid}: ${(d.bids as number[]).join('–')} · ${t.keeper.tricks}: ${(d.tricks as number[]).join('–')}`,
};
