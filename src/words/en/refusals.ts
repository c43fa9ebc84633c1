import type { RefusalTexts } from '../refusals.js';

/** The rules' refusals in English: one sentence per engine code, for the web client and the terminal. */
export const refusals: RefusalTexts = {
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
};
