import type { RefusalTexts } from '../refusals.js';

/** The rules' refusals in Swedish: one sentence per engine code, for the web client and the terminal. */
export const refusals: RefusalTexts = {
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
};
