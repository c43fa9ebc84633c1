import type { WebWords } from '../reference.js';

/** A game's options and why a set of them cannot be played (part of the web client's words). */
export const optionWords: Pick<WebWords, 'options' | 'optionErrors'> = {
  options: {
    'bondebridge.scoring':
      'Poeng: standard (ett poeng per stikk, 2 per manglende stikk) eller enkel (stikk over seks)',
    'bondebridge.scoring.standard': 'standard',
    'bondebridge.scoring.simple': 'enkel',
    'bondebridge.doubling': 'Med dobling og redobling',
    'bondebridge.noTrumpOnly': 'Alle meldinger i grand (uten trumf)',
    'bondebridge.rotatingPartners': 'Roterende lag: ny makker hver giv, poeng per spiller',
    'bondebridge.deals': 'Antall giv i kampen (delelig med 3 med roterende lag eller tre spillere)',
    'bondebridge.revokePenalty': 'Stikk som går over ved renons-feil (bare ved føring på papir)',
    'bondebridge.doubledPoints':
      'Doblet giv: alle poengene dobles, eller bare straffen når kontrakten feiler',
    'bondebridge.doubledPoints.all': 'alle poengene',
    'bondebridge.doubledPoints.penalty': 'bare straffen',
    'bondebridge.threePlayers':
      'Tre spillere: hver giv spiller én av dere både Nord og Syd; poeng per spiller',
    'bridge.scoring':
      'Tellemåte: robber, turnering (hver giv for seg), Chicago (runder på fire giv) eller sammenlagt (givene lagt sammen, ingen i sonen)',
    'bridge.scoring.rubber': 'robber',
    'bridge.scoring.duplicate': 'turnering',
    'bridge.scoring.chicago': 'Chicago',
    'bridge.scoring.total': 'sammenlagt',
    'bridge.firstCaller': 'Hvem melder først: giver, eller spilleren til venstre for giver',
    'bridge.firstCaller.dealer': 'giver',
    'bridge.firstCaller.left-of-dealer': 'til venstre for giver',
    'bridge.rubbers': 'Robber: antall robbere i kampen',
    'bridge.boards': 'Turnering: antall spill i kampen',
    'bridge.firstBoard': 'Turnering: nummeret på første spill (bestemmer giver og sone)',
    'bridge.rounds': 'Chicago: antall runder på fire giv',
    'bridge.deals': 'Sammenlagt: antall giv i kampen',
    'selbu.players': 'Antall spillere (2–5)',
    'selbu.handSizes': 'Kort per runde: 1…10 og tilbake, bare opp, bare ned, eller din egen liste',
    'selbu.handSizes.classic': '1…10, 10…1 (20 runder)',
    'selbu.handSizes.up': '1…10',
    'selbu.handSizes.down': '10…1',
    'selbu.trump': 'Trumf: fast rekkefølge, snu et kort, alltid samme farge, eller aldri',
    'selbu.trump.classic': 'fast rekkefølge',
    'selbu.trump.draw': 'snu et kort: knekt eller høyere, grand',
    'selbu.trump.draw-suit': 'snu et kort: fargen er trumf',
    'selbu.trump.fixed:S': 'alltid spar',
    'selbu.trump.fixed:H': 'alltid hjerter',
    'selbu.trump.fixed:D': 'alltid ruter',
    'selbu.trump.fixed:C': 'alltid kløver',
    'selbu.trump.none': 'grand (uten trumf)',
    'selbu.bidding': 'Meldinger i hemmelighet og vist samtidig, eller etter tur',
    'selbu.bidding.simultaneous': 'samtidig',
    'selbu.bidding.sequential': 'etter tur',
    'selbu.scoring': 'Poeng: 10 + melding når du klarer meldingen, eller med minuspoeng',
    'selbu.scoring.classic': 'vanlig (10 + melding)',
    'selbu.scoring.penalty': 'med minuspoeng',
    'selbu.forehead': 'Runder med ett kort holdt i pannen',
    'selbu.forehead.none': 'ingen',
    'selbu.forehead.last': 'siste runde',
    'selbu.forehead.first-and-last': 'første og siste runde',
    'bridgette.colonOnColon': 'Colon på et colon-utspill',
    'bridgette.colonOnColon.forbidden': 'ikke lov',
    'bridgette.colonOnColon.allowed': 'lov (den taper stikket)',
    'bridgette.insultFirst': 'Doblet eller redoblet og klart: legg til 400 / 1000 før det ganges',
    custom: 'egen …',
  },
  optionErrors: {
    'not-an-object': () => 'Valgene kunne ikke leses.',
    'unknown-option': () => 'Serveren kjenner ikke dette valget.',
    'not-boolean': () => 'Velg ja eller nei.',
    'not-integer': () => 'Skriv et heltall.',
    'out-of-range': (p) =>
      p.max === undefined
        ? `Skriv et tall på minst ${p.min}.`
        : p.min === undefined
          ? `Skriv et tall på høyst ${p.max}.`
          : `Skriv et tall fra ${p.min} til ${p.max}.`,
    'not-a-choice': () => 'Velg en av verdiene i lista.',
    'not-a-schedule': () => 'Velg en plan, eller skriv kortantall skilt med komma (1,2,3).',
    'not-a-hand-size': (p) => `«${p.value}» er ikke et kortantall: skriv heltall fra 1, skilt med komma.`,
    'too-many-cards': (p) =>
      `${p.players} spillere × ${p.cards} kort = ${p.dealt}, flere enn de ${p.pack} kortene i kortstokken: velg færre kort eller færre spillere.`,
    'no-upcard': (p) =>
      `${p.players} spillere × ${p.cards} kort bruker hele kortstokken, så det blir ikke noe kort igjen å snu for trumf: velg færre kort eller en annen trumf.`,
    'not-a-multiple': (p, w) =>
      `Med «${w.option(p.because)}» må tallet være delelig med ${p.of} (ikke ${p.value}).`,
    'not-combinable': (p, w) =>
      `«${w.option(p.option)}» kan ikke kombineres med «${w.option(p.with)}»: velg én.`,
  },
};
