import type { Command } from 'commander';
import { getBot, getGame } from '../../catalog.js';
import {
  CHALLENGE_GAMES,
  type Challenge,
  challengeDecks,
  dailyChallenge,
  isChallengeGame,
} from '../../challenge/boards.js';
import { BOT_ENTRANT, entrantLine, rankEntrants } from '../../challenge/scoring.js';
import { challengeDateOf, parseChallengeDate } from '../../challenge/seed.js';
import type { AnyGame } from '../../engine/game.js';
import { playSimMatch } from '../../sim/match.js';
import { challengeResultText, challengeSeatName, YOU } from '../challengeText.js';
import { fail } from '../io.js';
import { LANG_HELP, terminalLanguageOrFail, terminalWords } from '../language.js';
import { playInTerminal } from '../terminalPlay.js';

interface ChallengeFlags {
  date?: string;
  seat?: string;
  json?: boolean;
  lang?: string;
  out?: string;
  botMs: string;
}

/** The options the challenge sets, checked by the game as every table checks them. */
function challengeOptions(game: AnyGame, challenge: Challenge): unknown {
  const parsed = game.parseOptions(challenge.options);
  if (!parsed.ok) fail(`internal: the ${game.id} challenge's options are refused (${parsed.error.code})`);
  return parsed.value;
}

export function registerChallenge(program: Command): void {
  program
    .command('challenge')
    .description(
      "play the day's challenge against strong bots, then see your result beside the bots' on the same deals",
    )
    .argument('<game>', CHALLENGE_GAMES.join(', '))
    .option('--date <YYYY-MM-DD>', "the challenge's day (UTC); today when absent")
    .option('--seat <n>', "your seat (0 = North / first player); the challenge's seat when absent")
    .option('--json', 'print the results as JSON on standard output (the table goes to standard error)')
    .option('--out <file>', 'save the record of your match to this file')
    .option('--bot-ms <ms>', 'thinking time of a bot decision in milliseconds', '1000')
    .option('--lang <code>', LANG_HELP)
    .action(async (gameId: string, flags: ChallengeFlags) => {
      if (!isChallengeGame(gameId))
        fail(`no challenge for "${gameId}" (games: ${CHALLENGE_GAMES.join(', ')})`);
      const date =
        flags.date === undefined
          ? { ok: true as const, value: challengeDateOf(new Date()) }
          : parseChallengeDate(flags.date);
      if (!date.ok) fail(`--date: ${date.error}`);
      const game = getGame(gameId);
      if (!game) fail(`no game "${gameId}"`);
      const daily = dailyChallenge(gameId, date.value);
      const seats = game.seatCount(challengeOptions(game, daily));
      const seat = flags.seat === undefined ? daily.seat : Number(flags.seat);
      if (!Number.isInteger(seat) || seat < 0 || seat >= seats) fail(`--seat must be 0..${seats - 1}`);
      const botMs = Number(flags.botMs);
      if (!Number.isInteger(botMs) || botMs < 1 || botMs > 60_000)
        fail('--bot-ms must be a whole number 1..60000');
      const lang = terminalLanguageOrFail(flags.lang);
      const w = terminalWords(lang);
      const challenge: Challenge = { ...daily, seat };
      const options = challengeOptions(game, challenge);
      const pack = game.pack(options);
      const { seed } = challenge.deals;
      // With --json, stdout carries only the results; the table is shown on stderr.
      const say = flags.json ? (text: string) => void process.stderr.write(text) : undefined;
      const played = await playInTerminal(game, options, {
        lang,
        seat,
        seed,
        botLevel: challenge.bots,
        out: flags.out,
        decks: challengeDecks(challenge, pack),
        firstDealer: challenge.firstDealer,
        welcome: w.challenge.welcome(challenge.name, challengeSeatName(challenge, w)),
        say,
        botMs,
      });
      const tell = say ?? ((text: string) => void process.stdout.write(text));
      if (!played) {
        tell(`${w.challenge.unfinished}\n`);
        return;
      }
      tell(`\n${w.challenge.botsPlay}\n`);
      const bot = getBot(game.id, challenge.bots)!;
      const seatCount = game.seatCount(options);
      const bots = await playSimMatch(
        game,
        options,
        { seed: `${seed}:bot-line`, match: 0, rotation: 0 },
        Array.from({ length: seatCount }, () => 0),
        [(input) => bot.choose(input)],
        {
          timeMs: botMs,
          deals: { decks: challengeDecks(challenge, pack), firstDealer: challenge.firstDealer },
        },
      );
      const you = entrantLine(challenge, YOU, played);
      const botLine = entrantLine(challenge, BOT_ENTRANT, bots.result);
      if (flags.json) {
        const body = {
          challenge: {
            id: challenge.id,
            name: challenge.name,
            game: challenge.game,
            date: date.value,
            seat,
            seed,
          },
          ranking: challenge.ranking,
          lines: rankEntrants(challenge, [you, botLine]),
        };
        process.stdout.write(`${JSON.stringify(body)}\n`);
        return;
      }
      process.stdout.write(`\n${challengeResultText(challenge, you, botLine, w, lang)}`);
    });
}
