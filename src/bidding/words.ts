import type { Explanation, ExplanationPart } from './explain.js';
import type { SuitLetter } from './hand.js';
import type { Ask, Role } from './meaning.js';

/**
 * Explanations in words, for the web client and the terminal alike (no UI code here): the
 * players' bridge terms in Norwegian, Swedish, Danish, German and English.
 */
export type ExplainLanguage = 'nb' | 'sv' | 'da' | 'de' | 'en';

const SUIT: Record<SuitLetter, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

interface Words {
  points: string;
  totalPoints: string;
  atLeast: (n: number, what: string) => string;
  atMost: (n: number, what: string) => string;
  exactly: (n: number, what: string) => string;
  between: (a: number, b: number, what: string) => string;
  balanced: string;
  unbalanced: string;
  forcing: string;
  gameForcing: string;
  artificial: string;
  asks: Record<Ask, (trump?: string) => string>;
  transfer: (suit: string) => string;
  keyCards: (counts: string, trump: string) => string;
  withQueen: string;
  withoutQueen: string;
  or: string;
  nothingSpecific: string;
  noAgreement: string;
  roles: Record<Role, string>;
}

const between = (a: number, b: number, what: string) => `${a}–${b} ${what}`;

const WORDS: Record<ExplainLanguage, Words> = {
  en: {
    points: 'points',
    totalPoints: 'total points',
    atLeast: (n, w) => `${n}+ ${w}`,
    atMost: (n, w) => `at most ${n} ${w}`,
    exactly: (n, w) => `exactly ${n} ${w}`,
    between,
    balanced: 'balanced',
    unbalanced: 'unbalanced',
    forcing: 'forcing',
    gameForcing: 'game forcing',
    artificial: 'artificial',
    asks: {
      major4: () => 'asks for a four-card major',
      keyCards: (t) => `asks for key cards${t ? ` (${t} trumps)` : ''}`,
    },
    transfer: (s) => `transfer: 5+ ${s}, asks partner to bid ${s}`,
    keyCards: (c, t) => `${c} key cards (${t} trumps)`,
    withQueen: 'with the trump queen',
    withoutQueen: 'without the trump queen',
    or: 'or',
    nothingSpecific: 'nothing specific',
    noAgreement: 'no agreement',
    roles: {
      transfer: 'transfer',
      'stayman-none': 'no four-card major',
      takeout: 'takeout double',
      negative: 'negative double',
      waiting: 'waiting',
      'cuebid-raise': 'cue-bid raise',
      'to-play': 'to play',
      invite: 'invitational',
      preempt: 'preemptive',
      balancing: 'balancing',
      strength: 'strong',
      'game-raise': 'game-forcing raise',
      reverse: 'reverse',
      preference: 'preference',
    },
  },
  nb: {
    points: 'hp',
    totalPoints: 'totalpoeng',
    atLeast: (n, w) => `minst ${n} ${w}`,
    atMost: (n, w) => `høyst ${n} ${w}`,
    exactly: (n, w) => `nøyaktig ${n} ${w}`,
    between,
    balanced: 'balansert',
    unbalanced: 'ubalansert',
    forcing: 'krav',
    gameForcing: 'utgangskrav',
    artificial: 'kunstig',
    asks: {
      major4: () => 'spør etter fire i en høyfarge',
      keyCards: (t) => `spør etter nøkkelkort${t ? ` (${t} trumf)` : ''}`,
    },
    transfer: (s) => `overføring: minst 5 ${s}, ber makker melde ${s}`,
    keyCards: (c, t) => `${c} nøkkelkort (${t} trumf)`,
    withQueen: 'med trumfdamen',
    withoutQueen: 'uten trumfdamen',
    or: 'eller',
    nothingSpecific: 'ikke noe spesielt',
    noAgreement: 'ingen avtale',
    roles: {
      transfer: 'overføring',
      'stayman-none': 'ingen firekorts høyfarge',
      takeout: 'opplysningsdobling',
      negative: 'negativ dobling',
      waiting: 'ventemelding',
      'cuebid-raise': 'cuebid med støtte',
      'to-play': 'for å spille',
      invite: 'invitasjon',
      preempt: 'sperremelding',
      balancing: 'balansering',
      strength: 'sterk',
      'game-raise': 'utgangskrav med støtte',
      reverse: 'revers',
      preference: 'preferanse',
    },
  },
  sv: {
    points: 'hp',
    totalPoints: 'totalpoäng',
    atLeast: (n, w) => `minst ${n} ${w}`,
    atMost: (n, w) => `högst ${n} ${w}`,
    exactly: (n, w) => `exakt ${n} ${w}`,
    between,
    balanced: 'balanserad',
    unbalanced: 'obalanserad',
    forcing: 'rondkrav',
    gameForcing: 'utgångskrav',
    artificial: 'konventionellt',
    asks: {
      major4: () => 'frågar efter fyrkorts högfärg',
      keyCards: (t) => `frågar efter nyckelkort${t ? ` (${t} trumf)` : ''}`,
    },
    transfer: (s) => `överföring: minst 5 ${s}, ber partnern bjuda ${s}`,
    keyCards: (c, t) => `${c} nyckelkort (${t} trumf)`,
    withQueen: 'med trumfdamen',
    withoutQueen: 'utan trumfdamen',
    or: 'eller',
    nothingSpecific: 'inget särskilt',
    noAgreement: 'ingen överenskommelse',
    roles: {
      transfer: 'överföring',
      'stayman-none': 'ingen fyrkorts högfärg',
      takeout: 'upplysningsdubbelt',
      negative: 'negativt dubbelt',
      waiting: 'avvaktande',
      'cuebid-raise': 'överbud med stöd',
      'to-play': 'avslut',
      invite: 'inviterande',
      preempt: 'spärrbud',
      balancing: 'balansering',
      strength: 'stark',
      'game-raise': 'utgångskrävande höjning',
      reverse: 'revers',
      preference: 'preferens',
    },
  },
  da: {
    points: 'hp',
    totalPoints: 'totalpoint',
    atLeast: (n, w) => `mindst ${n} ${w}`,
    atMost: (n, w) => `højst ${n} ${w}`,
    exactly: (n, w) => `præcis ${n} ${w}`,
    between,
    balanced: 'balanceret',
    unbalanced: 'ubalanceret',
    forcing: 'krav',
    gameForcing: 'udgangskrav',
    artificial: 'kunstig',
    asks: {
      major4: () => 'spørger efter fire i en major',
      keyCards: (t) => `spørger efter nøglekort${t ? ` (${t} trumf)` : ''}`,
    },
    transfer: (s) => `overføring: mindst 5 ${s}, beder makker melde ${s}`,
    keyCards: (c, t) => `${c} nøglekort (${t} trumf)`,
    withQueen: 'med trumfdamen',
    withoutQueen: 'uden trumfdamen',
    or: 'eller',
    nothingSpecific: 'intet særligt',
    noAgreement: 'ingen aftale',
    roles: {
      transfer: 'overføring',
      'stayman-none': 'ingen firekorts major',
      takeout: 'oplysningsdobling',
      negative: 'negativ dobling',
      waiting: 'ventemelding',
      'cuebid-raise': 'cuebid med støtte',
      'to-play': 'afslutning',
      invite: 'inviterende',
      preempt: 'spærremelding',
      balancing: 'genåbning',
      strength: 'stærk',
      'game-raise': 'udgangskrav med støtte',
      reverse: 'revers',
      preference: 'præference',
    },
  },
  de: {
    points: 'Punkte',
    totalPoints: 'Gesamtpunkte',
    atLeast: (n, w) => `mind. ${n} ${w}`,
    atMost: (n, w) => `höchstens ${n} ${w}`,
    exactly: (n, w) => `genau ${n} ${w}`,
    between,
    balanced: 'ausgeglichen',
    unbalanced: 'unausgeglichen',
    forcing: 'forcierend',
    gameForcing: 'partieforcierend',
    artificial: 'künstlich',
    asks: {
      major4: () => 'fragt nach einer 4er-Oberfarbe',
      keyCards: (t) => `fragt nach Schlüsselkarten${t ? ` (${t} Trumpf)` : ''}`,
    },
    transfer: (s) => `Transfer: mind. 5 ${s}, Partner soll ${s} bieten`,
    keyCards: (c, t) => `${c} Schlüsselkarten (${t} Trumpf)`,
    withQueen: 'mit der Trumpfdame',
    withoutQueen: 'ohne die Trumpfdame',
    or: 'oder',
    nothingSpecific: 'nichts Bestimmtes',
    noAgreement: 'keine Absprache',
    roles: {
      transfer: 'Transfer',
      'stayman-none': 'keine 4er-Oberfarbe',
      takeout: 'Informationskontra',
      negative: 'negatives Kontra',
      waiting: 'Warteansage',
      'cuebid-raise': 'Cuebid mit Anschluss',
      'to-play': 'zum Spielen',
      invite: 'einladend',
      preempt: 'Sperransage',
      balancing: 'Wiederbelebung',
      strength: 'stark',
      'game-raise': 'partieforcierende Hebung',
      reverse: 'Revers',
      preference: 'Präferenz',
    },
  },
};

function amount(w: Words, min: number | undefined, max: number | undefined, what: string): string {
  if (min !== undefined && max !== undefined)
    return min === max ? w.exactly(min, what) : w.between(min, max, what);
  if (min !== undefined) return w.atLeast(min, what);
  return w.atMost(max ?? 0, what);
}

/** One part in words. */
export function partText(p: ExplanationPart, lang: ExplainLanguage): string {
  const w = WORDS[lang];
  switch (p.kind) {
    case 'points':
      return amount(w, p.min, p.max, w.points);
    case 'totalPoints':
      return amount(w, p.min, p.max, w.totalPoints);
    case 'length':
      return amount(w, p.min, p.max, SUIT[p.suit]);
    case 'balanced':
      return w.balanced;
    case 'unbalanced':
      return w.unbalanced;
    case 'forcing':
      return p.to === 'game' ? w.gameForcing : w.forcing;
    case 'artificial':
      return w.artificial;
    case 'asks':
      return w.asks[p.what](p.trump && SUIT[p.trump]);
    case 'transfer':
      return w.transfer(SUIT[p.suit]);
    case 'role':
      return w.roles[p.role];
    case 'keyCards': {
      const counts = p.counts.join(` ${w.or} `);
      const queen = p.trumpQueen === undefined ? '' : `, ${p.trumpQueen ? w.withQueen : w.withoutQueen}`;
      return `${w.keyCards(counts, SUIT[p.trump])}${queen}`;
    }
    case 'either':
      return p.options
        .map((o) => `(${o.map((x) => partText(x, lang)).join(', ') || w.nothingSpecific})`)
        .join(` ${w.or} `);
    case 'nothingSpecific':
      return w.nothingSpecific;
    case 'noAgreement':
      return w.noAgreement;
  }
}

/** An explanation's parts in words, joined: "15–17 points, balanced". */
export const explanationText = (e: Explanation, lang: ExplainLanguage): string =>
  e.parts.map((p) => partText(p, lang)).join(', ');
