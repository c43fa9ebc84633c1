import type { RefusalTexts } from '../refusals.js';

/** The rules' refusals in Danish: one sentence per engine code, for the web client and the terminal. */
export const refusals: RefusalTexts = {
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
  'claim-not-declarer': () => 'Kun spilføreren kan claime, når det er spilførerens eller blindemandens tur.',
  'claim-range': (p) => `Et claim er et antal af de resterende stik, 0 til ${p.remaining}.`,
  'claim-again': () => 'Et claim blev afvist i dette stik: claim igen fra næste stik.',
  'claim-open': (p, w) =>
    `${w.seat(p.claimer)} claimer ${p.tricks} af de resterende stik: acceptér eller afvis først.`,
  'no-claim': () => 'Der er intet claim at svare på.',
};
