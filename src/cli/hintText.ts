import type { Decision } from '../bots/bot.js';
import { en } from '../web/i18n/en.js';

/**
 * `hint: SA — your side takes 9.4 tricks …`. The reason is worded by the English catalog the
 * web client words it by too (the terminal speaks English), so the two cannot drift apart.
 */
export const hintLine = (d: Decision): string =>
  `hint: ${d.action}${d.reason ? ` — ${en.hint.reason(d.reason)}` : ''}\n`;
