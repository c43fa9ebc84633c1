import type { Messages } from './en.js';
import { decimalComma as dec } from './languages.js';

/** Norsk bokmål. Spillordene følger ../shared/glossary.md. */
export const nb: Messages = {
  langName: 'Norsk bokmål',
  app: {
    title: 'stikk',
    tagline: 'Kortspill fra kjøkkenbordet i Norden og Tyskland',
    lobby: 'Bord',
    settings: 'Innstillinger',
    connecting: 'Kobler til bordserveren …',
    offline: 'Forbindelsen ble brutt — kobler til igjen …',
    notFound: 'Den siden finnes ikke.',
    back: 'Tilbake til bordene',
    close: 'Lukk',
    error: (message) => `Noe gikk galt: ${message}`,
  },
  settings: {
    language: 'Språk',
    fourColour: 'Firefargekort (♠ svart, ♥ rød, ♦ blå, ♣ grønn)',
    confirmCards: 'Bekreft hvert kort (trykk for å løfte, trykk igjen for å spille)',
    name: 'Navnet ditt',
    defaultName: 'Spiller',
  },
  games: {
    bondebridge: {
      name: 'Bondebridge',
      blurb: 'Bridge uten blindemann: meld, så spiller alle fire sin egen hånd.',
    },
    selbu: { name: 'Selbu-whist', blurb: 'Alle melder nøyaktig hvor mange stikk de skal ta.' },
    bridge: { name: 'Bridge', blurb: 'Kontraktbridge med blindemann: robber, Chicago eller turnering.' },
    bridgette: { name: 'Bridgette', blurb: 'Bridge for to, med bytte og tre colons.' },
    bondtolva: { name: 'Bondtolva', blurb: 'To spillere, 24 kort, trumf og tjog: nå nøyaktig 12.' },
  },
  options: {
    'bondebridge.scoring':
      'Poeng: standard (ett poeng per stikk, 2 per manglende stikk) eller enkel (stikk over seks)',
    'bondebridge.scoring.standard': 'standard',
    'bondebridge.scoring.simple': 'enkel',
    'bondebridge.doubling': 'Med dobling og redobling',
    'bondebridge.noTrumpOnly': 'Alle meldinger i grand (uten trumf)',
    'bondebridge.rotatingPartners': 'Roterende lag: ny makker hver giv, poeng per spiller',
    'bondebridge.deals': 'Antall giv i kampen (delelig med 3 med roterende lag eller tre spillere)',
    'bondebridge.revokePenalty': 'Stikk som går over ved renons-feil (bare ved føring på papir)',
    'bondebridge.doubledPoints':
      'Doblet giv: alle poengene dobles, eller bare straffen når kontrakten feiler',
    'bondebridge.doubledPoints.all': 'alle poengene',
    'bondebridge.doubledPoints.penalty': 'bare straffen',
    'bondebridge.threePlayers':
      'Tre spillere: hver giv spiller én av dere både Nord og Syd; poeng per spiller',
    'bridge.scoring':
      'Tellemåte: robber, turnering (hver giv for seg), Chicago (runder på fire giv) eller sammenlagt (givene lagt sammen, ingen i sonen)',
    'bridge.scoring.rubber': 'robber',
    'bridge.scoring.duplicate': 'turnering',
    'bridge.scoring.chicago': 'Chicago',
    'bridge.scoring.total': 'sammenlagt',
    'bridge.firstCaller': 'Hvem melder først: giver, eller spilleren til venstre for giver',
    'bridge.firstCaller.dealer': 'giver',
    'bridge.firstCaller.left-of-dealer': 'til venstre for giver',
    'bridge.rubbers': 'Robber: antall robbere i kampen',
    'bridge.boards': 'Turnering: antall spill i kampen',
    'bridge.firstBoard': 'Turnering: nummeret på første spill (bestemmer giver og sone)',
    'bridge.rounds': 'Chicago: antall runder på fire giv',
    'bridge.deals': 'Sammenlagt: antall giv i kampen',
    'selbu.players': 'Antall spillere (2–5)',
    'selbu.handSizes': 'Kort per runde: 1…10 og tilbake, bare opp, bare ned, eller din egen liste',
    'selbu.handSizes.classic': '1…10, 10…1 (20 runder)',
    'selbu.handSizes.up': '1…10',
    'selbu.handSizes.down': '10…1',
    'selbu.trump': 'Trumf: fast rekkefølge, snu et kort, alltid samme farge, eller aldri',
    'selbu.trump.classic': 'fast rekkefølge',
    'selbu.trump.draw': 'snu øverste kort i bunken (knekt, dame, konge, ess: grand)',
    'selbu.trump.draw-suit': 'snu øverste kort i bunken: fargen er alltid trumf',
    'selbu.trump.fixed:S': 'alltid spar',
    'selbu.trump.fixed:H': 'alltid hjerter',
    'selbu.trump.fixed:D': 'alltid ruter',
    'selbu.trump.fixed:C': 'alltid kløver',
    'selbu.trump.none': 'grand (uten trumf)',
    'selbu.bidding': 'Meldinger i hemmelighet og vist samtidig, eller etter tur',
    'selbu.bidding.simultaneous': 'samtidig',
    'selbu.bidding.sequential': 'etter tur',
    'selbu.scoring': 'Poeng: 10 + melding når du klarer meldingen, eller med minuspoeng',
    'selbu.scoring.classic': 'vanlig (10 + melding)',
    'selbu.scoring.penalty': 'med minuspoeng',
    'selbu.forehead': 'Runder med ett kort holdt i pannen',
    'selbu.forehead.none': 'ingen',
    'selbu.forehead.last': 'siste runde',
    'selbu.forehead.first-and-last': 'første og siste runde',
    'bridgette.colonOnColon': 'Colon på et colon-utspill',
    'bridgette.colonOnColon.forbidden': 'ikke lov',
    'bridgette.colonOnColon.allowed': 'lov (den taper stikket)',
    'bridgette.insultFirst': 'Doblet eller redoblet og klart: legg til 400 / 1000 før det ganges',
    custom: 'egen …',
  },
  lobby: {
    newTable: 'Nytt bord',
    game: 'Spill',
    options: 'Regler',
    defaults: 'Standardvalgene er forhåndsvalgt.',
    seats: 'Plasser',
    you: 'Deg',
    free: 'Ledig (inviter noen)',
    bot: (level) => `Robot (${level})`,
    create: 'Opprett bord',
    creating: 'Oppretter …',
    openTables: 'Åpne bord',
    noTables: 'Ingen bord ennå: opprett et!',
    refresh: 'Oppdater',
    join: 'Bli med',
    watch: 'Se på',
    freeSeats: (n) => (n === 1 ? '1 ledig plass' : `${n} ledige plasser`),
    status: { waiting: 'venter', playing: 'spiller', over: 'ferdig' },
    invite: 'Invitasjonslenke',
    copy: 'Kopier',
    copied: 'Kopiert',
    checking: 'Sjekker reglene …',
  },
  seat: {
    compass: ['Nord', 'Øst', 'Syd', 'Vest'],
    compassShort: ['N', 'Ø', 'S', 'V'],
    player: (n) => `Spiller ${n}`,
    you: 'deg',
    bot: 'robot',
    away: 'borte',
    standIn: 'robot spiller for',
    free: 'ledig plass',
    dealer: 'Giver',
    dealerShort: 'G',
    toAct: 'i tur',
    cards: (n) => (n === 1 ? '1 kort' : `${n} kort`),
    sitHere: 'Sett deg her',
    led: 'spilte ut',
  },
  table: {
    joinTitle: 'Ta plass',
    joinHint: 'Velg en ledig plass for å spille, eller bare se på.',
    spectating: 'Du ser på',
    yourTurn: 'Din tur',
    waitingFor: (name) => `Venter på ${name}`,
    waitingForSeat: 'Venter på at noen tar den ledige plassen',
    deal: (n, of) => (of ? `Giv ${n} av ${of}` : `Giv ${n}`),
    board: (n) => `Spill ${n}`,
    round: (n, of) => `Runde ${n} av ${of}`,
    roundDeal: (n) => `Chicago-giv ${n} av 4`,
    cardsThisRound: (n) => (n === 1 ? '1 kort' : `${n} kort`),
    lastTrick: 'Siste stikk',
    noLastTrick: 'Ingen stikk spilt ennå',
    scoreSheet: 'Poengliste',
    leave: 'Forlat bordet',
    leaveWithBot: 'La en robot spille',
    takeBack: 'Ta plassen tilbake',
    botPlaysForYou: 'En robot spiller for deg.',
    rematch: 'Spill igjen',
    download: 'Last ned spillet',
    replay: 'Se spillet igjen',
    matchOver: 'Kampen er ferdig',
    winner: (names) => `Vinner: ${names}`,
    draw: (names) => `Uavgjort: ${names}`,
    playAs: 'Spiller',
    copyInvite: 'Kopier invitasjonslenke',
    tricks: 'Stikk',
    contract: 'Kontrakt',
    trump: 'Trumf',
    noTrumpSuit: 'grand',
    vulnerable: 'i sonen',
    notVulnerable: 'utenfor sonen',
    vul: { none: 'Ingen i sonen', NS: 'N–S i sonen', EW: 'Ø–V i sonen', all: 'Alle i sonen' },
    by: 'av',
    declarer: 'Spillefører',
    dummy: 'Blindemann',
    dummyHand: (name) => `Blindemann: ${name}`,
    playFromDummy: 'Spill et kort fra blindemann',
    yourSeats: (seats: string[]) => `Du spiller ${seats.join(' og ')} denne given`,
    playFrom: (seat: string) => `Din tur: spill fra ${seat}`,
    phase: {
      auction: 'Budgivning',
      play: 'Spill',
      dealing: 'Gir',
      deal: 'Gir',
      over: 'Kampen er ferdig',
      bidding: 'Melding',
      hook: 'Meldingene går opp: én melding må endres',
      exchange: 'Bytte',
      phase1: 'Første fase (bunken)',
      declare: 'Melde trumf eller tjog',
      phase2: 'Andre fase (bekjenne og stikke over)',
    },
    hand: 'Hånden din',
    handOf: (name) => `Hånden til ${name}`,
    trick: 'Stikket',
    wonBy: (name) => `tatt av ${name}`,
    playedBy: (name) => `spilt av ${name}`,
    stock: 'Bunken',
    stockCount: (n) => `Bunken: ${n}`,
    upcard: 'Opplagt kort',
    closeTable: 'Avslutt kampen',
    closeTitle: 'Avslutte kampen nå?',
    closeAlone: 'Kampen slutter nå med givene som er spilt; given som pågår, teller ikke.',
    closeOthers:
      'De andre spillerne blir spurt. Sier alle ja, slutter kampen med givene som er spilt, og given som pågår, teller ikke.',
    closePropose: 'Avslutt kampen',
    keepPlaying: 'Spill videre',
    closeProposed: (name) => `${name} vil avslutte kampen nå med givene som er spilt.`,
    closeAgree: 'Ja, avslutt',
    closeWaiting: (names) => `Venter på at ${names} sier ja til å avslutte kampen.`,
    closeWithdraw: 'Trekk tilbake',
    closeDeclined: (name) => `${name} vil spille videre.`,
    closedEarly: 'Bordet ble avsluttet: kampen sluttet med givene som var spilt.',
  },
  auction: {
    title: 'Budgivning',
    biddingBox: 'Meldingsboks',
    pass: 'Pass',
    double: 'Dobler',
    redouble: 'Redobler',
    passedOut: 'Passet rundt',
    strains: { C: '♣', D: '♦', H: '♥', S: '♠', NT: 'gr' },
    strainNames: { C: 'kløver', D: 'ruter', H: 'hjerter', S: 'spar', NT: 'grand' },
    bidLabel: (level, strain) => `${level} ${strain}`,
    barredTitle: 'Hvorfor noen meldinger er grå:',
  },
  selbu: {
    bid: 'Din melding',
    bidOf: (n) => `Meld ${n}`,
    hook: (n, size) => `Du kan ikke melde ${n}: meldingene ville gått opp i ${size}, antall kort (kroken).`,
    hookShort: 'kroken',
    waitingForBids: (n) => (n === 1 ? 'Venter på 1 melding til' : `Venter på ${n} meldinger til`),
    secretBid: 'Meldingene gjøres i hemmelighet og vises samtidig.',
    revealed: 'Alle meldingene er vist',
    mustChange: (name, size) => `Meldingene går opp i ${size}: ${name} må endre meldingen sin (kroken).`,
    changeYourBid: 'Meldingene går opp i antall kort: endre meldingen din.',
    firstBids: 'Meldingene slik de først ble vist',
    bidsTricks: 'stikk / melding',
    grand: 'grand',
    forehead: 'Kort i pannen: du ser alles kort unntatt ditt eget.',
    yourHiddenCard: 'Kortet ditt (i pannen)',
    madeBid: 'klarte meldingen',
    leader: 'leder',
    seatDetail: (tricks, bid) => `melding ${bid} · tatt ${tricks}`,
    sheetLegend: 'I hver rute: stikk tatt / melding, rundens poeng og summen så langt.',
  },
  bridgette: {
    exchange: (n) => `Velg ${n} kort å kaste`,
    chosen: (n, of) => `${n} av ${of} valgt`,
    discard: 'Kast',
    waitingForDiscard: 'Venter på at motspilleren kaster',
    drew: (name, n) => `${name} tok ${n}`,
    discarded: 'Kortene du kastet',
    colons: 'Colons',
    leadBan: (suit) => `Du kan ikke spille ut ${suit} (colon)`,
    countedDeals: (n) => `Giv ${n} av 6`,
    extraDeal: 'Ekstra giv (likt)',
  },
  bondtolva: {
    trumf: 'Trumf',
    tjog: 'Tjog',
    declare: (kind, suit) => `Meld ${kind} i ${suit}`,
    noDeclaration: 'Ikke meld',
    declarations: 'Meldinger',
    declared: (name, kind, suit) => `${name}: ${kind} ${suit}`,
    matadors: 'Matadorer',
    cardPoints: 'Kortpoeng',
    protocol: 'Poeng',
    dropTo7: 'over 12: ned til 7',
    target: 'nøyaktig 12 vinner',
    shown: 'vist',
  },
  claim: {
    claim: 'Claim',
    claimTricks: 'Stikk å claime',
    claimOf: (n: number, left: number) => `Claim ${n} av ${left}`,
    claimHint: 'Claim stikkene dere tar herfra; hånden din vises til motspillerne.',
    claims: (name: string, n: number, left: number) =>
      `${name} claimer ${n} av de ${left} gjenstående stikkene.`,
    accepted: (names: string) => `Godtatt av ${names}.`,
    accept: 'Godta',
    reject: 'Avvis',
    answer: 'Godtar du claimet?',
    rejected: (by: string, n: number) => `${by} avviste claimet på ${n} stikk: spillet fortsetter.`,
    declarerHand: (name: string) => `Hånden til ${name} (claim)`,
    cancel: 'Avbryt',
    claimAction: (n: number) => `Claimer ${n}`,
    claimedTricks: (n: number) => (n === 0 ? 'resten gitt bort' : `${n} ved claim`),
  },
  cards: {
    suits: { S: 'spar', H: 'hjerter', D: 'ruter', C: 'kløver' },
    ranks: { A: 'ess', K: 'konge', Q: 'dame', J: 'knekt', T: '10' },
    colons: { GC: 'Grand Colon', RC: 'Royal Colon', LC: 'Little Colon' },
    card: (rank, suit) => `${suit} ${rank}`,
    back: 'kort med baksiden opp',
    hidden: (n) => (n === 1 ? '1 skjult kort' : `${n} skjulte kort`),
  },
  score: {
    title: 'Poengliste',
    deal: 'Giv',
    round: 'Runde',
    cards: 'Kort',
    dealer: 'Giver',
    contract: 'Kontrakt',
    declarer: 'Spillefører',
    tricks: 'Stikk',
    total: 'Sum',
    we: 'Vi',
    they: 'De',
    above: 'over streken',
    below: 'under streken',
    game: 'utgang',
    rubber: 'Robber',
    passedOut: 'passet rundt',
    bid: 'meld.',
    points: 'poeng',
    hit: 'klarte meldingen',
    leader: 'leder',
    vulnerable: 'I sonen',
    upcard: 'Opplagt kort',
    empty: 'Ingen giv ferdig ennå.',
    extra: 'ekstra',
    trump: 'Trumf',
    noTrump: 'gr',
    declarations: 'Meldinger',
    summary: 'Sluttresultat',
  },
  replay: {
    title: 'Se spillet igjen',
    step: (i, n) => `Trekk ${i} av ${n}`,
    first: 'Start',
    prev: 'Tilbake',
    next: 'Frem',
    last: 'Slutt',
    prevDeal: 'Forrige giv',
    nextDeal: 'Neste giv',
    loading: 'Henter spillet …',
    noRecord: 'Ingen ferdig kamp å vise her ennå.',
    actions: 'Trekkene i rekkefølge',
    results: 'Resultat giv for giv',
    tricksInOrder: 'Stikkene i rekkefølge',
    limited:
      'Serveren tilbyr ikke trinnvis visning ennå: her er resultatene giv for giv og trekkene i rekkefølge.',
    closedStep: 'Her ble bordet avsluttet',
    openFile: 'Åpne en spillfil',
    badFile: 'Det er ikke en stikk-fil.',
  },
  /** A finished deal: its summary when it ends, and the deal viewer from the score sheet. */
  review: {
    dealt: 'Hendene slik de ble gitt',
    scoreChange: 'Poeng',
    nextDealWaits: 'Neste giv er allerede gitt: den venter på deg når du lukker dette.',
    continue: 'Fortsett',
    stepThrough: 'Gå gjennom given',
    prevTrick: 'Stikk tilbake',
    nextTrick: 'Stikk frem',
    reviewDeals: 'Se en giv igjen',
    loading: 'Henter given …',
    unavailable: 'Denne given kan ikke vises.',
    fromPreviousDeal: 'Fra forrige giv',
    bids: 'Meldinger',
    bidAndTricks: (bid, tricks) => `meldte ${bid}, tok ${tricks}`,
    bidChanged: (from, to) => `endret ${from} → ${to}`,
    playHidden: 'Spill det skjulte kortet ditt',
    upcardTakenBy: (name) => `tatt av ${name}`,
    board: 'Spill',
  },
  refusals: {
    'not-your-turn': (p, w) =>
      p.toAct.length ? `Det er ikke din tur: venter på ${w.seats(p.toAct)}.` : 'Det er ikke din tur.',
    'match-over': () => 'Kampen er ferdig.',
    'no-deal': () => 'Neste giv er ikke gitt ennå.',
    'deal-over': () => 'Denne given er ferdig.',
    'no-deck': (p) => `Spillfilen har ingen kortstokk for giv ${p.deal}.`,
    'no-such-seat': () => 'Den plassen finnes ikke ved dette bordet.',
    'unknown-action': (p) => {
      switch (p.expected) {
        case 'call':
          return p.action?.trim().toUpperCase() === 'PASS'
            ? 'Pass skrives P.'
            : `«${p.action}» er ikke en melding.`;
        case 'card':
          return `«${p.item ?? p.action}» er ikke et kort.`;
        case 'bid-or-card':
          return `«${p.action}» er verken en melding (0 til ${p.maxBid}) eller et kort.`;
        case 'declaration-suit':
          return `Etter «${p.kind}:» kommer en farge: S, H, D eller C.`;
        case 'card-or-declaration':
          return `«${p.action}» er verken et kort, trumf, tjog eller pass.`;
      }
    },
    'not-canonical': (p) => `Skriv det som ${p.canonical}.`,
    'unlisted-action': () => 'Reglene forstår det, men det svarer ikke til noen av de lovlige trekkene.',
    'wrong-phase': (p) =>
      p.phase === 'exchange'
        ? `Byttet pågår: kast ${p.discard} kort først.`
        : p.phase === 'auction'
          ? 'Budgivningen pågår: gi en melding.'
          : 'Spillet pågår: spill et kort.',
    'hidden-card': () => 'Du kan ikke se det kortet: spill det skjulte kortet ditt.',
    'card-not-held': (p, w) => `Du har ikke ${w.card(p.card)}.`,
    'card-twice': (p, w) => `${w.card(p.card)} er nevnt to ganger.`,
    'must-follow-suit': (p, w) => `Du må bekjenne farge (${w.suit(p.suit)}).`,
    'must-head': (p, w) => `Du må stikke over ${w.card(p.led)} når du kan.`,
    'must-trump': (p, w) => `Du er renons i ${w.suit(p.led)}: du må trumfe (${w.suit(p.trump)}).`,
    'auction-over': () => 'Budgivningen er over.',
    'no-doubling': () => 'Dobling og redobling spilles ikke ved dette bordet.',
    'double-own-side': () => 'Bare motstandernes siste melding kan dobles.',
    'already-doubled': () => 'Siste melding er allerede doblet.',
    'redouble-not-allowed': (p) =>
      p.reason === 'no-double'
        ? 'Bare en dobling fra motstanderne kan redobles.'
        : 'Bare en dobling av din egen sides melding kan redobles.',
    'bad-level': (p, w) => `${w.call(p.action ?? '')} er ikke en melding i dette spillet.`,
    'bid-too-low': (p, w) => `En melding må være høyere enn siste melding, ${w.call(p.last)}.`,
    'bid-restricted': (p, w) => {
      switch (p.rule) {
        case 'no-trump-only':
          return 'Ved dette bordet meldes bare grand.';
        case 'suit-length':
          return `For å melde ${w.suit(p.suit)} må du ha minst ${p.need} av dem.`;
        case 'no-trump-void':
          return `For å melde grand må du ha et kort i hver farge, og du er renons i ${w.suit(p.void)}.`;
        case 'jump-suit-length':
          return `En hoppmelding (laveste er ${w.call(p.lowest)}) krever minst ${p.need} ${w.suit(p.suit)}; du har ${p.held}.`;
        case 'jump-no-trump':
          return `En hoppmelding i grand (laveste er ${w.call(p.lowest)}) krever minst ${p.need} kort i én farge.`;
      }
    },
    'bid-out-of-range': (p) => `En melding er et tall fra 0 til ${p.size}.`,
    'already-bid': () => 'Du har allerede meldt; en melding endres bare etter kroken.',
    'bidding-over': () => 'Budgivningen er over: spill et kort.',
    'bidding-not-over': () => 'Budgivningen er ikke ferdig: meld først.',
    'hook-wrong-seat': (p, w) =>
      `Meldingene går opp i ${p.size}, antall kort: bare ${w.seat(p.changer)}, til venstre for giveren, kan endre meldingen sin (kroken).`,
    hook: (p) =>
      p.reason === 'same-bid'
        ? `Meldingene går opp i ${p.size}, antall kort: endre meldingen din til et annet tall (kroken).`
        : `Du kan ikke melde ${p.bid}: meldingene ville gått opp i ${p.size}, antall kort (kroken).`,
    'already-discarded': () => 'Du har allerede kastet.',
    'wrong-discard-count': (p) => `Kast nøyaktig ${p.need} kort: du beholder ${p.keep}.`,
    'colon-lead-ban': (p, w) =>
      `Du kan ikke spille ut ${w.suit(p.suit)} til dette stikket: det ble spilt en colon på utspillet ditt i ${w.suit(p.suit)}.`,
    'colon-on-colon': (p, w) =>
      `En colon kan ikke spilles på et colon-utspill (${w.card(p.lead)}) når du har et fargekort.`,
    'colon-wrong-group': (p, w) =>
      `${w.card(p.card)} kan ikke følge ${w.card(p.lead)}: en colon følger bare et kort fra sin egen gruppe (her ${w.card(p.leadColon)}).`,
    'declaration-phase': () => 'Det meldes ikke i andre fase.',
    'declaration-not-winner': () => 'Bare vinneren av stikket som nettopp ble spilt, kan melde.',
    'declaration-no-pair': () => 'En melding krever konge og dame i den fargen på hånden.',
    'declaration-used': (p, w) =>
      p.reason === 'both-made'
        ? 'Både trumf og tjog er meldt i denne given.'
        : `Trumf er allerede meldt (${w.suit(p.trump)}): et senere par er en tjog.`,
    'declaration-kind': (p, w) =>
      p.reason === 'trumf-first'
        ? 'Den første meldingen i en giv er en trumf.'
        : `Tjogen må være i en annen farge enn trumfen (${w.suit(p.suit)}).`,
    'declaration-timing': () => 'En melding kommer rett etter at du vant et stikk, før du trekker.',
    'declaration-pending': () => 'Meld et konge–dame-par eller pass først.',
    'nothing-to-pass': () => 'Det er ingen melding å avslå.',
    'claim-not-declarer': () =>
      'Bare spillefører kan claime, når det er spilleførers eller blindemannens tur.',
    'claim-range': (p) => `Et claim er et antall av de gjenstående stikkene, 0 til ${p.remaining}.`,
    'claim-again': () => 'Et claim ble avvist i dette stikket: claim igjen fra neste stikk.',
    'claim-open': (p, w) =>
      `${w.seat(p.claimer)} claimer ${p.tricks} av de gjenstående stikkene: godta eller avvis først.`,
    'no-claim': () => 'Det er ikke noe claim å svare på.',
  },
  serverErrors: {
    'bad-json': 'Serveren forsto ikke den beskjeden.',
    'bad-message': 'Serveren forsto ikke den beskjeden.',
    'too-large': 'Den beskjeden er for lang for serveren.',
    'rate-limited': 'For mange handlinger på en gang; vent litt.',
    'no-table': 'Det bordet finnes ikke.',
    'bad-token': 'Den plassen er ikke din lenger.',
    'bad-seat': 'Den plassen finnes ikke ved dette bordet.',
    'seat-taken': 'Den plassen er tatt.',
    'no-free-seat': 'Det er ingen ledig plass ved dette bordet.',
    'bad-level': 'Den boten finnes ikke for dette spillet.',
    'stale-version': 'Bordet har gått videre; velg på nytt.',
    'not-your-turn': 'Det er ikke din tur.',
    'illegal-action': 'Det er ikke lov nå.',
    'not-over': 'Kampen er ikke ferdig ennå.',
    'cannot-close': 'Denne kampen kan ikke avsluttes før tiden (eller den er allerede ferdig).',
    'no-proposal': 'Ingen ber om å avslutte kampen nå.',
    'shutting-down': 'Serveren starter på nytt; prøv igjen om litt.',
    'server-error': 'Noe gikk galt på serveren.',
    'bad-options': 'Disse valgene kan ikke spilles sammen.',
    'no-hints': 'Tips er ikke tilgjengelig ved dette bordet: spillerne har ikke blitt enige om det.',
  },
  a11y: {
    skip: 'Gå til hånden din',
    table: 'Kortbordet',
    seats: 'Spillerne',
    actions: 'Valgene dine',
  },
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
  optionErrors: {
    'not-an-object': () => 'Valgene kunne ikke leses.',
    'unknown-option': () => 'Serveren kjenner ikke dette valget.',
    'not-boolean': () => 'Velg ja eller nei.',
    'not-integer': () => 'Skriv et heltall.',
    'out-of-range': (p) =>
      p.max === undefined
        ? `Skriv et tall på minst ${p.min}.`
        : p.min === undefined
          ? `Skriv et tall på høyst ${p.max}.`
          : `Skriv et tall fra ${p.min} til ${p.max}.`,
    'not-a-choice': () => 'Velg en av verdiene i lista.',
    'not-a-schedule': () => 'Velg en plan, eller skriv kortantall skilt med komma (1,2,3).',
    'not-a-hand-size': (p) => `«${p.value}» er ikke et kortantall: skriv heltall fra 1, skilt med komma.`,
    'too-many-cards': (p) =>
      `${p.players} spillere × ${p.cards} kort = ${p.dealt}, flere enn de ${p.pack} kortene i kortstokken: velg færre kort eller færre spillere.`,
    'no-upcard': (p) =>
      `${p.players} spillere × ${p.cards} kort bruker hele kortstokken, så det blir ikke noe kort igjen å snu for trumf: velg færre kort eller en annen trumf.`,
    'not-a-multiple': (p, w) =>
      `Med «${w.option(p.because)}» må tallet være delelig med ${p.of} (ikke ${p.value}).`,
    'not-combinable': (p, w) =>
      `«${w.option(p.option)}» kan ikke kombineres med «${w.option(p.with)}»: velg én.`,
  },
  friends: {
    resume: 'Fortsett',
    nameTitle: 'Navnet ditt ved bordet',
    nameHint:
      'De andre spillerne ser det. Det huskes på denne enheten; du kan endre det under Innstillinger.',
    nameOk: 'Sett deg',
    cancel: 'Avbryt',
    invite: 'Inviter venner',
    inviteIntro: 'Send denne lenken til vennene dine: den åpner dette bordet, der de tar en ledig plass.',
    sameNetwork:
      'En venn på en annen datamaskin eller telefon må være på samme nettverk (samme wifi) som maskinen serveren kjører på.',
    loopbackOnly:
      'Denne serveren tar bare imot denne maskinen, så lenken virker bare her. For at venner på andre maskiner skal kunne bli med, stopp serveren og start den slik at den lytter på nettverket:',
    noAddress:
      'Denne maskinen har ingen nettverksadresse nå: koble den til et nettverk (wifi) og åpne dette på nytt.',
    otherAddresses: 'Andre adresser til denne maskinen:',
    copy: 'Kopier lenken',
    copied: 'Kopiert',
  },
  bots: {
    levels: { random: 'spiller tilfeldig', basic: 'enkel', strong: 'sterk' },
  },
  net: {
    unreachable:
      'Får ikke kontakt med bordserveren. Sjekk nettforbindelsen (eller at serveren fortsatt kjører) og prøv igjen.',
    retry: 'Prøv igjen',
  },
  tableSettings: {
    title: 'Bordinnstillinger',
    visibility: 'Hvem kan finne bordet',
    private: 'Privat',
    privateHelp: 'Bare de du sender invitasjonslenken til',
    public: 'Åpent',
    publicHelp: 'Vises under Åpne bord: alle kan bli med eller se på',
    undo: 'Angre',
    undoHelp: 'En spiller kan ta tilbake sitt siste kort eller sin siste melding (slå av for seriøst spill)',
    spectatorChat: 'Tilskuere kan chatte',
    spectatorChatHelp: 'De som ser på, kan skrive i bordchatten (lese kan de alltid)',
    turnTimer: 'Tidsbegrensning',
    turnTimerHelp: 'Når tiden er ute, spiller en robot det ene kortet eller den ene meldingen for spilleren',
    timerOff: 'Av',
    seconds: (n) => (n >= 120 ? `${n / 60} min` : `${n} s`),
    hints: 'Tips',
    hintsHelp:
      'Alle kan spørre den sterke roboten hva den ville spilt (alltid mulig når du spiller alene mot roboter)',
    noUndo: 'uten angre',
    timer: (time) => `tid ${time}`,
    withHints: 'tips',
    spectatorsChat: 'tilskuere chatter',
    yes: 'ja',
    no: 'nei',
  },
  hint: {
    button: 'Tips',
    thinking: 'Tenker …',
    suggest: 'Den sterke roboten ville valgt',
    bid: (n) => `melde ${n}`,
    hidden: 'kortet i pannen',
    close: 'Skjul tipset',
    reason: (r) => {
      switch (r.code) {
        case 'average-tricks':
          return `dere tar i snitt ${dec(r.tricks)} stikk over ${r.layouts} fordelinger`;
        case 'hits-bid':
          return `klarer meldingen i ${r.percent} % av ${r.deals} utprøvde given`;
        case 'average-margin':
          return `ender given i snitt ${dec(Math.abs(r.points))} poeng ${r.points < 0 ? 'bak' : 'foran'} over ${r.playouts} gjennomspillinger`;
        case 'exact':
          return 'best mot ethvert forsvar: alle kort er kjent';
      }
    },
  },
};
