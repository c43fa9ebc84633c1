import type { WebWords } from '../reference.js';

/** Spela mot robotarna i webbläsaren, utan server. */
export const offline: WebWords['offline'] = {
  title: 'Spela offline mot robotar',
  intro:
    'Korten ges och robotarna spelar i den här webbläsaren: ingen anslutning behövs. Matcherna sparas här.',
  link: 'Spela offline mot robotar',
  unreachable: 'Bordsservern går inte att nå. Du kan ändå spela mot robotarna i den här webbläsaren.',
  kept: 'Matcher sparade i den här webbläsaren',
  playing: 'pågår',
  over: 'klar',
  loading: 'Laddar spelen …',
  workerFailed: 'Spelen i den här webbläsaren slutade svara. Försök igen, eller ladda om sidan.',
  workerSlow: 'Spelen i den här webbläsaren tar för lång tid att svara. Försök igen om ett ögonblick.',
  notLoaded:
    'Spelen för att spela offline kunde inte laddas: webbläsaren sparar dem när appen har öppnats med en anslutning.',
  /** A challenge taken offline, in the list of kept matches. */
  challenge: (name) => `utmaning ${name}`,
  challengeSend: 'Skicka resultatet',
  challengeSent: 'Resultatet är skickat: se rankingen',
  challengeRefused: (why) => `Servern avvisade resultatet: ${why}`,
  /** The challenge page's button, and what it means. */
  takeOffline: 'Ta med den offline',
  takeOfflineHelp: 'Spela den senare utan nät: resultatet skickas när servern går att nå igen.',
};
