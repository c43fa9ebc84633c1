import { plural } from '../plural.js';
import type { TerminalWords } from '../reference.js';
import { bidding } from './bidding.js';
import { botReason } from './botReasons.js';
import { common } from './common.js';
import { refusals } from './refusals.js';

/**
 * Terminalens bokmål: alt `stikk play` og `stikk replay` viser en spiller, nøkkel for nøkkel
 * som ../en/terminal.ts. Spillordene følger ../shared/glossary.md og nettklientens web.ts;
 * kort- og meldingsnotasjon (SA, H8, 1NT, P, X) og kommandoene (help, hint, undo …) står som de skrives.
 */

export const terminal: TerminalWords = {
  compass: common.compass,
  compassLetters: common.compassLetters,
  seat: (n: number) => `plass ${n}`,
  player: (n: number) => `spiller ${n}`,
  you: 'du',
  opponent: 'motspilleren',
  spectator: 'tilskuer',
  youAreSeat: (n: number) => `du sitter på plass ${n}`,
  suits: common.suits,
  noTrump: 'grand',
  trumpSuit: (suit: string) => `trumf: ${suit}`,
  and: 'og',
  nobody: 'ingen',
  none: 'ingen',
  cards: (n: number) => plural(n, 'kort', 'kort'),
  tricks: (n: number) => plural(n, 'stikk', 'stikk'),
  winners: (names: string, tie: boolean) => `${tie ? 'Uavgjort' : 'Vinner'}: ${names}`,

  play: {
    welcome: (game: string, seed: string, seat: number, moving: boolean) =>
      `stikk ${game} (--seed ${seed}) — du ${moving ? 'er spiller' : 'sitter på plass'} ${seat}. Skriv et kort eller en melding, «help» for hjelp.`,
    newDeal: (n: number, source: string, yours: string) => `--- ny giv (${n}${source}) ---${yours}`,
    fromPbnBoard: (board: string) => `, PBN-spill ${board}`,
    fromPbn: ', giv fra PBN',
    youPlay: (seats: string) => ` du spiller ${seats}`,
    youChoose: (seat: string) => `${seat} (du velger)`,
    onlyChoice: (who: string, action: string) => `${who}: ${action} (eneste valg)`,
    toAct: (who: string, legal: string) => `I tur: ${who} — ${legal}`,
    legal: (actions: string) => `lovlige trekk: ${actions}`,
    manyChoices: (n: number, examples: string) => `${n} mulige trekk, f.eks. ${examples} …`,
    claims: (top: number) => ` · claim 0–${top} (spillefører: claim N av de gjenstående stikkene)`,
    leaving: 'forlater bordet.',
    help: 'Skriv et av de lovlige trekkene (store eller små bokstaver spiller ingen rolle, 10 = T), #n for det n-te, hint for hva den sterke roboten ville valgt her (og hvorfor), undo for å ta tilbake ditt siste kort eller din siste melding (med robotenes trekk etterpå, til neste stikk er spilt ut), close for å avslutte kampen her med givene som er spilt (sluttstillingen følger), eller quit for å forlate den uferdig. hidden:1 spiller kortet du ikke ser (i pannen). I budgivningen forteller explain 1NT hva en melding viser i meldesystemet robotene bruker. Spillefører claimer med «claim N» (N av de gjenstående stikkene, 0 gir dem bort); en motspiller svarer accept eller reject.',
    nothingToExplain: (call: string) =>
      `ingenting å forklare: «${call}» er ikke en melding i denne budgivningen`,
    alert: '(varslet)',
    hint: (action: string, reason: string | null) => `tips: ${action}${reason ? ` — ${reason}` : ''}`,
    reason: botReason,
    cannotUndo: (why: string) => `kan ikke angre: ${why}`,
    undoRefusals: {
      'nothing-to-undo': 'du har ikke noe trekk å angre i denne given',
      'others-acted': 'noen andre har spilt etterpå',
      'trick-led': 'neste stikk er spilt ut',
      'cards-seen': 'kort (eller meldinger) er vist etterpå',
      'blind-card': 'et kort spilt i blinde kan ikke angres',
      'match-over': 'kampen er ferdig',
      'undo-pending': 'en angring venter allerede på svar',
    },
    takenBack: (botActions: number) =>
      `tatt tilbake: ditt siste trekk${botActions > 0 ? ` og ${botActions} av robotenes trekk etterpå` : ''}.`,
    cannotClose: (why: string) => `kan ikke avslutte kampen: ${why}`,
    closed: 'bordet er avsluttet: kampen slutter med givene som er spilt.',
    notLegal: (input: string, why: string) => `«${input}» er ikke lov nå: ${why}`,
    playHidden: 'spill kortet du ikke ser, som hidden:1',
    saved: (file: string) => `spillet er lagret i ${file}`,
    dealFinished: (line: string) => `=== given er ferdig: ${line}`,
    totals: (scores: string) => `=== sammenlagt: ${scores}`,
  },

  result: {
    finished: 'ferdig',
    closed: 'ferdig (bordet ble avsluttet)',
    unfinished: 'uferdig',
    heading: (game: string, state: string, deals: number) =>
      `${game}: ${state}, ${plural(deals, 'giv', 'giv')}`,
    deal: (n: number) => `giv ${n}`,
    round: (n: number) => `runde ${n}`,
    dealer: (seat: string) => `giver ${seat}`,
    passedOut: 'passet rundt',
    contract: (contract: string, declarer: string, tricks: number) =>
      `${contract} av ${declarer}, ${plural(tricks, 'stikk', 'stikk')}`,
    claimed: (n: number) => ` (${n} av dem ved claim)`,
    bidsAndTricks: (bids: string, tricks: string) => `meldinger ${bids}, stikk ${tricks}`,
    trump: (trump: string) => `trumf ${trump}`,
    score: (scores: string) => `poeng ${scores}`,
    unfinishedRubber: (scores: string) => `uferdig robber: ${scores}`,
    totals: (scores: string) => `sammenlagt: ${scores}`,
  },

  contract: {
    auction: 'Budgivning:',
    lead: '(utspill)',
    trick: (n: number, cards: string) => `Stikk ${n}: ${cards}`,
    wonBy: (seat: string) => `  (tatt av ${seat})`,
    score: (scores: string, deals: number) => `Poeng: ${scores} (${plural(deals, 'giv', 'giv')} telt)`,
    claimRejected: (declarer: string, tricks: number, by: string) =>
      `${declarer} claimet ${tricks} av de gjenstående stikkene; ${by} avviste: spillet fortsetter.`,
    claim: (declarer: string, tricks: number, accepted: string) =>
      `${declarer} claimer ${tricks} av de gjenstående stikkene${accepted}.`,
    accepts: (seat: string) => `, ${seat} godtar`,
    declarerHand: (seat: string) => `Spilleførers hånd (${seat}):`,
    over: 'Kampen er ferdig.',
    waiting: 'Venter på neste giv.',
    contractLine: (
      contract: string,
      declarer: string,
      dummy: string,
      ns: number,
      ew: number,
      nsLabel: string,
      ewLabel: string,
    ) => `Kontrakt: ${contract} av ${declarer}${dummy} · stikk ${nsLabel} ${ns}, ${ewLabel} ${ew}`,
    dummySeat: (seat: string) => ` (blindemann ${seat})`,
    dummy: (seat: string) => `Blindemann (${seat}):`,
    yourHand: (seat: string) => `Hånden din (${seat}):`,
    otherHand: (seat: string) => `Den andre hånden din (${seat}):`,
    toAct: (seats: string) => `I tur: ${seats}`,
    bondebridgeHeader: (deal: number, of: number, dealer: string) =>
      `${common.games.bondebridge} — giv ${deal} av ${of} · giver ${dealer}`,
    seating: (seats: string) => `Plassene denne given: ${seats}`,
    bridgeHeader: (deal: number, details: string, dealer: string, vulnerable: string) =>
      `${common.games.bridge} — giv ${deal}${details} · giver ${dealer} · i sonen: ${vulnerable}`,
    board: (n: number) => ` · spill ${n}`,
    chicagoDeal: (n: number) => ` · Chicago-giv ${n} av 4`,
    vulnerability: { none: 'ingen', NS: 'NS', EW: 'ØV', all: 'alle' },
    rubber: (ns: number, ew: number, nsLabel: string, ewLabel: string) =>
      `Robber: utganger ${nsLabel} ${ns}, ${ewLabel} ${ew}`,
    partScores: (ns: number, ew: number, nsLabel: string, ewLabel: string) =>
      `Delkontrakt: ${nsLabel} ${ns}, ${ewLabel} ${ew}`,
  },

  selbu: {
    header: (round: number, rounds: number, cards: string, trump: string, dealer: string, you: string) =>
      `Selbu · runde ${round}/${rounds} · ${cards} · ${trump} · giver: ${dealer} · ${you}`,
    trumpUnknown: 'trumf: ikke kjent ennå',
    upcard: (card: string) => `Opplagt kort: ${card}`,
    toAct: (seats: string) => ` · i tur: ${seats}`,
    biddingSecret: 'Meldinger i hemmelighet: alle meldingene vises når alle har meldt',
    biddingClockwise: 'Meldinger etter tur med klokka, fra spilleren til venstre for giver',
    hook: (sum: number, seat: string) =>
      `Kroken: meldingene går opp i ${sum}; ${seat} må endre meldingen sin`,
    play: 'Spill',
    firstDeal: 'Venter på første giv',
    roundOver: (round: number) => `Runde ${round} er ferdig; neste giv kommer`,
    matchOver: (winners: string, many: boolean) =>
      `Kampen er ferdig · ${many ? 'vinnere' : 'vinner'}: ${winners}`,
    forbidden: (bid: number) => `Giver kan ikke melde ${bid} (kroken)`,
    revealed: (bids: string) => `Meldingene slik de først ble vist: ${bids}`,
    columns: ['plass', 'meld.', 'stikk', 'sum'],
    hiddenBid: 'meldt (skjult)',
    dealer: 'giver',
    trick: 'Stikk',
    lastTrick: 'Siste stikk',
    wonBy: (seat: string) => `→ ${seat}`,
    forehead: (cards: string) => `Kort i pannen: du ser ${cards}; ditt eget kort er skjult`,
    noCard: 'ingen kort',
    yourHand: (hand: string) => `Hånden din: ${hand}`,
  },

  twoHand: {
    dealer: (seat: string) => `giver: ${seat}`,
    phase: (text: string) => `Fase: ${text}`,
    lastTrick: (trick: string) => `Siste stikk: ${trick}`,
    currentTrick: (trick: string) => `Stikket som pågår: ${trick}`,
    yourHand: (hand: string) => `Hånden din: ${hand}`,
    handOf: (seat: string, hand: string) => `Hånden til ${seat}: ${hand}`,
    cardsHeld: (seat: string, cards: string) => `${seat}: ${cards}`,
    toAct: (seats: string) => `I tur: ${seats}`,
    stock: (cards: string) => `bunken: ${cards}`,
  },

  bridgette: {
    header: (deal: number, counted: number, dealer: string, you: string) =>
      `${common.games.bridgette} — giv ${deal} (${counted} av 6 telt så langt), ${dealer} (${you})`,
    score: (scores: string) => `Poeng: ${scores}`,
    phases: {
      dealing: 'mellom givene',
      exchange: 'bytte (kast ned til 13: discard:C1,C2,…)',
      auction: 'budgivning (P, X, XX eller en melding; pass etter enhver melding avslutter den)',
      play: 'spill',
      over: 'kampen er ferdig',
    },
    upcard: (card: string, drawn: string, stock: string) =>
      `Opplagt kort: ${card}; trukket: ${drawn}; ${stock}`,
    toDiscard: (seats: string) => `Har ikke kastet ennå: ${seats}`,
    mustDiscard: (n: number) => `Du må kaste nøyaktig ${n} kort.`,
    ownDiscards: (cards: string) => `Kortene du kastet (skjult for motspilleren): ${cards}`,
    /** The opponent's discard as the player may know it: how many, not which. */
    discarded: (n: number) => `kaster ${n} kort`,
    auction: (calls: string) => `Budgivning: ${calls}`,
    contract: (contract: string, declarer: string, trump: string, needs: number) =>
      `Kontrakt: ${contract} (spillefører: ${declarer}, ${trump}); trenger ${needs} stikk`,
    trump: (suit: string) => `trumf ${suit}`,
    tricks: (counts: string) => `Stikk: ${counts}`,
    leadBan: (seat: string, suit: string) =>
      `Colon-utspillsforbud: ${seat} kan ikke spille ut ${suit} til dette stikket`,
    colons: 'colons',
  },

  bondtolva: {
    header: (deal: number, dealer: string, you: string) =>
      `${common.games.bondtolva} — giv ${deal}, ${dealer} (${you})`,
    protocol: (scores: string) => `Poeng: ${scores} (nøyaktig 12 vinner, mer enn 12: ned til 7)`,
    declaration: (kind: string, suit: string, seat: string) => `${seat}: ${kind} ${suit}`,
    trump: (suit: string, declarations: string) =>
      `Trumf: ${suit}${declarations ? ` — ${declarations}` : ''}`,
    phases: {
      phase1: 'fase 1 (kort igjen i bunken: du trenger ikke bekjenne farge)',
      declare: 'fase 1, melding (trumf, tjog eller pass)',
      phase2: 'fase 2 (bekjenn farge og stikk høyere, ellers trumf)',
      deal: 'mellom givene',
      over: 'kampen er ferdig',
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
      `${seat}: ${plural(tricks, 'stikk', 'stikk')}, ${plural(matadors, 'matador', 'matadorer')}, ${points} kortpoeng, ${declared} for meldinger; ${cards} på hånden${shows}`,
    shows: (cards: string) => `, viser ${cards}`,
  },

  challenge: {
    welcome: (name: string, seat: string) =>
      `Utfordring ${name}: du spiller ${seat} mot sterke roboter; deretter spiller robotene de samme givene på din plass. Skriv et kort eller en melding, «help» for hjelp.`,
    botsPlay: 'Nå spiller robotene de samme givene på din plass …',
    unfinished: 'Utfordringen ble ikke fullført: ikke noe resultat.',
    results: (name: string) => `Resultater — ${name}`,
    board: 'spill',
    deal: 'giv',
    you: 'du',
    bot: 'roboten',
    datum: 'snitt',
    matchpoints: 'MP',
    imps: 'IMP',
    notPlayed: '—',
    boardsLine: (who: string, mp: string, top: string, percent: string, imps: string, rank: number) =>
      `${who}: ${mp} av ${top} matchpoeng (${percent} %), ${imps} IMP — plass ${rank}`,
    totalLine: (who: string, total: string, rank: number) => `${who}: ${total} poeng — plass ${rank}`,
    exactBids: (exact: number, rounds: number) => `klarte meldingen i ${exact} av ${rounds} runder`,
  },

  refusals,
  bidding,
};
