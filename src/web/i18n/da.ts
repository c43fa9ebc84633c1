import type { Messages } from './en.js';
import { decimalComma as dec } from './languages.js';

/** Dansk. Spilordene følger ../shared/glossary.md. */
export const da: Messages = {
  langName: 'Dansk',
  app: {
    title: 'stikk',
    tagline: 'Kortspil fra køkkenbordet i Norden og Tyskland',
    lobby: 'Borde',
    settings: 'Indstillinger',
    connecting: 'Forbinder til bordserveren …',
    offline: 'Forbindelsen blev afbrudt — forbinder igen …',
    notFound: 'Den side findes ikke.',
    back: 'Tilbage til bordene',
    close: 'Luk',
    error: (message) => `Noget gik galt: ${message}`,
  },
  settings: {
    language: 'Sprog',
    fourColour: 'Firefarvede kort (♠ sort, ♥ rød, ♦ blå, ♣ grøn)',
    confirmCards: 'Bekræft hvert kort (tryk for at løfte, tryk igen for at spille)',
    name: 'Dit navn',
    defaultName: 'Spiller',
  },
  games: {
    bondebridge: {
      name: 'Bondebridge',
      blurb: 'Bridge uden blindemand: meld, så spiller alle fire deres egen hånd.',
    },
    selbu: { name: 'Selbu-whist', blurb: 'Alle melder præcis hvor mange stik de vil tage.' },
    bridge: { name: 'Bridge', blurb: 'Kontraktbridge med blindemand: robber, Chicago eller turnering.' },
    bridgette: { name: 'Bridgette', blurb: 'Bridge for to, med udveksling og tre colons.' },
    bondtolva: { name: 'Bondtolva', blurb: 'To spillere, 24 kort, trumf og tjog: nå præcis 12.' },
  },
  options: {
    'bondebridge.scoring':
      'Point: standard (et point pr. stik, 2 pr. manglende stik) eller enkel (stik over seks)',
    'bondebridge.scoring.standard': 'standard',
    'bondebridge.scoring.simple': 'enkel',
    'bondebridge.doubling': 'Med dobling og redobling',
    'bondebridge.noTrumpOnly': 'Alle meldinger i sans (uden trumf)',
    'bondebridge.rotatingPartners': 'Ny makker hvert spil, point pr. spiller',
    'bondebridge.deals': 'Antal spil i kampen (deleligt med 3 med skiftende makkere eller tre spillere)',
    'bondebridge.revokePenalty': 'Stik der overdrages ved fejlagtig renonce (kun ved regnskab på papir)',
    'bondebridge.doubledPoints': 'Doblet spil: alle point dobles, eller kun straffen når kontrakten går ned',
    'bondebridge.doubledPoints.all': 'alle point',
    'bondebridge.doubledPoints.penalty': 'kun straffen',
    'bondebridge.threePlayers':
      'Tre spillere: hvert spil spiller én af jer både Nord og Syd; point pr. spiller',
    'bridge.scoring':
      'Regnskab: robber, turnering (hvert spil for sig), Chicago (runder á fire spil) eller samlet (spillene lagt sammen, ingen i zonen)',
    'bridge.scoring.rubber': 'robber',
    'bridge.scoring.duplicate': 'turnering',
    'bridge.scoring.chicago': 'Chicago',
    'bridge.scoring.total': 'samlet',
    'bridge.firstCaller': 'Hvem melder først: giver, eller spilleren til venstre for giver',
    'bridge.firstCaller.dealer': 'giver',
    'bridge.firstCaller.left-of-dealer': 'til venstre for giver',
    'bridge.rubbers': 'Robber: antal robbere i kampen',
    'bridge.boards': 'Turnering: antal spil i kampen',
    'bridge.firstBoard': 'Turnering: nummeret på første spil (bestemmer giver og zone)',
    'bridge.rounds': 'Chicago: antal runder á fire spil',
    'bridge.deals': 'Samlet: antal spil i kampen',
    'selbu.players': 'Antal spillere (2–5)',
    'selbu.handSizes': 'Kort pr. runde: 1…10 og tilbage, kun op, kun ned, eller din egen liste',
    'selbu.handSizes.classic': '1…10, 10…1 (20 runder)',
    'selbu.handSizes.up': '1…10',
    'selbu.handSizes.down': '10…1',
    'selbu.trump': 'Trumf: fast rækkefølge, vend et kort, altid samme kulør, eller aldrig',
    'selbu.trump.classic': 'fast rækkefølge',
    'selbu.trump.draw': 'vend talonens øverste kort (knægt, dame, konge, es: sans)',
    'selbu.trump.draw-suit': 'vend talonens øverste kort: kuløren er altid trumf',
    'selbu.trump.fixed:S': 'altid spar',
    'selbu.trump.fixed:H': 'altid hjerter',
    'selbu.trump.fixed:D': 'altid ruder',
    'selbu.trump.fixed:C': 'altid klør',
    'selbu.trump.none': 'sans (uden trumf)',
    'selbu.bidding': 'Meldinger i hemmelighed og vist samtidig, eller på skift',
    'selbu.bidding.simultaneous': 'samtidig',
    'selbu.bidding.sequential': 'på skift',
    'selbu.scoring': 'Point: 10 + melding når du klarer din melding, eller med minuspoint',
    'selbu.scoring.classic': 'almindelig (10 + melding)',
    'selbu.scoring.penalty': 'med minuspoint',
    'selbu.forehead': 'Runder med ét kort holdt op for panden',
    'selbu.forehead.none': 'ingen',
    'selbu.forehead.last': 'sidste runde',
    'selbu.forehead.first-and-last': 'første og sidste runde',
    'bridgette.colonOnColon': 'Colon på et colon-udspil',
    'bridgette.colonOnColon.forbidden': 'ikke tilladt',
    'bridgette.colonOnColon.allowed': 'tilladt (den taber stikket)',
    'bridgette.insultFirst': 'Doblet eller redoblet og hjemme: læg 400 / 1000 til, før der ganges',
    custom: 'egen …',
  },
  lobby: {
    newTable: 'Nyt bord',
    game: 'Spil',
    options: 'Regler',
    defaults: 'Standardvalgene er valgt på forhånd.',
    seats: 'Pladser',
    you: 'Dig',
    free: 'Ledig (inviter nogen)',
    bot: (level) => `Robot (${level})`,
    create: 'Opret bord',
    creating: 'Opretter …',
    openTables: 'Åbne borde',
    noTables: 'Ingen borde endnu: opret et!',
    refresh: 'Opdater',
    join: 'Deltag',
    watch: 'Se med',
    freeSeats: (n) => (n === 1 ? '1 ledig plads' : `${n} ledige pladser`),
    status: { waiting: 'venter', playing: 'spiller', over: 'slut' },
    invite: 'Invitationslink',
    copy: 'Kopier',
    copied: 'Kopieret',
    checking: 'Tjekker reglerne …',
  },
  seat: {
    compass: ['Nord', 'Øst', 'Syd', 'Vest'],
    compassShort: ['N', 'Ø', 'S', 'V'],
    player: (n) => `Spiller ${n}`,
    you: 'dig',
    bot: 'robot',
    away: 'væk',
    standIn: 'robot spiller for',
    free: 'ledig plads',
    dealer: 'Giver',
    dealerShort: 'G',
    toAct: 'i tur',
    cards: (n) => (n === 1 ? '1 kort' : `${n} kort`),
    sitHere: 'Sæt dig her',
    led: 'spillede ud',
  },
  table: {
    joinTitle: 'Tag plads',
    joinHint: 'Vælg en ledig plads for at spille, eller se bare med.',
    spectating: 'Du ser med',
    yourTurn: 'Din tur',
    waitingFor: (name) => `Venter på ${name}`,
    waitingForSeat: 'Venter på at nogen tager den ledige plads',
    deal: (n, of) => (of ? `Spil ${n} af ${of}` : `Spil ${n}`),
    board: (n) => `Spil ${n}`,
    round: (n, of) => `Runde ${n} af ${of}`,
    roundDeal: (n) => `Chicago-spil ${n} af 4`,
    cardsThisRound: (n) => (n === 1 ? '1 kort' : `${n} kort`),
    lastTrick: 'Sidste stik',
    noLastTrick: 'Intet stik spillet endnu',
    scoreSheet: 'Regnskab',
    leave: 'Forlad bordet',
    leaveWithBot: 'Lad en robot spille',
    takeBack: 'Tag min plads tilbage',
    botPlaysForYou: 'En robot spiller for dig.',
    rematch: 'Spil igen',
    download: 'Hent spillet',
    replay: 'Afspil igen',
    matchOver: 'Kampen er slut',
    winner: (names) => `Vinder: ${names}`,
    draw: (names) => `Uafgjort: ${names}`,
    playAs: 'Spiller',
    copyInvite: 'Kopier invitationslink',
    tricks: 'Stik',
    contract: 'Kontrakt',
    trump: 'Trumf',
    noTrumpSuit: 'sans',
    vulnerable: 'i zonen',
    notVulnerable: 'uden for zonen',
    vul: { none: 'Ingen i zonen', NS: 'N–S i zonen', EW: 'Ø–V i zonen', all: 'Alle i zonen' },
    by: 'af',
    declarer: 'Spilfører',
    dummy: 'Blindemand',
    dummyHand: (name) => `Blindemand: ${name}`,
    playFromDummy: 'Spil et kort fra blindemanden',
    yourSeats: (seats: string[]) => `Du spiller ${seats.join(' og ')} i dette spil`,
    playFrom: (seat: string) => `Din tur: spil fra ${seat}`,
    phase: {
      auction: 'Budgivning',
      play: 'Spil',
      dealing: 'Giver',
      deal: 'Giver',
      over: 'Kampen er slut',
      bidding: 'Melding',
      hook: 'Meldingerne går op: én melding skal ændres',
      exchange: 'Udveksling',
      phase1: 'Første fase (talonen)',
      declare: 'Melde trumf eller tjog',
      phase2: 'Anden fase (bekende og stikke over)',
    },
    hand: 'Din hånd',
    handOf: (name) => `${name}s hånd`,
    trick: 'Stikket',
    wonBy: (name) => `taget af ${name}`,
    playedBy: (name) => `spillet af ${name}`,
    stock: 'Talon',
    stockCount: (n) => `Talon: ${n}`,
    upcard: 'Det åbne kort',
    closeTable: 'Afslut kampen',
    closeTitle: 'Afslut kampen nu?',
    closeAlone: 'Kampen slutter nu med de spil, der er spillet; det igangværende spil tæller ikke.',
    closeOthers:
      'De andre spillere bliver spurgt. Siger alle ja, slutter kampen med de spil, der er spillet, og det igangværende spil tæller ikke.',
    closePropose: 'Afslut kampen',
    keepPlaying: 'Spil videre',
    closeProposed: (name) => `${name} vil afslutte kampen nu med de spil, der er spillet.`,
    closeAgree: 'Ja, afslut',
    closeWaiting: (names) => `Venter på, at ${names} siger ja til at afslutte kampen.`,
    closeWithdraw: 'Træk tilbage',
    closeDeclined: (name) => `${name} vil spille videre.`,
    closedEarly: 'Bordet blev lukket: kampen sluttede med de spil, der var spillet.',
  },
  auction: {
    title: 'Budgivning',
    biddingBox: 'Meldekasse',
    pass: 'Pas',
    double: 'Dobler',
    redouble: 'Redobler',
    passedOut: 'Passet ud',
    strains: { C: '♣', D: '♦', H: '♥', S: '♠', NT: 'sans' },
    strainNames: { C: 'klør', D: 'ruder', H: 'hjerter', S: 'spar', NT: 'sans' },
    bidLabel: (level, strain) => `${level} ${strain}`,
    barredTitle: 'Hvorfor nogle meldinger er grå:',
  },
  selbu: {
    bid: 'Din melding',
    bidOf: (n) => `Meld ${n}`,
    hook: (n, size) =>
      `Du må ikke melde ${n}: meldingerne ville give ${size} i alt, lige så mange som kortene (krogen).`,
    hookShort: 'krogen',
    waitingForBids: (n) => (n === 1 ? 'Venter på 1 melding mere' : `Venter på ${n} meldinger mere`),
    secretBid: 'Meldingerne gives i hemmelighed og vises samtidig.',
    revealed: 'Alle meldinger vist',
    mustChange: (name, size) => `Meldingerne giver ${size} i alt: ${name} skal ændre sin melding (krogen).`,
    changeYourBid: 'Meldingerne går op med kortene: ændr din melding.',
    firstBids: 'Meldingerne som de først blev vist',
    bidsTricks: 'stik / melding',
    grand: 'sans',
    forehead: 'Kort for panden: du ser alles kort undtagen dit eget.',
    yourHiddenCard: 'Dit kort (for panden)',
    madeBid: 'klarede sin melding',
    leader: 'fører',
    seatDetail: (tricks, bid) => `melding ${bid} · taget ${tricks}`,
    sheetLegend: 'I hvert felt: stik taget / melding, rundens point og summen indtil nu.',
  },
  bridgette: {
    exchange: (n) => `Vælg ${n} kort at kassere`,
    chosen: (n, of) => `${n} af ${of} valgt`,
    discard: 'Kassér',
    waitingForDiscard: 'Venter på at modspilleren kasserer',
    drew: (name, n) => `${name} tog ${n}`,
    discarded: 'Dine kasserede kort',
    colons: 'Colons',
    leadBan: (suit) => `Du må ikke spille ${suit} ud (colon)`,
    countedDeals: (n) => `Spil ${n} af 6`,
    extraDeal: 'Ekstra spil (lige)',
  },
  bondtolva: {
    trumf: 'Trumf',
    tjog: 'Tjog',
    declare: (kind, suit) => `Meld ${kind} i ${suit}`,
    noDeclaration: 'Ingen melding',
    declarations: 'Meldinger',
    declared: (name, kind, suit) => `${name}: ${kind} ${suit}`,
    matadors: 'Matadorer',
    cardPoints: 'Kortpoint',
    protocol: 'Point',
    dropTo7: 'over 12: ned til 7',
    target: 'præcis 12 vinder',
    shown: 'vist',
  },
  claim: {
    claim: 'Claim',
    claimTricks: 'Stik at claime',
    claimOf: (n: number, left: number) => `Claim ${n} af ${left}`,
    claimHint: 'Claim de stik, I tager herfra; din hånd vises for modspillerne.',
    claims: (name: string, n: number, left: number) => `${name} claimer ${n} af de ${left} resterende stik.`,
    accepted: (names: string) => `Accepteret af ${names}.`,
    accept: 'Acceptér',
    reject: 'Afvis',
    answer: 'Accepterer du claimet?',
    rejected: (by: string, n: number) => `${by} afviste claimet på ${n} stik: spillet fortsætter.`,
    declarerHand: (name: string) => `${name}s hånd (claim)`,
    cancel: 'Annullér',
    claimAction: (n: number) => `Claimer ${n}`,
    claimedTricks: (n: number) => (n === 0 ? 'resten opgivet' : `${n} ved claim`),
  },
  cards: {
    suits: { S: 'spar', H: 'hjerter', D: 'ruder', C: 'klør' },
    ranks: { A: 'es', K: 'konge', Q: 'dame', J: 'knægt', T: '10' },
    colons: { GC: 'Grand Colon', RC: 'Royal Colon', LC: 'Little Colon' },
    card: (rank, suit) => `${suit} ${rank}`,
    back: 'kort med bagsiden op',
    hidden: (n) => (n === 1 ? '1 skjult kort' : `${n} skjulte kort`),
  },
  score: {
    title: 'Regnskab',
    deal: 'Spil',
    round: 'Runde',
    cards: 'Kort',
    dealer: 'Giver',
    contract: 'Kontrakt',
    declarer: 'Spilfører',
    tricks: 'Stik',
    total: 'I alt',
    we: 'Vi',
    they: 'De',
    above: 'over stregen',
    below: 'under stregen',
    game: 'udgang',
    rubber: 'Robber',
    passedOut: 'passet ud',
    bid: 'meld.',
    points: 'point',
    hit: 'klarede sin melding',
    leader: 'fører',
    vulnerable: 'I zonen',
    upcard: 'Det åbne kort',
    empty: 'Intet spil færdigt endnu.',
    extra: 'ekstra',
    trump: 'Trumf',
    noTrump: 'sans',
    declarations: 'Meldinger',
    summary: 'Slutresultat',
  },
  replay: {
    title: 'Afspilning',
    step: (i, n) => `Træk ${i} af ${n}`,
    first: 'Start',
    prev: 'Tilbage',
    next: 'Frem',
    last: 'Slut',
    prevDeal: 'Forrige spil',
    nextDeal: 'Næste spil',
    loading: 'Henter spillet …',
    noRecord: 'Ingen færdig kamp at afspille her endnu.',
    actions: 'Trækkene i rækkefølge',
    results: 'Resultat spil for spil',
    tricksInOrder: 'Stikkene i rækkefølge',
    limited:
      'Serveren tilbyder ikke trinvis afspilning endnu: her er resultaterne spil for spil og trækkene i rækkefølge.',
    closedStep: 'Her blev bordet lukket',
    openFile: 'Åbn en spilfil',
    badFile: 'Det er ikke en stikk-fil.',
  },
  /** A finished deal: its summary when it ends, and the deal viewer from the score sheet. */
  review: {
    dealt: 'Hænderne som de blev givet',
    scoreChange: 'Point',
    nextDealWaits: 'Næste spil er allerede givet: det venter på dig, når du lukker dette.',
    continue: 'Fortsæt',
    stepThrough: 'Gå spillet igennem',
    prevTrick: 'Stik tilbage',
    nextTrick: 'Stik frem',
    reviewDeals: 'Se et spil igen',
    loading: 'Henter spillet …',
    unavailable: 'Dette spil kan ikke vises.',
    fromPreviousDeal: 'Fra forrige spil',
    bids: 'Meldinger',
    bidAndTricks: (bid, tricks) => `meldte ${bid}, tog ${tricks}`,
    bidChanged: (from, to) => `ændret ${from} → ${to}`,
    playHidden: 'Spil dit skjulte kort',
    upcardTakenBy: (name) => `taget af ${name}`,
    board: 'Spil',
  },
  refusals: {
    'not-your-turn': (p, w) =>
      p.toAct.length ? `Det er ikke din tur: venter på ${w.seats(p.toAct)}.` : 'Det er ikke din tur.',
    'match-over': () => 'Kampen er slut.',
    'no-deal': () => 'Næste spil er ikke givet endnu.',
    'deal-over': () => 'Dette spil er slut.',
    'no-deck': (p) => `Spilfilen har intet kortspil til spil ${p.deal}.`,
    'no-such-seat': () => 'Den plads findes ikke ved dette bord.',
    'unknown-action': (p) => {
      switch (p.expected) {
        case 'call':
          return p.action?.trim().toUpperCase() === 'PASS'
            ? 'Pas skrives P.'
            : `»${p.action}« er ikke en melding.`;
        case 'card':
          return `»${p.item ?? p.action}« er ikke et kort.`;
        case 'bid-or-card':
          return `»${p.action}« er hverken en melding (0 til ${p.maxBid}) eller et kort.`;
        case 'declaration-suit':
          return `Efter »${p.kind}:« kommer en kulør: S, H, D eller C.`;
        case 'card-or-declaration':
          return `»${p.action}« er hverken et kort, trumf, tjog eller pas.`;
      }
    },
    'not-canonical': (p) => `Skriv det som ${p.canonical}.`,
    'unlisted-action': () => 'Reglerne kan læse det, men det svarer ikke til nogen af de lovlige træk.',
    'wrong-phase': (p) =>
      p.phase === 'exchange'
        ? `Udvekslingen er i gang: kassér ${p.discard} kort først.`
        : p.phase === 'auction'
          ? 'Budgivningen er i gang: afgiv en melding.'
          : 'Spillet er i gang: spil et kort.',
    'hidden-card': () => 'Du kan ikke se det kort: spil dit skjulte kort.',
    'card-not-held': (p, w) => `Du har ikke ${w.card(p.card)}.`,
    'card-twice': (p, w) => `${w.card(p.card)} er nævnt to gange.`,
    'must-follow-suit': (p, w) => `Du skal bekende kulør (${w.suit(p.suit)}).`,
    'must-head': (p, w) => `Du skal stikke over ${w.card(p.led)}, når du kan.`,
    'must-trump': (p, w) => `Du er renonce i ${w.suit(p.led)}: du skal trumfe (${w.suit(p.trump)}).`,
    'auction-over': () => 'Budgivningen er slut.',
    'no-doubling': () => 'Der spilles ikke med dobling og redobling ved dette bord.',
    'double-own-side': () => 'Kun modstandernes sidste melding kan dobles.',
    'already-doubled': () => 'Den sidste melding er allerede doblet.',
    'redouble-not-allowed': (p) =>
      p.reason === 'no-double'
        ? 'Kun en dobling fra modstanderne kan redobles.'
        : 'Kun en dobling af din egen sides melding kan redobles.',
    'bad-level': (p, w) => `${w.call(p.action ?? '')} er ikke en melding i dette spil.`,
    'bid-too-low': (p, w) => `En melding skal være højere end den sidste melding, ${w.call(p.last)}.`,
    'bid-restricted': (p, w) => {
      switch (p.rule) {
        case 'no-trump-only':
          return 'Ved dette bord meldes kun sans.';
        case 'suit-length':
          return `For at melde ${w.suit(p.suit)} skal du have mindst ${p.need} af dem.`;
        case 'no-trump-void':
          return `For at melde sans skal du have et kort i hver kulør, og du er renonce i ${w.suit(p.void)}.`;
        case 'jump-suit-length':
          return `En springmelding (laveste er ${w.call(p.lowest)}) kræver mindst ${p.need} ${w.suit(p.suit)}; du har ${p.held}.`;
        case 'jump-no-trump':
          return `En springmelding i sans (laveste er ${w.call(p.lowest)}) kræver mindst ${p.need} kort i én kulør.`;
      }
    },
    'bid-out-of-range': (p) => `En melding er et tal fra 0 til ${p.size}.`,
    'already-bid': () => 'Du har allerede meldt; en melding ændres kun efter krogen.',
    'bidding-over': () => 'Budgivningen er slut: spil et kort.',
    'bidding-not-over': () => 'Budgivningen er ikke slut: meld først.',
    'hook-wrong-seat': (p, w) =>
      `Meldingerne giver ${p.size} i alt, lige så mange som kortene: kun ${w.seat(p.changer)}, til venstre for giveren, må ændre sin melding (krogen).`,
    hook: (p) =>
      p.reason === 'same-bid'
        ? `Meldingerne giver ${p.size} i alt, lige så mange som kortene: ændr din melding til et andet tal (krogen).`
        : `Du må ikke melde ${p.bid}: meldingerne ville give ${p.size} i alt, lige så mange som kortene (krogen).`,
    'already-discarded': () => 'Du har allerede kasseret.',
    'wrong-discard-count': (p) => `Kassér præcis ${p.need} kort: du beholder ${p.keep}.`,
    'colon-lead-ban': (p, w) =>
      `Du må ikke spille ${w.suit(p.suit)} ud til dette stik: der blev spillet en colon til dit udspil i ${w.suit(p.suit)}.`,
    'colon-on-colon': (p, w) =>
      `En colon må ikke spilles til et colon-udspil (${w.card(p.lead)}), når du har et kulørkort.`,
    'colon-wrong-group': (p, w) =>
      `${w.card(p.card)} må ikke følge ${w.card(p.lead)}: en colon følger kun et kort fra sin egen gruppe (her ${w.card(p.leadColon)}).`,
    'declaration-phase': () => 'Der meldes ikke i anden fase.',
    'declaration-not-winner': () => 'Kun vinderen af det stik, der lige blev spillet, må melde.',
    'declaration-no-pair': () => 'En melding kræver konge og dame i den kulør på hånden.',
    'declaration-used': (p, w) =>
      p.reason === 'both-made'
        ? 'Både trumf og tjog er meldt i dette spil.'
        : `Trumf er allerede meldt (${w.suit(p.trump)}): et senere par er en tjog.`,
    'declaration-kind': (p, w) =>
      p.reason === 'trumf-first'
        ? 'Den første melding i et spil er en trumf.'
        : `Tjogen skal være i en anden kulør end trumfen (${w.suit(p.suit)}).`,
    'declaration-timing': () => 'En melding kommer lige efter et vundet stik, før du trækker.',
    'declaration-pending': () => 'Meld et konge–dame-par eller pas først.',
    'nothing-to-pass': () => 'Der er ingen melding at afslå.',
    'claim-not-declarer': () =>
      'Kun spilføreren kan claime, når det er spilførerens eller blindemandens tur.',
    'claim-range': (p) => `Et claim er et antal af de resterende stik, 0 til ${p.remaining}.`,
    'claim-again': () => 'Et claim blev afvist i dette stik: claim igen fra næste stik.',
    'claim-open': (p, w) =>
      `${w.seat(p.claimer)} claimer ${p.tricks} af de resterende stik: acceptér eller afvis først.`,
    'no-claim': () => 'Der er intet claim at svare på.',
  },
  serverErrors: {
    'bad-json': 'Serveren forstod ikke beskeden.',
    'bad-message': 'Serveren forstod ikke beskeden.',
    'too-large': 'Beskeden er for lang til serveren.',
    'rate-limited': 'For mange handlinger på én gang; vent lidt.',
    'no-table': 'Det bord findes ikke.',
    'bad-token': 'Den plads er ikke din længere.',
    'bad-seat': 'Den plads findes ikke ved dette bord.',
    'seat-taken': 'Den plads er optaget.',
    'no-free-seat': 'Der er ingen ledig plads ved dette bord.',
    'bad-level': 'Den bot findes ikke til dette spil.',
    'stale-version': 'Bordet er gået videre; vælg igen.',
    'not-your-turn': 'Det er ikke din tur.',
    'illegal-action': 'Det er ikke tilladt nu.',
    'not-over': 'Kampen er ikke slut endnu.',
    'cannot-close': 'Denne kamp kan ikke afsluttes før tid (eller den er allerede slut).',
    'no-proposal': 'Ingen beder om at afslutte kampen nu.',
    'shutting-down': 'Serveren genstarter; prøv igen om lidt.',
    'server-error': 'Noget gik galt på serveren.',
    'bad-options': 'Disse indstillinger kan ikke spilles sammen.',
    'no-hints': 'Der gives ikke tip ved dette bord: spillerne er ikke blevet enige om det.',
  },
  a11y: {
    skip: 'Gå til din hånd',
    table: 'Kortbordet',
    seats: 'Spillerne',
    actions: 'Dine valg',
  },
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
  optionErrors: {
    'not-an-object': () => 'Indstillingerne kunne ikke læses.',
    'unknown-option': () => 'Serveren kender ikke denne indstilling.',
    'not-boolean': () => 'Vælg ja eller nej.',
    'not-integer': () => 'Skriv et helt tal.',
    'out-of-range': (p) =>
      p.max === undefined
        ? `Skriv et tal på mindst ${p.min}.`
        : p.min === undefined
          ? `Skriv et tal på højst ${p.max}.`
          : `Skriv et tal fra ${p.min} til ${p.max}.`,
    'not-a-choice': () => 'Vælg en af værdierne på listen.',
    'not-a-schedule': () => 'Vælg en plan, eller skriv antal kort adskilt med komma (1,2,3).',
    'not-a-hand-size': (p) => `»${p.value}« er ikke et antal kort: skriv hele tal fra 1, adskilt med komma.`,
    'too-many-cards': (p) =>
      `${p.players} spillere × ${p.cards} kort = ${p.dealt}, flere end kortspillets ${p.pack} kort: vælg færre kort eller færre spillere.`,
    'no-upcard': (p) =>
      `${p.players} spillere × ${p.cards} kort bruger hele kortspillet, så der er intet kort tilbage at vende som trumf: vælg færre kort eller en anden trumf.`,
    'not-a-multiple': (p, w) =>
      `Med »${w.option(p.because)}« skal tallet være deleligt med ${p.of} (ikke ${p.value}).`,
    'not-combinable': (p, w) =>
      `»${w.option(p.option)}« kan ikke kombineres med »${w.option(p.with)}«: vælg én.`,
  },
  friends: {
    resume: 'Fortsæt',
    nameTitle: 'Dit navn ved bordet',
    nameHint:
      'De andre spillere kan se det. Det huskes på denne enhed; du kan ændre det under Indstillinger.',
    nameOk: 'Sæt dig',
    cancel: 'Annuller',
    invite: 'Inviter venner',
    inviteIntro: 'Send dette link til dine venner: det åbner dette bord, hvor de tager en ledig plads.',
    sameNetwork:
      'En ven på en anden computer eller telefon skal være på samme netværk (samme wifi) som computeren, serveren kører på.',
    loopbackOnly:
      'Denne server tager kun imod denne computer, så linket virker kun her. Stop serveren, og start den, så den lytter på netværket, så kan venner på andre maskiner være med:',
    noAddress:
      'Denne computer har ingen netværksadresse lige nu: forbind den til et netværk (wifi), og åbn dette igen.',
    otherAddresses: 'Andre adresser til denne computer:',
    copy: 'Kopiér linket',
    copied: 'Kopieret',
  },
  bots: {
    levels: { random: 'spiller tilfældigt', basic: 'enkel', strong: 'stærk' },
  },
  net: {
    unreachable:
      'Bordserveren kan ikke nås. Tjek netværksforbindelsen (eller at serveren stadig kører), og prøv igen.',
    retry: 'Prøv igen',
  },
  tableSettings: {
    title: 'Bordindstillinger',
    visibility: 'Hvem kan finde bordet',
    private: 'Privat',
    privateHelp: 'Kun dem, du sender invitationslinket til',
    public: 'Offentligt',
    publicHelp: 'Vises under Åbne borde: alle kan være med eller se på',
    undo: 'Fortryd',
    undoHelp:
      'En spiller kan tage sit sidste kort eller sin sidste melding tilbage (slå fra ved seriøst spil)',
    spectatorChat: 'Tilskuere må chatte',
    spectatorChatHelp: 'De, der ser på, må skrive i bordets chat (læse kan de altid)',
    turnTimer: 'Tidsgrænse',
    turnTimerHelp: 'Når tiden er gået, spiller en robot netop det kort eller den melding for spilleren',
    timerOff: 'Fra',
    seconds: (n) => (n >= 120 ? `${n / 60} min` : `${n} s`),
    hints: 'Tip',
    hintsHelp:
      'Alle kan spørge den stærke robot, hvad den ville spille (altid muligt, når du spiller alene mod robotter)',
    noUndo: 'uden fortryd',
    timer: (time) => `tid ${time}`,
    withHints: 'tip',
    spectatorsChat: 'tilskuere chatter',
    yes: 'ja',
    no: 'nej',
  },
  hint: {
    button: 'Tip',
    thinking: 'Tænker …',
    suggest: 'Den stærke robot ville vælge',
    bid: (n) => `melde ${n}`,
    hidden: 'kortet i panden',
    close: 'Skjul tippet',
    reason: (r) => {
      switch (r.code) {
        case 'average-tricks':
          return `I tager i snit ${dec(r.tricks)} stik over ${r.layouts} fordelinger`;
        case 'hits-bid':
          return `klarer sin melding i ${r.percent} % af ${r.deals} afprøvede givninger`;
        case 'average-margin':
          return `slutter given i snit ${dec(Math.abs(r.points))} point ${r.points < 0 ? 'bagud' : 'foran'} over ${r.playouts} gennemspilninger`;
        case 'exact':
          return 'bedst mod ethvert forsvar: alle kort er kendt';
      }
    },
  },
};
