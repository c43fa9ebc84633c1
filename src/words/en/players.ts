/**
 * Accounts, profiles and friends (issue 34): the header's sign-in, a player's page with ratings,
 * statistics and matches, the friends page. Part of the web client's words.
 */
export const playersWords = {
  players: {
    // ---- the account in the header ----
    signIn: 'Sign in',
    signUp: 'Create an account',
    signOut: 'Sign out',
    account: 'Your account',
    profile: 'Profile',
    friends: 'Friends',
    changePassword: 'Change password',
    name: 'Name',
    password: 'Password',
    oldPassword: 'Current password',
    newPassword: 'New password',
    passwordRule: 'At least 8 characters.',
    haveAccount: 'Already have an account?',
    noAccount: 'New here?',
    whyAccount:
      'You can play without an account. With one, your name is yours, your matches are kept and rated, and you can follow friends.',
    passwordChanged: 'Your password has been changed. Other devices are signed out.',
    save: 'Save',
    cancel: 'Cancel',
    /** What the account routes' refusals say (docs/protocol.md "Accounts"). */
    errors: {
      wrongPassword: 'Wrong name or password.',
      wrongOldPassword: 'The current password is wrong.',
      nameTaken: 'That name is taken: choose another.',
      badPassword: 'A password has 8 to 200 characters, and not only spaces.',
      badName: 'A name has 1 to 40 characters.',
      rateLimited: (seconds: number) =>
        seconds === 1
          ? 'Too many wrong passwords: wait 1 second.'
          : `Too many wrong passwords: wait ${seconds} seconds.`,
      notSignedIn: 'You are signed out: sign in again.',
      offline: 'The server cannot be reached. Try again.',
      other: (message: string) => `That did not work: ${message}`,
    },

    // ---- a player's page ----
    since: (date: string) => `Playing here since ${date}`,
    noSuchPlayer: 'There is no such player.',
    ratings: 'Ratings',
    /** The displayed number and its uncertainty, e.g. `1432 ± 210`. */
    rating: (rating: number, uncertainty: number) => `${rating} ± ${uncertainty}`,
    ratingNote: 'The number rises as you win rated matches; ± is how uncertain it still is.',
    ratedMatches: (n: number) => (n === 1 ? '1 rated match' : `${n} rated matches`),
    noRatedMatches: 'No rated matches yet.',
    stats: 'Statistics',
    matchesPlayed: (n: number) => (n === 1 ? '1 match' : `${n} matches`),
    matchesWon: 'Matches won',
    declared: 'Contracts as declarer',
    made: 'Contracts made',
    ddCost: 'Tricks lost per card (double dummy)',
    exactBids: 'Bids made exactly',
    /** A share as `8 of 13`, beside its percentage. */
    ofTotal: (part: number, whole: number) => `${part} of ${whole}`,
    noStats: 'No matches played yet.',
    matches: 'Matches',
    noMatches: 'No matches yet.',
    more: 'Show older matches',
    noMore: 'That is all.',
    allGames: 'All games',
    won: 'won',
    lost: 'lost',
    /** Place among sides: `1st of 3`. */
    rank: (rank: number, of: number) => `${ordinal(rank)} of ${of}`,
    rated: 'rated',
    ratingChange: (before: number, after: number) =>
      `${after} (${after >= before ? '+' : '−'}${Math.abs(after - before)})`,
    partners: 'with',
    opponents: 'against',
    alone: 'alone',
    /** A bot, named by its level word (`bot (strong)`). */
    bot: (level: string) => `bot (${level})`,
    replay: 'Replay',
    follow: 'Follow',
    unfollow: 'Unfollow',
    following: 'You follow this player.',
    you: 'This is you.',

    // ---- the friends page ----
    friendsTitle: 'Friends',
    signInForFriends: 'Sign in to follow friends, see who is online and invite them to your table.',
    noFriends: 'You follow nobody yet.',
    online: 'online',
    offline: 'offline',
    atTable: (game: string) => `playing ${game}`,
    followSomeone: 'Follow a player',
    followName: 'Player’s name',
    unknownPlayer: (name: string) => `There is no player called “${name}”.`,
    oneself: 'That is you: follow someone else.',
    unfollowName: (name: string) => `Unfollow ${name}`,
  },
};

/** English ordinals: 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
