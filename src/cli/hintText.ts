import type { BotReason, Decision } from '../bots/bot.js';

/**
 * A bot's reason in the terminal's English. The web client words the same reasons in five
 * languages (src/web/i18n); the CLI cannot import that catalog: dist/web is the browser bundle
 * (the web build empties it), so a server-side import from src/web would be missing at run time.
 */
export function reasonText(r: BotReason): string {
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
}

/** `hint: SA — your side takes 9.4 tricks …` */
export const hintLine = (d: Decision): string =>
  `hint: ${d.action}${d.reason ? ` — ${reasonText(d.reason)}` : ''}\n`;
