import type { WebWords } from '../reference.js';
import { csv } from './csv.js';

/** The score keeper's words (the web client's, src/words/<lang>/web.ts has the rest). */
export const keeperWords: Pick<WebWords, 'keeper'> = {
  keeper: {
    title: 'Regnskab',
    link: 'Før regnskab for et spil med rigtige kort',
    intro:
      'Spiller I med rigtige kort? Regnskabet kender reglerne. Det bliver på denne enhed og virker uden net.',
    sheets: 'Dine regnskaber',
    noSheets: 'Ingen regnskaber endnu.',
    newSheet: 'Nyt regnskab',
    start: 'Start regnskabet',
    open: 'Åbn',
    remove: 'Slet',
    confirmRemove: (title) => `Slet regnskabet »${title}«? Det kan ikke fortrydes.`,
    unreadable: 'Dette gemte regnskab kan ikke læses',
    importJson: 'Indlæs et regnskab (JSON)',
    imported: 'Regnskabet er indlæst.',
    players: 'Spillere',
    playerName: (n) => `Spiller ${n}`,
    firstDealer: 'Første giver',
    dealsEntered: (n) => (n === 1 ? '1 spil' : `${n} spil`),
    finished: 'færdigt',
    allSheets: 'Alle regnskaber',
    next: 'Næste spil',
    dealNo: (n) => `Spil ${n}`,
    roundNo: (n, of) => `Runde ${n} af ${of}`,
    boardNo: (n) => `Spil nr. ${n}`,
    chicagoDeal: (n) => `Chicago-spil ${n} af 4`,
    rubberNo: (n) => `Robber ${n}`,
    dealOf: (n, of) => `Spil ${n} af ${of}`,
    extraDeal: 'ekstra spil (lige mange point)',
    dealer: (name) => `Giver: ${name}`,
    bidsFirst: (name) => `${name} melder først og spiller ud`,
    cards: (n) => (n === 1 ? '1 kort' : `${n} kort`),
    trump: (text) => `Trumf: ${text}`,
    seating: 'Pladserne i dette spil',
    protocol: 'Point',
    saveDeal: 'Gem spillet',
    saveBids: 'Gem meldingerne',
    saveRound: 'Gem stikkene',
    changeBids: 'Ret meldingerne',
    passedOut: 'Passet ud',
    thrownIn: 'Kastet ind (alle passede)',
    level: 'Trin',
    strain: 'Farve',
    doubled: 'Doblet',
    undoubled: 'nej',
    declarer: 'Spilfører',
    tricksSide: 'Stik taget af spilførerens side',
    tricksDeclarer: 'Stik taget af spilføreren',
    needs: (n) => `skal have ${n}`,
    made: (over) => (over === 0 ? 'vundet' : `vundet +${over}`),
    down: (n) => `${n} ned`,
    preview: 'Spillet giver',
    honours: 'Honnører',
    noHonours: 'ingen',
    honoursOf: (side, points) => `${side} ${points}`,
    revokes: (side) => `Fejlagtig renonce af ${side}`,
    revokeNote: (n) => (n === 1 ? 'hver renonce overdrager 1 stik' : `hver renonce overdrager ${n} stik`),
    bidOf: (name) => `Melding fra ${name}`,
    tricksOf: (name) => `Stik til ${name}`,
    bid: 'Melding',
    tricks: 'Stik',
    /** A count of tricks inside a line (German keeps its capital). */
    trickCount: (n) => `${n} stik`,
    trumpTurnedUp: 'Trumf (vendt kort)',
    chooseTrump: 'vælg …',
    forbidden: 'krogen',
    tricksSum: (n, of) => `${n} af ${of} stik`,
    bidsSum: (n, of) => `meldingerne bliver ${n} (kort: ${of})`,
    none: 'ingen',
    player: 'Spiller',
    suit: 'Farve',
    lastTrick: 'Sidste stik taget af',
    matadorPoint: 'Matadorpointet (esser og tiere) til',
    nobody: 'ingen (lige)',
    entries: 'Førte spil',
    noEntries: 'Intet ført endnu.',
    correct: 'Ret',
    correctDeal: (n) => `Ret spil ${n}`,
    correcting: (n) => `Retter spil ${n}`,
    save: 'Gem',
    cancel: 'Annuller',
    removeDeal: 'Slet dette spil',
    endMatch: 'Afslut kampen her',
    endMatchNote: 'Robberbridge: en uafsluttet robber giver +300 for en udgang og +50 for en delkontrakt.',
    reopen: 'Åbn regnskabet igen',
    unfinishedBonus: (side, points) => `Uafsluttet robber: ${side} +${points}`,
    exportCsv: 'Hent CSV',
    exportJson: 'Hent JSON',
    share: 'Del',
    shareTitle: (title) => `Regnskab: ${title}`,
    savedHere: 'Gemt på denne enhed.',
    waitingTricks: 'Meldingerne er gemt: spil runden, og før så stikkene ind.',
    csv,
    errors: {
      options: (p) => `Valg: ${p.detail}`,
      players: (p) => `Skriv ${p.count} navne (højst ${p.max} tegn hver).`,
      'first-dealer': () => 'Vælg første giver.',
      'sheet-shape': (p) => `Det er ikke et regnskab (${p.detail}).`,
      'entry-shape': () => 'Der mangler noget i denne linje.',
      'no-entry': (p) => `Der er intet spil ${p.deal}.`,
      'match-over': () => 'Kampen er slut: ikke flere spil.',
      seat: (p) =>
        p.field === 'declarer'
          ? 'Vælg spilfører.'
          : p.field === 'lastTrick'
            ? 'Vælg hvem der tog sidste stik.'
            : 'Vælg hvem der fik matadorpointet (eller ingen).',
      'tricks-range': (p, name) =>
        p.seat === undefined
          ? `Stik skal være fra 0 til ${p.max}.`
          : `${name(Number(p.seat))}: stik skal være fra 0 til ${p.max}.`,
      contract: (p) =>
        p.text === '' || p.text === 'undefined'
          ? 'Vælg kontrakten: trin og farve.'
          : `»${p.text}« er ikke en kontrakt.`,
      'no-doubling': () => 'Dobling og redobling spilles ikke med disse valg.',
      'nt-only': () => 'Med disse valg er alle kontrakter i sans.',
      honours: (p) =>
        p.reason === 'nt'
          ? 'I sans tæller kun alle fire esser på én hånd som honnører (150).'
          : p.reason === 'scoring'
            ? 'Honnører tæller kun i robberbridge.'
            : 'Honnører: vælg en side og 100 eller 150.',
      'revoke-range': (p) => `Renoncer: et tal fra 0 til ${p.max}.`,
      'bids-count': () => 'Før en melding ind for hver spiller.',
      'bid-range': (p, name) => `${name(Number(p.seat))}: en melding skal være fra 0 til ${p.max}.`,
      'hook-simultaneous': (p, name) =>
        `Meldingerne bliver tilsammen ${p.size}, lige så mange som kortene: ${name(Number(p.seat))}, til venstre for giver, skal ændre sin melding (krogen).`,
      'hook-sequential': (p, name) =>
        `${name(Number(p.seat))}, giveren, må ikke melde ${p.bid}: meldingerne ville blive ${p.size}, lige så mange som kortene (krogen).`,
      'tricks-count': () => 'Før stikkene ind for hver spiller.',
      'tricks-sum': (p) => `Stikkene bliver tilsammen ${p.sum}, men der blev spillet ${p.size}.`,
      trump: (p) =>
        p.reason === 'draw' ? 'Før den vendte trumf ind.' : `Trumf i denne runde er ${p.trump}.`,
      'round-unfinished': (p) => `Før først stikkene i runde ${p.round} ind.`,
      declarations: (p) =>
        p.reason === 'tjog-first'
          ? 'Den første melding i et spil er trumf: tjog kræver en trumf.'
          : p.reason === 'same-suit'
            ? 'Tjog skal være i en anden farve end trumf.'
            : p.reason === 'twice'
              ? 'Højst én trumf og én tjog pr. spil.'
              : 'En melding har en spiller, trumf eller tjog, og en farve.',
      'correction-breaks-later': (p) => `Denne ændring gør spil ${p.deal} umuligt:`,
    },
  },
};
