import type { Decision } from '../bots/bot.js';
import type { TerminalWords } from '../words/reference.js';

/** `hint: SA — your side takes 9.4 tricks …`: the action and, when the bot gives one, its reason. */
export const hintLine = (d: Decision, w: TerminalWords): string =>
  `${w.play.hint(d.action, d.reason ? w.play.reason(d.reason) : null)}\n`;
