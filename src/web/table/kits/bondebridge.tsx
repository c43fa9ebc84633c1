/** Bondebridge at the table: the contract games' kit, deals counted against the match length. */

import { contractKit } from './contract.js';
import type { TableKit } from './kit.js';
import type { BondebridgeView } from './views.js';

export const bondebridgeKit: TableKit<BondebridgeView> = {
  ...contractKit,
  headChips: (v, t) => [
    { key: 'deal', label: '', value: t.table.deal(Math.min(v.dealsPlayed + 1, v.matchDeals), v.matchDeals) },
  ],
};
