/**
 * Playing against the bots in the browser with no server (part of the web client's words,
 * `offline`). English is the reference the other languages match key for key.
 */
export const offline = {
  title: 'Play offline against bots',
  intro:
    'The cards are dealt and the bots play in this browser: no connection needed. Matches are kept here.',
  /** The lobby's link, always shown. */
  link: 'Play offline against bots',
  /** The lobby's note when the table server cannot be reached. */
  unreachable: 'The table server cannot be reached. You can still play against the bots in this browser.',
  kept: 'Matches kept in this browser',
  playing: 'in progress',
  over: 'finished',
  loading: 'Loading the games…',
  /** The browser's games (the offline worker) failed, or took too long: the offline pages also ask again by themselves. */
  workerFailed: 'The games in this browser stopped answering. Try again, or reload the page.',
  workerSlow: 'The games in this browser are taking too long to answer. Try again in a moment.',
  /** The offline pages' own code did not load (no network, not kept by the service worker). */
  notLoaded:
    'The games for playing offline could not be loaded: this browser keeps them once the app has been opened with a connection.',
  /** A challenge taken offline, in the list of kept matches. */
  challenge: (name: string) => `challenge ${name}`,
  challengeSend: 'Send the result',
  challengeSent: 'Result sent: see the ranking',
  challengeRefused: (why: string) => `The server refused the result: ${why}`,
  /** The challenge page's button, and what it means. */
  takeOffline: 'Take it offline',
  takeOfflineHelp:
    'Play it later without a network: the result is sent when the server can be reached again.',
};
