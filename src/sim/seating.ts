import type { AnyGame } from '../engine/game.js';

/** One entry of `--bots`: a built-in level (`strong`) or an external program (`cmd:<command line>`). */
export interface BotSpec {
  /** How the bot is named in reports: the level, or `cmd:…` as given. */
  label: string;
  level?: string;
  command?: string;
}

export function parseBotSpec(text: string): BotSpec {
  const t = text.trim();
  if (t.startsWith('cmd:')) {
    let command = t.slice(4).trim();
    // Quotes survive when the shell did not strip them (e.g. `cmd:"node bot.mjs"` inside one word).
    if (command.length >= 2 && /^(["']).*\1$/.test(command)) command = command.slice(1, -1);
    return { label: t, command };
  }
  return { label: t, level: t };
}

/**
 * Splits `--bots` on commas, except inside `cmd:` entries, where a comma belongs to the command
 * line unless quotes closed it: `strong,cmd:"node b.mjs --x=1,2",basic` has three entries.
 */
export function splitBotList(text: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quote: string | null = null;
  for (const ch of text) {
    if (quote) {
      cur += ch;
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      cur += ch;
      quote = ch;
    } else if (ch === ',') {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((s) => s.trim()).filter((s) => s.length > 0);
}

/**
 * Bot index per seat: the list in seat order, repeated when shorter (`strong,basic` → S B S B),
 * then turned `rotation` seats around the table (rotation 1 of S B S B is B S B S).
 */
export const botsBySeat = (count: number, seats: number, rotation: number): number[] =>
  Array.from({ length: seats }, (_, seat) => ((seat + rotation) % seats) % count);

/** True when scores are kept per partnership (`NS`/`EW`) rather than per seat or player. */
export function isPartnershipGame(game: AnyGame, options: unknown): boolean {
  const totals = game.result(game.newMatch(options, 0)).totals;
  return 'NS' in totals && 'EW' in totals;
}

/**
 * How many rotations of the bots around the table make a duplicate set: two for partnership
 * and two-hand games (each side/seat gets both sides), one per seat otherwise.
 */
export function duplicateRotations(game: AnyGame, options: unknown): number {
  const seats = game.seatCount(options);
  if (isPartnershipGame(game, options)) return 2;
  return seats;
}
