import { SEAT_LETTERS } from '../cards/hand.js';
import type { CsvColumn } from './rules.js';

/** CSV columns every contract game has: contract, declarer, tricks. */
export function contractColumns(players: readonly string[]): CsvColumn[] {
  const name = (seat: unknown) => (typeof seat === 'number' ? players[seat] : '');
  return [
    { header: 'contract', cell: (d) => (d.passedOut ? 'passed out' : d.contract) },
    {
      header: 'declarer',
      cell: (d) => {
        if (typeof d.declarer !== 'number') return '';
        // With rotating partners the player in a seat changes; seats then read N/E/S/W.
        if (Array.isArray(d.seating))
          return `${SEAT_LETTERS[d.declarer]} (${players[d.seating[d.declarer]]})`;
        return name(d.declarer);
      },
    },
    { header: 'tricks', cell: (d) => (d.passedOut ? '' : d.tricks) },
  ];
}
