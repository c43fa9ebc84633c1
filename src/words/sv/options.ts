import type { WebWords } from '../reference.js';

/** A game's options and why a set of them cannot be played (part of the web client's words). */
export const optionWords: Pick<WebWords, 'options' | 'optionErrors'> = {
  options: {
    'bondebridge.scoring':
      'Poäng: standard (en poäng per stick, 2 per saknat stick) eller enkel (stick över sex)',
    'bondebridge.scoring.standard': 'standard',
    'bondebridge.scoring.simple': 'enkel',
    'bondebridge.doubling': 'Med dubbelt och redubbelt',
    'bondebridge.noTrumpOnly': 'Alla bud i sang (utan trumf)',
    'bondebridge.rotatingPartners': 'Ny partner varje giv, poäng per spelare',
    'bondebridge.deals': 'Antal givar i matchen (delbart med 3 med roterande partner eller tre spelare)',
    'bondebridge.revokePenalty': 'Stick som lämnas över vid felaktig renons (bara vid poängföring på papper)',
    'bondebridge.doubledPoints':
      'Dubblad giv: alla poäng dubblas, eller bara straffet när kontraktet går bet',
    'bondebridge.doubledPoints.all': 'alla poäng',
    'bondebridge.doubledPoints.penalty': 'bara straffet',
    'bondebridge.threePlayers': 'Tre spelare: varje giv spelar en av er både Nord och Syd; poäng per spelare',
    'bridge.scoring':
      'Poängräkning: robbert, tävling (varje giv för sig), Chicago (omgångar om fyra givar) eller sammanlagt (givarna läggs ihop, ingen i zonen)',
    'bridge.scoring.rubber': 'robbert',
    'bridge.scoring.duplicate': 'tävling',
    'bridge.scoring.chicago': 'Chicago',
    'bridge.scoring.total': 'sammanlagt',
    'bridge.firstCaller': 'Vem bjuder först: givaren, eller spelaren till vänster om givaren',
    'bridge.firstCaller.dealer': 'givaren',
    'bridge.firstCaller.left-of-dealer': 'till vänster om givaren',
    'bridge.rubbers': 'Robbert: antal robbertar i matchen',
    'bridge.boards': 'Tävling: antal brickor i matchen',
    'bridge.firstBoard': 'Tävling: numret på första brickan (bestämmer givare och zon)',
    'bridge.rounds': 'Chicago: antal omgångar om fyra givar',
    'bridge.deals': 'Sammanlagt: antal givar i matchen',
    'selbu.players': 'Antal spelare (2–5)',
    'selbu.handSizes': 'Kort per omgång: 1…10 och tillbaka, bara upp, bara ned, eller din egen lista',
    'selbu.handSizes.classic': '1…10, 10…1 (20 omgångar)',
    'selbu.handSizes.up': '1…10',
    'selbu.handSizes.down': '10…1',
    'selbu.trump': 'Trumf: fast ordning, vänd upp ett kort, alltid samma färg, eller aldrig',
    'selbu.trump.classic': 'fast ordning',
    'selbu.trump.draw': 'vänd ett kort: knekt och uppåt, sang',
    'selbu.trump.draw-suit': 'vänd ett kort: färgen är trumf',
    'selbu.trump.fixed:S': 'alltid spader',
    'selbu.trump.fixed:H': 'alltid hjärter',
    'selbu.trump.fixed:D': 'alltid ruter',
    'selbu.trump.fixed:C': 'alltid klöver',
    'selbu.trump.none': 'sang (utan trumf)',
    'selbu.bidding': 'Bud i hemlighet som visas samtidigt, eller i tur och ordning',
    'selbu.bidding.simultaneous': 'samtidigt',
    'selbu.bidding.sequential': 'i tur och ordning',
    'selbu.scoring': 'Poäng: 10 + bud när du tar ditt bud, eller med minuspoäng',
    'selbu.scoring.classic': 'vanlig (10 + bud)',
    'selbu.scoring.penalty': 'med minuspoäng',
    'selbu.forehead': 'Omgångar med ett kort i pannan',
    'selbu.forehead.none': 'inga',
    'selbu.forehead.last': 'sista omgången',
    'selbu.forehead.first-and-last': 'första och sista omgången',
    'bridgette.colonOnColon': 'Colon på ett colon-utspel',
    'bridgette.colonOnColon.forbidden': 'inte tillåtet',
    'bridgette.colonOnColon.allowed': 'tillåtet (den förlorar sticket)',
    'bridgette.insultFirst':
      'Dubblat eller redubblat och hemgånget: lägg till 400 / 1000 innan det multipliceras',
    custom: 'egen …',
  },
  optionErrors: {
    'not-an-object': () => 'Inställningarna kunde inte läsas.',
    'unknown-option': () => 'Servern känner inte till den här inställningen.',
    'not-boolean': () => 'Välj ja eller nej.',
    'not-integer': () => 'Skriv ett heltal.',
    'out-of-range': (p) =>
      p.max === undefined
        ? `Skriv ett tal som är minst ${p.min}.`
        : p.min === undefined
          ? `Skriv ett tal som är högst ${p.max}.`
          : `Skriv ett tal från ${p.min} till ${p.max}.`,
    'not-a-choice': () => 'Välj ett av värdena i listan.',
    'not-a-schedule': () => 'Välj ett schema, eller skriv antal kort åtskilda med kommatecken (1,2,3).',
    'not-a-hand-size': (p) =>
      `”${p.value}” är inget antal kort: skriv heltal från 1, åtskilda med kommatecken.`,
    'too-many-cards': (p) =>
      `${p.players} spelare × ${p.cards} kort = ${p.dealt}, fler än kortlekens ${p.pack} kort: välj färre kort eller färre spelare.`,
    'no-upcard': (p) =>
      `${p.players} spelare × ${p.cards} kort tar hela kortleken, så inget kort blir kvar att vända upp som trumf: välj färre kort eller en annan trumf.`,
    'not-a-multiple': (p, w) =>
      `Med ”${w.option(p.because)}” måste talet vara delbart med ${p.of} (inte ${p.value}).`,
    'not-combinable': (p, w) =>
      `”${w.option(p.option)}” kan inte kombineras med ”${w.option(p.with)}”: välj en.`,
  },
};
