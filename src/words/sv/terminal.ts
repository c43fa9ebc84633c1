import { plural } from '../plural.js';
import type { TerminalWords } from '../reference.js';
import { bidding } from './bidding.js';
import { botReason } from './botReasons.js';
import { common } from './common.js';
import { refusals } from './refusals.js';

/**
 * Terminalens svenska: allt `stikk play` och `stikk replay` visar en spelare, nyckel för nyckel
 * som ../en/terminal.ts. Spelorden följer ../shared/glossary.md och webbklientens web.ts;
 * kort- och budnotation (SA, H8, 1NT, P, X) och kommandona (help, hint, undo …) står som de skrivs.
 */

export const terminal: TerminalWords = {
  compass: common.compass,
  compassLetters: common.compassLetters,
  seat: (n: number) => `plats ${n}`,
  player: (n: number) => `spelare ${n}`,
  you: 'du',
  opponent: 'motspelaren',
  spectator: 'åskådare',
  youAreSeat: (n: number) => `du sitter på plats ${n}`,
  suits: common.suits,
  noTrump: 'sang',
  trumpSuit: (suit: string) => `trumf: ${suit}`,
  and: 'och',
  nobody: 'ingen',
  none: 'ingen',
  cards: (n: number) => plural(n, 'kort', 'kort'),
  tricks: (n: number) => plural(n, 'stick', 'stick'),
  winners: (names: string, tie: boolean) => `${tie ? 'Oavgjort' : 'Vinnare'}: ${names}`,

  play: {
    welcome: (game: string, seed: string, seat: number, moving: boolean) =>
      `stikk ${game} (--seed ${seed}) — du ${moving ? 'är spelare' : 'sitter på plats'} ${seat}. Skriv ett kort eller ett bud, ”help” för hjälp.`,
    newDeal: (n: number, source: string, yours: string) => `--- ny giv (${n}${source}) ---${yours}`,
    fromPbnBoard: (board: string) => `, PBN-bricka ${board}`,
    fromPbn: ', giv från PBN',
    youPlay: (seats: string) => ` du spelar ${seats}`,
    youChoose: (seat: string) => `${seat} (du väljer)`,
    onlyChoice: (who: string, action: string) => `${who}: ${action} (enda valet)`,
    toAct: (who: string, legal: string) => `På tur: ${who} — ${legal}`,
    legal: (actions: string) => `tillåtna drag: ${actions}`,
    manyChoices: (n: number, examples: string) => `${n} möjliga drag, t.ex. ${examples} …`,
    claims: (top: number) => ` · claim 0–${top} (spelförare: claim N av de återstående sticken)`,
    leaving: 'lämnar bordet.',
    help: 'Skriv ett av de tillåtna dragen (stora eller små bokstäver spelar ingen roll, 10 = T), #n för det n:te, hint för vad den starka roboten skulle välja här (och varför), undo för att ta tillbaka ditt senaste kort eller bud (med robotarnas drag sedan dess, tills nästa stick har spelats ut), close för att avsluta matchen här med de givar som spelats (slutställningen följer), eller quit för att lämna den oavslutad. hidden:1 spelar kortet du inte ser (i pannan). I budgivningen berättar explain 1NT vad ett bud visar i budsystemet som robotarna använder. Spelföraren claimar med ”claim N” (N av de återstående sticken, 0 lämnar dem); en motspelare svarar accept eller reject.',
    nothingToExplain: (call: string) => `inget att förklara: ”${call}” är inget bud i den här budgivningen`,
    alert: '(alerterat)',
    hint: (action: string, reason: string | null) => `tips: ${action}${reason ? ` — ${reason}` : ''}`,
    reason: botReason,
    cannotUndo: (why: string) => `kan inte ångra: ${why}`,
    undoRefusals: {
      'nothing-to-undo': 'du har inget drag att ångra i den här given',
      'others-acted': 'någon annan har spelat sedan dess',
      'trick-led': 'nästa stick har spelats ut',
      'cards-seen': 'kort (eller bud) har visats sedan dess',
      'blind-card': 'ett kort som spelats i blindo kan inte ångras',
      'match-over': 'matchen är slut',
      'undo-pending': 'en begäran om att ångra väntar redan på svar',
    },
    takenBack: (botActions: number) =>
      `ångrat: ditt senaste drag${botActions > 0 ? ` och ${botActions} av robotarnas drag sedan dess` : ''}.`,
    cannotClose: (why: string) => `kan inte avsluta matchen: ${why}`,
    closed: 'bordet är avslutat: matchen slutar med de givar som spelats.',
    notLegal: (input: string, why: string) => `”${input}” är inte tillåtet nu: ${why}`,
    playHidden: 'spela kortet du inte ser som hidden:1',
    saved: (file: string) => `spelet har sparats i ${file}`,
    dealFinished: (line: string) => `=== given är klar: ${line}`,
    totals: (scores: string) => `=== totalt: ${scores}`,
  },

  result: {
    finished: 'färdig',
    closed: 'färdig (bordet avslutades)',
    unfinished: 'oavslutad',
    heading: (game: string, state: string, deals: number) =>
      `${game}: ${state}, ${plural(deals, 'giv', 'givar')}`,
    deal: (n: number) => `giv ${n}`,
    round: (n: number) => `omgång ${n}`,
    dealer: (seat: string) => `givare ${seat}`,
    passedOut: 'passad',
    contract: (contract: string, declarer: string, tricks: number) =>
      `${contract} av ${declarer}, ${plural(tricks, 'stick', 'stick')}`,
    claimed: (n: number) => ` (${n} av dem genom claim)`,
    bidsAndTricks: (bids: string, tricks: string) => `bud ${bids}, stick ${tricks}`,
    trump: (trump: string) => `trumf ${trump}`,
    score: (scores: string) => `poäng ${scores}`,
    unfinishedRubber: (scores: string) => `oavslutad robbert: ${scores}`,
    totals: (scores: string) => `totalt: ${scores}`,
  },

  contract: {
    auction: 'Budgivning:',
    lead: '(utspel)',
    trick: (n: number, cards: string) => `Stick ${n}: ${cards}`,
    wonBy: (seat: string) => `  (taget av ${seat})`,
    score: (scores: string, deals: number) =>
      `Poäng: ${scores} (${deals === 1 ? '1 giv räknad' : `${deals} givar räknade`})`,
    claimRejected: (declarer: string, tricks: number, by: string) =>
      `${declarer} claimade ${tricks} av de återstående sticken; ${by} avböjde: spelet fortsätter.`,
    claim: (declarer: string, tricks: number, accepted: string) =>
      `${declarer} claimar ${tricks} av de återstående sticken${accepted}.`,
    accepts: (seat: string) => `, ${seat} godtar`,
    declarerHand: (seat: string) => `Spelförarens hand (${seat}):`,
    over: 'Matchen är slut.',
    waiting: 'Väntar på nästa giv.',
    contractLine: (
      contract: string,
      declarer: string,
      dummy: string,
      ns: number,
      ew: number,
      nsLabel: string,
      ewLabel: string,
    ) => `Kontrakt: ${contract} av ${declarer}${dummy} · stick ${nsLabel} ${ns}, ${ewLabel} ${ew}`,
    dummySeat: (seat: string) => ` (träkarl ${seat})`,
    dummy: (seat: string) => `Träkarl (${seat}):`,
    yourHand: (seat: string) => `Din hand (${seat}):`,
    otherHand: (seat: string) => `Din andra hand (${seat}):`,
    toAct: (seats: string) => `På tur: ${seats}`,
    bondebridgeHeader: (deal: number, of: number, dealer: string) =>
      `${common.games.bondebridge} — giv ${deal} av ${of} · givare ${dealer}`,
    seating: (seats: string) => `Platserna i den här given: ${seats}`,
    bridgeHeader: (deal: number, details: string, dealer: string, vulnerable: string) =>
      `${common.games.bridge} — giv ${deal}${details} · givare ${dealer} · i zonen: ${vulnerable}`,
    board: (n: number) => ` · bricka ${n}`,
    chicagoDeal: (n: number) => ` · Chicago-giv ${n} av 4`,
    vulnerability: { none: 'ingen', NS: 'NS', EW: 'ÖV', all: 'alla' },
    rubber: (ns: number, ew: number, nsLabel: string, ewLabel: string) =>
      `Robbert: utgångar ${nsLabel} ${ns}, ${ewLabel} ${ew}`,
    partScores: (ns: number, ew: number, nsLabel: string, ewLabel: string) =>
      `Delkontrakt: ${nsLabel} ${ns}, ${ewLabel} ${ew}`,
  },

  selbu: {
    header: (round: number, rounds: number, cards: string, trump: string, dealer: string, you: string) =>
      `Selbu · omgång ${round}/${rounds} · ${cards} · ${trump} · givare: ${dealer} · ${you}`,
    trumpUnknown: 'trumf: inte känd ännu',
    upcard: (card: string) => `Uppvänt kort: ${card}`,
    toAct: (seats: string) => ` · på tur: ${seats}`,
    biddingSecret: 'Buden görs i hemlighet: alla bud visas när alla har bjudit',
    biddingClockwise: 'Buden ges medsols, med början till vänster om givaren',
    hook: (sum: number, seat: string) =>
      `Kroken: buden blir ${sum} tillsammans; ${seat} måste ändra sitt bud`,
    play: 'Spel',
    firstDeal: 'Väntar på första given',
    roundOver: (round: number) => `Omgång ${round} är slut; nästa giv kommer`,
    matchOver: (winners: string, _many: boolean) => `Matchen är slut · vinnare: ${winners}`,
    forbidden: (bid: number) => `Givaren får inte bjuda ${bid} (kroken)`,
    revealed: (bids: string) => `Buden som de först visades: ${bids}`,
    columns: ['plats', 'bud', 'stick', 'summa'],
    hiddenBid: 'bud (dolt)',
    dealer: 'givare',
    trick: 'Stick',
    lastTrick: 'Senaste sticket',
    wonBy: (seat: string) => `→ ${seat}`,
    forehead: (cards: string) => `Kort i pannan: du ser ${cards}; ditt eget kort är dolt`,
    noCard: 'inget kort',
    yourHand: (hand: string) => `Din hand: ${hand}`,
  },

  twoHand: {
    dealer: (seat: string) => `givare: ${seat}`,
    phase: (text: string) => `Fas: ${text}`,
    lastTrick: (trick: string) => `Senaste sticket: ${trick}`,
    currentTrick: (trick: string) => `Pågående stick: ${trick}`,
    yourHand: (hand: string) => `Din hand: ${hand}`,
    handOf: (seat: string, hand: string) => `${seat}s hand: ${hand}`,
    cardsHeld: (seat: string, cards: string) => `${seat}: ${cards}`,
    toAct: (seats: string) => `På tur: ${seats}`,
    stock: (cards: string) => `talong: ${cards}`,
  },

  bridgette: {
    header: (deal: number, counted: number, dealer: string, you: string) =>
      `${common.games.bridgette} — giv ${deal} (${counted} av 6 räknade hittills), ${dealer} (${you})`,
    score: (scores: string) => `Poäng: ${scores}`,
    phases: {
      dealing: 'mellan givarna',
      exchange: 'byte (kasta ned till 13: discard:C1,C2,…)',
      auction: 'budgivning (P, X, XX eller ett bud; ett pass efter vilket bud som helst avslutar den)',
      play: 'spel',
      over: 'matchen är slut',
    },
    upcard: (card: string, drawn: string, stock: string) =>
      `Uppvänt kort: ${card}; dragna: ${drawn}; ${stock}`,
    toDiscard: (seats: string) => `Har inte kastat än: ${seats}`,
    mustDiscard: (n: number) => `Du måste kasta exakt ${n} kort.`,
    ownDiscards: (cards: string) => `Dina kastade kort (dolda för motspelaren): ${cards}`,
    /** The opponent's discard as the player may know it: how many, not which. */
    discarded: (n: number) => `kastar ${n} kort`,
    auction: (calls: string) => `Budgivning: ${calls}`,
    contract: (contract: string, declarer: string, trump: string, needs: number) =>
      `Kontrakt: ${contract} (spelförare: ${declarer}, ${trump}); behöver ${needs} stick`,
    trump: (suit: string) => `trumf ${suit}`,
    tricks: (counts: string) => `Stick: ${counts}`,
    leadBan: (seat: string, suit: string) =>
      `Colon-utspelsförbud: ${seat} får inte spela ut ${suit} till det här sticket`,
    colons: 'colons',
  },

  bondtolva: {
    header: (deal: number, dealer: string, you: string) =>
      `${common.games.bondtolva} — giv ${deal}, ${dealer} (${you})`,
    protocol: (scores: string) => `Poäng: ${scores} (exakt 12 vinner, över 12: ned till 7)`,
    declaration: (kind: string, suit: string, seat: string) => `${seat}: ${kind} ${suit}`,
    trump: (suit: string, declarations: string) =>
      `Trumf: ${suit}${declarations ? ` — ${declarations}` : ''}`,
    phases: {
      phase1: 'fas 1 (talongen finns kvar: du behöver inte bekänna färg)',
      declare: 'fas 1, melding (trumf, tjog eller pass)',
      phase2: 'fas 2 (bekänna färg och sticka över, annars trumfa)',
      deal: 'mellan givarna',
      over: 'matchen är slut',
    },
    seatLine: (
      seat: string,
      tricks: number,
      matadors: number,
      points: number,
      declared: number,
      cards: string,
      shows: string,
    ) =>
      `${seat}: ${plural(tricks, 'stick', 'stick')}, ${plural(matadors, 'matador', 'matadorer')}, ${points} kortpoäng, ${declared} för meldingar; ${cards} på handen${shows}`,
    shows: (cards: string) => `, visar ${cards}`,
  },

  challenge: {
    welcome: (name: string, seat: string) =>
      `Utmaning ${name}: du spelar ${seat} mot starka robotar; sedan spelar robotarna samma givar på din plats. Skriv ett kort eller ett bud, ”help” för hjälp.`,
    botsPlay: 'Nu spelar robotarna samma givar på din plats …',
    unfinished: 'Utmaningen avbröts: inget resultat.',
    results: (name: string) => `Resultat — ${name}`,
    board: 'giv',
    deal: 'giv',
    you: 'du',
    bot: 'roboten',
    datum: 'snitt',
    matchpoints: 'MP',
    imps: 'IMP',
    notPlayed: '—',
    boardsLine: (who: string, mp: string, top: string, percent: string, imps: string, rank: number) =>
      `${who}: ${mp} av ${top} matchpoäng (${percent} %), ${imps} IMP — plats ${rank}`,
    totalLine: (who: string, total: string, rank: number) => `${who}: ${total} poäng — plats ${rank}`,
    exactBids: (exact: number, rounds: number) => `tog sitt bud i ${exact} av ${rounds} omgångar`,
  },

  refusals,
  bidding,
};
