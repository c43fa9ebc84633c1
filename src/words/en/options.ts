import type { OptionErrorTexts } from '../types.js';

/** A game's options and why a set of them cannot be played (part of the web client's words). */
export const optionWords = {
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
    'selbu.trump.draw': 'turn up a card: jack or higher, no trump',
    'selbu.trump.draw-suit': 'turn up a card: its suit is trump',
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
};
