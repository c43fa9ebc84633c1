import type { BotReason } from '../../bots/bot.js';
import { decimalComma as dec } from '../languages.js';

/** Why a bot chose what it chose (the hint at the table and `stikk play`'s `hint`), in Norwegian (bokmål). */
export const botReason = (r: BotReason): string => {
  switch (r.code) {
    case 'average-tricks':
      return `dere tar i snitt ${dec(r.tricks)} stikk over ${r.layouts} fordelinger`;
    case 'hits-bid':
      return `klarer meldingen i ${r.percent} % av ${r.deals} utprøvde given`;
    case 'average-margin':
      return `ender given i snitt ${dec(Math.abs(r.points))} poeng ${r.points < 0 ? 'bak' : 'foran'} over ${r.playouts} gjennomspillinger`;
    case 'exact':
      return 'best mot ethvert forsvar: alle kort er kjent';
  }
};
