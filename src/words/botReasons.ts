import type { BotReason } from '../bots/bot.js';
import { decimalComma as dec, type Language } from './languages.js';

/**
 * Why a bot chose what it chose (the hint at the table and `stikk play`'s `hint`), in the
 * players' words: one wording per language, shared by the web client and the terminal.
 */
export const BOT_REASON_WORDS: Record<Language, (r: BotReason) => string> = {
  en: (r) => {
    switch (r.code) {
      case 'average-tricks':
        return `your side takes ${r.tricks} tricks on average over ${r.layouts} layouts`;
      case 'hits-bid':
        return `makes the bid in ${r.percent}% of ${r.deals} sampled deals`;
      case 'average-margin':
        return `ends the deal ${Math.abs(r.points)} points ${r.points < 0 ? 'behind' : 'ahead'} on average over ${r.playouts} playouts`;
      case 'exact':
        return 'best against any defence: every card is known';
    }
  },
  nb: (r) => {
    switch (r.code) {
      case 'average-tricks':
        return `dere tar i snitt ${dec(r.tricks)} stikk over ${r.layouts} fordelinger`;
      case 'hits-bid':
        return `klarer meldingen i ${r.percent} % av ${r.deals} utprøvde given`;
      case 'average-margin':
        return `ender given i snitt ${dec(Math.abs(r.points))} poeng ${r.points < 0 ? 'bak' : 'foran'} over ${r.playouts} gjennomspillinger`;
      case 'exact':
        return 'best mot ethvert forsvar: alle kort er kjent';
    }
  },
  sv: (r) => {
    switch (r.code) {
      case 'average-tricks':
        return `ni tar i snitt ${dec(r.tricks)} stick över ${r.layouts} fördelningar`;
      case 'hits-bid':
        return `tar sitt bud i ${r.percent} % av ${r.deals} prövade givar`;
      case 'average-margin':
        return `slutar given i snitt ${dec(Math.abs(r.points))} poäng ${r.points < 0 ? 'efter' : 'före'} över ${r.playouts} genomspelningar`;
      case 'exact':
        return 'bäst mot alla försvar: alla kort är kända';
    }
  },
  da: (r) => {
    switch (r.code) {
      case 'average-tricks':
        return `I tager i snit ${dec(r.tricks)} stik over ${r.layouts} fordelinger`;
      case 'hits-bid':
        return `klarer sin melding i ${r.percent} % af ${r.deals} afprøvede givninger`;
      case 'average-margin':
        return `slutter given i snit ${dec(Math.abs(r.points))} point ${r.points < 0 ? 'bagud' : 'foran'} over ${r.playouts} gennemspilninger`;
      case 'exact':
        return 'bedst mod ethvert forsvar: alle kort er kendt';
    }
  },
  de: (r) => {
    switch (r.code) {
      case 'average-tricks':
        return `ihr macht im Schnitt ${dec(r.tricks)} Stiche über ${r.layouts} Verteilungen`;
      case 'hits-bid':
        return `erfüllt die Ansage in ${r.percent} % von ${r.deals} ausprobierten Verteilungen`;
      case 'average-margin':
        return `beendet das Spiel im Schnitt ${dec(Math.abs(r.points))} Punkte ${r.points < 0 ? 'hinten' : 'vorn'} über ${r.playouts} Durchläufe`;
      case 'exact':
        return 'am besten gegen jede Verteidigung: alle Karten sind bekannt';
    }
  },
};
