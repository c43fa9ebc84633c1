import type { Messages } from './en.js';
import { decimalComma as dec } from './languages.js';

/** Svenska. Spelorden följer ../shared/glossary.md. */
export const sv: Messages = {
  langName: 'Svenska',
  app: {
    title: 'stikk',
    tagline: 'Kortspel från köksbordet i Norden och Tyskland',
    lobby: 'Bord',
    settings: 'Inställningar',
    connecting: 'Ansluter till bordsservern …',
    offline: 'Anslutningen bröts — ansluter igen …',
    notFound: 'Den sidan finns inte.',
    back: 'Tillbaka till borden',
    close: 'Stäng',
    error: (message) => `Något gick fel: ${message}`,
  },
  settings: {
    language: 'Språk',
    fourColour: 'Fyrfärgslek (♠ svart, ♥ röd, ♦ blå, ♣ grön)',
    confirmCards: 'Bekräfta varje kort (tryck för att lyfta, tryck igen för att spela)',
    name: 'Ditt namn',
    defaultName: 'Spelare',
  },
  games: {
    bondebridge: {
      name: 'Bondebridge',
      blurb: 'Bridge utan träkarl: bjud, sedan spelar alla fyra sin egen hand.',
    },
    selbu: { name: 'Selbu-whist', blurb: 'Alla bjuder exakt hur många stick de ska ta.' },
    bridge: { name: 'Bridge', blurb: 'Kontraktsbridge med träkarl: robbert, Chicago eller tävling.' },
    bridgette: { name: 'Bridgette', blurb: 'Bridge för två, med byte och tre colons.' },
    bondtolva: { name: 'Bondtolva', blurb: 'Två spelare, 24 kort, trumf och tjog: nå exakt 12.' },
  },
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
    'selbu.trump.draw': 'vänd upp talongens översta kort (knekt, dam, kung, ess: sang)',
    'selbu.trump.draw-suit': 'vänd upp talongens översta kort: färgen är alltid trumf',
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
  lobby: {
    newTable: 'Nytt bord',
    game: 'Spel',
    options: 'Regler',
    defaults: 'Standardvalen är förvalda.',
    seats: 'Platser',
    you: 'Du',
    free: 'Ledig (bjud in någon)',
    bot: (level) => `Robot (${level})`,
    create: 'Skapa bord',
    creating: 'Skapar …',
    openTables: 'Öppna bord',
    noTables: 'Inga bord ännu: skapa ett!',
    refresh: 'Uppdatera',
    join: 'Gå med',
    watch: 'Titta',
    freeSeats: (n) => (n === 1 ? '1 ledig plats' : `${n} lediga platser`),
    status: { waiting: 'väntar', playing: 'spelar', over: 'klart' },
    invite: 'Inbjudningslänk',
    copy: 'Kopiera',
    copied: 'Kopierad',
    checking: 'Kontrollerar reglerna …',
  },
  seat: {
    compass: ['Nord', 'Öst', 'Syd', 'Väst'],
    compassShort: ['N', 'Ö', 'S', 'V'],
    player: (n) => `Spelare ${n}`,
    you: 'du',
    bot: 'robot',
    away: 'borta',
    standIn: 'robot spelar för',
    free: 'ledig plats',
    dealer: 'Givare',
    dealerShort: 'G',
    toAct: 'på tur',
    cards: (n) => (n === 1 ? '1 kort' : `${n} kort`),
    sitHere: 'Sätt dig här',
    led: 'spelade ut',
  },
  table: {
    joinTitle: 'Ta plats',
    joinHint: 'Välj en ledig plats för att spela, eller titta bara på.',
    spectating: 'Du tittar på',
    yourTurn: 'Din tur',
    waitingFor: (name) => `Väntar på ${name}`,
    waitingForSeat: 'Väntar på att någon tar den lediga platsen',
    deal: (n, of) => (of ? `Giv ${n} av ${of}` : `Giv ${n}`),
    board: (n) => `Bricka ${n}`,
    round: (n, of) => `Omgång ${n} av ${of}`,
    roundDeal: (n) => `Chicago-giv ${n} av 4`,
    cardsThisRound: (n) => (n === 1 ? '1 kort' : `${n} kort`),
    lastTrick: 'Senaste sticket',
    noLastTrick: 'Inget stick spelat ännu',
    scoreSheet: 'Protokoll',
    leave: 'Lämna bordet',
    leaveWithBot: 'Låt en robot spela',
    takeBack: 'Ta tillbaka min plats',
    botPlaysForYou: 'En robot spelar åt dig.',
    rematch: 'Spela igen',
    download: 'Ladda ned spelet',
    replay: 'Spela upp igen',
    matchOver: 'Matchen är slut',
    winner: (names) => `Vinnare: ${names}`,
    draw: (names) => `Oavgjort: ${names}`,
    playAs: 'Spelar',
    copyInvite: 'Kopiera inbjudningslänk',
    tricks: 'Stick',
    contract: 'Kontrakt',
    trump: 'Trumf',
    noTrumpSuit: 'sang',
    vulnerable: 'i zonen',
    notVulnerable: 'utanför zonen',
    vul: { none: 'Ingen i zonen', NS: 'N–S i zonen', EW: 'Ö–V i zonen', all: 'Alla i zonen' },
    by: 'av',
    declarer: 'Spelförare',
    dummy: 'Träkarl',
    dummyHand: (name) => `Träkarl: ${name}`,
    playFromDummy: 'Spela ett kort från träkarlen',
    yourSeats: (seats: string[]) => `Du spelar ${seats.join(' och ')} i den här given`,
    playFrom: (seat: string) => `Din tur: spela från ${seat}`,
    phase: {
      auction: 'Budgivning',
      play: 'Spel',
      dealing: 'Ger',
      deal: 'Ger',
      over: 'Matchen är slut',
      bidding: 'Bud',
      hook: 'Buden går jämnt ut: ett bud måste ändras',
      exchange: 'Byte',
      phase1: 'Första fasen (talongen)',
      declare: 'Melda trumf eller tjog',
      phase2: 'Andra fasen (bekänna och sticka över)',
    },
    hand: 'Din hand',
    handOf: (name) => `${name}s hand`,
    trick: 'Sticket',
    wonBy: (name) => `taget av ${name}`,
    playedBy: (name) => `spelat av ${name}`,
    stock: 'Talong',
    stockCount: (n) => `Talong: ${n}`,
    upcard: 'Uppvänt kort',
    closeTable: 'Avsluta matchen',
    closeTitle: 'Avsluta matchen nu?',
    closeAlone: 'Matchen slutar nu med de givar som spelats; given som pågår räknas inte.',
    closeOthers:
      'De andra spelarna tillfrågas. Säger alla ja slutar matchen med de givar som spelats, och given som pågår räknas inte.',
    closePropose: 'Avsluta matchen',
    keepPlaying: 'Spela vidare',
    closeProposed: (name) => `${name} vill avsluta matchen nu med de givar som spelats.`,
    closeAgree: 'Ja, avsluta',
    closeWaiting: (names) => `Väntar på att ${names} ska gå med på att avsluta matchen.`,
    closeWithdraw: 'Ta tillbaka',
    closeDeclined: (name) => `${name} vill spela vidare.`,
    closedEarly: 'Bordet avslutades: matchen slutade med de givar som spelats.',
  },
  auction: {
    title: 'Budgivning',
    biddingBox: 'Budlåda',
    pass: 'Pass',
    double: 'Dubbelt',
    redouble: 'Redubbelt',
    passedOut: 'Passad',
    strains: { C: '♣', D: '♦', H: '♥', S: '♠', NT: 'sang' },
    strainNames: { C: 'klöver', D: 'ruter', H: 'hjärter', S: 'spader', NT: 'sang' },
    bidLabel: (level, strain) => `${level} ${strain}`,
    barredTitle: 'Varför vissa bud är gråa:',
  },
  selbu: {
    bid: 'Ditt bud',
    bidOf: (n) => `Bjud ${n}`,
    hook: (n, size) =>
      `Du får inte bjuda ${n}: buden skulle bli ${size} tillsammans, lika många som korten (kroken).`,
    hookShort: 'kroken',
    waitingForBids: (n) => (n === 1 ? 'Väntar på 1 bud till' : `Väntar på ${n} bud till`),
    secretBid: 'Buden görs i hemlighet och visas samtidigt.',
    revealed: 'Alla bud visade',
    mustChange: (name, size) => `Buden blir ${size} tillsammans: ${name} måste ändra sitt bud (kroken).`,
    changeYourBid: 'Buden går jämnt ut med korten: ändra ditt bud.',
    firstBids: 'Buden som de först visades',
    bidsTricks: 'stick / bud',
    grand: 'sang',
    forehead: 'Kort i pannan: du ser allas kort utom ditt eget.',
    yourHiddenCard: 'Ditt kort (i pannan)',
    madeBid: 'tog sitt bud',
    leader: 'leder',
    seatDetail: (tricks, bid) => `bud ${bid} · tagit ${tricks}`,
    sheetLegend: 'I varje ruta: tagna stick / bud, rundans poäng och summan hittills.',
  },
  bridgette: {
    exchange: (n) => `Välj ${n} kort att kasta`,
    chosen: (n, of) => `${n} av ${of} valda`,
    discard: 'Kasta',
    waitingForDiscard: 'Väntar på att motspelaren kastar',
    drew: (name, n) => `${name} tog ${n}`,
    discarded: 'Dina kastade kort',
    colons: 'Colons',
    leadBan: (suit) => `Du får inte spela ut ${suit} (colon)`,
    countedDeals: (n) => `Giv ${n} av 6`,
    extraDeal: 'Extra giv (lika)',
  },
  bondtolva: {
    trumf: 'Trumf',
    tjog: 'Tjog',
    declare: (kind, suit) => `Melda ${kind} i ${suit}`,
    noDeclaration: 'Ingen melding',
    declarations: 'Meldingar',
    declared: (name, kind, suit) => `${name}: ${kind} ${suit}`,
    matadors: 'Matadorer',
    cardPoints: 'Kortpoäng',
    protocol: 'Poäng',
    dropTo7: 'över 12: ned till 7',
    target: 'exakt 12 vinner',
    shown: 'visad',
  },
  claim: {
    claim: 'Claim',
    claimTricks: 'Stick att claima',
    claimOf: (n: number, left: number) => `Claima ${n} av ${left}`,
    claimHint: 'Claima de stick ni tar härifrån; din hand visas för motspelarna.',
    claims: (name: string, n: number, left: number) =>
      `${name} claimar ${n} av de ${left} återstående sticken.`,
    accepted: (names: string) => `Godtaget av ${names}.`,
    accept: 'Godta',
    reject: 'Avböj',
    answer: 'Godtar du claimet?',
    rejected: (by: string, n: number) => `${by} avböjde claimet på ${n} stick: spelet fortsätter.`,
    declarerHand: (name: string) => `${name}s hand (claim)`,
    cancel: 'Avbryt',
    claimAction: (n: number) => `Claimar ${n}`,
    claimedTricks: (n: number) => (n === 0 ? 'resten lämnade' : `${n} genom claim`),
  },
  cards: {
    suits: { S: 'spader', H: 'hjärter', D: 'ruter', C: 'klöver' },
    ranks: { A: 'ess', K: 'kung', Q: 'dam', J: 'knekt', T: '10' },
    colons: { GC: 'Grand Colon', RC: 'Royal Colon', LC: 'Little Colon' },
    card: (rank, suit) => `${suit} ${rank}`,
    back: 'kort med baksidan upp',
    hidden: (n) => (n === 1 ? '1 dolt kort' : `${n} dolda kort`),
  },
  score: {
    title: 'Protokoll',
    deal: 'Giv',
    round: 'Omgång',
    cards: 'Kort',
    dealer: 'Givare',
    contract: 'Kontrakt',
    declarer: 'Spelförare',
    tricks: 'Stick',
    total: 'Summa',
    we: 'Vi',
    they: 'De',
    above: 'över strecket',
    below: 'under strecket',
    game: 'utgång',
    rubber: 'Robbert',
    passedOut: 'passad',
    bid: 'bud',
    points: 'poäng',
    hit: 'tog sitt bud',
    leader: 'leder',
    vulnerable: 'I zonen',
    upcard: 'Uppvänt kort',
    empty: 'Ingen giv klar ännu.',
    extra: 'extra',
    trump: 'Trumf',
    noTrump: 'sang',
    declarations: 'Meldingar',
    summary: 'Slutresultat',
  },
  replay: {
    title: 'Uppspelning',
    step: (i, n) => `Drag ${i} av ${n}`,
    first: 'Början',
    prev: 'Bakåt',
    next: 'Framåt',
    last: 'Slut',
    prevDeal: 'Föregående giv',
    nextDeal: 'Nästa giv',
    loading: 'Hämtar spelet …',
    noRecord: 'Ingen färdig match att spela upp här ännu.',
    actions: 'Dragen i ordning',
    results: 'Resultat giv för giv',
    tricksInOrder: 'Sticken i ordning',
    limited:
      'Servern erbjuder inte stegvis uppspelning ännu: här är resultaten giv för giv och dragen i ordning.',
    closedStep: 'Här avslutades bordet',
    openFile: 'Öppna en spelfil',
    badFile: 'Det är ingen stikk-fil.',
  },
  /** A finished deal: its summary when it ends, and the deal viewer from the score sheet. */
  review: {
    dealt: 'Händerna som de gavs',
    scoreChange: 'Poäng',
    nextDealWaits: 'Nästa giv är redan given: den väntar på dig när du stänger detta.',
    continue: 'Fortsätt',
    stepThrough: 'Gå igenom given',
    prevTrick: 'Stick bakåt',
    nextTrick: 'Stick framåt',
    reviewDeals: 'Titta på en giv igen',
    loading: 'Hämtar given …',
    unavailable: 'Den här given kan inte visas.',
    fromPreviousDeal: 'Från förra given',
    bids: 'Bud',
    bidAndTricks: (bid, tricks) => `bjöd ${bid}, tog ${tricks}`,
    bidChanged: (from, to) => `ändrat ${from} → ${to}`,
    playHidden: 'Spela ditt dolda kort',
    upcardTakenBy: (name) => `taget av ${name}`,
    board: 'Bricka',
  },
  refusals: {
    'not-your-turn': (p, w) =>
      p.toAct.length ? `Det är inte din tur: väntar på ${w.seats(p.toAct)}.` : 'Det är inte din tur.',
    'match-over': () => 'Matchen är slut.',
    'no-deal': () => 'Nästa giv är inte given ännu.',
    'deal-over': () => 'Den här given är slut.',
    'no-deck': (p) => `Spelfilen har ingen kortlek för giv ${p.deal}.`,
    'no-such-seat': () => 'Den platsen finns inte vid det här bordet.',
    'unknown-action': (p) => {
      switch (p.expected) {
        case 'call':
          return p.action?.trim().toUpperCase() === 'PASS'
            ? 'Pass skrivs P.'
            : `”${p.action}” är inte ett bud.`;
        case 'card':
          return `”${p.item ?? p.action}” är inte ett kort.`;
        case 'bid-or-card':
          return `”${p.action}” är varken ett bud (0 till ${p.maxBid}) eller ett kort.`;
        case 'declaration-suit':
          return `Efter ”${p.kind}:” kommer en färg: S, H, D eller C.`;
        case 'card-or-declaration':
          return `”${p.action}” är varken ett kort, trumf, tjog eller pass.`;
      }
    },
    'not-canonical': (p) => `Skriv det som ${p.canonical}.`,
    'unlisted-action': () => 'Reglerna förstår det, men det motsvarar inget av de tillåtna dragen.',
    'wrong-phase': (p) =>
      p.phase === 'exchange'
        ? `Bytet pågår: kasta ${p.discard} kort först.`
        : p.phase === 'auction'
          ? 'Budgivningen pågår: ge ett bud.'
          : 'Spelet pågår: spela ett kort.',
    'hidden-card': () => 'Du kan inte se det kortet: spela ditt dolda kort.',
    'card-not-held': (p, w) => `Du har inte ${w.card(p.card)}.`,
    'card-twice': (p, w) => `${w.card(p.card)} är angivet två gånger.`,
    'must-follow-suit': (p, w) => `Du måste bekänna färg (${w.suit(p.suit)}).`,
    'must-head': (p, w) => `Du måste sticka över ${w.card(p.led)} när du kan.`,
    'must-trump': (p, w) => `Du är renons i ${w.suit(p.led)}: du måste trumfa (${w.suit(p.trump)}).`,
    'auction-over': () => 'Budgivningen är slut.',
    'no-doubling': () => 'Dubbelt och redubbelt spelas inte vid det här bordet.',
    'double-own-side': () => 'Bara motståndarnas senaste bud kan dubblas.',
    'already-doubled': () => 'Det senaste budet är redan dubblat.',
    'redouble-not-allowed': (p) =>
      p.reason === 'no-double'
        ? 'Bara en dubbling från motståndarna kan redubblas.'
        : 'Bara en dubbling av din egen sidas bud kan redubblas.',
    'bad-level': (p, w) => `${w.call(p.action ?? '')} är inte ett bud i det här spelet.`,
    'bid-too-low': (p, w) => `Ett bud måste vara högre än det senaste budet, ${w.call(p.last)}.`,
    'bid-restricted': (p, w) => {
      switch (p.rule) {
        case 'no-trump-only':
          return 'Vid det här bordet bjuds bara sang.';
        case 'suit-length':
          return `För att bjuda ${w.suit(p.suit)} måste du ha minst ${p.need} av dem.`;
        case 'no-trump-void':
          return `För att bjuda sang behöver du ett kort i varje färg, och du är renons i ${w.suit(p.void)}.`;
        case 'jump-suit-length':
          return `Ett hoppbud (lägsta är ${w.call(p.lowest)}) kräver minst ${p.need} ${w.suit(p.suit)}; du har ${p.held}.`;
        case 'jump-no-trump':
          return `Ett hoppbud i sang (lägsta är ${w.call(p.lowest)}) kräver minst ${p.need} kort i en färg.`;
      }
    },
    'bid-out-of-range': (p) => `Ett bud är ett tal från 0 till ${p.size}.`,
    'already-bid': () => 'Du har redan bjudit; ett bud ändras bara genom kroken.',
    'bidding-over': () => 'Budgivningen är slut: spela ett kort.',
    'bidding-not-over': () => 'Budgivningen är inte slut: bjud först.',
    'hook-wrong-seat': (p, w) =>
      `Buden blir ${p.size} tillsammans, lika många som korten: bara ${w.seat(p.changer)}, till vänster om givaren, får ändra sitt bud (kroken).`,
    hook: (p) =>
      p.reason === 'same-bid'
        ? `Buden blir ${p.size} tillsammans, lika många som korten: ändra ditt bud till ett annat tal (kroken).`
        : `Du får inte bjuda ${p.bid}: buden skulle bli ${p.size} tillsammans, lika många som korten (kroken).`,
    'already-discarded': () => 'Du har redan kastat.',
    'wrong-discard-count': (p) => `Kasta exakt ${p.need} kort: du behåller ${p.keep}.`,
    'colon-lead-ban': (p, w) =>
      `Du får inte spela ut ${w.suit(p.suit)} till det här sticket: en colon spelades till ditt utspel i ${w.suit(p.suit)}.`,
    'colon-on-colon': (p, w) =>
      `En colon får inte spelas till ett colon-utspel (${w.card(p.lead)}) när du har ett färgkort.`,
    'colon-wrong-group': (p, w) =>
      `${w.card(p.card)} får inte följa ${w.card(p.lead)}: en colon följer bara ett kort ur sin egen grupp (här ${w.card(p.leadColon)}).`,
    'declaration-phase': () => 'I andra fasen meldar man inte.',
    'declaration-not-winner': () => 'Bara den som vann sticket nyss får melda.',
    'declaration-no-pair': () => 'En melding kräver kung och dam i den färgen på handen.',
    'declaration-used': (p, w) =>
      p.reason === 'both-made'
        ? 'Både trumf och tjog är meldade i den här given.'
        : `Trumf är redan meldad (${w.suit(p.trump)}): ett senare par är en tjog.`,
    'declaration-kind': (p, w) =>
      p.reason === 'trumf-first'
        ? 'Den första meldingen i en giv är en trumf.'
        : `Tjogen måste vara i en annan färg än trumfen (${w.suit(p.suit)}).`,
    'declaration-timing': () => 'En melding kommer direkt efter ett vunnet stick, före draget.',
    'declaration-pending': () => 'Melda ett kung–dam-par eller passa först.',
    'nothing-to-pass': () => 'Det finns ingen melding att avböja.',
    'claim-not-declarer': () => 'Bara spelföraren kan claima, när det är spelförarens eller träkarlens tur.',
    'claim-range': (p) => `Ett claim är ett antal av de återstående sticken, 0 till ${p.remaining}.`,
    'claim-again': () => 'Ett claim avböjdes i det här sticket: claima igen från nästa stick.',
    'claim-open': (p, w) =>
      `${w.seat(p.claimer)} claimar ${p.tricks} av de återstående sticken: godta eller avböj först.`,
    'no-claim': () => 'Det finns inget claim att svara på.',
  },
  serverErrors: {
    'bad-json': 'Servern förstod inte meddelandet.',
    'bad-message': 'Servern förstod inte meddelandet.',
    'too-large': 'Meddelandet är för långt för servern.',
    'rate-limited': 'För många handlingar på en gång; vänta lite.',
    'no-table': 'Det bordet finns inte.',
    'bad-token': 'Den platsen är inte din längre.',
    'bad-seat': 'Den platsen finns inte vid det här bordet.',
    'seat-taken': 'Den platsen är upptagen.',
    'no-free-seat': 'Det finns ingen ledig plats vid det här bordet.',
    'bad-level': 'Den boten finns inte för det här spelet.',
    'stale-version': 'Bordet har gått vidare; välj igen.',
    'not-your-turn': 'Det är inte din tur.',
    'illegal-action': 'Det är inte tillåtet nu.',
    'not-over': 'Matchen är inte slut ännu.',
    'cannot-close': 'Den här matchen kan inte avslutas i förtid (eller är redan slut).',
    'no-proposal': 'Ingen vill avsluta matchen just nu.',
    'shutting-down': 'Servern startar om; försök igen om en stund.',
    'server-error': 'Något gick fel på servern.',
    'bad-options': 'De här inställningarna går inte att spela tillsammans.',
    'no-hints': 'Tips erbjuds inte vid det här bordet: spelarna har inte kommit överens om det.',
  },
  a11y: {
    skip: 'Gå till din hand',
    table: 'Kortbordet',
    seats: 'Spelarna',
    actions: 'Dina val',
  },
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
  friends: {
    resume: 'Fortsätt',
    nameTitle: 'Ditt namn vid bordet',
    nameHint:
      'De andra spelarna ser det. Det sparas på den här enheten; du kan ändra det under Inställningar.',
    nameOk: 'Sätt dig',
    cancel: 'Avbryt',
    invite: 'Bjud in vänner',
    inviteIntro: 'Skicka länken till dina vänner: den öppnar det här bordet, där de tar en ledig plats.',
    sameNetwork:
      'En vän på en annan dator eller telefon måste vara på samma nätverk (samma wifi) som datorn där servern körs.',
    loopbackOnly:
      'Den här servern tar bara emot den här datorn, så länken fungerar bara här. Stoppa servern och starta den så att den lyssnar på nätverket, så kan vänner på andra datorer vara med:',
    noAddress:
      'Den här datorn har ingen nätverksadress just nu: anslut den till ett nätverk (wifi) och öppna det här igen.',
    otherAddresses: 'Andra adresser till den här datorn:',
    copy: 'Kopiera länken',
    copied: 'Kopierad',
  },
  bots: {
    levels: { random: 'spelar slumpmässigt', basic: 'enkel', strong: 'stark' },
  },
  net: {
    unreachable:
      'Det går inte att nå bordsservern. Kontrollera nätverksanslutningen (eller att servern fortfarande körs) och försök igen.',
    retry: 'Försök igen',
  },
  tableSettings: {
    title: 'Bordsinställningar',
    visibility: 'Vem kan hitta bordet',
    private: 'Privat',
    privateHelp: 'Bara de du skickar inbjudningslänken till',
    public: 'Öppet',
    publicHelp: 'Visas under Öppna bord: alla kan gå med eller titta på',
    undo: 'Ångra',
    undoHelp: 'En spelare kan ta tillbaka sitt senaste kort eller bud (stäng av för seriöst spel)',
    spectatorChat: 'Åskådare får chatta',
    spectatorChatHelp: 'De som tittar får skriva i bordets chatt (läsa kan de alltid)',
    turnTimer: 'Tidsgräns',
    turnTimerHelp: 'När tiden är ute spelar en robot just det kortet eller budet åt spelaren',
    timerOff: 'Av',
    seconds: (n) => (n >= 120 ? `${n / 60} min` : `${n} s`),
    hints: 'Tips',
    hintsHelp:
      'Alla kan fråga den starka roboten vad den skulle spela (alltid möjligt när du spelar ensam mot robotar)',
    noUndo: 'utan ångra',
    timer: (time) => `tid ${time}`,
    withHints: 'tips',
    spectatorsChat: 'åskådare chattar',
    yes: 'ja',
    no: 'nej',
  },
  hint: {
    button: 'Tips',
    thinking: 'Tänker …',
    suggest: 'Den starka roboten skulle välja',
    bid: (n) => `bjuda ${n}`,
    hidden: 'kortet i pannan',
    close: 'Dölj tipset',
    reason: (r) => {
      switch (r.code) {
        case 'average-tricks':
          return `ni tar i snitt ${dec(r.tricks)} stick över ${r.layouts} fördelningar`;
        case 'hits-bid':
          return `tar sitt bud i ${r.percent} % av ${r.deals} prövade givar`;
        case 'average-margin':
          return `slutar given i snitt ${dec(Math.abs(r.points))} poäng ${r.points < 0 ? 'efter' : 'före'} över ${r.playouts} genomspelningar`;
        case 'exact':
          return 'bäst mot alla försvar: alla kort är kända';
      }
    },
  },
  analysis: {
    tab: 'Dubbel dummy',
    start: 'Analysera dubbel dummy',
    running: (done, total) => (total ? `Analyserar … ${done}/${total} kort` : 'Analyserar …'),
    failed: 'Den här given kan inte analyseras.',
    inBrowser: 'Uträknat i din webbläsare: alla händer öppna, bästa spel från alla.',
    table: 'Dubbel dummy-tabell',
    tableCaption: 'Stick varje spelförare tar med bästa spel från alla fyra',
    declarer: 'Spelförare',
    par: 'Par',
    parScore: (score, side) => (score === 0 ? '0' : `${side} +${Math.abs(score)}`),
    fromHere: (tricks, side) => `Bästa spel härifrån: ${side} tar ${tricks} stick`,
    fromLead: (tricks, side) => `Bästa spel från utspelet: ${side} tar ${tricks} stick`,
    bestCards: 'Bästa kort här',
    bestCard: 'bästa kort',
    cost: (n) => (n === 0 ? 'bästa kort' : `kostade ${n} stick`),
    played: 'Spelade kort',
    trick: (n) => `Stick ${n}`,
    costly: (n) => `Kort som kostade stick: ${n}`,
  },
};
