import type { WebWords } from '../reference.js';

/** A game's options and why a set of them cannot be played (part of the web client's words). */
export const optionWords: Pick<WebWords, 'options' | 'optionErrors'> = {
  options: {
    'bondebridge.scoring':
      'Point: standard (et point pr. stik, 2 pr. manglende stik) eller enkel (stik over seks)',
    'bondebridge.scoring.standard': 'standard',
    'bondebridge.scoring.simple': 'enkel',
    'bondebridge.doubling': 'Med dobling og redobling',
    'bondebridge.noTrumpOnly': 'Alle meldinger i sans (uden trumf)',
    'bondebridge.rotatingPartners': 'Ny makker hvert spil, point pr. spiller',
    'bondebridge.deals': 'Antal spil i kampen (deleligt med 3 med skiftende makkere eller tre spillere)',
    'bondebridge.revokePenalty': 'Stik der overdrages ved fejlagtig renonce (kun ved regnskab på papir)',
    'bondebridge.doubledPoints': 'Doblet spil: alle point dobles, eller kun straffen når kontrakten går ned',
    'bondebridge.doubledPoints.all': 'alle point',
    'bondebridge.doubledPoints.penalty': 'kun straffen',
    'bondebridge.threePlayers':
      'Tre spillere: hvert spil spiller én af jer både Nord og Syd; point pr. spiller',
    'bridge.scoring':
      'Regnskab: robber, turnering (hvert spil for sig), Chicago (runder á fire spil) eller samlet (spillene lagt sammen, ingen i zonen)',
    'bridge.scoring.rubber': 'robber',
    'bridge.scoring.duplicate': 'turnering',
    'bridge.scoring.chicago': 'Chicago',
    'bridge.scoring.total': 'samlet',
    'bridge.firstCaller': 'Hvem melder først: giver, eller spilleren til venstre for giver',
    'bridge.firstCaller.dealer': 'giver',
    'bridge.firstCaller.left-of-dealer': 'til venstre for giver',
    'bridge.rubbers': 'Robber: antal robbere i kampen',
    'bridge.boards': 'Turnering: antal spil i kampen',
    'bridge.firstBoard': 'Turnering: nummeret på første spil (bestemmer giver og zone)',
    'bridge.rounds': 'Chicago: antal runder á fire spil',
    'bridge.deals': 'Samlet: antal spil i kampen',
    'selbu.players': 'Antal spillere (2–5)',
    'selbu.handSizes': 'Kort pr. runde: 1…10 og tilbage, kun op, kun ned, eller din egen liste',
    'selbu.handSizes.classic': '1…10, 10…1 (20 runder)',
    'selbu.handSizes.up': '1…10',
    'selbu.handSizes.down': '10…1',
    'selbu.trump': 'Trumf: fast rækkefølge, vend et kort, altid samme kulør, eller aldrig',
    'selbu.trump.classic': 'fast rækkefølge',
    'selbu.trump.draw': 'vend et kort: knægt og opefter, sans',
    'selbu.trump.draw-suit': 'vend et kort: kuløren er trumf',
    'selbu.trump.fixed:S': 'altid spar',
    'selbu.trump.fixed:H': 'altid hjerter',
    'selbu.trump.fixed:D': 'altid ruder',
    'selbu.trump.fixed:C': 'altid klør',
    'selbu.trump.none': 'sans (uden trumf)',
    'selbu.bidding': 'Meldinger i hemmelighed og vist samtidig, eller på skift',
    'selbu.bidding.simultaneous': 'samtidig',
    'selbu.bidding.sequential': 'på skift',
    'selbu.scoring': 'Point: 10 + melding når du klarer din melding, eller med minuspoint',
    'selbu.scoring.classic': 'almindelig (10 + melding)',
    'selbu.scoring.penalty': 'med minuspoint',
    'selbu.forehead': 'Runder med ét kort holdt op for panden',
    'selbu.forehead.none': 'ingen',
    'selbu.forehead.last': 'sidste runde',
    'selbu.forehead.first-and-last': 'første og sidste runde',
    'bridgette.colonOnColon': 'Colon på et colon-udspil',
    'bridgette.colonOnColon.forbidden': 'ikke tilladt',
    'bridgette.colonOnColon.allowed': 'tilladt (den taber stikket)',
    'bridgette.insultFirst': 'Doblet eller redoblet og hjemme: læg 400 / 1000 til, før der ganges',
    custom: 'egen …',
  },
  optionErrors: {
    'not-an-object': () => 'Indstillingerne kunne ikke læses.',
    'unknown-option': () => 'Serveren kender ikke denne indstilling.',
    'not-boolean': () => 'Vælg ja eller nej.',
    'not-integer': () => 'Skriv et helt tal.',
    'out-of-range': (p) =>
      p.max === undefined
        ? `Skriv et tal på mindst ${p.min}.`
        : p.min === undefined
          ? `Skriv et tal på højst ${p.max}.`
          : `Skriv et tal fra ${p.min} til ${p.max}.`,
    'not-a-choice': () => 'Vælg en af værdierne på listen.',
    'not-a-schedule': () => 'Vælg en plan, eller skriv antal kort adskilt med komma (1,2,3).',
    'not-a-hand-size': (p) => `»${p.value}« er ikke et antal kort: skriv hele tal fra 1, adskilt med komma.`,
    'too-many-cards': (p) =>
      `${p.players} spillere × ${p.cards} kort = ${p.dealt}, flere end kortspillets ${p.pack} kort: vælg færre kort eller færre spillere.`,
    'no-upcard': (p) =>
      `${p.players} spillere × ${p.cards} kort bruger hele kortspillet, så der er intet kort tilbage at vende som trumf: vælg færre kort eller en anden trumf.`,
    'not-a-multiple': (p, w) =>
      `Med »${w.option(p.because)}« skal tallet være deleligt med ${p.of} (ikke ${p.value}).`,
    'not-combinable': (p, w) =>
      `»${w.option(p.option)}« kan ikke kombineres med »${w.option(p.with)}«: vælg én.`,
  },
};
