import type { BotReason } from '../../bots/bot.js';
import { decimalComma as dec } from '../languages.js';

/** Why a bot chose what it chose (the hint at the table and `stikk play`'s `hint`), in Swedish. */
export const botReason = (r: BotReason): string => {
  switch (r.code) {
    case 'average-tricks':
      return `ni tar i snitt ${dec(r.tricks)} stick över ${r.layouts} fördelningar`;
    case 'hits-bid':
      return `tar sitt bud i ${r.percent} % av ${r.deals} prövade givar`;
    case 'average-margin':
      return `slutar given i snitt ${dec(Math.abs(r.points))} poäng ${r.points < 0 ? 'efter' : 'före'} över ${r.playouts} genomspelningar`;
    case 'exact':
      return 'bäst mot alla försvar: alla kort är kända';
  }
};
