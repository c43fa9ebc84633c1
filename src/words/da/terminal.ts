import { plural } from '../plural.js';
import type { TerminalWords } from '../reference.js';
import { bidding } from './bidding.js';
import { botReason } from './botReasons.js';
import { common } from './common.js';
import { refusals } from './refusals.js';

/**
 * Terminalens dansk: alt, hvad `stikk play` og `stikk replay` viser en spiller, nøgle for nøgle
 * som ../en/terminal.ts. Spilordene følger ../shared/glossary.md og webklientens web.ts;
 * kort- og meldingsnotation (SA, H8, 1NT, P, X) og kommandoerne (help, hint, undo …) står, som de skrives.
 */

export const terminal: TerminalWords = {
  compass: common.compass,
  compassLetters: common.compassLetters,
  seat: (n: number) => `plads ${n}`,
  player: (n: number) => `spiller ${n}`,
  you: 'du',
  opponent: 'modspilleren',
  spectator: 'tilskuer',
  youAreSeat: (n: number) => `du sidder på plads ${n}`,
  suits: common.suits,
  noTrump: 'sans',
  trumpSuit: (suit: string) => `trumf: ${suit}`,
  and: 'og',
  nobody: 'ingen',
  none: 'ingen',
  cards: (n: number) => plural(n, 'kort', 'kort'),
  tricks: (n: number) => plural(n, 'stik', 'stik'),
  winners: (names: string, tie: boolean) => `${tie ? 'Uafgjort' : 'Vinder'}: ${names}`,

  play: {
    welcome: (game: string, seed: string, seat: number, moving: boolean) =>
      `stikk ${game} (--seed ${seed}) — du ${moving ? 'er spiller' : 'sidder på plads'} ${seat}. Skriv et kort eller en melding, »help« for hjælp.`,
    newDeal: (n: number, source: string, yours: string) => `--- nyt spil (${n}${source}) ---${yours}`,
    fromPbnBoard: (board: string) => `, PBN-spil nr. ${board}`,
    fromPbn: ', spil fra PBN',
    youPlay: (seats: string) => ` du spiller ${seats}`,
    youChoose: (seat: string) => `${seat} (du vælger)`,
    onlyChoice: (who: string, action: string) => `${who}: ${action} (eneste mulighed)`,
    toAct: (who: string, legal: string) => `I tur: ${who} — ${legal}`,
    legal: (actions: string) => `lovlige træk: ${actions}`,
    manyChoices: (n: number, examples: string) => `${n} mulige træk, f.eks. ${examples} …`,
    claims: (top: number) => ` · claim 0–${top} (spilfører: claim N af de resterende stik)`,
    leaving: 'forlader bordet.',
    help: 'Skriv et af de lovlige træk (store eller små bogstaver er lige meget, 10 = T), #n for det n-te, hint for, hvad den stærke robot ville vælge her (og hvorfor), undo for at tage dit sidste kort eller din sidste melding tilbage (med robotternes træk siden, indtil næste stik er spillet ud), close for at afslutte kampen her med de spil, der er spillet (slutstillingen følger), eller quit for at forlade den uafsluttet. hidden:1 spiller det kort, du ikke kan se (for panden). I budgivningen fortæller explain 1NT, hvad en melding viser i det meldesystem, robotterne bruger. Spilføreren claimer med »claim N« (N af de resterende stik, 0 opgiver dem); en modspiller svarer accept eller reject.',
    nothingToExplain: (call: string) => `intet at forklare: »${call}« er ikke en melding i denne budgivning`,
    alert: '(alerteret)',
    hint: (action: string, reason: string | null) => `tip: ${action}${reason ? ` — ${reason}` : ''}`,
    reason: botReason,
    cannotUndo: (why: string) => `kan ikke fortryde: ${why}`,
    undoRefusals: {
      'nothing-to-undo': 'du har intet træk at fortryde i dette spil',
      'others-acted': 'en anden har spillet siden',
      'trick-led': 'næste stik er spillet ud',
      'cards-seen': 'kort (eller meldinger) er vist siden',
      'blind-card': 'et kort spillet i blinde kan ikke fortrydes',
      'match-over': 'kampen er slut',
      'undo-pending': 'en anmodning om at fortryde venter allerede på svar',
    },
    takenBack: (botActions: number) =>
      `fortrudt: dit sidste træk${botActions > 0 ? ` og ${botActions} af robotternes træk siden` : ''}.`,
    cannotClose: (why: string) => `kan ikke lukke bordet: ${why}`,
    closed: 'bordet er lukket: kampen slutter med de spil, der er spillet.',
    notLegal: (input: string, why: string) => `»${input}« er ikke lovligt nu: ${why}`,
    playHidden: 'spil det kort, du ikke kan se, som hidden:1',
    saved: (file: string) => `spillet er gemt i ${file}`,
    dealFinished: (line: string) => `=== spillet er slut: ${line}`,
    totals: (scores: string) => `=== i alt: ${scores}`,
  },

  result: {
    finished: 'færdig',
    closed: 'færdig (bordet blev lukket)',
    unfinished: 'uafsluttet',
    heading: (game: string, state: string, deals: number) =>
      `${game}: ${state}, ${plural(deals, 'spil', 'spil')}`,
    deal: (n: number) => `spil ${n}`,
    round: (n: number) => `runde ${n}`,
    dealer: (seat: string) => `giver ${seat}`,
    passedOut: 'passet ud',
    contract: (contract: string, declarer: string, tricks: number) =>
      `${contract} af ${declarer}, ${plural(tricks, 'stik', 'stik')}`,
    claimed: (n: number) => ` (${n} af dem ved claim)`,
    bidsAndTricks: (bids: string, tricks: string) => `meldinger ${bids}, stik ${tricks}`,
    trump: (trump: string) => `trumf ${trump}`,
    score: (scores: string) => `point ${scores}`,
    unfinishedRubber: (scores: string) => `uafsluttet robber: ${scores}`,
    totals: (scores: string) => `i alt: ${scores}`,
  },

  contract: {
    auction: 'Budgivning:',
    lead: '(udspil)',
    trick: (n: number, cards: string) => `Stik ${n}: ${cards}`,
    wonBy: (seat: string) => `  (taget af ${seat})`,
    score: (scores: string, deals: number) => `Point: ${scores} (${plural(deals, 'spil', 'spil')} talt)`,
    claimRejected: (declarer: string, tricks: number, by: string) =>
      `${declarer} claimede ${tricks} af de resterende stik; ${by} afviste: spillet fortsætter.`,
    claim: (declarer: string, tricks: number, accepted: string) =>
      `${declarer} claimer ${tricks} af de resterende stik${accepted}.`,
    accepts: (seat: string) => `, ${seat} accepterer`,
    declarerHand: (seat: string) => `Spilførerens hånd (${seat}):`,
    over: 'Kampen er slut.',
    waiting: 'Venter på næste spil.',
    contractLine: (
      contract: string,
      declarer: string,
      dummy: string,
      ns: number,
      ew: number,
      nsLabel: string,
      ewLabel: string,
    ) => `Kontrakt: ${contract} af ${declarer}${dummy} · stik ${nsLabel} ${ns}, ${ewLabel} ${ew}`,
    dummySeat: (seat: string) => ` (blindemand ${seat})`,
    dummy: (seat: string) => `Blindemand (${seat}):`,
    yourHand: (seat: string) => `Din hånd (${seat}):`,
    otherHand: (seat: string) => `Din anden hånd (${seat}):`,
    toAct: (seats: string) => `I tur: ${seats}`,
    bondebridgeHeader: (deal: number, of: number, dealer: string) =>
      `${common.games.bondebridge} — spil ${deal} af ${of} · giver ${dealer}`,
    seating: (seats: string) => `Pladserne i dette spil: ${seats}`,
    bridgeHeader: (deal: number, details: string, dealer: string, vulnerable: string) =>
      `${common.games.bridge} — spil ${deal}${details} · giver ${dealer} · i zonen: ${vulnerable}`,
    board: (n: number) => ` · spil nr. ${n}`,
    chicagoDeal: (n: number) => ` · Chicago-spil ${n} af 4`,
    vulnerability: { none: 'ingen', NS: 'NS', EW: 'ØV', all: 'alle' },
    rubber: (ns: number, ew: number, nsLabel: string, ewLabel: string) =>
      `Robber: udgange ${nsLabel} ${ns}, ${ewLabel} ${ew}`,
    partScores: (ns: number, ew: number, nsLabel: string, ewLabel: string) =>
      `Delkontrakt: ${nsLabel} ${ns}, ${ewLabel} ${ew}`,
  },

  selbu: {
    header: (round: number, rounds: number, cards: string, trump: string, dealer: string, you: string) =>
      `Selbu · runde ${round}/${rounds} · ${cards} · ${trump} · giver: ${dealer} · ${you}`,
    trumpUnknown: 'trumf: ikke kendt endnu',
    upcard: (card: string) => `Det åbne kort: ${card}`,
    toAct: (seats: string) => ` · i tur: ${seats}`,
    biddingSecret: 'Meldinger i hemmelighed: alle meldinger vises, når alle har meldt',
    biddingClockwise: 'Der meldes med uret, begyndende til venstre for giveren',
    hook: (sum: number, seat: string) =>
      `Krogen: meldingerne giver ${sum} i alt; ${seat} skal ændre sin melding`,
    play: 'Spil',
    firstDeal: 'Venter på første spil',
    roundOver: (round: number) => `Runde ${round} er slut; næste spil kommer`,
    matchOver: (winners: string, many: boolean) =>
      `Kampen er slut · ${many ? 'vindere' : 'vinder'}: ${winners}`,
    forbidden: (bid: number) => `Giveren må ikke melde ${bid} (krogen)`,
    revealed: (bids: string) => `Meldingerne, som de først blev vist: ${bids}`,
    columns: ['plads', 'meld.', 'stik', 'i alt'],
    hiddenBid: 'meldt (skjult)',
    dealer: 'giver',
    trick: 'Stik',
    lastTrick: 'Sidste stik',
    wonBy: (seat: string) => `→ ${seat}`,
    forehead: (cards: string) => `Kort for panden: du ser ${cards}; dit eget kort er skjult`,
    noCard: 'intet kort',
    yourHand: (hand: string) => `Din hånd: ${hand}`,
  },

  twoHand: {
    dealer: (seat: string) => `giver: ${seat}`,
    phase: (text: string) => `Fase: ${text}`,
    lastTrick: (trick: string) => `Sidste stik: ${trick}`,
    currentTrick: (trick: string) => `Igangværende stik: ${trick}`,
    yourHand: (hand: string) => `Din hånd: ${hand}`,
    handOf: (seat: string, hand: string) => `${seat}s hånd: ${hand}`,
    cardsHeld: (seat: string, cards: string) => `${seat}: ${cards}`,
    toAct: (seats: string) => `I tur: ${seats}`,
    stock: (cards: string) => `talon: ${cards}`,
  },

  bridgette: {
    header: (deal: number, counted: number, dealer: string, you: string) =>
      `${common.games.bridgette} — spil ${deal} (${counted} af 6 talt indtil nu), ${dealer} (${you})`,
    score: (scores: string) => `Point: ${scores}`,
    phases: {
      dealing: 'mellem spillene',
      exchange: 'udveksling (kassér ned til 13: discard:C1,C2,…)',
      auction: 'budgivning (P, X, XX eller en melding; et pas efter enhver melding afslutter den)',
      play: 'spil',
      over: 'kampen er slut',
    },
    upcard: (card: string, drawn: string, stock: string) =>
      `Det åbne kort: ${card}; trukket: ${drawn}; ${stock}`,
    toDiscard: (seats: string) => `Har ikke kasseret endnu: ${seats}`,
    mustDiscard: (n: number) => `Du skal kassere præcis ${n} kort.`,
    ownDiscards: (cards: string) => `Dine kasserede kort (skjult for modspilleren): ${cards}`,
    /** The opponent's discard as the player may know it: how many, not which. */
    discarded: (n: number) => `kasserer ${n} kort`,
    auction: (calls: string) => `Budgivning: ${calls}`,
    contract: (contract: string, declarer: string, trump: string, needs: number) =>
      `Kontrakt: ${contract} (spilfører: ${declarer}, ${trump}); skal have ${needs} stik`,
    trump: (suit: string) => `trumf ${suit}`,
    tricks: (counts: string) => `Stik: ${counts}`,
    leadBan: (seat: string, suit: string) =>
      `Colon-udspilsforbud: ${seat} må ikke spille ${suit} ud til dette stik`,
    colons: 'colons',
  },

  bondtolva: {
    header: (deal: number, dealer: string, you: string) =>
      `${common.games.bondtolva} — spil ${deal}, ${dealer} (${you})`,
    protocol: (scores: string) => `Point: ${scores} (præcis 12 vinder, mere end 12: ned til 7)`,
    declaration: (kind: string, suit: string, seat: string) => `${seat}: ${kind} ${suit}`,
    trump: (suit: string, declarations: string) =>
      `Trumf: ${suit}${declarations ? ` — ${declarations}` : ''}`,
    phases: {
      phase1: 'fase 1 (der er kort i talonen: du behøver ikke bekende kulør)',
      declare: 'fase 1, melding (trumf, tjog eller pass)',
      phase2: 'fase 2 (bekend kulør og stik højere, ellers trumf)',
      deal: 'mellem spillene',
      over: 'kampen er slut',
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
      `${seat}: ${plural(tricks, 'stik', 'stik')}, ${plural(matadors, 'matador', 'matadorer')}, ${points} kortpoint, ${declared} for meldinger; ${cards} på hånden${shows}`,
    shows: (cards: string) => `, viser ${cards}`,
  },

  challenge: {
    welcome: (name: string, seat: string) =>
      `Udfordring ${name}: du spiller ${seat} mod stærke robotter; derefter spiller robotterne de samme spil på din plads. Skriv et kort eller en melding, »help« for hjælp.`,
    botsPlay: 'Nu spiller robotterne de samme spil på din plads …',
    unfinished: 'Udfordringen blev ikke gjort færdig: intet resultat.',
    results: (name: string) => `Resultater — ${name}`,
    board: 'spil',
    deal: 'spil',
    you: 'du',
    bot: 'robotten',
    datum: 'gennemsnit',
    matchpoints: 'MP',
    imps: 'IMP',
    notPlayed: '—',
    boardsLine: (who: string, mp: string, top: string, percent: string, imps: string, rank: number) =>
      `${who}: ${mp} af ${top} matchpoint (${percent} %), ${imps} IMP — plads ${rank}`,
    totalLine: (who: string, total: string, rank: number) => `${who}: ${total} point — plads ${rank}`,
    exactBids: (exact: number, rounds: number) => `klarede sin melding i ${exact} af ${rounds} runder`,
  },

  refusals,
  bidding,
};
