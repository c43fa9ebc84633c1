import { plural } from '../plural.js';
import type { TerminalWords } from '../reference.js';
import { bidding } from './bidding.js';
import { botReason } from './botReasons.js';
import { common } from './common.js';
import { refusals } from './refusals.js';

/**
 * Das Deutsch des Terminals: alles, was `stikk play` und `stikk replay` einem Spieler zeigen,
 * Schlüssel für Schlüssel wie ../en/terminal.ts. Die Spielbegriffe folgen ../shared/glossary.md und dem
 * Webclient (web.ts); Karten- und Ansagenotation (SA, H8, 1NT, P, X) und die Befehle
 * (help, hint, undo …) bleiben, wie sie getippt werden.
 */

/** Ohne Trumpf, wie Selbu-Spieler es sagen; in der Ergebniszeile nicht als „Trumpf ohne Trumpf“. */
const NO_TRUMP = 'ohne Trumpf';

/** Bondtolvas Meldungen, wie der Webclient sie nennt (die Aktion selbst heißt trumf:/tjog:). */
const KIND: Record<string, string> = { trumf: 'Trumpf', tjog: 'Tjog' };

export const terminal: TerminalWords = {
  compass: common.compass,
  compassLetters: common.compassLetters,
  seat: (n: number) => `Platz ${n}`,
  player: (n: number) => `Spieler ${n}`,
  you: 'du',
  opponent: 'Gegner',
  spectator: 'Zuschauer',
  youAreSeat: (n: number) => `du sitzt auf Platz ${n}`,
  suits: common.suits,
  noTrump: NO_TRUMP,
  trumpSuit: (suit: string) => `Trumpf: ${suit}`,
  and: 'und',
  nobody: 'niemand',
  none: 'keiner',
  cards: (n: number) => plural(n, 'Karte', 'Karten'),
  tricks: (n: number) => plural(n, 'Stich', 'Stiche'),
  winners: (names: string, tie: boolean) => `${tie ? 'Unentschieden' : 'Gewonnen'}: ${names}`,

  play: {
    welcome: (game: string, seed: string, seat: number, moving: boolean) =>
      `stikk ${game} (--seed ${seed}) — du ${moving ? 'bist Spieler' : 'sitzt auf Platz'} ${seat}. Gib eine Karte oder eine Ansage ein, „help“ für Hilfe.`,
    newDeal: (n: number, source: string, yours: string) => `--- neues Spiel (${n}${source}) ---${yours}`,
    fromPbnBoard: (board: string) => `, PBN-Board ${board}`,
    fromPbn: ', Spiel aus PBN',
    youPlay: (seats: string) => ` du spielst ${seats}`,
    youChoose: (seat: string) => `${seat} (du wählst)`,
    onlyChoice: (who: string, action: string) => `${who}: ${action} (einzige Möglichkeit)`,
    toAct: (who: string, legal: string) => `Am Zug: ${who} — ${legal}`,
    legal: (actions: string) => `erlaubt: ${actions}`,
    manyChoices: (n: number, examples: string) => `${n} mögliche Züge, z. B. ${examples} …`,
    claims: (top: number) => ` · claim 0–${top} (Alleinspieler: claim N der restlichen Stiche)`,
    leaving: 'Du verlässt den Tisch.',
    help: 'Gib einen der erlaubten Züge ein (Groß- oder Kleinschreibung ist egal, 10 = T), #n für den n-ten, hint für das, was der starke Bot hier wählen würde (und warum), undo, um deine letzte Karte oder Ansage zurückzunehmen (samt den Zügen der Bots seitdem, bis der nächste Stich ausgespielt ist), close, um das Match hier mit den gespielten Spielen zu beenden (der Endstand folgt), oder quit, um es unbeendet zu verlassen. hidden:1 spielt die Karte, die du nicht sehen kannst (an der Stirn). Im Reizen sagt explain 1NT, was eine Ansage im Bietsystem der Bots zeigt. Der Alleinspieler claimt mit „claim N“ (N der restlichen Stiche, 0 gibt sie ab); ein Gegenspieler antwortet mit accept oder reject.',
    nothingToExplain: (call: string) => `nichts zu erklären: „${call}“ ist keine Ansage dieses Reizens`,
    alert: '(alertiert)',
    hint: (action: string, reason: string | null) => `Tipp: ${action}${reason ? ` — ${reason}` : ''}`,
    reason: botReason,
    cannotUndo: (why: string) => `Zurücknehmen nicht möglich: ${why}`,
    undoRefusals: {
      'nothing-to-undo': 'in diesem Spiel hast du keinen Zug zum Zurücknehmen',
      'others-acted': 'inzwischen hat jemand anderes gespielt',
      'trick-led': 'der nächste Stich ist ausgespielt',
      'cards-seen': 'inzwischen wurden Karten (oder Gebote) gezeigt',
      'blind-card': 'eine blind gespielte Karte kann nicht zurückgenommen werden',
      'match-over': 'das Match ist vorbei',
      'undo-pending': 'eine Bitte um Zurücknehmen wartet schon auf Antwort',
    },
    takenBack: (botActions: number) =>
      `zurückgenommen: dein letzter Zug${botActions > 0 ? ` und ${plural(botActions, 'Zug', 'Züge')} der Bots seitdem` : ''}.`,
    cannotClose: (why: string) => `Der Tisch kann nicht geschlossen werden: ${why}`,
    closed: 'Der Tisch ist geschlossen: das Match endet mit den gespielten Spielen.',
    notLegal: (input: string, why: string) => `„${input}“ ist jetzt nicht erlaubt: ${why}`,
    playHidden: 'spiele die Karte, die du nicht sehen kannst, als hidden:1',
    saved: (file: string) => `Protokoll gespeichert in ${file}`,
    dealFinished: (line: string) => `=== Spiel beendet: ${line}`,
    totals: (scores: string) => `=== Gesamt: ${scores}`,
  },

  result: {
    finished: 'beendet',
    closed: 'beendet (der Tisch wurde geschlossen)',
    unfinished: 'nicht beendet',
    heading: (game: string, state: string, deals: number) =>
      `${game}: ${state}, ${plural(deals, 'Spiel', 'Spiele')}`,
    deal: (n: number) => `Spiel ${n}`,
    round: (n: number) => `Runde ${n}`,
    dealer: (seat: string) => `Geber ${seat}`,
    passedOut: 'eingepasst',
    contract: (contract: string, declarer: string, tricks: number) =>
      `${contract} von ${declarer}, ${plural(tricks, 'Stich', 'Stiche')}`,
    claimed: (n: number) => ` (davon ${n} durch Claim)`,
    bidsAndTricks: (bids: string, tricks: string) => `Ansagen ${bids}, Stiche ${tricks}`,
    trump: (trump: string) => (trump === NO_TRUMP ? NO_TRUMP : `Trumpf ${trump}`),
    score: (scores: string) => `Punkte ${scores}`,
    unfinishedRubber: (scores: string) => `unvollendeter Robber: ${scores}`,
    totals: (scores: string) => `Gesamt: ${scores}`,
  },

  contract: {
    auction: 'Reizen:',
    lead: '(Ausspiel)',
    trick: (n: number, cards: string) => `Stich ${n}: ${cards}`,
    wonBy: (seat: string) => `  (gewonnen von ${seat})`,
    score: (scores: string, deals: number) =>
      `Punkte: ${scores} (${plural(deals, 'Spiel', 'Spiele')} gewertet)`,
    claimRejected: (declarer: string, tricks: number, by: string) =>
      `${declarer} hat ${tricks} der restlichen Stiche geclaimt; ${by} lehnt ab: es wird weitergespielt.`,
    claim: (declarer: string, tricks: number, accepted: string) =>
      `${declarer} claimt ${tricks} der restlichen Stiche${accepted}.`,
    accepts: (seat: string) => `, ${seat} nimmt an`,
    declarerHand: (seat: string) => `Hand des Alleinspielers (${seat}):`,
    over: 'Das Match ist vorbei.',
    waiting: 'Warte auf das nächste Spiel.',
    contractLine: (
      contract: string,
      declarer: string,
      dummy: string,
      ns: number,
      ew: number,
      nsLabel: string,
      ewLabel: string,
    ) => `Kontrakt: ${contract} von ${declarer}${dummy} · Stiche ${nsLabel} ${ns}, ${ewLabel} ${ew}`,
    dummySeat: (seat: string) => ` (Dummy ${seat})`,
    dummy: (seat: string) => `Dummy (${seat}):`,
    yourHand: (seat: string) => `Deine Hand (${seat}):`,
    otherHand: (seat: string) => `Deine andere Hand (${seat}):`,
    toAct: (seats: string) => `Am Zug: ${seats}`,
    bondebridgeHeader: (deal: number, of: number, dealer: string) =>
      `${common.games.bondebridge} — Spiel ${deal} von ${of} · Geber ${dealer}`,
    seating: (seats: string) => `Plätze in diesem Spiel: ${seats}`,
    bridgeHeader: (deal: number, details: string, dealer: string, vulnerable: string) =>
      `${common.games.bridge} — Spiel ${deal}${details} · Geber ${dealer} · in Gefahr: ${vulnerable}`,
    board: (n: number) => ` · Board ${n}`,
    chicagoDeal: (n: number) => ` · Chicago-Spiel ${n} von 4`,
    vulnerability: { none: 'niemand', NS: 'NS', EW: 'OW', all: 'alle' },
    rubber: (ns: number, ew: number, nsLabel: string, ewLabel: string) =>
      `Robber: Partien ${nsLabel} ${ns}, ${ewLabel} ${ew}`,
    partScores: (ns: number, ew: number, nsLabel: string, ewLabel: string) =>
      `Teilkontrakt: ${nsLabel} ${ns}, ${ewLabel} ${ew}`,
  },

  selbu: {
    header: (round: number, rounds: number, cards: string, trump: string, dealer: string, you: string) =>
      `Selbu · Runde ${round}/${rounds} · ${cards} · ${trump} · Geber: ${dealer} · ${you}`,
    trumpUnknown: 'Trumpf: noch unbekannt',
    upcard: (card: string) => `Aufgedeckte Karte: ${card}`,
    toAct: (seats: string) => ` · am Zug: ${seats}`,
    biddingSecret: 'Geheime Ansagen: alle werden aufgedeckt, wenn jeder angesagt hat',
    biddingClockwise: 'Ansagen reihum im Uhrzeigersinn, links vom Geber beginnend',
    hook: (sum: number, seat: string) =>
      `Hakenregel: die Ansagen ergeben ${sum}; ${seat} muss die Ansage ändern`,
    play: 'Spiel',
    firstDeal: 'Warte auf das erste Spiel',
    roundOver: (round: number) => `Runde ${round} ist vorbei; das nächste Spiel kommt`,
    matchOver: (winners: string, _many: boolean) => `Match vorbei · gewonnen: ${winners}`,
    forbidden: (bid: number) => `Der Geber darf nicht ${bid} ansagen (Hakenregel)`,
    revealed: (bids: string) => `Die Ansagen, wie zuerst aufgedeckt: ${bids}`,
    columns: ['Platz', 'Ans.', 'Stiche', 'Summe'],
    hiddenBid: 'angesagt (verdeckt)',
    dealer: 'Geber',
    trick: 'Stich',
    lastTrick: 'Letzter Stich',
    wonBy: (seat: string) => `→ ${seat}`,
    forehead: (cards: string) => `Karte an der Stirn: du siehst ${cards}; deine eigene Karte ist verdeckt`,
    noCard: 'keine Karte',
    yourHand: (hand: string) => `Deine Hand: ${hand}`,
  },

  twoHand: {
    dealer: (seat: string) => `Geber: ${seat}`,
    phase: (text: string) => `Phase: ${text}`,
    lastTrick: (trick: string) => `Letzter Stich: ${trick}`,
    currentTrick: (trick: string) => `Laufender Stich: ${trick}`,
    yourHand: (hand: string) => `Deine Hand: ${hand}`,
    handOf: (seat: string, hand: string) => `Hand (${seat}): ${hand}`,
    cardsHeld: (seat: string, cards: string) => `${seat}: ${cards}`,
    toAct: (seats: string) => `Am Zug: ${seats}`,
    stock: (cards: string) => `Talon: ${cards}`,
  },

  bridgette: {
    header: (deal: number, counted: number, dealer: string, you: string) =>
      `${common.games.bridgette} — Spiel ${deal} (${counted} von 6 bisher gewertet), ${dealer} (${you})`,
    score: (scores: string) => `Punkte: ${scores}`,
    phases: {
      dealing: 'zwischen den Spielen',
      exchange: 'Austausch (auf 13 abwerfen: discard:C1,C2,…)',
      auction: 'Reizen (P, X, XX oder ein Gebot; ein Passe nach jeder Ansage beendet es)',
      play: 'Spiel',
      over: 'Match vorbei',
    },
    upcard: (card: string, drawn: string, stock: string) =>
      `Aufgedeckte Karte: ${card}; gezogen: ${drawn}; ${stock}`,
    toDiscard: (seats: string) => `Muss noch abwerfen: ${seats}`,
    mustDiscard: (n: number) => `Du musst genau ${plural(n, 'Karte', 'Karten')} abwerfen.`,
    ownDiscards: (cards: string) => `Deine abgeworfenen Karten (für den Gegner verdeckt): ${cards}`,
    /** The opponent's discard as the player may know it: how many, not which. */
    discarded: (n: number) => `wirft ${plural(n, 'Karte', 'Karten')} ab`,
    auction: (calls: string) => `Reizen: ${calls}`,
    contract: (contract: string, declarer: string, trump: string, needs: number) =>
      `Kontrakt: ${contract} (Alleinspieler: ${declarer}, ${trump}); braucht ${needs} Stiche`,
    trump: (suit: string) => `Trumpf ${suit}`,
    tricks: (counts: string) => `Stiche: ${counts}`,
    leadBan: (seat: string, suit: string) =>
      `Colon-Ausspielverbot (${seat}): ${suit} darf zu diesem Stich nicht ausgespielt werden`,
    colons: 'Colons',
  },

  bondtolva: {
    header: (deal: number, dealer: string, you: string) =>
      `${common.games.bondtolva} — Spiel ${deal}, ${dealer} (${you})`,
    protocol: (scores: string) => `Punkte: ${scores} (genau 12 gewinnt, über 12: zurück auf 7)`,
    declaration: (kind: string, suit: string, seat: string) => `${seat}: ${KIND[kind] ?? kind} ${suit}`,
    trump: (suit: string, declarations: string) =>
      `Trumpf: ${suit}${declarations ? ` — ${declarations}` : ''}`,
    phases: {
      phase1: 'Phase 1 (noch Karten im Talon: Farbe muss nicht bedient werden)',
      declare: 'Phase 1, Meldung (Trumpf oder Tjog melden, oder pass)',
      phase2: 'Phase 2 (Farbe bedienen und überstechen, sonst trumpfen)',
      deal: 'zwischen den Spielen',
      over: 'Match vorbei',
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
      `${seat}: ${plural(tricks, 'Stich', 'Stiche')}, ${plural(matadors, 'Matador', 'Matadore')}, ${plural(points, 'Kartenpunkt', 'Kartenpunkte')}, ${declared} für Meldungen; ${cards} auf der Hand${shows}`,
    shows: (cards: string) => `, zeigt ${cards}`,
  },

  challenge: {
    welcome: (name: string, seat: string) =>
      `Herausforderung ${name}: du spielst ${seat} gegen starke Bots; danach spielen die Bots dieselben Boards auf deinem Platz. Gib eine Karte oder ein Gebot ein, „help“ für Hilfe.`,
    botsPlay: 'Jetzt spielen die Bots dieselben Boards auf deinem Platz …',
    unfinished: 'Herausforderung nicht beendet: kein Ergebnis.',
    results: (name: string) => `Ergebnisse — ${name}`,
    board: 'Board',
    deal: 'Spiel',
    you: 'du',
    bot: 'der Bot',
    datum: 'Datum',
    matchpoints: 'MP',
    imps: 'IMPs',
    notPlayed: '—',
    boardsLine: (who: string, mp: string, top: string, percent: string, imps: string, rank: number) =>
      `${who}: ${mp} von ${top} Matchpunkten (${percent} %), ${imps} IMPs — Platz ${rank}`,
    totalLine: (who: string, total: string, rank: number) => `${who}: ${total} Punkte — Platz ${rank}`,
    exactBids: (exact: number, rounds: number) => `Ansage erfüllt in ${exact} von ${rounds} Runden`,
  },

  refusals,
  bidding,
};
