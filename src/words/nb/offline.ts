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
};
