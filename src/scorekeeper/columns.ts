import type { CsvWords } from './csvWords.js';
import type { CsvColumn } from './rules.js';

/** CSV columns every contract game has: contract, declarer, tricks. */
export function contractColumns(players: readonly string[], w: CsvWords): CsvColumn[] {
  const name = (seat: unknown) => (typeof seat === 'number' ? players[seat] : '');
  return [
    { header: w.contract, cell: (d) => (d.passedOut ? w.passedOut : d.contract) },
    {
      header: w.declarer,
      cell: (d) => {
        if (typeof d.declarer !== 'number') return '';
        // With rotating partners the player in a seat changes; seats then read N/E/S/W.
        if (Array.isArray(d.seating)) return `${w.seats[d.declarer]} (${players[d.seating[d.declarer]]})`;
        return name(d.declarer);
      },
    },
    { header: w.tricks, cell: (d) => (d.passedOut ? '' : d.tricks) },
  ];
}
