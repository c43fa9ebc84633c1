import type { KeeperErrorCode, KeeperParams } from '../../scorekeeper/errors.js';
import { csv } from './csv.js';

/** The score keeper's refusals: one sentence per error code, with the player names at hand. */
type KeeperErrorTexts = Record<KeeperErrorCode, (p: KeeperParams, name: (seat: number) => string) => string>;

/** The score keeper's words (the web client's, src/words/<lang>/web.ts has the rest). */
export const keeperWords = {
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
    csv,
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
};
