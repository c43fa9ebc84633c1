import type { WebWords } from '../reference.js';

/** Gegen die Bots im Browser spielen, ohne Server. */
export const offline: WebWords['offline'] = {
  title: 'Offline gegen Bots spielen',
  intro:
    'Die Karten werden in diesem Browser gegeben, und die Bots spielen hier: keine Verbindung nötig. Partien werden hier gespeichert.',
  link: 'Offline gegen Bots spielen',
  unreachable:
    'Der Tischserver ist nicht erreichbar. Gegen die Bots kannst du trotzdem in diesem Browser spielen.',
  kept: 'In diesem Browser gespeicherte Partien',
  playing: 'läuft',
  over: 'beendet',
  loading: 'Die Spiele werden geladen …',
  workerFailed:
    'Die Spiele in diesem Browser antworten nicht mehr. Versuche es noch einmal oder lade die Seite neu.',
  workerSlow:
    'Die Spiele in diesem Browser brauchen zu lange für eine Antwort. Versuche es gleich noch einmal.',
  notLoaded:
    'Die Spiele zum Offline-Spielen konnten nicht geladen werden: Der Browser behält sie, sobald die App einmal mit Verbindung geöffnet wurde.',
  /** A challenge taken offline, in the list of kept matches. */
  challenge: (name) => `Herausforderung ${name}`,
  challengeSend: 'Ergebnis senden',
  challengeSent: 'Ergebnis gesendet: zur Rangliste',
  challengeRefused: (why) => `Der Server hat das Ergebnis abgelehnt: ${why}`,
  /** The challenge page's button, and what it means. */
  takeOffline: 'Offline mitnehmen',
  takeOfflineHelp:
    'Später ohne Netz spielen: Das Ergebnis wird gesendet, sobald der Server wieder erreichbar ist.',
};
