import type { WebWords } from '../reference.js';
import { csv } from './csv.js';

/** The score keeper's words (the web client's, src/words/<lang>/web.ts has the rest). */
export const keeperWords: Pick<WebWords, 'keeper'> = {
  keeper: {
    title: 'Protokollföring',
    link: 'För protokoll för ett spel med riktiga kort',
    intro:
      'Spelar ni med riktiga kort? Protokollet kan reglerna. Det sparas på den här enheten och fungerar utan nät.',
    sheets: 'Dina protokoll',
    noSheets: 'Inga protokoll än.',
    newSheet: 'Nytt protokoll',
    start: 'Starta protokollet',
    open: 'Öppna',
    remove: 'Radera',
    confirmRemove: (title) => `Radera protokollet ”${title}”? Det går inte att ångra.`,
    unreadable: 'Det här sparade protokollet kan inte läsas',
    importJson: 'Läs in ett protokoll (JSON)',
    imported: 'Protokollet är inläst.',
    players: 'Spelare',
    playerName: (n) => `Spelare ${n}`,
    firstDealer: 'Första givare',
    dealsEntered: (n) => (n === 1 ? '1 giv' : `${n} givar`),
    finished: 'klart',
    allSheets: 'Alla protokoll',
    next: 'Nästa giv',
    dealNo: (n) => `Giv ${n}`,
    roundNo: (n, of) => `Omgång ${n} av ${of}`,
    boardNo: (n) => `Bricka ${n}`,
    chicagoDeal: (n) => `Chicago-giv ${n} av 4`,
    rubberNo: (n) => `Robbert ${n}`,
    dealOf: (n, of) => `Giv ${n} av ${of}`,
    extraDeal: 'extra giv (lika poäng)',
    dealer: (name) => `Givare: ${name}`,
    bidsFirst: (name) => `${name} bjuder först och spelar ut`,
    cards: (n) => (n === 1 ? '1 kort' : `${n} kort`),
    trump: (text) => `Trumf: ${text}`,
    seating: 'Platserna i den här given',
    protocol: 'Poäng',
    saveDeal: 'Spara given',
    saveBids: 'Spara buden',
    saveRound: 'Spara sticken',
    changeBids: 'Ändra buden',
    passedOut: 'Passad',
    thrownIn: 'Ogiltig (alla passade)',
    level: 'Nivå',
    strain: 'Färg',
    doubled: 'Dubblad',
    undoubled: 'nej',
    declarer: 'Spelförare',
    tricksSide: 'Stick tagna av spelförarens sida',
    tricksDeclarer: 'Stick tagna av spelföraren',
    needs: (n) => `behöver ${n}`,
    made: (over) => (over === 0 ? 'hemgånget' : `hemgånget +${over}`),
    down: (n) => `${n} straff`,
    preview: 'Given ger',
    honours: 'Honnörer',
    noHonours: 'inga',
    honoursOf: (side, points) => `${side} ${points}`,
    revokes: (side) => `Felaktig renons av ${side}`,
    revokeNote: (n) => (n === 1 ? 'varje renons lämnar över 1 stick' : `varje renons lämnar över ${n} stick`),
    bidOf: (name) => `Bud av ${name}`,
    tricksOf: (name) => `Stick för ${name}`,
    bid: 'Bud',
    tricks: 'Stick',
    /** A count of tricks inside a line (German keeps its capital). */
    trickCount: (n) => `${n} stick`,
    trumpTurnedUp: 'Trumf (uppvänt kort)',
    chooseTrump: 'välj …',
    forbidden: 'kroken',
    tricksSum: (n, of) => `${n} av ${of} stick`,
    bidsSum: (n, of) => `buden blir ${n} (kort: ${of})`,
    none: 'ingen',
    player: 'Spelare',
    suit: 'Färg',
    lastTrick: 'Sista sticket taget av',
    matadorPoint: 'Matadorpoängen (ess och tior) till',
    nobody: 'ingen (lika)',
    entries: 'Förda givar',
    noEntries: 'Inget fört än.',
    correct: 'Rätta',
    correctDeal: (n) => `Rätta giv ${n}`,
    correcting: (n) => `Rättar giv ${n}`,
    save: 'Spara',
    cancel: 'Avbryt',
    removeDeal: 'Radera den här given',
    endMatch: 'Avsluta matchen här',
    endMatchNote: 'Robbertbridge: en oavslutad robbert ger +300 för en utgång och +50 för en delkontrakt.',
    reopen: 'Öppna protokollet igen',
    unfinishedBonus: (side, points) => `Oavslutad robbert: ${side} +${points}`,
    exportCsv: 'Ladda ned CSV',
    exportJson: 'Ladda ned JSON',
    share: 'Dela',
    shareTitle: (title) => `Protokoll: ${title}`,
    savedHere: 'Sparat på den här enheten.',
    waitingTricks: 'Buden är sparade: spela omgången och för sedan in sticken.',
    csv,
    errors: {
      options: (p) => `Val: ${p.detail}`,
      players: (p) => `Skriv ${p.count} namn (högst ${p.max} tecken vardera).`,
      'first-dealer': () => 'Välj första givare.',
      'sheet-shape': (p) => `Det är inget protokoll (${p.detail}).`,
      'entry-shape': () => 'Något saknas i den här raden.',
      'no-entry': (p) => `Det finns ingen giv ${p.deal}.`,
      'match-over': () => 'Matchen är slut: inga fler givar.',
      seat: (p) =>
        p.field === 'declarer'
          ? 'Välj spelförare.'
          : p.field === 'lastTrick'
            ? 'Välj vem som tog sista sticket.'
            : 'Välj vem som fick matadorpoängen (eller ingen).',
      'tricks-range': (p, name) =>
        p.seat === undefined
          ? `Stick måste vara från 0 till ${p.max}.`
          : `${name(Number(p.seat))}: stick måste vara från 0 till ${p.max}.`,
      contract: (p) =>
        p.text === '' || p.text === 'undefined'
          ? 'Välj kontraktet: nivå och färg.'
          : `”${p.text}” är inget kontrakt.`,
      'no-doubling': () => 'Dubbelt och redubbelt spelas inte med de här valen.',
      'nt-only': () => 'Med de här valen är alla kontrakt i sang.',
      honours: (p) =>
        p.reason === 'nt'
          ? 'I sang räknas bara alla fyra ess på en hand som honnörer (150).'
          : p.reason === 'scoring'
            ? 'Honnörer räknas bara i robbertbridge.'
            : 'Honnörer: välj en sida och 100 eller 150.',
      'revoke-range': (p) => `Renonser: ett tal från 0 till ${p.max}.`,
      'bids-count': () => 'För in ett bud för varje spelare.',
      'bid-range': (p, name) => `${name(Number(p.seat))}: ett bud måste vara från 0 till ${p.max}.`,
      'hook-simultaneous': (p, name) =>
        `Buden blir tillsammans ${p.size}, lika många som korten: ${name(Number(p.seat))}, till vänster om givaren, måste ändra sitt bud (kroken).`,
      'hook-sequential': (p, name) =>
        `${name(Number(p.seat))}, givaren, får inte bjuda ${p.bid}: buden skulle bli ${p.size}, lika många som korten (kroken).`,
      'tricks-count': () => 'För in sticken för varje spelare.',
      'tricks-sum': (p) => `Sticken blir tillsammans ${p.sum}, men ${p.size} spelades.`,
      trump: (p) =>
        p.reason === 'draw' ? 'För in trumfen som vändes upp.' : `Trumf i den här omgången är ${p.trump}.`,
      'round-unfinished': (p) => `För in sticken i omgång ${p.round} först.`,
      declarations: (p) =>
        p.reason === 'tjog-first'
          ? 'Första meldingen i en giv är trumf: tjog kräver en trumf.'
          : p.reason === 'same-suit'
            ? 'Tjog måste vara i en annan färg än trumf.'
            : p.reason === 'twice'
              ? 'Högst en trumf och en tjog per giv.'
              : 'En melding har en spelare, trumf eller tjog, och en färg.',
      'correction-breaks-later': (p) => `Den här ändringen gör giv ${p.deal} omöjlig:`,
    },
  },
};
