import type { BotReason } from '../../bots/bot.js';

/** Why a bot chose what it chose (the hint at the table and `stikk play`'s `hint`), in English. */
export const botReason = (r: BotReason): string => {
  switch (r.code) {
    case 'average-tricks':
      return `your side takes ${r.tricks} tricks on average over ${r.layouts} layouts`;
    case 'hits-bid':
      return `makes the bid in ${r.percent}% of ${r.deals} sampled deals`;
    case 'average-margin':
      return `ends the deal ${Math.abs(r.points)} points ${r.points < 0 ? 'behind' : 'ahead'} on average over ${r.playouts} playouts`;
    case 'exact':
      return 'best against any defence: every card is known';
  }
};
