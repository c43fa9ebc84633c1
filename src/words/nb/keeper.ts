import type { WebWords } from '../reference.js';
import { csv } from './csv.js';

/** The score keeper's words (the web client's, src/words/<lang>/web.ts has the rest). */
export const keeperWords: Pick<WebWords, 'keeper'> = {
  keeper: {
    title: 'Poengføring',
    link: 'Før poeng for et spill med ekte kort',
    intro:
      'Spiller dere med ekte kort? Poenglisten kan reglene. Den blir liggende på denne enheten og virker uten nett.',
    sheets: 'Poenglistene dine',
    noSheets: 'Ingen poenglister ennå.',
    newSheet: 'Ny poengliste',
    start: 'Start poenglisten',
    open: 'Åpne',
    remove: 'Slett',
    confirmRemove: (title) => `Slette poenglisten «${title}»? Det kan ikke angres.`,
    unreadable: 'Denne lagrede listen kan ikke leses',
    importJson: 'Hent inn en poengliste (JSON)',
    imported: 'Poenglisten er hentet inn.',
    players: 'Spillere',
    playerName: (n) => `Spiller ${n}`,
    firstDealer: 'Første giver',
    dealsEntered: (n) => (n === 1 ? '1 giv' : `${n} giv`),
    finished: 'ferdig',
    allSheets: 'Alle poenglister',
    next: 'Neste giv',
    dealNo: (n) => `Giv ${n}`,
    roundNo: (n, of) => `Runde ${n} av ${of}`,
    boardNo: (n) => `Spill ${n}`,
    chicagoDeal: (n) => `Chicago-giv ${n} av 4`,
    rubberNo: (n) => `Robber ${n}`,
    dealOf: (n, of) => `Giv ${n} av ${of}`,
    extraDeal: 'ekstra giv (poengsummene er like)',
    dealer: (name) => `Giver: ${name}`,
    bidsFirst: (name) => `${name} melder først og spiller ut`,
    cards: (n) => (n === 1 ? '1 kort' : `${n} kort`),
    trump: (text) => `Trumf: ${text}`,
    seating: 'Plassene denne given',
    protocol: 'Poeng',
    saveDeal: 'Lagre given',
    saveBids: 'Lagre meldingene',
    saveRound: 'Lagre stikkene',
    changeBids: 'Endre meldingene',
    passedOut: 'Passet rundt',
    thrownIn: 'Kastet inn (alle passet)',
    level: 'Trinn',
    strain: 'Farge',
    doubled: 'Doblet',
    undoubled: 'nei',
    declarer: 'Spillefører',
    tricksSide: 'Stikk tatt av spilleførers lag',
    tricksDeclarer: 'Stikk tatt av spillefører',
    needs: (n) => `trenger ${n}`,
    made: (over) => (over === 0 ? 'klart' : `klart +${over}`),
    down: (n) => `${n} beit`,
    preview: 'Given gir',
    honours: 'Honnører',
    noHonours: 'ingen',
    honoursOf: (side, points) => `${side} ${points}`,
    revokes: (side) => `Feilaktig renons av ${side}`,
    revokeNote: (n) => (n === 1 ? 'hver renons gir bort 1 stikk' : `hver renons gir bort ${n} stikk`),
    bidOf: (name) => `Meldingen til ${name}`,
    tricksOf: (name) => `Stikkene til ${name}`,
    bid: 'Melding',
    tricks: 'Stikk',
    /** A count of tricks inside a line (German keeps its capital). */
    trickCount: (n) => `${n} stikk`,
    trumpTurnedUp: 'Trumf (opplagt kort)',
    chooseTrump: 'velg …',
    forbidden: 'kroken',
    tricksSum: (n, of) => `${n} av ${of} stikk`,
    bidsSum: (n, of) => `meldingene blir ${n} (kort: ${of})`,
    none: 'ingen',
    player: 'Spiller',
    suit: 'Farge',
    lastTrick: 'Siste stikk tatt av',
    matadorPoint: 'Matadorpoenget (ess og tiere) til',
    nobody: 'ingen (likt)',
    entries: 'Givene som er ført',
    noEntries: 'Ingenting ført ennå.',
    correct: 'Rett',
    correctDeal: (n) => `Rett giv ${n}`,
    correcting: (n) => `Retter giv ${n}`,
    save: 'Lagre',
    cancel: 'Avbryt',
    removeDeal: 'Slett denne given',
    endMatch: 'Avslutt kampen her',
    endMatchNote: 'Robberbridge: en uferdig robber gir +300 for en utgang og +50 for en delkontrakt.',
    reopen: 'Åpne poenglisten igjen',
    unfinishedBonus: (side, points) => `Uferdig robber: ${side} +${points}`,
    exportCsv: 'Last ned CSV',
    exportJson: 'Last ned JSON',
    share: 'Del',
    shareTitle: (title) => `Poengliste: ${title}`,
    savedHere: 'Lagret på denne enheten.',
    waitingTricks: 'Meldingene er lagret: spill runden, og før så inn stikkene.',
    csv,
    errors: {
      options: (p) => `Valg: ${p.detail}`,
      players: (p) => `Skriv inn ${p.count} navn (høyst ${p.max} tegn hvert).`,
      'first-dealer': () => 'Velg første giver.',
      'sheet-shape': (p) => `Det er ikke en poengliste (${p.detail}).`,
      'entry-shape': () => 'Noe mangler i denne føringen.',
      'no-entry': (p) => `Det finnes ingen giv ${p.deal}.`,
      'match-over': () => 'Kampen er over: ingen flere giv.',
      seat: (p) =>
        p.field === 'declarer'
          ? 'Velg spillefører.'
          : p.field === 'lastTrick'
            ? 'Velg hvem som tok siste stikk.'
            : 'Velg hvem som fikk matadorpoenget (eller ingen).',
      'tricks-range': (p, name) =>
        p.seat === undefined
          ? `Stikk må være fra 0 til ${p.max}.`
          : `${name(Number(p.seat))}: stikk må være fra 0 til ${p.max}.`,
      contract: (p) =>
        p.text === '' || p.text === 'undefined'
          ? 'Velg kontrakten: trinn og farge.'
          : `«${p.text}» er ikke en kontrakt.`,
      'no-doubling': () => 'Dobling og redobling spilles ikke med disse valgene.',
      'nt-only': () => 'Med disse valgene er alle kontrakter i grand.',
      honours: (p) =>
        p.reason === 'nt'
          ? 'I grand teller bare alle fire ess på én hånd som honnører (150).'
          : p.reason === 'scoring'
            ? 'Honnører teller bare i robberbridge.'
            : 'Honnører: velg et lag og 100 eller 150.',
      'revoke-range': (p) => `Renons: et tall fra 0 til ${p.max}.`,
      'bids-count': () => 'Før inn en melding for hver spiller.',
      'bid-range': (p, name) => `${name(Number(p.seat))}: meldingen må være fra 0 til ${p.max}.`,
      'hook-simultaneous': (p, name) =>
        `Meldingene blir til sammen ${p.size}, like mange som kortene: ${name(Number(p.seat))}, til venstre for giver, må endre meldingen sin (kroken).`,
      'hook-sequential': (p, name) =>
        `${name(Number(p.seat))}, som gir, kan ikke melde ${p.bid}: meldingene ville bli ${p.size}, like mange som kortene (kroken).`,
      'tricks-count': () => 'Før inn stikkene til hver spiller.',
      'tricks-sum': (p) => `Stikkene blir til sammen ${p.sum}, men ${p.size} ble spilt.`,
      trump: (p) =>
        p.reason === 'draw' ? 'Før inn trumfen som ble snudd.' : `Trumf denne runden er ${p.trump}.`,
      'round-unfinished': (p) => `Før inn stikkene i runde ${p.round} først.`,
      declarations: (p) =>
        p.reason === 'tjog-first'
          ? 'Den første meldingen i en giv er trumf: tjog krever en trumf.'
          : p.reason === 'same-suit'
            ? 'Tjog må være i en annen farge enn trumf.'
            : p.reason === 'twice'
              ? 'Høyst én trumf og én tjog per giv.'
              : 'En melding har en spiller, trumf eller tjog, og en farge.',
      'correction-breaks-later': (p) => `Denne endringen gjør giv ${p.deal} umulig:`,
    },
  },
};
