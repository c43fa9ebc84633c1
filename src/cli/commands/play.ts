import { randomBytes } from 'node:crypto';
import type { Command } from 'commander';
import { Rng, shuffleDeck } from '../../cards/rng.js';
import { getBot } from '../../catalog.js';
import type { DeckSource } from '../../engine/match.js';
import { peopleCount, seatsChange } from '../../engine/people.js';
import { deckForNextDeal } from '../../pbn/decks.js';
import { GAMES_HELP, gameFromArgs, gameOptionsHelp } from '../gameArgs.js';
import { fail } from '../io.js';
import { LANG_HELP, terminalLanguageOrFail } from '../language.js';
import { collectDeals, DEALS_HELP, readPbnDeals, splitDealsFlag } from '../pbnDeals.js';
import { playInTerminal } from '../terminalPlay.js';

export { legalText, matchAction } from '../terminalPlay.js';

interface PlayFlags {
  seat: string;
  seed?: string;
  bots: string;
  out?: string;
  firstDealer?: string;
  deals?: string[];
  lang?: string;
}

export function registerPlay(program: Command): void {
  program
    .command('play')
    .description('play a game in the terminal against bots (game options as --name value)')
    .argument('<game>', GAMES_HELP)
    .option(
      '--seat <n>',
      'your seat (0 = North / first player); your player number where people change seats (bondebridge --threePlayers, --rotatingPartners)',
      '0',
    )
    .option('--seed <s>', 'seed for the shuffles and bots (random when absent)')
    .option('--bots <level>', 'level of the bots', 'basic')
    .option('--first-dealer <n>', 'seat that deals first (default: drawn from the seed)')
    .option('--out <file>', 'save the record of the match to this file')
    .option('--deals <file>', DEALS_HELP, collectDeals)
    .option('--lang <code>', LANG_HELP)
    .allowUnknownOption(true)
    .allowExcessArguments(true)
    .addHelpText('after', gameOptionsHelp)
    .action(async (gameId: string, flags: PlayFlags, cmd: Command) => {
      const deals = splitDealsFlag(flags.deals ?? []);
      const { game, options } = gameFromArgs(gameId, [...cmd.args.slice(1), ...deals.optionWords]);
      const pbnDeals = deals.file !== undefined ? readPbnDeals(deals.file, game) : undefined;
      const places = peopleCount(game, options);
      const seat = Number(flags.seat);
      if (!Number.isInteger(seat) || seat < 0 || seat >= places) {
        fail(`--seat must be 0..${places - 1}${seatsChange(game, options) ? ' (your player number)' : ''}`);
      }
      const bot = getBot(game.id, flags.bots);
      if (!bot) fail(`no bot "${flags.bots}" for ${game.id}`);
      const lang = terminalLanguageOrFail(flags.lang);
      const seed = flags.seed ?? randomBytes(6).toString('hex');
      const rng = new Rng(seed);
      // Drawn first, as before the driver moved, so a seed deals the same match as it always did.
      rng.fork('bots');
      const seats = game.seatCount(options);
      const firstDealer = flags.firstDealer !== undefined ? Number(flags.firstDealer) : rng.int(seats);
      if (!Number.isInteger(firstDealer) || firstDealer < 0 || firstDealer >= seats)
        fail(`--first-dealer must be 0..${seats - 1}`);
      const pack = game.pack(options);
      const decks: DeckSource = (index, state) => {
        // Shuffled even when the file supplies the deck, so later seeded decks do not depend on it.
        const shuffled = shuffleDeck(pack, rng);
        const fromFile = pbnDeals?.[index];
        return fromFile ? deckForNextDeal(game, state, fromFile.hands) : shuffled;
      };
      await playInTerminal(game, options, {
        lang,
        seat,
        seed,
        botLevel: flags.bots,
        out: flags.out,
        decks,
        firstDealer,
        pbnDeals,
      });
    });
}
