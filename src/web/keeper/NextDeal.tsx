import type { Sheet, Upcoming } from '../../scorekeeper/sheet.js';
import { useT } from '../i18n/index.js';
import { namesBySeat } from './entry/common.js';
import { keeperKit } from './kits/byGame.js';
import { seatLabel } from './text.js';

/** What the next deal is: its number, dealer, hand size, trump or vulnerability, from the rules. */
export function NextDeal(p: { sheet: Sheet; next: Upcoming }) {
  const t = useT();
  const { next, sheet } = p;
  const names = namesBySeat(sheet, next);
  const dealer = seatLabel(sheet.game, next.dealer, names, t);
  const items = keeperKit(next.game).nextItems(next, { sheet, names, dealer, t });
  return (
    <ul class="keeper-next-info" data-deal={next.deal}>
      {items.map((x) => (
        <li key={x}>{x}</li>
      ))}
    </ul>
  );
}
