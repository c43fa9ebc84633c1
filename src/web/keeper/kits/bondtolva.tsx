import { SUIT_SYMBOL, type Suit } from '../../cards/notation.js';
import { BondtolvaSheet } from '../../score/BondtolvaSheet.js';
import { BondtolvaEntry } from '../entry/BondtolvaEntry.js';
import type { KeeperKit, SheetViewProps } from './kit.js';

export const bondtolvaKeeper: KeeperKit<'bondtolva'> = {
  Entry: BondtolvaEntry,
  Sheet: (p: SheetViewProps) => <BondtolvaSheet result={p.result} names={p.sheet.players} />,
  nextItems: (next, { names, dealer, t }) => [
    t.keeper.dealNo(next.deal),
    t.keeper.dealer(dealer),
    `${t.keeper.protocol}: ${next.protocol.map((v, s) => `${names[s]} ${v}`).join(' – ')}`,
  ],
  summary: (d, names, _sheet, t) => {
    const decl = (d.declarations as Array<{ seat: number; kind: string; suit: Suit }>).map(
      (x) =>
        `${names[x.seat]} ${x.kind === 'trumf' ? t.bondtolva.trumf : t.bondtolva.tjog} ${SUIT_SYMBOL[x.suit]}`,
    );
    const matador = d.matadorPoint === null ? t.keeper.nobody : names[d.matadorPoint as number];
    return [
      ...decl,
      `${t.keeper.lastTrick} ${names[d.lastTrick as number]}`,
      `${t.keeper.matadorPoint} ${matador}`,
    ].join(' · ');
  },
};
