/**
 * The challenge pages (issue 35): the day's challenge of each game, entering one, its ranking
 * with "the bot"'s line, each board's results, and making a challenge of one's own. Part of the
 * web client's words; English is the reference the other languages match key for key.
 */
export const challenge = {
  /** The lobby's link to `/challenge`, where players look for BBO's and Funbridge's "Daily". */
  link: 'Daily challenge',
  title: 'Daily challenge',
  intro:
    'Every day, one set of deals for each game. You play them against the strong bots, then see how everyone else, and the bot, did with the same cards.',
  loading: 'Loading the challenge…',
  /** A challenge's day, `date` as the page writes it. */
  day: (date: string) => `Today, ${date}`,
  own: 'Challenges made by players',
  make: 'Make a challenge',
  /** How much a challenge deals: its boards, or one match where the match decides. */
  boards: (n: number) => (n === 1 ? '1 board' : `${n} boards`),
  /** Selbu's rounds (its challenge's boards). */
  rounds: (n: number) => (n === 1 ? '1 round' : `${n} rounds`),
  oneMatch: 'one match',
  entrants: (n: number) => (n === 1 ? '1 player' : `${n} players`),
  play: 'Play',
  goOn: 'Continue',
  yourResults: 'Your results',
  /** The window: `closes`/`opens` as the page writes a date and time. */
  openUntil: (closes: string) => `Open until ${closes}`,
  opensAt: (opens: string) => `Opens ${opens}`,
  closed: 'Closed',
  /** What entering means, on a challenge's page. */
  how: 'You play alone, with strong bots in the other seats. Everyone plays the same deals, and the bot plays them in your seat too.',
  rankedBy: {
    boards: 'Ranked by matchpoints, then by IMPs against the datum.',
    total: 'Ranked by the total score.',
  },
  enter: 'Play the challenge',
  entering: 'Dealing your table…',
  played: (n: number) => (n === 1 ? 'You have played 1 board.' : `You have played ${n} boards.`),
  playedAll: 'You have played the challenge.',
  /** Where the person's table went to another browser (played offline or elsewhere). */
  noTable: 'Your entry is played elsewhere.',
  ranking: 'Ranking',
  rank: 'Place',
  player: 'Player',
  boardsColumn: 'Boards',
  /** The deals a line counts, where the match decides how many (ranked by the total). */
  dealsColumn: 'Deals',
  percent: 'Matchpoints',
  imps: 'IMPs',
  total: 'Total',
  exact: 'Bids made',
  /** "The bot"'s line: the bots' play of the same deals in the person's seat. */
  theBot: 'the bot',
  you: 'you',
  boardsTitle: 'The boards',
  dealsTitle: 'The deals',
  board: (n: number) => `Board ${n}`,
  deal: (n: number) => `Deal ${n}`,
  frequency: 'How often',
  result: 'Result',
  score: 'Score',
  times: 'Times',
  datum: (d: string) => `Datum ${d}`,
  contract: 'Contract',
  replay: 'Replay',
  replayOf: (name: string) => `Replay of ${name}'s play`,
  offlinePlay: 'played offline',
  /** A `play-first` refusal: no error, a sentence. */
  playFirst: 'Play the challenge first: the results and the others’ play are shown to those who have played.',
  playBoardFirst: 'Play this board first to see how the others played it.',
  /** The table page's button once a challenge's match is over. */
  seeRanking: 'See the ranking',
  /** The challenge routes' refusals (docs/challenge.md). */
  errors: {
    alreadyEntered: 'You have already entered this challenge: everyone plays it once.',
    nameTaken: 'That name belongs to a signed-in player. Sign in, or choose another name.',
    closed: 'This challenge is not open now.',
    noChallenge: 'There is no such challenge.',
    rateLimited: 'Too many new tables from this address just now: try again in a minute.',
    full: 'The server has no room for another table just now: try again in a little while.',
    notYet: 'This challenge has not begun yet.',
    badChallenge: (why: string) => `The challenge was refused: ${why}`,
    offline: 'The server cannot be reached. Try again.',
    other: (message: string) => `That did not work: ${message}`,
  },
  // ---- making one ----
  /** A refused description, by the field the server names. */
  badField: {
    name: 'A name has 1 to 80 characters.',
    game: 'Choose a game.',
    opens: 'Say when the challenge opens.',
    closes: 'The challenge must close after it opens.',
    seed: 'Give a seed, or for bridge and bondebridge a PBN file.',
    boards: 'The file’s boards were refused: 1 to 64 boards, each of 52 different cards.',
  },
  newTitle: 'Make a challenge',
  newIntro: 'For a club or a family: the same deals for everyone who opens the link, in the time you choose.',
  name: 'Name',
  game: 'Game',
  deals: 'Deals',
  fromSeed: 'From a seed',
  fromFile: 'From a PBN file',
  seed: 'Seed',
  seedHint: 'Any word or number: the same seed deals the same cards.',
  file: 'PBN file',
  fileRead: (n: number) => (n === 1 ? '1 board read.' : `${n} boards read.`),
  fileNoDeals: 'The file holds no deals ([Deal] tags).',
  fileBadDeal: (board: string) => `Board ${board}: the deal is not four hands of 13 cards.`,
  fileTooMany: (max: number) => `The file holds more than ${max} boards.`,
  fileGames: 'A PBN file is for bridge and bondebridge.',
  opens: 'Opens',
  closes: 'Closes',
  create: 'Make the challenge',
  creating: 'Making it…',
  made: 'The challenge is made. Share this link:',
  copy: 'Copy the link',
  copied: 'Copied.',
  open: 'Open it',
};
