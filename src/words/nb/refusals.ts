import type { RefusalTexts } from '../refusals.js';

/** The rules' refusals in Norwegian (bokmål): one sentence per engine code, for the web client and the terminal. */
export const refusals: RefusalTexts = {
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
  'claim-not-declarer': () => 'Bare spillefører kan claime, når det er spilleførers eller blindemannens tur.',
  'claim-range': (p) => `Et claim er et antall av de gjenstående stikkene, 0 til ${p.remaining}.`,
  'claim-again': () => 'Et claim ble avvist i dette stikket: claim igjen fra neste stikk.',
  'claim-open': (p, w) =>
    `${w.seat(p.claimer)} claimer ${p.tricks} av de gjenstående stikkene: godta eller avvis først.`,
  'no-claim': () => 'Det er ikke noe claim å svare på.',
};
