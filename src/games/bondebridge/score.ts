import type { Contract } from '../../engine/auction.js';
import type { BondebridgeOptions } from './options.js';

/** A deal's points for the attacking (declaring) and defending teams. */
export interface BondebridgePoints {
  attackers: number;
  defenders: number;
}

/** Points for the contract's outcome; `tricks` are the attacking team's. Pure, for the score keeper too. */
export function bondebridgePoints(
  contract: Pick<Contract, 'level' | 'doubled'>,
  tricks: number,
  scoring: BondebridgeOptions['scoring'],
  doubledPoints: BondebridgeOptions['doubledPoints'] = 'all',
): BondebridgePoints {
  const needed = 6 + contract.level;
  // Doubled ×2, redoubled ×4: on the deal's whole points (`all`, decision), or only on the
  // defenders' points for a failed contract (`penalty`, the seed's wording).
  const factor = contract.doubled === 2 ? 4 : contract.doubled === 1 ? 2 : 1;
  if (tricks >= needed) {
    const points = scoring === 'standard' ? tricks + (tricks === 13 ? 3 : 0) : tricks - 6;
    return { attackers: doubledPoints === 'all' ? points * factor : points, defenders: 0 };
  }
  const short = needed - tricks;
  const points = scoring === 'standard' ? 2 * short : short;
  return { attackers: 0, defenders: points * factor };
}
