import type { RefusalTexts } from '../refusals.js';

/** The rules' refusals in German: one sentence per engine code, for the web client and the terminal. */
export const refusals: RefusalTexts = {
  'not-your-turn': (p, w) =>
    p.toAct.length
      ? `Du bist nicht an der Reihe, sondern ${w.seats(p.toAct)}.`
      : 'Du bist nicht an der Reihe.',
  'match-over': () => 'Das Match ist vorbei.',
  'no-deal': () => 'Das nächste Spiel ist noch nicht gegeben.',
  'deal-over': () => 'Dieses Spiel ist vorbei.',
  'no-deck': (p) => `Das Spielprotokoll hat kein Kartenspiel für Spiel ${p.deal}.`,
  'no-such-seat': () => 'Diesen Platz gibt es an diesem Tisch nicht.',
  'unknown-action': (p) => {
    switch (p.expected) {
      case 'call':
        return p.action?.trim().toUpperCase() === 'PASS'
          ? 'Passe wird als P geschrieben.'
          : `„${p.action}“ ist kein Gebot.`;
      case 'card':
        return `„${p.item ?? p.action}“ ist keine Karte.`;
      case 'bid-or-card':
        return `„${p.action}“ ist weder eine Ansage (0 bis ${p.maxBid}) noch eine Karte.`;
      case 'declaration-suit':
        return `Nach „${p.kind}:“ folgt eine Farbe: S, H, D oder C.`;
      case 'card-or-declaration':
        return `„${p.action}“ ist weder eine Karte noch Trumpf, Tjog oder Passe.`;
    }
  },
  'not-canonical': (p) => `Schreibe es als ${p.canonical}.`,
  'unlisted-action': () => 'Die Regeln verstehen das, aber es entspricht keinem der erlaubten Züge.',
  'wrong-phase': (p) =>
    p.phase === 'exchange'
      ? `Der Austausch läuft: wirf zuerst ${p.discard} Karten ab.`
      : p.phase === 'auction'
        ? 'Das Reizen läuft: gib ein Gebot ab.'
        : 'Das Spiel läuft: spiele eine Karte.',
  'hidden-card': () => 'Diese Karte kannst du nicht sehen: spiele deine verdeckte Karte.',
  'card-not-held': (p, w) => `Du hast ${w.card(p.card)} nicht auf der Hand.`,
  'card-twice': (p, w) => `${w.card(p.card)} ist zweimal genannt.`,
  'must-follow-suit': (p, w) => `Du musst Farbe bedienen (${w.suit(p.suit)}).`,
  'must-head': (p, w) => `Du musst ${w.card(p.led)} überstechen, wenn du kannst.`,
  'must-trump': (p, w) => `Du hast kein ${w.suit(p.led)}: du musst trumpfen (${w.suit(p.trump)}).`,
  'auction-over': () => 'Das Reizen ist vorbei.',
  'no-doubling': () => 'An diesem Tisch wird ohne Kontra und Rekontra gespielt.',
  'double-own-side': () => 'Nur das letzte Gebot der Gegner kann kontriert werden.',
  'already-doubled': () => 'Das letzte Gebot ist schon kontriert.',
  'redouble-not-allowed': (p) =>
    p.reason === 'no-double'
      ? 'Nur ein Kontra der Gegner kann rekontriert werden.'
      : 'Nur ein Kontra auf das Gebot deiner eigenen Seite kann rekontriert werden.',
  'bad-level': (p, w) => `${w.call(p.action ?? '')} ist in diesem Spiel kein Gebot.`,
  'bid-too-low': (p, w) => `Ein Gebot muss höher sein als das letzte Gebot, ${w.call(p.last)}.`,
  'bid-restricted': (p, w) => {
    switch (p.rule) {
      case 'no-trump-only':
        return 'An diesem Tisch wird nur Sans Atout geboten.';
      case 'suit-length':
        return `Um ${w.suit(p.suit)} zu bieten, musst du mindestens ${p.need} davon halten.`;
      case 'no-trump-void':
        return `Um Sans Atout zu bieten, brauchst du eine Karte jeder Farbe, und du hast Chicane in ${w.suit(p.void)}.`;
      case 'jump-suit-length':
        return `Ein Sprunggebot (das niedrigste ist ${w.call(p.lowest)}) braucht mindestens ${p.need} ${w.suit(p.suit)}; du hältst ${p.held}.`;
      case 'jump-no-trump':
        return `Ein Sprunggebot in Sans Atout (das niedrigste ist ${w.call(p.lowest)}) braucht mindestens ${p.need} Karten in einer Farbe.`;
    }
  },
  'bid-out-of-range': (p) => `Eine Ansage ist eine Zahl von 0 bis ${p.size}.`,
  'already-bid': () => 'Du hast schon angesagt; eine Ansage ändert sich nur durch die Hakenregel.',
  'bidding-over': () => 'Die Ansagen sind gemacht: spiele eine Karte.',
  'bidding-not-over': () => 'Die Ansagen sind noch nicht fertig: sage zuerst an.',
  'hook-wrong-seat': (p, w) =>
    `Die Ansagen ergeben zusammen ${p.size}, so viele wie Karten: nur ${w.seat(p.changer)}, links vom Geber, darf die Ansage ändern (Hakenregel).`,
  hook: (p) =>
    p.reason === 'same-bid'
      ? `Die Ansagen ergeben zusammen ${p.size}, so viele wie Karten: ändere deine Ansage auf eine andere Zahl (Hakenregel).`
      : `Du darfst nicht ${p.bid} ansagen: die Ansagen ergäben zusammen ${p.size}, so viele wie Karten (Hakenregel).`,
  'already-discarded': () => 'Du hast schon abgeworfen.',
  'wrong-discard-count': (p) => `Wirf genau ${p.need} Karten ab: du behältst ${p.keep}.`,
  'colon-lead-ban': (p, w) =>
    `Du darfst zu diesem Stich nicht ${w.suit(p.suit)} ausspielen: auf dein ${w.suit(p.suit)}-Ausspiel wurde ein Colon gespielt.`,
  'colon-on-colon': (p, w) =>
    `Auf ein Colon-Ausspiel (${w.card(p.lead)}) darf kein Colon gespielt werden, solange du eine Farbkarte hast.`,
  'colon-wrong-group': (p, w) =>
    `${w.card(p.card)} darf nicht auf ${w.card(p.lead)} folgen: ein Colon folgt nur einer Karte seiner eigenen Gruppe (hier ${w.card(p.leadColon)}).`,
  'declaration-phase': () => 'In der zweiten Phase wird nicht gemeldet.',
  'declaration-not-winner': () => 'Nur wer den eben gespielten Stich gewonnen hat, darf melden.',
  'declaration-no-pair': () => 'Eine Meldung braucht König und Dame dieser Farbe auf der Hand.',
  'declaration-used': (p, w) =>
    p.reason === 'both-made'
      ? 'Trumpf und Tjog sind in diesem Spiel beide gemeldet.'
      : `Trumpf ist schon gemeldet (${w.suit(p.trump)}): ein späteres Paar ist ein Tjog.`,
  'declaration-kind': (p, w) =>
    p.reason === 'trumf-first'
      ? 'Die erste Meldung eines Spiels ist ein Trumpf.'
      : `Der Tjog muss in einer anderen Farbe sein als der Trumpf (${w.suit(p.suit)}).`,
  'declaration-timing': () => 'Gemeldet wird gleich nach einem gewonnenen Stich, vor dem Nachziehen.',
  'declaration-pending': () => 'Melde zuerst ein König-Dame-Paar oder passe.',
  'nothing-to-pass': () => 'Es gibt keine Meldung, auf die du verzichten könntest.',
  'claim-not-declarer': () => 'Nur der Alleinspieler darf claimen, wenn er oder der Dummy am Zug ist.',
  'claim-range': (p) => `Ein Claim ist eine Zahl der restlichen Stiche, 0 bis ${p.remaining}.`,
  'claim-again': () => 'In diesem Stich wurde ein Claim abgelehnt: claime wieder ab dem nächsten Stich.',
  'claim-open': (p, w) =>
    `${w.seat(p.claimer)} claimt ${p.tricks} der restlichen Stiche: erst annehmen oder ablehnen.`,
  'no-claim': () => 'Es gibt keinen Claim zu beantworten.',
};
