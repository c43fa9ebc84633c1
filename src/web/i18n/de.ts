import type { Messages } from './en.js';

/** Deutsch. Die Spielbegriffe folgen ../shared/glossary.md. */
export const de: Messages = {
  langName: 'Deutsch',
  app: {
    title: 'stikk',
    tagline: 'Kartenspiele vom Küchentisch aus Skandinavien und Deutschland',
    lobby: 'Tische',
    settings: 'Einstellungen',
    connecting: 'Verbinde mit dem Tischserver …',
    offline: 'Verbindung verloren — verbinde neu …',
    notFound: 'Diese Seite gibt es nicht.',
    back: 'Zurück zu den Tischen',
    close: 'Schließen',
    error: (message) => `Etwas ist schiefgegangen: ${message}`,
  },
  settings: {
    language: 'Sprache',
    fourColour: 'Vierfarbige Karten (♠ schwarz, ♥ rot, ♦ blau, ♣ grün)',
    confirmCards: 'Jede Karte bestätigen (antippen zum Anheben, erneut zum Spielen)',
    name: 'Dein Name',
    defaultName: 'Spieler',
  },
  games: {
    bondebridge: {
      name: 'Bondebridge',
      blurb: 'Bridge ohne Dummy: reizen, dann spielen alle vier ihre eigene Hand.',
    },
    selbu: { name: 'Selbu-whist', blurb: 'Jeder sagt genau an, wie viele Stiche er macht.' },
    bridge: { name: 'Bridge', blurb: 'Kontrakt-Bridge mit Dummy: Robber, Chicago oder Turnier.' },
    bridgette: { name: 'Bridgette', blurb: 'Bridge zu zweit, mit Austausch und drei Colons.' },
    bondtolva: { name: 'Bondtolva', blurb: 'Zwei Spieler, 24 Karten, Trumpf und Tjog: genau 12 erreichen.' },
  },
  options: {
    'bondebridge.scoring':
      'Wertung: Standard (ein Punkt je Stich, 2 je fehlendem Stich) oder einfach (Stiche über sechs)',
    'bondebridge.scoring.standard': 'Standard',
    'bondebridge.scoring.simple': 'einfach',
    'bondebridge.doubling': 'Mit Kontra und Rekontra',
    'bondebridge.noTrumpOnly': 'Jedes Gebot in Sans Atout (ohne Trumpf)',
    'bondebridge.rotatingPartners': 'Wechselnde Partner bei jedem Spiel, Punkte je Spieler',
    'bondebridge.deals': 'Spiele im Match (durch 3 teilbar bei wechselnden Partnern oder drei Spielern)',
    'bondebridge.revokePenalty':
      'Stiche, die bei falschem Bedienen abgegeben werden (nur für die Punkteliste am Tisch)',
    'bondebridge.doubledPoints':
      'Kontriertes Spiel: alle Punkte zählen doppelt, oder nur die Strafe für einen gefallenen Kontrakt',
    'bondebridge.doubledPoints.all': 'alle Punkte',
    'bondebridge.doubledPoints.penalty': 'nur die Strafe',
    'bondebridge.threePlayers':
      'Drei Spieler: in jedem Spiel spielt einer von euch Nord und Süd; Punkte je Spieler',
    'bridge.scoring':
      'Wertung: Robber, Turnier (jedes Board für sich), Chicago (Runden zu vier Spielen) oder Gesamt (Spiele zusammengezählt, niemand in Gefahr)',
    'bridge.scoring.rubber': 'Robber',
    'bridge.scoring.duplicate': 'Turnier',
    'bridge.scoring.chicago': 'Chicago',
    'bridge.scoring.total': 'Gesamt',
    'bridge.firstCaller': 'Wer reizt zuerst: der Geber oder der Spieler links vom Geber',
    'bridge.firstCaller.dealer': 'der Geber',
    'bridge.firstCaller.left-of-dealer': 'links vom Geber',
    'bridge.rubbers': 'Robber: Anzahl Robber im Match',
    'bridge.boards': 'Turnier: Anzahl Boards im Match',
    'bridge.firstBoard': 'Turnier: Nummer des ersten Boards (legt Geber und Gefahrenlage fest)',
    'bridge.rounds': 'Chicago: Runden zu vier Spielen',
    'bridge.deals': 'Gesamt: Anzahl Spiele im Match',
    'selbu.players': 'Anzahl der Spieler (2–5)',
    'selbu.handSizes': 'Karten je Runde: 1…10 und zurück, nur aufwärts, nur abwärts oder eine eigene Liste',
    'selbu.handSizes.classic': '1…10, 10…1 (20 Runden)',
    'selbu.handSizes.up': '1…10',
    'selbu.handSizes.down': '10…1',
    'selbu.trump': 'Trumpf: feste Reihenfolge, Karte aufdecken, immer dieselbe Farbe oder nie',
    'selbu.trump.classic': 'feste Reihenfolge',
    'selbu.trump.draw': 'oberste Talonkarte aufdecken (Bube, Dame, König, Ass: ohne Trumpf)',
    'selbu.trump.draw-suit': 'oberste Talonkarte aufdecken: ihre Farbe ist immer Trumpf',
    'selbu.trump.fixed:S': 'immer Pik',
    'selbu.trump.fixed:H': 'immer Herz',
    'selbu.trump.fixed:D': 'immer Karo',
    'selbu.trump.fixed:C': 'immer Kreuz',
    'selbu.trump.none': 'ohne Trumpf',
    'selbu.bidding': 'Ansagen geheim und gleichzeitig aufgedeckt, oder der Reihe nach',
    'selbu.bidding.simultaneous': 'gleichzeitig',
    'selbu.bidding.sequential': 'der Reihe nach',
    'selbu.scoring': 'Wertung: 10 + Ansage, wenn die Ansage erfüllt ist, oder mit Minuspunkten',
    'selbu.scoring.classic': 'klassisch (10 + Ansage)',
    'selbu.scoring.penalty': 'mit Minuspunkten',
    'selbu.forehead': 'Runden mit einer Karte an der Stirn',
    'selbu.forehead.none': 'keine',
    'selbu.forehead.last': 'die letzte Runde',
    'selbu.forehead.first-and-last': 'die erste und die letzte Runde',
    'bridgette.colonOnColon': 'Colon auf ein Colon-Ausspiel',
    'bridgette.colonOnColon.forbidden': 'nicht erlaubt',
    'bridgette.colonOnColon.allowed': 'erlaubt (es verliert den Stich)',
    'bridgette.insultFirst': 'Kontra oder Rekontra und erfüllt: 400 / 1000 vor dem Vervielfachen addieren',
    custom: 'eigene …',
  },
  lobby: {
    newTable: 'Neuer Tisch',
    game: 'Spiel',
    options: 'Regeln',
    defaults: 'Die Standardwerte sind vorausgewählt.',
    seats: 'Plätze',
    you: 'Du',
    free: 'Frei (jemanden einladen)',
    bot: (level) => `Bot (${level})`,
    create: 'Tisch eröffnen',
    creating: 'Eröffne …',
    openTables: 'Offene Tische',
    noTables: 'Noch keine Tische: eröffne einen!',
    refresh: 'Aktualisieren',
    join: 'Mitspielen',
    watch: 'Zuschauen',
    freeSeats: (n) => (n === 1 ? '1 freier Platz' : `${n} freie Plätze`),
    status: { waiting: 'wartet', playing: 'läuft', over: 'beendet' },
    invite: 'Einladungslink',
    copy: 'Kopieren',
    copied: 'Kopiert',
    checking: 'Prüfe die Regeln …',
  },
  seat: {
    compass: ['Nord', 'Ost', 'Süd', 'West'],
    compassShort: ['N', 'O', 'S', 'W'],
    player: (n) => `Spieler ${n}`,
    you: 'du',
    bot: 'Bot',
    away: 'abwesend',
    standIn: 'Bot spielt für',
    free: 'freier Platz',
    dealer: 'Geber',
    dealerShort: 'G',
    toAct: 'am Zug',
    cards: (n) => (n === 1 ? '1 Karte' : `${n} Karten`),
    sitHere: 'Hier setzen',
    led: 'spielte aus',
  },
  table: {
    joinTitle: 'Platz nehmen',
    joinHint: 'Wähle einen freien Platz zum Spielen, oder schau nur zu.',
    spectating: 'Du schaust zu',
    yourTurn: 'Du bist am Zug',
    waitingFor: (name) => `Warte auf ${name}`,
    waitingForSeat: 'Warte, bis jemand den freien Platz einnimmt',
    deal: (n, of) => (of ? `Spiel ${n} von ${of}` : `Spiel ${n}`),
    board: (n) => `Board ${n}`,
    round: (n, of) => `Runde ${n} von ${of}`,
    roundDeal: (n) => `Chicago-Spiel ${n} von 4`,
    cardsThisRound: (n) => (n === 1 ? '1 Karte' : `${n} Karten`),
    lastTrick: 'Letzter Stich',
    noLastTrick: 'Noch kein Stich gespielt',
    scoreSheet: 'Punkteliste',
    leave: 'Tisch verlassen',
    leaveWithBot: 'Einen Bot spielen lassen',
    takeBack: 'Platz zurücknehmen',
    botPlaysForYou: 'Ein Bot spielt für dich.',
    rematch: 'Noch einmal',
    download: 'Spielprotokoll herunterladen',
    replay: 'Nachspielen',
    matchOver: 'Das Match ist vorbei',
    winner: (names) => `Gewonnen: ${names}`,
    draw: (names) => `Unentschieden: ${names}`,
    playAs: 'Spielt',
    copyInvite: 'Einladungslink kopieren',
    tricks: 'Stiche',
    contract: 'Kontrakt',
    trump: 'Trumpf',
    noTrumpSuit: 'Sans Atout',
    vulnerable: 'in Gefahr',
    notVulnerable: 'nicht in Gefahr',
    vul: { none: 'Niemand in Gefahr', NS: 'N–S in Gefahr', EW: 'O–W in Gefahr', all: 'Alle in Gefahr' },
    by: 'von',
    declarer: 'Alleinspieler',
    dummy: 'Dummy',
    dummyHand: (name) => `Dummy: ${name}`,
    playFromDummy: 'Spiele eine Karte vom Dummy',
    yourSeats: (seats: string[]) => `Du spielst ${seats.join(' und ')} in diesem Spiel`,
    playFrom: (seat: string) => `Du bist am Zug: spiele von ${seat}`,
    phase: {
      auction: 'Reizen',
      play: 'Spiel',
      dealing: 'Geben',
      deal: 'Geben',
      over: 'Match vorbei',
      bidding: 'Ansagen',
      hook: 'Die Ansagen gehen auf: eine Ansage muss sich ändern',
      exchange: 'Austausch',
      phase1: 'Erste Phase (Talon)',
      declare: 'Trumpf oder Tjog melden',
      phase2: 'Zweite Phase (bedienen und überstechen)',
    },
    hand: 'Deine Hand',
    handOf: (name) => `Hand von ${name}`,
    trick: 'Der Stich',
    wonBy: (name) => `gewonnen von ${name}`,
    playedBy: (name) => `gespielt von ${name}`,
    stock: 'Talon',
    stockCount: (n) => `Talon: ${n}`,
    upcard: 'Aufgedeckte Karte',
    closeTable: 'Match beenden',
    closeTitle: 'Das Match jetzt beenden?',
    closeAlone: 'Das Match endet jetzt mit den gespielten Spielen; das laufende Spiel zählt nicht.',
    closeOthers:
      'Die anderen Spieler werden gefragt. Stimmen alle zu, endet das Match mit den gespielten Spielen, und das laufende Spiel zählt nicht.',
    closePropose: 'Match beenden',
    keepPlaying: 'Weiterspielen',
    closeProposed: (name) => `${name} möchte das Match jetzt mit den gespielten Spielen beenden.`,
    closeAgree: 'Ja, beenden',
    closeWaiting: (names) => `Warten auf die Zustimmung von ${names}, das Match zu beenden.`,
    closeWithdraw: 'Zurückziehen',
    closeDeclined: (name) => `${name} möchte weiterspielen.`,
    closedEarly: 'Der Tisch wurde geschlossen: Das Match endete mit den gespielten Spielen.',
  },
  auction: {
    title: 'Reizen',
    biddingBox: 'Bietbox',
    alerted: 'alertiert: künstlich',
    pass: 'Passe',
    double: 'Kontra',
    redouble: 'Rekontra',
    passedOut: 'Eingepasst',
    strains: { C: '♣', D: '♦', H: '♥', S: '♠', NT: 'SA' },
    strainNames: { C: 'Kreuz', D: 'Karo', H: 'Herz', S: 'Pik', NT: 'Sans Atout' },
    bidLabel: (level, strain) => `${level} ${strain}`,
    barredTitle: 'Warum manche Gebote grau sind:',
  },
  selbu: {
    bid: 'Deine Ansage',
    bidOf: (n) => `Ansage ${n}`,
    hook: (n, size) =>
      `Du darfst nicht ${n} ansagen: die Ansagen ergäben zusammen ${size}, so viele wie Karten (die Hakenregel).`,
    hookShort: 'Hakenregel',
    waitingForBids: (n) => (n === 1 ? 'Warte auf 1 weitere Ansage' : `Warte auf ${n} weitere Ansagen`),
    secretBid: 'Die Ansagen sind geheim und werden gleichzeitig aufgedeckt.',
    revealed: 'Alle Ansagen aufgedeckt',
    mustChange: (name, size) => `Die Ansagen ergeben ${size}: ${name} muss die Ansage ändern (Hakenregel).`,
    changeYourBid: 'Die Ansagen gehen mit den Karten auf: ändere deine Ansage.',
    firstBids: 'Die Ansagen, wie zuerst aufgedeckt',
    bidsTricks: 'Stiche / Ansage',
    grand: 'ohne Trumpf',
    forehead: 'Karte an der Stirn: du siehst alle Karten außer deiner eigenen.',
    yourHiddenCard: 'Deine Karte (an der Stirn)',
    madeBid: 'Ansage erfüllt',
    leader: 'führt',
    seatDetail: (tricks, bid) => `Ansage ${bid} · ${tricks} Stiche`,
    sheetLegend: 'In jedem Feld: gemachte Stiche / Ansage, die Punkte der Runde und die Summe bisher.',
  },
  bridgette: {
    exchange: (n) => `Wähle ${n} Karten zum Abwerfen`,
    chosen: (n, of) => `${n} von ${of} gewählt`,
    discard: 'Abwerfen',
    waitingForDiscard: 'Warte, bis der Gegner abwirft',
    drew: (name, n) => `${name} nahm ${n}`,
    discarded: 'Deine abgeworfenen Karten',
    colons: 'Colons',
    leadBan: (suit) => `Du darfst nicht ${suit} ausspielen (Colon)`,
    countedDeals: (n) => `Spiel ${n} von 6`,
    extraDeal: 'Zusatzspiel (Gleichstand)',
  },
  bondtolva: {
    trumf: 'Trumpf',
    tjog: 'Tjog',
    declare: (kind, suit) => `${kind} in ${suit} melden`,
    noDeclaration: 'Nicht melden',
    declarations: 'Meldungen',
    declared: (name, kind, suit) => `${name}: ${kind} ${suit}`,
    matadors: 'Matadore',
    cardPoints: 'Kartenpunkte',
    protocol: 'Punkte',
    dropTo7: 'über 12: zurück auf 7',
    target: 'genau 12 gewinnt',
    shown: 'gezeigt',
  },
  claim: {
    claim: 'Claim',
    claimTricks: 'Stiche beanspruchen',
    claimOf: (n: number, left: number) => `${n} von ${left} claimen`,
    claimHint:
      'Beanspruche die Stiche, die deine Seite von hier an macht; deine Hand wird den Gegenspielern gezeigt.',
    claims: (name: string, n: number, left: number) => `${name} claimt ${n} der restlichen ${left} Stiche.`,
    accepted: (names: string) => `Angenommen von ${names}.`,
    accept: 'Annehmen',
    reject: 'Ablehnen',
    answer: 'Nimmst du den Claim an?',
    rejected: (by: string, n: number) =>
      `${by} hat den Claim von ${n} Stichen abgelehnt: es wird weitergespielt.`,
    declarerHand: (name: string) => `Hand von ${name} (Claim)`,
    cancel: 'Abbrechen',
    claimAction: (n: number) => `Claimt ${n}`,
    claimedTricks: (n: number) => (n === 0 ? 'Rest abgegeben' : `${n} durch Claim`),
  },
  cards: {
    suits: { S: 'Pik', H: 'Herz', D: 'Karo', C: 'Kreuz' },
    ranks: { A: 'Ass', K: 'König', Q: 'Dame', J: 'Bube', T: '10' },
    colons: { GC: 'Grand Colon', RC: 'Royal Colon', LC: 'Little Colon' },
    card: (rank, suit) => `${suit} ${rank}`,
    back: 'verdeckte Karte',
    hidden: (n) => (n === 1 ? '1 verdeckte Karte' : `${n} verdeckte Karten`),
  },
  score: {
    title: 'Punkteliste',
    deal: 'Spiel',
    round: 'Runde',
    cards: 'Karten',
    dealer: 'Geber',
    contract: 'Kontrakt',
    declarer: 'Alleinspieler',
    tricks: 'Stiche',
    total: 'Summe',
    we: 'Wir',
    they: 'Sie',
    above: 'über dem Strich',
    below: 'unter dem Strich',
    game: 'Partie',
    rubber: 'Robber',
    passedOut: 'eingepasst',
    bid: 'Ans.',
    points: 'Punkte',
    hit: 'Ansage erfüllt',
    leader: 'führt',
    vulnerable: 'In Gefahr',
    upcard: 'Aufgedeckte Karte',
    empty: 'Noch kein Spiel beendet.',
    extra: 'extra',
    trump: 'Trumpf',
    noTrump: 'SA',
    declarations: 'Meldungen',
    summary: 'Endstand',
  },
  replay: {
    title: 'Nachspielen',
    step: (i, n) => `Zug ${i} von ${n}`,
    first: 'Anfang',
    prev: 'Zurück',
    next: 'Weiter',
    last: 'Ende',
    prevDeal: 'Voriges Spiel',
    nextDeal: 'Nächstes Spiel',
    loading: 'Lade das Spielprotokoll …',
    noRecord: 'Hier gibt es noch kein beendetes Match zum Nachspielen.',
    actions: 'Die Züge der Reihe nach',
    results: 'Ergebnisse Spiel für Spiel',
    tricksInOrder: 'Die Stiche der Reihe nach',
    limited:
      'Der Server bietet noch kein schrittweises Nachspielen: hier sind die Ergebnisse Spiel für Spiel und die Züge der Reihe nach.',
    closedStep: 'Hier wurde der Tisch geschlossen',
    openFile: 'Eine Protokolldatei öffnen',
    badFile: 'Das ist kein stikk-Protokoll.',
  },
  /** A finished deal: its summary when it ends, and the deal viewer from the score sheet. */
  review: {
    dealt: 'Die Blätter, wie sie gegeben wurden',
    scoreChange: 'Punkte',
    nextDealWaits: 'Das nächste Spiel ist schon gegeben: es wartet auf dich, wenn du dies schließt.',
    continue: 'Weiter',
    stepThrough: 'Das Spiel Schritt für Schritt',
    prevTrick: 'Stich zurück',
    nextTrick: 'Stich vor',
    reviewDeals: 'Ein Spiel ansehen',
    loading: 'Das Spiel wird geladen …',
    unavailable: 'Dieses Spiel kann nicht angezeigt werden.',
    fromPreviousDeal: 'Aus dem vorigen Spiel',
    bids: 'Ansagen',
    bidAndTricks: (bid, tricks) => `${bid} angesagt, ${tricks} Stiche`,
    bidChanged: (from, to) => `geändert ${from} → ${to}`,
    playHidden: 'Spiele deine verdeckte Karte',
    upcardTakenBy: (name) => `genommen von ${name}`,
    board: 'Board',
  },
  refusals: {
    'not-your-turn': (p, w) =>
      p.toAct.length
        ? `Du bist nicht an der Reihe, sondern ${w.seats(p.toAct)}.`
        : 'Du bist nicht an der Reihe.',
    'match-over': () => 'Das Match ist vorbei.',
    'no-deal': () => 'Das nächste Spiel ist noch nicht gegeben.',
    'deal-over': () => 'Dieses Spiel ist vorbei.',
    'no-deck': (p) => `Das Spielprotokoll hat kein Kartenspiel für Spiel ${p.deal}.`,
    'no-such-seat': () => 'Diesen Platz gibt es an diesem Tisch nicht.',
    'unknown-action': (p) => {
      switch (p.expected) {
        case 'call':
          return p.action?.trim().toUpperCase() === 'PASS'
            ? 'Passe wird als P geschrieben.'
            : `„${p.action}“ ist kein Gebot.`;
        case 'card':
          return `„${p.item ?? p.action}“ ist keine Karte.`;
        case 'bid-or-card':
          return `„${p.action}“ ist weder eine Ansage (0 bis ${p.maxBid}) noch eine Karte.`;
        case 'declaration-suit':
          return `Nach „${p.kind}:“ folgt eine Farbe: S, H, D oder C.`;
        case 'card-or-declaration':
          return `„${p.action}“ ist weder eine Karte noch Trumpf, Tjog oder Passe.`;
      }
    },
    'not-canonical': (p) => `Schreibe es als ${p.canonical}.`,
    'unlisted-action': () => 'Die Regeln verstehen das, aber es entspricht keinem der erlaubten Züge.',
    'wrong-phase': (p) =>
      p.phase === 'exchange'
        ? `Der Austausch läuft: wirf zuerst ${p.discard} Karten ab.`
        : p.phase === 'auction'
          ? 'Das Reizen läuft: gib ein Gebot ab.'
          : 'Das Spiel läuft: spiele eine Karte.',
    'hidden-card': () => 'Diese Karte kannst du nicht sehen: spiele deine verdeckte Karte.',
    'card-not-held': (p, w) => `Du hast ${w.card(p.card)} nicht auf der Hand.`,
    'card-twice': (p, w) => `${w.card(p.card)} ist zweimal genannt.`,
    'must-follow-suit': (p, w) => `Du musst Farbe bedienen (${w.suit(p.suit)}).`,
    'must-head': (p, w) => `Du musst ${w.card(p.led)} überstechen, wenn du kannst.`,
    'must-trump': (p, w) => `Du hast kein ${w.suit(p.led)}: du musst trumpfen (${w.suit(p.trump)}).`,
    'auction-over': () => 'Das Reizen ist vorbei.',
    'no-doubling': () => 'An diesem Tisch wird ohne Kontra und Rekontra gespielt.',
    'double-own-side': () => 'Nur das letzte Gebot der Gegner kann kontriert werden.',
    'already-doubled': () => 'Das letzte Gebot ist schon kontriert.',
    'redouble-not-allowed': (p) =>
      p.reason === 'no-double'
        ? 'Nur ein Kontra der Gegner kann rekontriert werden.'
        : 'Nur ein Kontra auf das Gebot deiner eigenen Seite kann rekontriert werden.',
    'bad-level': (p, w) => `${w.call(p.action ?? '')} ist in diesem Spiel kein Gebot.`,
    'bid-too-low': (p, w) => `Ein Gebot muss höher sein als das letzte Gebot, ${w.call(p.last)}.`,
    'bid-restricted': (p, w) => {
      switch (p.rule) {
        case 'no-trump-only':
          return 'An diesem Tisch wird nur Sans Atout geboten.';
        case 'suit-length':
          return `Um ${w.suit(p.suit)} zu bieten, musst du mindestens ${p.need} davon halten.`;
        case 'no-trump-void':
          return `Um Sans Atout zu bieten, brauchst du eine Karte jeder Farbe, und du hast Chicane in ${w.suit(p.void)}.`;
        case 'jump-suit-length':
          return `Ein Sprunggebot (das niedrigste ist ${w.call(p.lowest)}) braucht mindestens ${p.need} ${w.suit(p.suit)}; du hältst ${p.held}.`;
        case 'jump-no-trump':
          return `Ein Sprunggebot in Sans Atout (das niedrigste ist ${w.call(p.lowest)}) braucht mindestens ${p.need} Karten in einer Farbe.`;
      }
    },
    'bid-out-of-range': (p) => `Eine Ansage ist eine Zahl von 0 bis ${p.size}.`,
    'already-bid': () => 'Du hast schon angesagt; eine Ansage ändert sich nur durch die Hakenregel.',
    'bidding-over': () => 'Die Ansagen sind gemacht: spiele eine Karte.',
    'bidding-not-over': () => 'Die Ansagen sind noch nicht fertig: sage zuerst an.',
    'hook-wrong-seat': (p, w) =>
      `Die Ansagen ergeben zusammen ${p.size}, so viele wie Karten: nur ${w.seat(p.changer)}, links vom Geber, darf die Ansage ändern (Hakenregel).`,
    hook: (p) =>
      p.reason === 'same-bid'
        ? `Die Ansagen ergeben zusammen ${p.size}, so viele wie Karten: ändere deine Ansage auf eine andere Zahl (Hakenregel).`
        : `Du darfst nicht ${p.bid} ansagen: die Ansagen ergäben zusammen ${p.size}, so viele wie Karten (Hakenregel).`,
    'already-discarded': () => 'Du hast schon abgeworfen.',
    'wrong-discard-count': (p) => `Wirf genau ${p.need} Karten ab: du behältst ${p.keep}.`,
    'colon-lead-ban': (p, w) =>
      `Du darfst zu diesem Stich nicht ${w.suit(p.suit)} ausspielen: auf dein ${w.suit(p.suit)}-Ausspiel wurde ein Colon gespielt.`,
    'colon-on-colon': (p, w) =>
      `Auf ein Colon-Ausspiel (${w.card(p.lead)}) darf kein Colon gespielt werden, solange du eine Farbkarte hast.`,
    'colon-wrong-group': (p, w) =>
      `${w.card(p.card)} darf nicht auf ${w.card(p.lead)} folgen: ein Colon folgt nur einer Karte seiner eigenen Gruppe (hier ${w.card(p.leadColon)}).`,
    'declaration-phase': () => 'In der zweiten Phase wird nicht gemeldet.',
    'declaration-not-winner': () => 'Nur wer den eben gespielten Stich gewonnen hat, darf melden.',
    'declaration-no-pair': () => 'Eine Meldung braucht König und Dame dieser Farbe auf der Hand.',
    'declaration-used': (p, w) =>
      p.reason === 'both-made'
        ? 'Trumpf und Tjog sind in diesem Spiel beide gemeldet.'
        : `Trumpf ist schon gemeldet (${w.suit(p.trump)}): ein späteres Paar ist ein Tjog.`,
    'declaration-kind': (p, w) =>
      p.reason === 'trumf-first'
        ? 'Die erste Meldung eines Spiels ist ein Trumpf.'
        : `Der Tjog muss in einer anderen Farbe sein als der Trumpf (${w.suit(p.suit)}).`,
    'declaration-timing': () => 'Gemeldet wird gleich nach einem gewonnenen Stich, vor dem Nachziehen.',
    'declaration-pending': () => 'Melde zuerst ein König-Dame-Paar oder passe.',
    'nothing-to-pass': () => 'Es gibt keine Meldung, auf die du verzichten könntest.',
    'claim-not-declarer': () => 'Nur der Alleinspieler darf claimen, wenn er oder der Dummy am Zug ist.',
    'claim-range': (p) => `Ein Claim ist eine Zahl der restlichen Stiche, 0 bis ${p.remaining}.`,
    'claim-again': () => 'In diesem Stich wurde ein Claim abgelehnt: claime wieder ab dem nächsten Stich.',
    'claim-open': (p, w) =>
      `${w.seat(p.claimer)} claimt ${p.tricks} der restlichen Stiche: erst annehmen oder ablehnen.`,
    'no-claim': () => 'Es gibt keinen Claim zu beantworten.',
  },
  serverErrors: {
    'bad-json': 'Der Server hat die Nachricht nicht verstanden.',
    'bad-message': 'Der Server hat die Nachricht nicht verstanden.',
    'too-large': 'Die Nachricht ist zu lang für den Server.',
    'rate-limited': 'Zu viele Aktionen auf einmal; warte einen Moment.',
    'no-table': 'Diesen Tisch gibt es nicht.',
    'bad-token': 'Dieser Platz gehört dir nicht mehr.',
    'bad-seat': 'Diesen Platz gibt es an diesem Tisch nicht.',
    'seat-taken': 'Dieser Platz ist besetzt.',
    'no-free-seat': 'An diesem Tisch ist kein Platz frei.',
    'bad-level': 'Diesen Bot gibt es für dieses Spiel nicht.',
    'stale-version': 'Der Tisch ist weiter; bitte neu wählen.',
    'not-your-turn': 'Du bist nicht an der Reihe.',
    'illegal-action': 'Das ist jetzt nicht erlaubt.',
    'not-over': 'Das Match ist noch nicht vorbei.',
    'cannot-close': 'Dieses Match kann nicht vorzeitig beendet werden (oder es ist schon vorbei).',
    'no-proposal': 'Niemand möchte das Match gerade beenden.',
    'shutting-down': 'Der Server startet neu; versuche es gleich noch einmal.',
    'server-error': 'Beim Server ist etwas schiefgegangen.',
    'bad-options': 'Diese Optionen passen nicht zusammen.',
  },
  a11y: {
    skip: 'Zur eigenen Hand springen',
    table: 'Kartentisch',
    seats: 'Die Spieler',
    actions: 'Deine Möglichkeiten',
  },
  keeper: {
    title: 'Punkteliste führen',
    link: 'Punkte für ein Spiel mit echten Karten schreiben',
    intro:
      'Ihr spielt mit echten Karten? Die Punkteliste kennt die Regeln. Sie bleibt auf diesem Gerät und funktioniert ohne Netz.',
    sheets: 'Deine Punktelisten',
    noSheets: 'Noch keine Punktelisten.',
    newSheet: 'Neue Punkteliste',
    start: 'Punkteliste anlegen',
    open: 'Öffnen',
    remove: 'Löschen',
    confirmRemove: (title) => `Die Punkteliste „${title}“ löschen? Das lässt sich nicht rückgängig machen.`,
    unreadable: 'Diese gespeicherte Liste lässt sich nicht lesen',
    importJson: 'Punkteliste einlesen (JSON)',
    imported: 'Punkteliste eingelesen.',
    players: 'Spieler',
    playerName: (n) => `Spieler ${n}`,
    firstDealer: 'Erster Geber',
    dealsEntered: (n) => (n === 1 ? '1 Spiel' : `${n} Spiele`),
    finished: 'beendet',
    allSheets: 'Alle Punktelisten',
    next: 'Nächstes Spiel',
    dealNo: (n) => `Spiel ${n}`,
    roundNo: (n, of) => `Runde ${n} von ${of}`,
    boardNo: (n) => `Board ${n}`,
    chicagoDeal: (n) => `Chicago-Spiel ${n} von 4`,
    rubberNo: (n) => `Robber ${n}`,
    dealOf: (n, of) => `Spiel ${n} von ${of}`,
    extraDeal: 'Zusatzspiel (Gleichstand)',
    dealer: (name) => `Geber: ${name}`,
    bidsFirst: (name) => `${name} sagt zuerst an und spielt aus`,
    cards: (n) => (n === 1 ? '1 Karte' : `${n} Karten`),
    trump: (text) => `Trumpf: ${text}`,
    seating: 'Plätze in diesem Spiel',
    protocol: 'Punkte',
    saveDeal: 'Spiel eintragen',
    saveBids: 'Ansagen eintragen',
    saveRound: 'Stiche eintragen',
    changeBids: 'Ansagen ändern',
    passedOut: 'Eingepasst',
    thrownIn: 'Eingeworfen (alle haben gepasst)',
    level: 'Stufe',
    strain: 'Farbe',
    doubled: 'Kontriert',
    undoubled: 'nein',
    declarer: 'Alleinspieler',
    tricksSide: 'Stiche der Alleinspieler-Partei',
    tricksDeclarer: 'Stiche des Alleinspielers',
    needs: (n) => `braucht ${n}`,
    made: (over) => (over === 0 ? 'erfüllt' : `erfüllt +${over}`),
    down: (n) => `${n} Faller`,
    preview: 'Dieses Spiel bringt',
    honours: 'Honneurs',
    noHonours: 'keine',
    honoursOf: (side, points) => `${side} ${points}`,
    revokes: (side) => `Falsch bedient von ${side}`,
    revokeNote: (n) =>
      n === 1 ? 'jedes Mal wird 1 Stich abgegeben' : `jedes Mal werden ${n} Stiche abgegeben`,
    bidOf: (name) => `Ansage von ${name}`,
    tricksOf: (name) => `Stiche von ${name}`,
    bid: 'Ansage',
    tricks: 'Stiche',
    trumpTurnedUp: 'Trumpf (aufgedeckte Karte)',
    chooseTrump: 'wählen …',
    forbidden: 'der Haken',
    tricksSum: (n, of) => `${n} von ${of} Stichen`,
    bidsSum: (n, of) => `Ansagen ergeben ${n} (Karten: ${of})`,
    none: 'keine',
    player: 'Spieler',
    suit: 'Farbe',
    lastTrick: 'Letzter Stich an',
    matadorPoint: 'Matadorpunkt (Asse und Zehnen) an',
    nobody: 'niemanden (Gleichstand)',
    entries: 'Eingetragene Spiele',
    noEntries: 'Noch nichts eingetragen.',
    correct: 'Berichtigen',
    correctDeal: (n) => `Spiel ${n} berichtigen`,
    correcting: (n) => `Spiel ${n} wird berichtigt`,
    save: 'Speichern',
    cancel: 'Abbrechen',
    removeDeal: 'Dieses Spiel löschen',
    endMatch: 'Match hier beenden',
    endMatchNote:
      'Robber-Bridge: ein unvollendeter Robber bringt +300 für eine Partie und +50 für einen Teilkontrakt.',
    reopen: 'Punkteliste wieder öffnen',
    unfinishedBonus: (side, points) => `Unvollendeter Robber: ${side} +${points}`,
    exportCsv: 'CSV herunterladen',
    exportJson: 'JSON herunterladen',
    share: 'Teilen',
    shareTitle: (title) => `Punkteliste: ${title}`,
    savedHere: 'Auf diesem Gerät gespeichert.',
    waitingTricks: 'Ansagen eingetragen: spielt die Runde, dann die Stiche eintragen.',
    errors: {
      options: (p) => `Optionen: ${p.detail}`,
      players: (p) => `Bitte ${p.count} Namen eingeben (je höchstens ${p.max} Zeichen).`,
      'first-dealer': () => 'Bitte den ersten Geber wählen.',
      'sheet-shape': (p) => `Das ist keine Punkteliste (${p.detail}).`,
      'entry-shape': () => 'In diesem Eintrag fehlt etwas.',
      'no-entry': (p) => `Es gibt kein Spiel ${p.deal}.`,
      'match-over': () => 'Das Match ist vorbei: keine weiteren Spiele.',
      seat: (p) =>
        p.field === 'declarer'
          ? 'Bitte den Alleinspieler wählen.'
          : p.field === 'lastTrick'
            ? 'Bitte wählen, wer den letzten Stich bekam.'
            : 'Bitte wählen, wer den Matadorpunkt bekam (oder niemand).',
      'tricks-range': (p, name) =>
        p.seat === undefined
          ? `Stiche: von 0 bis ${p.max}.`
          : `${name(Number(p.seat))}: Stiche von 0 bis ${p.max}.`,
      contract: (p) =>
        p.text === '' || p.text === 'undefined'
          ? 'Bitte den Kontrakt wählen: Stufe und Farbe.'
          : `„${p.text}“ ist kein Kontrakt.`,
      'no-doubling': () => 'Kontra und Rekontra werden mit diesen Optionen nicht gespielt.',
      'nt-only': () => 'Mit diesen Optionen ist jeder Kontrakt Sans Atout.',
      honours: (p) =>
        p.reason === 'nt'
          ? 'In Sans Atout zählen nur alle vier Asse in einer Hand als Honneurs (150).'
          : p.reason === 'scoring'
            ? 'Honneurs zählen nur im Robber-Bridge.'
            : 'Honneurs: bitte eine Partei und 100 oder 150 wählen.',
      'revoke-range': (p) => `Falsch bedient: eine Zahl von 0 bis ${p.max}.`,
      'bids-count': () => 'Bitte für jeden Spieler eine Ansage eintragen.',
      'bid-range': (p, name) => `${name(Number(p.seat))}: eine Ansage von 0 bis ${p.max}.`,
      'hook-simultaneous': (p, name) =>
        `Die Ansagen ergeben zusammen ${p.size}, so viele wie Karten: ${name(Number(p.seat))}, links vom Geber, muss die Ansage ändern (der Haken).`,
      'hook-sequential': (p, name) =>
        `${name(Number(p.seat))} als Geber darf nicht ${p.bid} ansagen: die Ansagen ergäben ${p.size}, so viele wie Karten (der Haken).`,
      'tricks-count': () => 'Bitte für jeden Spieler die Stiche eintragen.',
      'tricks-sum': (p) => `Die Stiche ergeben zusammen ${p.sum}, gespielt wurden aber ${p.size}.`,
      trump: (p) =>
        p.reason === 'draw'
          ? 'Bitte den aufgedeckten Trumpf eintragen.'
          : `Trumpf dieser Runde ist ${p.trump}.`,
      'round-unfinished': (p) => `Bitte zuerst die Stiche der Runde ${p.round} eintragen.`,
      declarations: (p) =>
        p.reason === 'tjog-first'
          ? 'Die erste Meldung eines Spiels ist ein Trumpf: ein Tjog braucht einen Trumpf.'
          : p.reason === 'same-suit'
            ? 'Der Tjog muss in einer anderen Farbe sein als der Trumpf.'
            : p.reason === 'twice'
              ? 'Höchstens ein Trumpf und ein Tjog pro Spiel.'
              : 'Eine Meldung nennt einen Spieler, Trumpf oder Tjog und eine Farbe.',
      'correction-breaks-later': (p) => `Diese Änderung macht Spiel ${p.deal} unmöglich:`,
    },
  },
  optionErrors: {
    'not-an-object': () => 'Die Optionen konnten nicht gelesen werden.',
    'unknown-option': () => 'Diese Option kennt der Server nicht.',
    'not-boolean': () => 'Wähle ja oder nein.',
    'not-integer': () => 'Gib eine ganze Zahl ein.',
    'out-of-range': (p) =>
      p.max === undefined
        ? `Gib eine Zahl ab ${p.min} ein.`
        : p.min === undefined
          ? `Gib eine Zahl bis ${p.max} ein.`
          : `Gib eine Zahl von ${p.min} bis ${p.max} ein.`,
    'not-a-choice': () => 'Wähle einen der Werte aus der Liste.',
    'not-a-schedule': () => 'Wähle einen Ablauf oder gib Kartenzahlen durch Kommas getrennt ein (1,2,3).',
    'not-a-hand-size': (p) =>
      `„${p.value}“ ist keine Kartenzahl: Gib ganze Zahlen ab 1 ein, durch Kommas getrennt.`,
    'too-many-cards': (p) =>
      `${p.players} Spieler × ${p.cards} Karten = ${p.dealt}, mehr als die ${p.pack} Karten des Spiels: Wähle weniger Karten oder weniger Spieler.`,
    'no-upcard': (p) =>
      `${p.players} Spieler × ${p.cards} Karten brauchen das ganze Spiel, dann bleibt keine Karte, um Trumpf aufzudecken: Wähle weniger Karten oder einen anderen Trumpf.`,
    'not-a-multiple': (p, w) =>
      `Mit „${w.option(p.because)}“ muss die Zahl durch ${p.of} teilbar sein (nicht ${p.value}).`,
    'not-combinable': (p, w) =>
      `„${w.option(p.option)}“ lässt sich nicht mit „${w.option(p.with)}“ kombinieren: wähle eins.`,
  },
  friends: {
    resume: 'Weiterspielen',
    nameTitle: 'Dein Name am Tisch',
    nameHint:
      'Die anderen sehen ihn. Er bleibt auf diesem Gerät gespeichert; ändern kannst du ihn unter Einstellungen.',
    nameOk: 'Hinsetzen',
    cancel: 'Abbrechen',
    invite: 'Freunde einladen',
    inviteIntro:
      'Schick diesen Link an deine Freunde: Er öffnet diesen Tisch, dort nehmen sie einen freien Platz.',
    sameNetwork:
      'Ein Freund an einem anderen Computer oder Handy muss im selben Netzwerk (im selben WLAN) sein wie der Computer, auf dem der Server läuft.',
    loopbackOnly:
      'Dieser Server nimmt nur diesen Computer an, der Link funktioniert also nur hier. Damit Freunde an anderen Geräten mitspielen können, beende den Server und starte ihn so, dass er im Netzwerk erreichbar ist:',
    noAddress:
      'Dieser Computer hat gerade keine Netzwerkadresse: Verbinde ihn mit einem Netzwerk (WLAN) und öffne dies erneut.',
    otherAddresses: 'Weitere Adressen dieses Computers:',
    copy: 'Link kopieren',
    copied: 'Kopiert',
  },
  bots: {
    levels: { random: 'spielt zufällig', basic: 'einfach', strong: 'stark' },
  },
  net: {
    unreachable:
      'Der Tischserver ist nicht erreichbar. Prüfe die Netzwerkverbindung (oder ob der Server noch läuft) und versuche es erneut.',
    retry: 'Erneut versuchen',
  },
};
