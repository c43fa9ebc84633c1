import type { BotReason } from '../../bots/bot.js';
import { decimalComma as dec } from '../languages.js';

/** Why a bot chose what it chose (the hint at the table and `stikk play`'s `hint`), in German. */
export const botReason = (r: BotReason): string => {
  switch (r.code) {
    case 'average-tricks':
      return `ihr macht im Schnitt ${dec(r.tricks)} Stiche über ${r.layouts} Verteilungen`;
    case 'hits-bid':
      return `erfüllt die Ansage in ${r.percent} % von ${r.deals} ausprobierten Verteilungen`;
    case 'average-margin':
      return `beendet das Spiel im Schnitt ${dec(Math.abs(r.points))} Punkte ${r.points < 0 ? 'hinten' : 'vorn'} über ${r.playouts} Durchläufe`;
    case 'exact':
      return 'am besten gegen jede Verteidigung: alle Karten sind bekannt';
  }
};
