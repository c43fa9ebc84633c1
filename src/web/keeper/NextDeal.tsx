import type { Sheet, Upcoming } from '../../scorekeeper/sheet.js';
import { useT } from '../i18n/index.js';
import { namesBySeat } from './entry/common.js';
import { seatLabel, trumpWord } from './text.js';

/** What the next deal is: its number, dealer, hand size, trump or vulnerability, from the rules. */
export function NextDeal(p: { sheet: Sheet; next: Upcoming }) {
  const t = useT();
  const { next, sheet } = p;
  const names = namesBySeat(sheet, next);
  const dealer = seatLabel(sheet.game, next.dealer, names, t);
  const items: string[] = [];
  switch (next.game) {
    case 'selbu':
      items.push(
        t.keeper.roundNo(next.round, next.rounds),
        t.keeper.cards(next.handSize),
        next.trump === null ? t.keeper.trumpTurnedUp : t.keeper.trump(trumpWord(next.trump, t)),
        t.keeper.dealer(dealer),
        t.keeper.bidsFirst(names[next.firstBidder]),
      );
      break;
    case 'bridge':
      items.push(
        next.board !== null
          ? t.keeper.boardNo(next.board)
          : next.roundDeal !== null
            ? t.keeper.chicagoDeal(next.roundDeal)
            : `${t.keeper.rubberNo(next.rubber ?? 1)} · ${t.keeper.dealNo(next.deal)}`,
        t.keeper.dealer(dealer),
        t.table.vul[next.vulnerable] ?? next.vulnerable,
      );
      break;
    case 'bondebridge':
      items.push(t.keeper.dealOf(next.dealsPlayed + 1, next.matchDeals), t.keeper.dealer(dealer));
      if (next.seating) {
        items.push(
          `${t.keeper.seating}: ${next.seating.map((pl, s) => `${t.seat.compassShort[s]} ${sheet.players[pl]}`).join(', ')}`,
        );
      }
      break;
    case 'bridgette':
      items.push(
        next.extraDeal
          ? `${t.keeper.dealNo(next.countedDeals + 1)} · ${t.keeper.extraDeal}`
          : t.keeper.dealOf(next.countedDeals + 1, 6),
        t.keeper.dealer(dealer),
      );
      break;
    case 'bondtolva':
      items.push(
        t.keeper.dealNo(next.deal),
        t.keeper.dealer(dealer),
        `${t.keeper.protocol}: ${next.protocol.map((v, s) => `${names[s]} ${v}`).join(' – ')}`,
      );
      break;
  }
  return (
    <ul class="keeper-next-info" data-deal={next.deal}>
      {items.map((x) => (
        <li key={x}>{x}</li>
      ))}
    </ul>
  );
}
