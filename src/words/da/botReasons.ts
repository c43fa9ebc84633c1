import type { BotReason } from '../../bots/bot.js';
import { decimalComma as dec } from '../languages.js';

/** Why a bot chose what it chose (the hint at the table and `stikk play`'s `hint`), in Danish. */
export const botReason = (r: BotReason): string => {
  switch (r.code) {
    case 'average-tricks':
      return `I tager i snit ${dec(r.tricks)} stik over ${r.layouts} fordelinger`;
    case 'hits-bid':
      return `klarer sin melding i ${r.percent} % af ${r.deals} afprøvede givninger`;
    case 'average-margin':
      return `slutter given i snit ${dec(Math.abs(r.points))} point ${r.points < 0 ? 'bagud' : 'foran'} over ${r.playouts} gennemspilninger`;
    case 'exact':
      return 'bedst mod ethvert forsvar: alle kort er kendt';
  }
};
