import type { WebWords } from '../reference.js';

/** Spill mot robotene i nettleseren, uten server. */
export const offline: WebWords['offline'] = {
  title: 'Spill uten nett mot roboter',
  intro: 'Kortene gis og robotene spiller i denne nettleseren: ingen tilkobling trengs. Kampene lagres her.',
  link: 'Spill uten nett mot roboter',
  unreachable: 'Bordserveren svarer ikke. Du kan likevel spille mot robotene i denne nettleseren.',
  kept: 'Kamper lagret i denne nettleseren',
  playing: 'pågår',
  over: 'ferdig',
  loading: 'Laster spillene …',
  workerFailed: 'Spillene i denne nettleseren sluttet å svare. Prøv igjen, eller last siden på nytt.',
  workerSlow: 'Spillene i denne nettleseren bruker for lang tid på å svare. Prøv igjen om et øyeblikk.',
  notLoaded:
    'Spillene for å spille uten nett kunne ikke lastes: nettleseren tar vare på dem når appen har vært åpnet med tilkobling.',
  /** A challenge taken offline, in the list of kept matches. */
  challenge: (name) => `utfordring ${name}`,
  challengeSend: 'Send resultatet',
  challengeSent: 'Resultatet er sendt: se rangeringen',
  challengeRefused: (why) => `Tjeneren avviste resultatet: ${why}`,
  /** The challenge page's button, and what it means. */
  takeOffline: 'Ta den med offline',
  takeOfflineHelp: 'Spill den senere uten nett: resultatet sendes når tjeneren kan nås igjen.',
};
