import type { WebWords } from '../reference.js';

/** Spil mod robotterne i browseren, uden server. */
export const offline: WebWords['offline'] = {
  title: 'Spil offline mod robotter',
  intro:
    'Kortene gives og robotterne spiller i denne browser: ingen forbindelse nødvendig. Kampene gemmes her.',
  link: 'Spil offline mod robotter',
  unreachable: 'Bordserveren kan ikke nås. Du kan stadig spille mod robotterne i denne browser.',
  kept: 'Kampe gemt i denne browser',
  playing: 'i gang',
  over: 'færdig',
  loading: 'Indlæser spillene …',
  workerFailed: 'Spillene i denne browser holdt op med at svare. Prøv igen, eller genindlæs siden.',
  workerSlow: 'Spillene i denne browser er for længe om at svare. Prøv igen om et øjeblik.',
  notLoaded:
    'Spillene til at spille offline kunne ikke indlæses: browseren gemmer dem, når appen har været åbnet med forbindelse.',
  /** A challenge taken offline, in the list of kept matches. */
  challenge: (name) => `udfordring ${name}`,
  challengeSend: 'Send resultatet',
  challengeSent: 'Resultatet er sendt: se placeringerne',
  challengeRefused: (why) => `Serveren afviste resultatet: ${why}`,
  /** The challenge page's button, and what it means. */
  takeOffline: 'Tag den med offline',
  takeOfflineHelp: 'Spil den senere uden net: resultatet sendes, når serveren kan nås igen.',
};
