/**
 * The table's social parts (part of the web client's words, `tableSocial`): handing a bot's
 * seat to a person, inviting a friend, the invitation a friend receives, rated tables and the
 * bots' ratings. English is the reference the other languages match key for key.
 */
export const tableSocial = {
  /** A bot's seat, by level, beside its fixed rating. */
  bots: { random: 'random bot', basic: 'basic bot', strong: 'strong bot' } as Record<string, string>,
  /** A level this client has no name for. */
  botOfLevel: (level: string) => `bot (${level})`,
  /** "strong bot · 1580". */
  botRated: (bot: string, rating: number) => `${bot} · ${rating}`,
  botRatedLabel: (bot: string, rating: number) => `${bot}, rating ${rating}`,
  /** The mark at a signed-in person's seat. */
  signedIn: 'signed-in player',
  /** What a bot's label, the seat's menu, says to a screen reader after the bot. */
  offer: 'Give to a person',
  /** The menu's action (and the button that does it). */
  offerTitle: 'Give this seat to a person',
  offerExplain:
    'The bot keeps playing until someone takes the seat with the invite link or your invitation. Someone who arrives during a deal plays from the next deal. This cannot be taken back.',
  cancel: 'Cancel',
  /** The chip at an offered seat. */
  offered: 'open for a person',
  offeredNotice: (seats: string) => `${seats}: open for a person — send the invite link.`,
  sendLink: 'Invite',
  /** The chip at the seat of someone who arrived during a deal. */
  arriving: (name: string) => `${name} plays from the next deal`,
  youArrive: 'You play from the next deal: the bot finishes this one.',
  /** The join panel's button for an offered seat. */
  takeOffered: (seat: string) => `Take ${seat} from the bot`,
  friendsTitle: 'Invite a friend',
  friendsLoading: 'Looking for your friends…',
  noFriends: 'You follow nobody yet. Follow players on their page to invite them here.',
  noneOnline: 'None of the players you follow is online now.',
  friendsFailed: 'Your friends could not be loaded.',
  inviteFriend: 'Invite',
  inviteFriendLabel: (name: string) => `Invite ${name}`,
  sending: 'Sending…',
  sent: 'Invitation sent',
  /** The invitation a friend receives, on any page. */
  invitations: 'Invitations',
  invitation: (from: string, game: string) => `${from} invites you to ${game}`,
  join: 'Join',
  dismiss: 'Dismiss',
  dismissLabel: (from: string) => `Dismiss the invitation from ${from}`,
  /** The lobby's mark of a rated table. */
  rated: 'Rated',
  ratedTitle: 'Every seat is a signed-in player: the match counts for ratings',
};
