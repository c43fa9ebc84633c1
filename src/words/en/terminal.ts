import { plural } from '../plural.js';
import { bidding } from './bidding.js';
import { botReason } from './botReasons.js';
import { common } from './common.js';
import { refusals } from './refusals.js';

/**
 * The terminal's English: every word `stikk play` and `stikk replay` show a player. The other
 * languages match it key for key (their type is `TerminalWords`); game terms follow
 * ../shared/glossary.md and the web client's words (web.ts). Card and call notation
 * (SA, H8, 1NT, P, X) stays as typed, in every language.
 */

export const terminal = {
  /** Seats of the four-hand games, and their letters in the auction grid and the score (NS, EW). */
  compass: common.compass,
  compassLetters: common.compassLetters,
  /** A seat where everyone plays for themselves, by the number `--seat` takes. */
  seat: (n: number) => `seat ${n}`,
  /** A person's number where people change seats every deal. */
  player: (n: number) => `player ${n}`,
  you: 'you',
  opponent: 'opponent',
  spectator: 'spectator',
  youAreSeat: (n: number) => `you are seat ${n}`,
  suits: common.suits as Record<string, string>,
  noTrump: 'no trump',
  trumpSuit: (suit: string) => `trump: ${suit}`,
  and: 'and',
  nobody: 'nobody',
  none: 'none',
  cards: (n: number) => plural(n, 'card', 'cards'),
  tricks: (n: number) => plural(n, 'trick', 'tricks'),
  winners: (names: string, tie: boolean) => `${tie ? 'Winners (tie)' : 'Winner'}: ${names}`,

  /** `stikk play`: the session around the table. */
  play: {
    welcome: (game: string, seed: string, seat: number, moving: boolean) =>
      `stikk ${game} — seed ${seed}; you are ${moving ? 'player' : 'seat'} ${seat}. Type a card or call, "help" for help.`,
    newDeal: (n: number, source: string, yours: string) => `--- new deal (${n}${source}) ---${yours}`,
    fromPbnBoard: (board: string) => `, PBN board ${board}`,
    fromPbn: ', PBN deal',
    youPlay: (seats: string) => ` you play ${seats}`,
    youChoose: (seat: string) => `${seat} (you choose)`,
    onlyChoice: (who: string, action: string) => `${who}: ${action} (the only choice)`,
    toAct: (who: string, legal: string) => `${who} to act — ${legal}`,
    legal: (actions: string) => `legal: ${actions}`,
    manyChoices: (n: number, examples: string) => `${n} choices listed, e.g. ${examples} …`,
    claims: (top: number) => ` · claim 0–${top} (declarer: claim N of the remaining tricks)`,
    leaving: 'leaving the table.',
    help: 'Type one of the legal actions (case does not matter, 10 = T), #n for the n-th, hint for what the strong bot would choose here (and why), undo to take back your last card or call (with the bot actions since, until the next trick is led), close to end the match here with the deals played (the final standing follows), or quit to leave it unfinished. hidden:1 plays the card you cannot see (on your forehead). In an auction, explain 1NT says what a call would show by the bidding system the bots use. Declarer claims with "claim N" (N of the remaining tricks, 0 concedes them); a defender answers accept or reject.',
    nothingToExplain: (call: string) => `nothing to explain: "${call}" is not a call of this auction`,
    alert: '(alert)',
    hint: (action: string, reason: string | null) => `hint: ${action}${reason ? ` — ${reason}` : ''}`,
    reason: botReason,
    cannotUndo: (why: string) => `cannot undo: ${why}`,
    /** The table server's English for these (src/table/refusals.ts), kept alike by test/words/words.test.ts. */
    undoRefusals: {
      'nothing-to-undo': 'you have no action to take back in this deal',
      'others-acted': 'another player has acted since',
      'trick-led': 'the next trick has been led',
      'cards-seen': 'cards (or bids) have been shown since',
      'blind-card': 'a card played blind cannot be taken back',
      'match-over': 'the match is over',
      'undo-pending': 'a request to take back an action waits for an answer',
    },
    takenBack: (botActions: number) =>
      `taken back: your last action${botActions > 0 ? ` and ${botActions} of the bots' since` : ''}.`,
    cannotClose: (why: string) => `cannot close the table: ${why}`,
    closed: 'the table is closed: the match ends with the deals played.',
    notLegal: (input: string, why: string) => `"${input}" is not legal now: ${why}`,
    playHidden: 'play the card you cannot see by its label (hidden:1)',
    saved: (file: string) => `record saved to ${file}`,
    dealFinished: (line: string) => `=== deal finished: ${line}`,
    totals: (scores: string) => `=== totals: ${scores}`,
  },

  /** A match's result in lines (`stikk replay`, the end of `stikk play`). */
  result: {
    finished: 'finished',
    closed: 'finished (the table was closed)',
    unfinished: 'unfinished',
    heading: (game: string, state: string, deals: number) =>
      `${game}: ${state}, ${plural(deals, 'deal', 'deals')}`,
    deal: (n: number) => `deal ${n}`,
    round: (n: number) => `round ${n}`,
    dealer: (seat: string) => `dealer ${seat}`,
    passedOut: 'passed out',
    contract: (contract: string, declarer: string, tricks: number) =>
      `${contract} by ${declarer}, ${plural(tricks, 'trick', 'tricks')}`,
    claimed: (n: number) => ` (${n} of them claimed)`,
    bidsAndTricks: (bids: string, tricks: string) => `bids ${bids}, tricks ${tricks}`,
    trump: (trump: string) => `trump ${trump}`,
    score: (scores: string) => `score ${scores}`,
    unfinishedRubber: (scores: string) => `unfinished rubber: ${scores}`,
    totals: (scores: string) => `totals: ${scores}`,
  },

  /** Bondebridge and bridge. */
  contract: {
    auction: 'Auction:',
    lead: '(lead)',
    trick: (n: number, cards: string) => `Trick ${n}: ${cards}`,
    wonBy: (seat: string) => `  (won by ${seat})`,
    score: (scores: string, deals: number) => `Score: ${scores} (${plural(deals, 'deal', 'deals')} scored)`,
    claimRejected: (declarer: string, tricks: number, by: string) =>
      `${declarer} claimed ${tricks} of the remaining tricks; ${by} rejected: play on.`,
    claim: (declarer: string, tricks: number, accepted: string) =>
      `${declarer} claims ${tricks} of the remaining tricks${accepted}.`,
    accepts: (seat: string) => `, ${seat} accepts`,
    declarerHand: (seat: string) => `Declarer's hand (${seat}):`,
    over: 'The match is over.',
    waiting: 'Waiting for the next deal.',
    contractLine: (
      contract: string,
      declarer: string,
      dummy: string,
      ns: number,
      ew: number,
      nsLabel: string,
      ewLabel: string,
    ) => `Contract: ${contract} by ${declarer}${dummy} · tricks ${nsLabel} ${ns}, ${ewLabel} ${ew}`,
    dummySeat: (seat: string) => ` (dummy ${seat})`,
    dummy: (seat: string) => `Dummy (${seat}):`,
    yourHand: (seat: string) => `Your hand (${seat}):`,
    otherHand: (seat: string) => `Your other hand (${seat}):`,
    toAct: (seats: string) => `To act: ${seats}`,
    bondebridgeHeader: (deal: number, of: number, dealer: string) =>
      `${common.games.bondebridge} — deal ${deal} of ${of} · dealer ${dealer}`,
    seating: (seats: string) => `Seating: ${seats}`,
    bridgeHeader: (deal: number, details: string, dealer: string, vulnerable: string) =>
      `${common.games.bridge} — deal ${deal}${details} · dealer ${dealer} · vulnerable: ${vulnerable}`,
    board: (n: number) => ` · board ${n}`,
    chicagoDeal: (n: number) => ` · chicago deal ${n} of 4`,
    vulnerability: { none: 'none', NS: 'NS', EW: 'EW', all: 'all' } as Record<string, string>,
    rubber: (ns: number, ew: number, nsLabel: string, ewLabel: string) =>
      `Rubber: games ${nsLabel} ${ns}, ${ewLabel} ${ew}`,
    partScores: (ns: number, ew: number, nsLabel: string, ewLabel: string) =>
      `Part-scores: ${nsLabel} ${ns}, ${ewLabel} ${ew}`,
  },

  selbu: {
    header: (round: number, rounds: number, cards: string, trump: string, dealer: string, you: string) =>
      `Selbu · round ${round}/${rounds} · ${cards} · ${trump} · dealer: ${dealer} · ${you}`,
    trumpUnknown: 'trump: not known yet',
    upcard: (card: string) => `Upcard: ${card}`,
    toAct: (seats: string) => ` · to act: ${seats}`,
    biddingSecret: 'Bidding in secret: all bids are shown when everyone has bid',
    biddingClockwise: "Bidding clockwise from the dealer's left",
    hook: (sum: number, seat: string) => `Hook rule: the bids sum to ${sum}; ${seat} must change its bid`,
    play: 'Play',
    firstDeal: 'Waiting for the first deal',
    roundOver: (round: number) => `Round ${round} is over; next deal coming`,
    matchOver: (winners: string, many: boolean) => `Match over · winner${many ? 's' : ''}: ${winners}`,
    forbidden: (bid: number) => `The dealer may not bid ${bid} (hook rule)`,
    revealed: (bids: string) => `Bids first revealed: ${bids}`,
    columns: ['seat', 'bid', 'tricks', 'total'] as readonly string[],
    hiddenBid: 'bid (hidden)',
    dealer: 'dealer',
    trick: 'Trick',
    lastTrick: 'Last trick',
    wonBy: (seat: string) => `→ ${seat}`,
    forehead: (cards: string) => `Card on the forehead: you see ${cards}; your own card is hidden`,
    noCard: 'no card',
    yourHand: (hand: string) => `Your hand: ${hand}`,
  },

  /** Bridgette and bondtolva: two players, "you" and "opponent". */
  twoHand: {
    dealer: (seat: string) => `dealer ${seat}`,
    phase: (text: string) => `Phase: ${text}`,
    lastTrick: (trick: string) => `Last trick: ${trick}`,
    currentTrick: (trick: string) => `Current trick: ${trick}`,
    yourHand: (hand: string) => `Your hand: ${hand}`,
    handOf: (seat: string, hand: string) => `Hand of ${seat}: ${hand}`,
    cardsHeld: (seat: string, cards: string) => `${seat}: ${cards}`,
    toAct: (seats: string) => `To act: ${seats}`,
    stock: (cards: string) => `stock ${cards}`,
  },

  bridgette: {
    header: (deal: number, counted: number, dealer: string, you: string) =>
      `${common.games.bridgette} — deal ${deal} (${counted} of 6 counted so far), ${dealer} (${you})`,
    score: (scores: string) => `Score: ${scores}`,
    phases: {
      dealing: 'between deals',
      exchange: 'exchange (discard down to 13: discard:C1,C2,…)',
      auction: 'auction (P, X, XX or a bid; a pass after any call ends it)',
      play: 'play',
      over: 'game over',
    } as Record<string, string>,
    upcard: (card: string, drawn: string, stock: string) => `Upcard: ${card}; drawn: ${drawn}; ${stock}`,
    toDiscard: (seats: string) => `Still to discard: ${seats}`,
    mustDiscard: (n: number) => `You must discard exactly ${n} cards.`,
    ownDiscards: (cards: string) => `Your discards (hidden from the opponent): ${cards}`,
    /** The opponent's discard as the player may know it: how many, not which. */
    discarded: (n: number) => `discards ${plural(n, 'card', 'cards')}`,
    auction: (calls: string) => `Auction: ${calls}`,
    contract: (contract: string, declarer: string, trump: string, needs: number) =>
      `Contract: ${contract} by ${declarer} (${trump}); needs ${needs} tricks`,
    trump: (suit: string) => `trump ${suit}`,
    tricks: (counts: string) => `Tricks: ${counts}`,
    leadBan: (seat: string, suit: string) => `Colon lead ban: ${seat} may not lead ${suit} to this trick`,
    colons: 'colons',
  },

  bondtolva: {
    header: (deal: number, dealer: string, you: string) =>
      `${common.games.bondtolva} — deal ${deal}, ${dealer} (${you})`,
    protocol: (scores: string) => `Protocol: ${scores} (exactly 12 wins, above drops to 7)`,
    declaration: (kind: string, suit: string, seat: string) => `${kind} ${suit} by ${seat}`,
    trump: (suit: string, declarations: string) =>
      `Trump: ${suit}${declarations ? ` — ${declarations}` : ''}`,
    phases: {
      phase1: 'phase 1 (stock left: no need to follow suit)',
      declare: 'phase 1, declaration (trumf/tjog or pass)',
      phase2: 'phase 2 (follow suit and beat, else trump)',
      deal: 'between deals',
      over: 'game over',
    } as Record<string, string>,
    seatLine: (
      seat: string,
      tricks: number,
      matadors: number,
      points: number,
      declared: number,
      cards: string,
      shows: string,
    ) =>
      `${seat}: ${tricks} tricks, ${matadors} matadors, ${points} card points, declared ${declared}; ${cards} in hand${shows}`,
    shows: (cards: string) => `, shows ${cards}`,
  },

  /** `stikk challenge`: the day's boards against strong bots, then the results beside the bot's. */
  challenge: {
    welcome: (name: string, seat: string) =>
      `Challenge ${name}: you play ${seat} against strong bots; then the bots play the same deals in your seat. Type a card or call, "help" for help.`,
    botsPlay: 'The bots now play the same deals in your seat …',
    unfinished: 'Challenge left unfinished: no result.',
    results: (name: string) => `Results — ${name}`,
    board: 'board',
    deal: 'deal',
    you: 'you',
    bot: 'the bot',
    datum: 'datum',
    matchpoints: 'MP',
    imps: 'IMPs',
    notPlayed: '—',
    boardsLine: (who: string, mp: string, top: string, percent: string, imps: string, rank: number) =>
      `${who}: ${mp} of ${top} matchpoints (${percent} %), ${imps} IMPs — rank ${rank}`,
    totalLine: (who: string, total: string, rank: number) => `${who}: ${total} points — rank ${rank}`,
    exactBids: (exact: number, rounds: number) => `made the bid exactly in ${exact} of ${rounds} rounds`,
  },

  /** The rules' refusals (src/words/refusals.ts), the terminal naming cards and calls as typed. */
  refusals,
  /** What a call shows by the bidding system (`explain 1NT`). */
  bidding,
};
