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
};
