/**
 * A test double for the e2e server: rubber bridge with random bots almost never ends (a
 * simulation of 10 random rubbers ran past 20,000 deals), so until a `basic` bridge bot
 * exists the bridge tables in the e2e run get this one. It opens 1NT, doubles the opponents'
 * bid, redoubles its own side's doubled bid — a redoubled 1NT made is a game — and plays a
 * random legal card. It sees only its view and legal actions, like every bot.
 */
import type { Bot, BotInput } from '../../../src/bots/bot.js';

const isBid = (call: string) => /^[1-7]/.test(call);

export const quickBridgeBot: Bot = {
  level: 'quick',
  choose({ view, legal, seat, rng }: BotInput): string {
    const calls = (view as unknown as { calls?: Array<[number, string]> }).calls ?? [];
    if (legal.some(isBid) || legal.includes('P')) {
      const lastBid = calls
        .map(([s, c], i) => ({ s, c, i }))
        .filter((x) => isBid(x.c))
        .pop();
      const after = lastBid ? calls.slice(lastBid.i + 1).map(([, c]) => c) : [];
      const want = !lastBid
        ? '1NT'
        : (lastBid.s + seat) % 2 !== 0 && !after.includes('X')
          ? 'X'
          : (lastBid.s + seat) % 2 === 0 && after.includes('X') && !after.includes('XX')
            ? 'XX'
            : 'P';
      if (legal.includes(want)) return want;
      if (legal.includes('P')) return 'P';
    }
    return legal[Math.floor(rng.next() * legal.length)];
  },
};
