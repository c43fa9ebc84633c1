/**
 * English UI text: the reference every other language must match key for key (the type of
 * this object is `Messages`). Game terms follow ../shared/glossary.md.
 */

import type { QuickMessage } from '../../protocol/chat.js';
import { ENGLISH_CSV_WORDS } from '../../scorekeeper/csvWords.js';
import type { KeeperErrorCode, KeeperParams } from '../../scorekeeper/errors.js';
import { BOT_REASON_WORDS } from '../../words/botReasons.js';
import type { OptionErrorTexts } from './optionErrors.js';
import type { RefusalTexts, ServerErrorTexts } from './refusals.js';

/** The score keeper's refusals: one sentence per error code, with the player names at hand. */
type KeeperErrorTexts = Record<KeeperErrorCode, (p: KeeperParams, name: (seat: number) => string) => string>;

export const en = {
  langName: 'English',
  app: {
    title: 'stikk',
    tagline: 'Card games from the Nordic and German kitchen table',
    lobby: 'Tables',
    settings: 'Settings',
    connecting: 'Connecting to the table server…',
    offline: 'Connection lost — reconnecting…',
    notFound: 'There is no such page.',
    back: 'Back to the tables',
    close: 'Close',
    error: (message: string) => `Something went wrong: ${message}`,
  },
  settings: {
    language: 'Language',
    fourColour: 'Four-colour suits (♠ black, ♥ red, ♦ blue, ♣ green)',
    confirmCards: 'Confirm each card (tap to lift, tap again to play)',
    name: 'Your name',
    defaultName: 'Player',
  },
  games: {
    bondebridge: {
      name: 'Bondebridge',
      blurb: 'Bridge without dummy: bid, then all four play their own hand.',
    },
    selbu: { name: 'Selbu-whist', blurb: 'Every player bids the exact number of tricks they will take.' },
    bridge: { name: 'Bridge', blurb: 'Contract bridge with dummy: rubber, Chicago or duplicate.' },
    bridgette: { name: 'Bridgette', blurb: 'Bridge for two, with an exchange and three colons.' },
    bondtolva: { name: 'Bondtolva', blurb: 'Two players, 24 cards, trumf and tjog: reach exactly 12.' },
  } as Record<string, { name: string; blurb: string }>,
  /** One line per option; keys are `game.option`, choice labels `game.option.value`. */
  options: {
    'bondebridge.scoring':
      'Scoring: standard (a point per trick, 2 per trick short) or simple (tricks over six)',
    'bondebridge.scoring.standard': 'standard',
    'bondebridge.scoring.simple': 'simple',
    'bondebridge.doubling': 'Double and redouble allowed',
    'bondebridge.noTrumpOnly': 'Every bid is in no trump',
    'bondebridge.rotatingPartners': 'Change partners every deal; points kept per player',
    'bondebridge.deals': 'Deals in the match (a multiple of 3 with rotating partners or three players)',
    'bondebridge.revokePenalty': 'Tricks a revoking side hands over (live score keeping only)',
    'bondebridge.doubledPoints':
      'A doubled deal: all its points count double, or only the penalty for a failed contract',
    'bondebridge.doubledPoints.all': 'all points',
    'bondebridge.doubledPoints.penalty': 'only the penalty',
    'bondebridge.threePlayers':
      'Three players: each deal one of you plays North and South; points kept per player',
    'bridge.scoring':
      'Scoring: rubber, duplicate (each board on its own), Chicago (rounds of four deals) or total (deals added up, nobody vulnerable)',
    'bridge.scoring.rubber': 'rubber',
    'bridge.scoring.duplicate': 'duplicate',
    'bridge.scoring.chicago': 'Chicago',
    'bridge.scoring.total': 'total',
    'bridge.firstCaller': 'Who calls first: the dealer, or the player on the dealer’s left',
    'bridge.firstCaller.dealer': 'the dealer',
    'bridge.firstCaller.left-of-dealer': 'left of the dealer',
    'bridge.rubbers': 'Rubber scoring: rubbers in the match',
    'bridge.boards': 'Duplicate: boards in the match',
    'bridge.firstBoard': 'Duplicate: number of the first board (sets dealer and vulnerability)',
    'bridge.rounds': 'Chicago: rounds of four deals',
    'bridge.deals': 'Total: deals in the match',
    'selbu.players': 'Number of players (2–5)',
    'selbu.handSizes': 'Cards per round: 1…10 and back, only up, only down, or your own list',
    'selbu.handSizes.classic': '1…10, 10…1 (20 rounds)',
    'selbu.handSizes.up': '1…10',
    'selbu.handSizes.down': '10…1',
    'selbu.trump': 'Trump: the classic schedule, turn up a card, always one suit, or never',
    'selbu.trump.classic': 'classic schedule',
    'selbu.trump.draw': 'turn up the top of the stock (jack, queen, king, ace: no trump)',
    'selbu.trump.draw-suit': 'turn up the top of the stock: its suit is always trump',
    'selbu.trump.fixed:S': 'always spades',
    'selbu.trump.fixed:H': 'always hearts',
    'selbu.trump.fixed:D': 'always diamonds',
    'selbu.trump.fixed:C': 'always clubs',
    'selbu.trump.none': 'no trump',
    'selbu.bidding': 'Bids in secret and shown together, or one after another',
    'selbu.bidding.simultaneous': 'simultaneous',
    'selbu.bidding.sequential': 'one after another',
    'selbu.scoring': 'Scoring: 10 + bid for a hit, or with penalties for misses',
    'selbu.scoring.classic': 'classic (10 + bid)',
    'selbu.scoring.penalty': 'with penalties',
    'selbu.forehead': 'One-card rounds with the card on the forehead',
    'selbu.forehead.none': 'none',
    'selbu.forehead.last': 'the last round',
    'selbu.forehead.first-and-last': 'the first and the last round',
    'bridgette.colonOnColon': 'A colon played to a led colon',
    'bridgette.colonOnColon.forbidden': 'not allowed',
    'bridgette.colonOnColon.allowed': 'allowed (it loses the trick)',
    'bridgette.insultFirst': 'Doubled or redoubled and made: add the 400 / 1000 before multiplying',
    custom: 'your own…',
  } as Record<string, string>,
  lobby: {
    newTable: 'New table',
    game: 'Game',
    options: 'Options',
    defaults: 'Defaults are preselected.',
    seats: 'Seats',
    you: 'You',
    free: 'Free (invite someone)',
    bot: (level: string) => `Bot (${level})`,
    create: 'Create table',
    creating: 'Creating…',
    openTables: 'Open tables',
    noTables: 'No tables yet: create one!',
    refresh: 'Refresh',
    join: 'Join',
    watch: 'Watch',
    freeSeats: (n: number) => (n === 1 ? '1 free seat' : `${n} free seats`),
    status: { waiting: 'waiting', playing: 'playing', over: 'over' } as Record<string, string>,
    invite: 'Invite link',
    copy: 'Copy',
    copied: 'Copied',
    checking: 'Checking options…',
  },
  seat: {
    compass: ['North', 'East', 'South', 'West'],
    compassShort: ['N', 'E', 'S', 'W'],
    player: (n: number) => `Player ${n}`,
    you: 'you',
    bot: 'bot',
    away: 'away',
    standIn: 'bot playing for',
    free: 'free seat',
    dealer: 'Dealer',
    dealerShort: 'D',
    toAct: 'to act',
    cards: (n: number) => (n === 1 ? '1 card' : `${n} cards`),
    sitHere: 'Sit here',
    /** The chip at the seat that led the trick on the table. */
    led: 'led',
  },
  table: {
    joinTitle: 'Take a seat',
    joinHint: 'Pick a free seat to play, or just watch.',
    spectating: 'You are watching',
    yourTurn: 'Your turn',
    waitingFor: (name: string) => `Waiting for ${name}`,
    waitingForSeat: 'Waiting for a player to take the free seat',
    deal: (n: number, of?: number) => (of ? `Deal ${n} of ${of}` : `Deal ${n}`),
    board: (n: number) => `Board ${n}`,
    round: (n: number, of: number) => `Round ${n} of ${of}`,
    roundDeal: (n: number) => `Chicago deal ${n} of 4`,
    cardsThisRound: (n: number) => (n === 1 ? '1 card' : `${n} cards`),
    lastTrick: 'Last trick',
    noLastTrick: 'No trick played yet',
    scoreSheet: 'Score sheet',
    leave: 'Leave',
    leaveWithBot: 'Let a bot play',
    takeBack: 'Take my seat back',
    botPlaysForYou: 'A bot is playing for you.',
    rematch: 'Play again',
    download: 'Download the record',
    replay: 'Replay',
    matchOver: 'The match is over',
    winner: (names: string) => `Winner: ${names}`,
    draw: (names: string) => `A tie: ${names}`,
    playAs: 'Playing',
    copyInvite: 'Copy invite link',
    tricks: 'Tricks',
    contract: 'Contract',
    trump: 'Trump',
    noTrumpSuit: 'no trump',
    vulnerable: 'vulnerable',
    notVulnerable: 'not vulnerable',
    vul: {
      none: 'Nobody vulnerable',
      NS: 'N–S vulnerable',
      EW: 'E–W vulnerable',
      all: 'All vulnerable',
    } as Record<string, string>,
    by: 'by',
    declarer: 'Declarer',
    dummy: 'Dummy',
    dummyHand: (name: string) => `Dummy: ${name}`,
    playFromDummy: 'Play a card from dummy',
    yourSeats: (seats: string[]) => `You play ${seats.join(' and ')} this deal`,
    playFrom: (seat: string) => `Your turn: play from ${seat}`,
    phase: {
      auction: 'Auction',
      play: 'Play',
      dealing: 'Dealing',
      deal: 'Dealing',
      over: 'Match over',
      bidding: 'Bidding',
      hook: 'Bids add up: one bid must change',
      exchange: 'Exchange',
      phase1: 'First phase (stock)',
      declare: 'Declaration',
      phase2: 'Second phase (follow and beat)',
    } as Record<string, string>,
    hand: 'Your hand',
    handOf: (name: string) => `Hand of ${name}`,
    trick: 'Current trick',
    wonBy: (name: string) => `won by ${name}`,
    playedBy: (name: string) => `played by ${name}`,
    stock: 'Stock',
    stockCount: (n: number) => `Stock: ${n}`,
    upcard: 'Upcard',
    closeTable: 'End the match',
    closeTitle: 'End the match now?',
    closeAlone: 'The match ends now with the deals played; the deal in progress does not count.',
    closeOthers:
      'The other players are asked. If all agree, the match ends with the deals played, and the deal in progress does not count.',
    closePropose: 'End the match',
    keepPlaying: 'Keep playing',
    closeProposed: (name: string) => `${name} wants to end the match now with the deals played.`,
    closeAgree: 'Agree to end',
    closeWaiting: (names: string) => `Waiting for ${names} to agree to end the match.`,
    closeWithdraw: 'Withdraw',
    closeDeclined: (name: string) => `${name} wants to keep playing.`,
    closedEarly: 'The table was closed: the match ended with the deals played.',
  },
  auction: {
    title: 'Auction',
    biddingBox: 'Bidding box',
    alerted: 'alerted: artificial',
    pass: 'Pass',
    double: 'Double',
    redouble: 'Redouble',
    passedOut: 'Passed out',
    strains: { C: '♣', D: '♦', H: '♥', S: '♠', NT: 'NT' } as Record<string, string>,
    strainNames: { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades', NT: 'no trump' } as Record<
      string,
      string
    >,
    bidLabel: (level: number, strain: string) => `${level} ${strain}`,
    /** Above the reasons for bids the bidding limits bar (Bridgette). */
    barredTitle: 'Why some bids are greyed out:',
  },
  selbu: {
    bid: 'Your bid',
    bidOf: (n: number) => `Bid ${n}`,
    hook: (n: number, size: number) =>
      `You may not bid ${n}: the bids would add up to ${size}, the number of cards (the hook rule).`,
    hookShort: 'the hook',
    waitingForBids: (n: number) => (n === 1 ? 'Waiting for 1 more bid' : `Waiting for ${n} more bids`),
    secretBid: 'Bids are made in secret and shown together.',
    revealed: 'All bids shown',
    mustChange: (name: string, size: number) =>
      `The bids add up to ${size}: ${name} must change their bid (the hook rule).`,
    changeYourBid: 'The bids add up to the number of cards: change your bid.',
    firstBids: 'Bids as first shown',
    bidsTricks: 'tricks / bid',
    grand: 'no trump',
    forehead: 'Card on the forehead: you see everyone’s card but your own.',
    yourHiddenCard: 'Your card (on your forehead)',
    madeBid: 'made the bid',
    leader: 'leading',
    /** Under a player's name: the bid (✓ while secret, – before it is made) and the tricks won. */
    seatDetail: (tricks: number, bid: string) => `bid ${bid} · won ${tricks}`,
    sheetLegend: 'In each cell: tricks won / bid, the points of the round, and the total so far.',
  },
  bridgette: {
    exchange: (n: number) => `Choose ${n} cards to discard`,
    chosen: (n: number, of: number) => `${n} of ${of} chosen`,
    discard: 'Discard',
    waitingForDiscard: 'Waiting for the other player to discard',
    drew: (name: string, n: number) => `${name} drew ${n}`,
    discarded: 'Your discards',
    colons: 'Colons',
    leadBan: (suit: string) => `You may not lead ${suit} (colon)`,
    countedDeals: (n: number) => `Deal ${n} of 6`,
    extraDeal: 'Extra deal (tied totals)',
  },
  bondtolva: {
    trumf: 'Trumf',
    tjog: 'Tjog',
    declare: (kind: string, suit: string) => `Declare ${kind} in ${suit}`,
    noDeclaration: 'No declaration',
    declarations: 'Declarations',
    declared: (name: string, kind: string, suit: string) => `${name}: ${kind} ${suit}`,
    matadors: 'Matadors',
    cardPoints: 'Card points',
    protocol: 'Points',
    dropTo7: 'over 12: back to 7',
    target: 'exactly 12 wins',
    shown: 'shown',
  },
  claim: {
    claim: 'Claim',
    claimTricks: 'Tricks to claim',
    claimOf: (n: number, left: number) => `Claim ${n} of ${left}`,
    claimHint: 'Claim the tricks your side takes from here; your hand is shown to the defenders.',
    claims: (name: string, n: number, left: number) => `${name} claims ${n} of the remaining ${left} tricks.`,
    accepted: (names: string) => `Accepted by ${names}.`,
    accept: 'Accept',
    reject: 'Reject',
    answer: 'Do you accept the claim?',
    rejected: (by: string, n: number) => `${by} rejected the claim of ${n} tricks: play on.`,
    declarerHand: (name: string) => `Hand of ${name} (claim)`,
    cancel: 'Cancel',
    claimAction: (n: number) => `Claims ${n}`,
    claimedTricks: (n: number) => (n === 0 ? 'the rest conceded' : `${n} by claim`),
  },
  cards: {
    suits: { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' } as Record<string, string>,
    ranks: { A: 'ace', K: 'king', Q: 'queen', J: 'jack', T: '10' } as Record<string, string>,
    colons: { GC: 'Grand Colon', RC: 'Royal Colon', LC: 'Little Colon' } as Record<string, string>,
    card: (rank: string, suit: string) => `${rank} of ${suit}`,
    back: 'face-down card',
    hidden: (n: number) => (n === 1 ? '1 hidden card' : `${n} hidden cards`),
  },
  score: {
    title: 'Score sheet',
    deal: 'Deal',
    round: 'Round',
    cards: 'Cards',
    dealer: 'Dealer',
    contract: 'Contract',
    declarer: 'Declarer',
    tricks: 'Tricks',
    total: 'Total',
    we: 'We',
    they: 'They',
    above: 'above the line',
    below: 'below the line',
    game: 'game',
    rubber: 'Rubber',
    passedOut: 'passed out',
    bid: 'bid',
    points: 'points',
    hit: 'made the bid',
    leader: 'leader',
    vulnerable: 'Vulnerable',
    upcard: 'Upcard',
    empty: 'No deals finished yet.',
    extra: 'extra',
    trump: 'Trump',
    noTrump: 'NT',
    declarations: 'Declarations',
    summary: 'Final score',
  },
  replay: {
    title: 'Replay',
    step: (i: number, n: number) => `Step ${i} of ${n}`,
    first: 'Start',
    prev: 'Back',
    next: 'Forward',
    last: 'End',
    prevDeal: 'Previous deal',
    nextDeal: 'Next deal',
    loading: 'Loading the record…',
    noRecord: 'No finished match to replay here yet.',
    actions: 'Actions in order',
    results: 'Results deal by deal',
    tricksInOrder: 'Tricks in order',
    limited:
      'The server does not offer replay steps yet: here are the results deal by deal and the record’s actions in order.',
    closedStep: 'The table was closed here',
    openFile: 'Open a record file',
    badFile: 'That is not a stikk record.',
  },
  /** A finished deal: its summary when it ends, and the deal viewer from the score sheet. */
  review: {
    dealt: 'Hands as dealt',
    scoreChange: 'Score',
    nextDealWaits: 'The next deal is already dealt: it waits for you when you close this.',
    continue: 'Continue',
    stepThrough: 'Step through the deal',
    prevTrick: 'Trick back',
    nextTrick: 'Trick forward',
    reviewDeals: 'Review a deal',
    loading: 'Loading the deal…',
    unavailable: 'This deal cannot be shown.',
    fromPreviousDeal: 'From the previous deal',
    bids: 'Bids',
    bidAndTricks: (bid: number, tricks: number) => `bid ${bid}, took ${tricks}`,
    bidChanged: (from: number, to: number) => `changed ${from} → ${to}`,
    playHidden: 'Play your hidden card',
    upcardTakenBy: (name: string) => `taken by ${name}`,
    board: 'Board',
  },
  /** Why the table refused an action (src/web/i18n/refusals.ts): the engine's codes, then the server's. */
  refusals: {
    'not-your-turn': (p, w) =>
      p.toAct.length ? `It is not your turn: waiting for ${w.seats(p.toAct)}.` : 'It is not your turn.',
    'match-over': () => 'The match is over.',
    'no-deal': () => 'The next deal has not been dealt yet.',
    'deal-over': () => 'This deal is over.',
    'no-deck': (p) => `The record has no deck for deal ${p.deal}.`,
    'no-such-seat': () => 'There is no such seat at this table.',
    'unknown-action': (p) => {
      switch (p.expected) {
        case 'call':
          return p.action?.trim().toUpperCase() === 'PASS'
            ? 'A pass is written P.'
            : `“${p.action}” is not a call.`;
        case 'card':
          return `“${p.item ?? p.action}” is not a card.`;
        case 'bid-or-card':
          return `“${p.action}” is neither a bid (0 to ${p.maxBid}) nor a card.`;
        case 'declaration-suit':
          return `After “${p.kind}:” comes a suit: S, H, D or C.`;
        case 'card-or-declaration':
          return `“${p.action}” is not a card, a trumf, a tjog or a pass.`;
      }
    },
    'not-canonical': (p) => `Write it as ${p.canonical}.`,
    'unlisted-action': () => 'The rules understand it, but it matches none of the legal moves.',
    'wrong-phase': (p) =>
      p.phase === 'exchange'
        ? `The exchange is on: discard ${p.discard} cards first.`
        : p.phase === 'auction'
          ? 'The auction is on: make a call.'
          : 'The play is on: play a card.',
    'hidden-card': () => 'You cannot see that card: play your hidden card.',
    'card-not-held': (p, w) => `You do not hold the ${w.card(p.card)}.`,
    'card-twice': (p, w) => `The ${w.card(p.card)} is named twice.`,
    'must-follow-suit': (p, w) => `You must follow suit (${w.suit(p.suit)}).`,
    'must-head': (p, w) => `You must beat the ${w.card(p.led)} when you can.`,
    'must-trump': (p, w) => `You have no ${w.suit(p.led)}: you must play a trump (${w.suit(p.trump)}).`,
    'auction-over': () => 'The auction is over.',
    'no-doubling': () => 'Double and redouble are not played at this table.',
    'double-own-side': () => 'Only the opponents’ last bid may be doubled.',
    'already-doubled': () => 'The last bid is already doubled.',
    'redouble-not-allowed': (p) =>
      p.reason === 'no-double'
        ? 'Only a double by the opponents may be redoubled.'
        : 'Only a double of your own side’s bid may be redoubled.',
    'bad-level': (p, w) => `${w.call(p.action ?? '')} is not a bid in this game.`,
    'bid-too-low': (p, w) => `A bid must be higher than the last bid, ${w.call(p.last)}.`,
    'bid-restricted': (p, w) => {
      switch (p.rule) {
        case 'no-trump-only':
          return 'Every bid is in no trump at this table.';
        case 'suit-length':
          return `To bid ${w.suit(p.suit)} you must hold at least ${p.need} of them.`;
        case 'no-trump-void':
          return `To bid no trump you need a card of every suit, and you have no ${w.suit(p.void)}.`;
        case 'jump-suit-length':
          return `A jump bid (the lowest is ${w.call(p.lowest)}) needs at least ${p.need} ${w.suit(p.suit)}; you hold ${p.held}.`;
        case 'jump-no-trump':
          return `A jump bid in no trump (the lowest is ${w.call(p.lowest)}) needs at least ${p.need} cards in one suit.`;
      }
    },
    'bid-out-of-range': (p) => `A bid is a number from 0 to ${p.size}.`,
    'already-bid': () => 'You have already bid; a bid changes only by the hook rule.',
    'bidding-over': () => 'The bidding is over: play a card.',
    'bidding-not-over': () => 'The bidding is not over: make a bid.',
    'hook-wrong-seat': (p, w) =>
      `The bids add up to ${p.size}, the number of cards: only ${w.seat(p.changer)}, on the dealer’s left, may change their bid (the hook).`,
    hook: (p) =>
      p.reason === 'same-bid'
        ? `The bids add up to ${p.size}, the number of cards: change your bid to another number (the hook).`
        : `You may not bid ${p.bid}: the bids would add up to ${p.size}, the number of cards (the hook).`,
    'already-discarded': () => 'You have already discarded.',
    'wrong-discard-count': (p) => `Discard exactly ${p.need} cards: you keep ${p.keep}.`,
    'colon-lead-ban': (p, w) =>
      `You may not lead ${w.suit(p.suit)} to this trick: a colon was played to your ${w.suit(p.suit)} lead.`,
    'colon-on-colon': (p, w) =>
      `A colon may not be played to a colon lead (${w.card(p.lead)}) while you hold a suit card.`,
    'colon-wrong-group': (p, w) =>
      `The ${w.card(p.card)} may not follow the ${w.card(p.lead)}: a colon follows only a card of its own group (here the ${w.card(p.leadColon)}).`,
    'declaration-phase': () => 'There are no declarations in the second phase.',
    'declaration-not-winner': () => 'Only the winner of the trick just played may declare.',
    'declaration-no-pair': () => 'A declaration needs the king and queen of that suit in your hand.',
    'declaration-used': (p, w) =>
      p.reason === 'both-made'
        ? 'The trumf and the tjog of this deal are both made.'
        : `Trump is already declared (${w.suit(p.trump)}): a later pair is a tjog.`,
    'declaration-kind': (p, w) =>
      p.reason === 'trumf-first'
        ? 'The first declaration of a deal is a trumf.'
        : `The tjog must be in another suit than the trumf (${w.suit(p.suit)}).`,
    'declaration-timing': () => 'A declaration comes right after winning a trick, before the draw.',
    'declaration-pending': () => 'Declare a king–queen pair or pass first.',
    'nothing-to-pass': () => 'There is no declaration to decline.',
    'claim-not-declarer': () => 'Only declarer may claim, when it is declarer’s or dummy’s turn.',
    'claim-range': (p) => `A claim is a number of the remaining tricks, 0 to ${p.remaining}.`,
    'claim-again': () => 'A claim was rejected in this trick: claim again from the next trick.',
    'claim-open': (p, w) =>
      `${w.seat(p.claimer)} claims ${p.tricks} of the remaining tricks: accept or reject first.`,
    'no-claim': () => 'There is no claim to answer.',
  } satisfies RefusalTexts as RefusalTexts,
  serverErrors: {
    'bad-json': 'The server did not understand that message.',
    'bad-message': 'The server did not understand that message.',
    'too-large': 'That message is too long for the server.',
    'rate-limited': 'Too many actions at once; wait a moment.',
    'no-table': 'There is no such table.',
    'bad-token': 'That seat is no longer yours.',
    'bad-seat': 'There is no such seat at this table.',
    'seat-taken': 'That seat is taken.',
    'no-free-seat': 'There is no free seat at this table.',
    'bad-level': 'There is no such bot for this game.',
    'stale-version': 'The table moved on; please choose again.',
    'not-your-turn': 'It is not your turn.',
    'illegal-action': 'That is not allowed now.',
    'not-over': 'The match is not over yet.',
    'cannot-close': 'This match cannot be ended early (or it is over already).',
    'no-proposal': 'Nobody is asking to end the match now.',
    'shutting-down': 'The server is restarting; try again in a moment.',
    'server-error': 'Something went wrong at the server.',
    'bad-options': 'These options cannot be played together.',
    'no-hints': 'Hints are not offered at this table: the players did not agree to them.',
    'cannot-undo': 'That move can no longer be taken back.',
    'undo-off': 'Taking back moves is turned off at this table.',
    'chat-too-long': 'That message is too long: at most 300 characters.',
    'chat-rate-limited': 'You are writing very fast; wait a few seconds.',
    'chat-not-allowed': 'Spectators may not write at this table.',
    'cannot-nudge': 'You can nudge only someone who has been to act for a while.',
  } satisfies ServerErrorTexts as ServerErrorTexts,
  a11y: {
    skip: 'Skip to your hand',
    table: 'Card table',
    seats: 'Players',
    actions: 'Your choices',
  },
  /** The score keeper for games played with real cards (src/web/keeper). */
  keeper: {
    title: 'Score keeper',
    link: 'Keep score for a game with real cards',
    intro:
      'Playing with real cards? The score sheet knows the rules. It stays on this device and works without a connection.',
    sheets: 'Your score sheets',
    noSheets: 'No score sheets yet.',
    newSheet: 'New score sheet',
    start: 'Start the score sheet',
    open: 'Open',
    remove: 'Delete',
    confirmRemove: (title: string) => `Delete the score sheet “${title}”? This cannot be undone.`,
    unreadable: 'This stored sheet cannot be read',
    importJson: 'Import a score sheet (JSON)',
    imported: 'Score sheet imported.',
    players: 'Players',
    playerName: (n: number) => `Player ${n}`,
    firstDealer: 'First dealer',
    dealsEntered: (n: number) => (n === 1 ? '1 deal' : `${n} deals`),
    finished: 'finished',
    allSheets: 'All score sheets',
    next: 'Next deal',
    dealNo: (n: number) => `Deal ${n}`,
    roundNo: (n: number, of: number) => `Round ${n} of ${of}`,
    boardNo: (n: number) => `Board ${n}`,
    chicagoDeal: (n: number) => `Chicago deal ${n} of 4`,
    rubberNo: (n: number) => `Rubber ${n}`,
    dealOf: (n: number, of: number) => `Deal ${n} of ${of}`,
    extraDeal: 'extra deal (the totals are equal)',
    dealer: (name: string) => `Dealer: ${name}`,
    bidsFirst: (name: string) => `${name} bids first and leads`,
    cards: (n: number) => (n === 1 ? '1 card' : `${n} cards`),
    trump: (text: string) => `Trump: ${text}`,
    seating: 'Seats this deal',
    protocol: 'Points',
    saveDeal: 'Save the deal',
    saveBids: 'Save the bids',
    saveRound: 'Save the tricks',
    changeBids: 'Change the bids',
    passedOut: 'Passed out',
    thrownIn: 'Thrown in (everyone passed)',
    level: 'Level',
    strain: 'Strain',
    doubled: 'Doubled',
    undoubled: 'no',
    declarer: 'Declarer',
    tricksSide: 'Tricks taken by the declaring side',
    tricksDeclarer: 'Tricks taken by the declarer',
    needs: (n: number) => `needs ${n}`,
    made: (over: number) => (over === 0 ? 'made' : `made +${over}`),
    down: (n: number) => `down ${n}`,
    preview: 'This deal scores',
    honours: 'Honours',
    noHonours: 'none',
    honoursOf: (side: string, points: number) => `${side} ${points}`,
    revokes: (side: string) => `Revokes by ${side}`,
    revokeNote: (n: number) =>
      n === 1 ? 'each revoke hands 1 trick over' : `each revoke hands ${n} tricks over`,
    bidOf: (name: string) => `Bid of ${name}`,
    tricksOf: (name: string) => `Tricks of ${name}`,
    bid: 'Bid',
    tricks: 'Tricks',
    /** A count of tricks inside a line (German keeps its capital). */
    trickCount: (n: number) => `${n} ${n === 1 ? 'trick' : 'tricks'}`,
    trumpTurnedUp: 'Trump turned up',
    chooseTrump: 'choose…',
    forbidden: 'the hook',
    tricksSum: (n: number, of: number) => `${n} of ${of} tricks`,
    bidsSum: (n: number, of: number) => `bids add up to ${n} (cards: ${of})`,
    none: 'none',
    player: 'Player',
    suit: 'Suit',
    lastTrick: 'Last trick won by',
    matadorPoint: 'Matador point (aces and tens) to',
    nobody: 'nobody (tie)',
    entries: 'Deals entered',
    noEntries: 'Nothing entered yet.',
    correct: 'Correct',
    correctDeal: (n: number) => `Correct deal ${n}`,
    correcting: (n: number) => `Correcting deal ${n}`,
    save: 'Save',
    cancel: 'Cancel',
    removeDeal: 'Delete this deal',
    endMatch: 'End the match here',
    endMatchNote: 'Rubber bridge: an unfinished rubber adds +300 for a game and +50 for a part-score.',
    reopen: 'Reopen the score sheet',
    unfinishedBonus: (side: string, points: number) => `Unfinished rubber: ${side} +${points}`,
    exportCsv: 'Download CSV',
    exportJson: 'Download JSON',
    share: 'Share',
    shareTitle: (title: string) => `Score sheet: ${title}`,
    savedHere: 'Saved on this device.',
    waitingTricks: 'Bids saved: play the round, then enter the tricks.',
    /** The CSV export's words: English is the score keeper's own, what every other caller writes. */
    csv: ENGLISH_CSV_WORDS,
    errors: {
      options: (p: KeeperParams) => `Options: ${p.detail}`,
      players: (p: KeeperParams) => `Enter ${p.count} names (at most ${p.max} characters each).`,
      'first-dealer': () => 'Choose the first dealer.',
      'sheet-shape': (p: KeeperParams) => `That is not a score sheet (${p.detail}).`,
      'entry-shape': () => 'Something is missing in this entry.',
      'no-entry': (p: KeeperParams) => `There is no deal ${p.deal}.`,
      'match-over': () => 'The match is over: no more deals.',
      seat: (p: KeeperParams) =>
        p.field === 'declarer'
          ? 'Choose the declarer.'
          : p.field === 'lastTrick'
            ? 'Choose who won the last trick.'
            : 'Choose who took the matador point (or nobody).',
      'tricks-range': (p: KeeperParams, name: (seat: number) => string) =>
        p.seat === undefined
          ? `Tricks must be from 0 to ${p.max}.`
          : `${name(Number(p.seat))}: tricks must be from 0 to ${p.max}.`,
      contract: (p: KeeperParams) =>
        p.text === '' || p.text === 'undefined'
          ? 'Choose the contract: level and strain.'
          : `“${p.text}” is not a contract.`,
      'no-doubling': () => 'Double and redouble are not played with these options.',
      'nt-only': () => 'With these options every contract is in no trump.',
      honours: (p: KeeperParams) =>
        p.reason === 'nt'
          ? 'In no trump only all four aces in one hand count as honours (150).'
          : p.reason === 'scoring'
            ? 'Honours count only in rubber bridge.'
            : 'Honours: choose a side and 100 or 150.',
      'revoke-range': (p: KeeperParams) => `Revokes: a number from 0 to ${p.max}.`,
      'bids-count': () => 'Enter a bid for every player.',
      'bid-range': (p: KeeperParams, name: (seat: number) => string) =>
        `${name(Number(p.seat))}: a bid must be from 0 to ${p.max}.`,
      'hook-simultaneous': (p: KeeperParams, name: (seat: number) => string) =>
        `The bids add up to ${p.size}, the number of cards: ${name(Number(p.seat))}, on the dealer’s left, must change their bid (the hook).`,
      'hook-sequential': (p: KeeperParams, name: (seat: number) => string) =>
        `${name(Number(p.seat))}, the dealer, may not bid ${p.bid}: the bids would add up to ${p.size}, the number of cards (the hook).`,
      'tricks-count': () => 'Enter the tricks of every player.',
      'tricks-sum': (p: KeeperParams) => `The tricks add up to ${p.sum}, but ${p.size} were played.`,
      trump: (p: KeeperParams) =>
        p.reason === 'draw' ? 'Enter the trump that was turned up.' : `This round’s trump is ${p.trump}.`,
      'round-unfinished': (p: KeeperParams) => `Enter the tricks of round ${p.round} first.`,
      declarations: (p: KeeperParams) =>
        p.reason === 'tjog-first'
          ? 'The first declaration of a deal is a trumf: a tjog needs a trumf.'
          : p.reason === 'same-suit'
            ? 'The tjog must be in another suit than the trumf.'
            : p.reason === 'twice'
              ? 'At most one trumf and one tjog in a deal.'
              : 'A declaration names a player, trumf or tjog, and a suit.',
      'correction-breaks-later': (p: KeeperParams) => `This change makes deal ${p.deal} impossible:`,
    } satisfies KeeperErrorTexts as KeeperErrorTexts,
  },
  /** Why the game refused an option, said next to its field (src/web/i18n/optionErrors.ts). */
  optionErrors: {
    'not-an-object': () => 'The options could not be read.',
    'unknown-option': () => 'This server does not know this option.',
    'not-boolean': () => 'Choose yes or no.',
    'not-integer': () => 'Enter a whole number.',
    'out-of-range': (p) =>
      p.max === undefined
        ? `Enter a number of at least ${p.min}.`
        : p.min === undefined
          ? `Enter a number of at most ${p.max}.`
          : `Enter a number from ${p.min} to ${p.max}.`,
    'not-a-choice': () => 'Choose one of the values in the list.',
    'not-a-schedule': () => 'Choose a schedule, or enter hand sizes separated by commas (1,2,3).',
    'not-a-hand-size': (p) =>
      `“${p.value}” is not a hand size: enter whole numbers from 1, separated by commas.`,
    'too-many-cards': (p) =>
      `${p.players} players × ${p.cards} cards = ${p.dealt}, more than the ${p.pack} cards of the pack: choose smaller hands or fewer players.`,
    'no-upcard': (p) =>
      `${p.players} players × ${p.cards} cards take the whole pack, leaving no card to turn up for trump: choose smaller hands or another trump.`,
    'not-a-multiple': (p, w) =>
      `With “${w.option(p.because)}” this must be a multiple of ${p.of} (not ${p.value}).`,
    'not-combinable': (p, w) =>
      `“${w.option(p.option)}” cannot be combined with “${w.option(p.with)}”: choose one.`,
  } satisfies OptionErrorTexts as OptionErrorTexts,
  /** Playing with friends: names, the invite dialog, the lobby's buttons for each table. */
  friends: {
    resume: 'Resume',
    nameTitle: 'Your name at the table',
    nameHint: 'The other players see it. It is remembered on this device; you can change it in Settings.',
    nameOk: 'Sit down',
    cancel: 'Cancel',
    invite: 'Invite friends',
    inviteIntro: 'Send this link to your friends: it opens this table, where they take a free seat.',
    sameNetwork:
      'A friend on another computer or phone must be on the same network (the same Wi-Fi) as the computer running the server.',
    loopbackOnly:
      'This server accepts only this computer, so the link works here and nowhere else. To let friends on other machines join, stop the server and start it so that it listens on the network:',
    noAddress:
      'This computer has no network address right now: connect it to a network (Wi-Fi) and open this again.',
    otherAddresses: 'Other addresses of this computer:',
    copy: 'Copy link',
    copied: 'Copied',
  },
  /** Bot levels (the server's level names) as players read them. */
  bots: {
    levels: { random: 'plays at random', basic: 'basic', strong: 'strong' } as Record<string, string>,
  },
  net: {
    unreachable:
      'The table server cannot be reached. Check your network connection (or that the server is still running) and try again.',
    retry: 'Try again',
  },
  /** The table settings of the New-table form, and how the lobby's list names them. */
  tableSettings: {
    title: 'Table settings',
    visibility: 'Who can find the table',
    private: 'Private',
    privateHelp: 'Only people you send the invite link to',
    public: 'Public',
    publicHelp: 'Listed under Open tables: anyone may join or watch',
    undo: 'Undo',
    undoHelp: 'A player may take back their last card or call (turn off for serious games)',
    spectatorChat: 'Spectators may chat',
    spectatorChatHelp: 'Those watching may write in the table chat (they can always read it)',
    turnTimer: 'Turn timer',
    turnTimerHelp: 'When a player’s time is up, a bot plays that one card or call for them',
    timerOff: 'Off',
    seconds: (n: number) => (n >= 120 ? `${n / 60} min` : `${n} s`),
    hints: 'Hints',
    hintsHelp:
      'Anyone may ask the strong bot what it would play (always offered when you play alone against bots)',
    noUndo: 'no undo',
    timer: (time: string) => `timer ${time}`,
    withHints: 'hints',
    spectatorsChat: 'spectators chat',
    yes: 'yes',
    no: 'no',
  },
  /** The Hint button at the table: what the strong bot would choose from this seat, and why. */
  hint: {
    button: 'Hint',
    thinking: 'Thinking…',
    suggest: 'The strong bot would choose',
    bid: (n: string) => `bid ${n}`,
    hidden: 'the card on your forehead',
    close: 'Hide the hint',
    reason: BOT_REASON_WORDS.en,
  },
  /** The deal viewer's double-dummy review, computed in the browser (src/web/analysis/). */
  analysis: {
    tab: 'Double dummy',
    start: 'Analyse double dummy',
    running: (done: number, total: number) => (total ? `Analysing… ${done}/${total} cards` : 'Analysing…'),
    failed: 'This deal cannot be analysed.',
    inBrowser: 'Computed in your browser: every hand open, best play by all.',
    table: 'Double-dummy table',
    tableCaption: 'Tricks each declarer takes with best play by all four',
    declarer: 'Declarer',
    par: 'Par',
    parScore: (score: number, side: string) => (score === 0 ? '0' : `${side} +${Math.abs(score)}`),
    fromHere: (tricks: number, side: string) => `Best play from here: ${side} take ${tricks} tricks`,
    fromLead: (tricks: number, side: string) =>
      `Best play from the opening lead: ${side} take ${tricks} tricks`,
    bestCards: 'Best cards here',
    bestCard: 'best card',
    cost: (n: number) => (n === 0 ? 'best card' : n === 1 ? 'cost 1 trick' : `cost ${n} tricks`),
    played: 'Cards played',
    trick: (n: number) => `Trick ${n}`,
    costly: (n: number) => `Cards that cost tricks: ${n}`,
    fromHereOne: (tricks: number, name: string) => `Best play from here: ${name} takes ${tricks} tricks`,
    fromLeadOne: (tricks: number, name: string) =>
      `Best play from the opening lead: ${name} takes ${tricks} tricks`,
    margin: (m: number, name: string) =>
      `Best play from here: margin ${m > 0 ? '+' : m < 0 ? '−' : '±'}${Math.abs(m)} points for ${name}`,
    bidReachable: (name: string) => `${name} can still make the bid`,
    bidLost: (name: string) => `${name} can no longer make it`,
    phase1NotReviewed: 'Phase 1 is not reviewed (the stock was hidden).',
    earlyNotReviewed: (n: number) => `The first ${n} cards are not reviewed (too many to search exactly).`,
    costPoints: (n: number): string =>
      n === 0 ? 'best card' : n === 1 ? 'cost 1 point' : `cost ${n} points`,
    costBid: (n: number): string => (n === 0 ? 'best card' : 'gave up the bid'),
    costlyOther: (n: number) => `Costly cards: ${n}`,
  },
  /** Taking back one's last move (src/web/table/Undo.tsx). */
  undo: {
    button: 'Undo',
    hint: 'Take back your last move',
    asked: (name: string) => `${name} asks to take back their last move.`,
    accept: 'Allow',
    decline: 'Decline',
    waiting: (names: string) => `Waiting for ${names} to allow taking back your move.`,
    withdraw: 'Withdraw',
    done: (name: string) => `${name} took back their last move.`,
    declined: (name: string) => `${name} declined: the move stands.`,
    refusals: {
      'nothing-to-undo': 'You have no move to take back in this deal.',
      'others-acted': 'Someone else has played since: the move stands.',
      'trick-led': 'The next trick has been led: the move stands.',
      'cards-seen': 'Cards (or bids) have been shown since: the move stands.',
      'blind-card': 'A card played blind cannot be taken back.',
      'match-over': 'The match is over.',
      'undo-pending': 'A request to take back a move is waiting for an answer.',
    } as Record<string, string>,
  },
  /** Table chat (src/web/table/Chat.tsx): the panel, the quick messages, muting. */
  chat: {
    title: 'Chat',
    open: 'Chat',
    unread: (n: number) => (n === 1 ? '1 new message' : `${n} new messages`),
    placeholder: 'Write to the table…',
    send: 'Send',
    quickRow: 'Quick messages',
    quick: {
      'well-played': 'Well played',
      thanks: 'Thanks',
      sorry: 'Sorry',
      hurry: 'Hurry up',
      'good-luck': 'Good luck',
      'thumbs-up': '👍',
      sleepy: '😴',
      oops: 'Oops',
    } as Record<QuickMessage, string>,
    /** What a screen reader says for the quick messages shown as a picture. */
    quickSpoken: { 'thumbs-up': 'Thumbs up', sleepy: 'Sleepy' } as Record<string, string>,
    empty: 'Nothing said yet.',
    you: 'you',
    watching: 'watching',
    muteShort: 'mute',
    mute: (name: string) => `Mute ${name}`,
    unmute: (name: string) => `Show ${name} again`,
    muted: 'Muted on this device:',
    spectatorsWrite: 'Spectators may write here too.',
    spectatorsRead: 'Spectators read along; only the players write.',
    readOnly: 'At this table only the players write; you can read along.',
    count: (n: number, max: number) => `${n} / ${max}`,
  },
  /** Presence, nudges and the turn timer (issue 21). */
  presence: {
    awayFor: (minutes: number) => (minutes < 1 ? 'away just now' : `away ${minutes} min`),
    awaySince: (time: string) => `away since ${time}`,
    timedOut: (n: number) => (n === 1 ? 'timed out' : `timed out ×${n}`),
    timedOutTitle: 'The time ran out: a bot played that action',
    youTimedOut: 'Your time ran out: a bot played that one for you.',
    secondsLeft: (s: number) => (s === 1 ? '1 second left' : `${s} seconds left`),
    yourTime: 'Your time',
    timeUp: 'Time is up: a bot is playing this one',
    nudge: 'Nudge',
    nudgeLabel: (name: string) => `Nudge ${name}`,
    nudgeSent: (name: string) => `You nudged ${name}.`,
    nudged: (name: string) => `${name} nudges you: it is your turn.`,
  },
};

export type Messages = typeof en;
