/** Calls, contracts and trump in the players' own words (glossary) for display and screen readers. */
import { cardText, isCardCode, SUIT_SYMBOL, type Suit } from '../cards/notation.js';
import type { Messages } from '../i18n/index.js';

const BID_RE = /^([0-7])(C|D|H|S|NT)(X{0,2})$/;

/** `1NT` → `1 NT`/`1 gr`, `4H` → `4♥`, `P` → `Pass`; `X`, `XX` stay as players write them. */
export function callText(call: string, t: Messages): string {
  if (call === 'P') return t.auction.pass;
  if (call === 'X' || call === 'XX') return call;
  const m = BID_RE.exec(call);
  if (!m) return call;
  const strain = m[2] === 'NT' ? ` ${t.auction.strains.NT}` : SUIT_SYMBOL[m[2] as Suit];
  return `${m[1]}${strain}${m[3] ? ` ${m[3]}` : ''}`;
}

/**
 * Words for screen readers: "4 hearts", "X (double)". The visible text stays part of the name
 * (speech input users say what they see).
 */
export function callLabel(call: string, t: Messages): string {
  if (call === 'P') return t.auction.pass;
  if (call === 'X') return `X (${t.auction.double})`;
  if (call === 'XX') return `XX (${t.auction.redouble})`;
  const m = BID_RE.exec(call);
  if (!m) return call;
  const doubled = m[3] === 'X' ? `, ${t.auction.double}` : m[3] === 'XX' ? `, ${t.auction.redouble}` : '';
  const strain =
    m[2] === 'NT' ? `${t.auction.strains.NT} (${t.auction.strainNames.NT})` : t.auction.strainNames[m[2]];
  return `${t.auction.bidLabel(Number(m[1]), strain)}${doubled}`;
}

/** The contract with its declarer: `4♠ X by South`. */
export function contractLine(contract: string, declarer: string | null, t: Messages): string {
  return declarer ? `${callText(contract, t)} ${t.table.by} ${declarer}` : callText(contract, t);
}

/** Trump as a symbol and word: `♥ hearts`, or the no-trump word. */
export function trumpText(trump: string | null, t: Messages): string | null {
  if (trump === null) return null;
  if (trump === 'NT') return t.table.noTrumpSuit;
  const suit = trump as Suit;
  return SUIT_SYMBOL[suit] ? `${SUIT_SYMBOL[suit]} ${t.cards.suits[suit]}` : trump;
}

/**
 * Who sat in `seat` in deal `d`: `names` are by score key, so where the deal says who sat
 * where (bondebridge's `seating`: names are then by person) the seat goes through it.
 */
export function nameAtSeat(
  d: { readonly [field: string]: unknown },
  seat: number,
  names: readonly string[],
): string {
  const person = Array.isArray(d.seating) ? Number(d.seating[seat]) : seat;
  return names[person] ?? String(seat);
}

/** Side keys (`NS`, `EW`) or seat keys (`"0"`) of a score, as people read them. */
export function scoreKeyName(key: string, names: readonly string[], t: Messages): string {
  if (key === 'NS') return `${t.seat.compassShort[0]}–${t.seat.compassShort[2]}`;
  if (key === 'EW') return `${t.seat.compassShort[1]}–${t.seat.compassShort[3]}`;
  const n = Number(key);
  return names[n] ?? key;
}

/** Any action as players write it: `♠A` (`♠E` in Norwegian), `1 NT`, `Pass`, `discard: ♠A ♥2`, `trumf ♠`. */
export function actionText(action: string, t: Messages): string {
  if (isCardCode(action)) return cardText(action, t);
  if (action.startsWith('discard:'))
    return `${action.slice(0, 7)}: ${action
      .slice(8)
      .split(',')
      .map((c) => cardText(c, t))
      .join(' ')}`;
  const declared = /^(trumf|tjog):([SHDC])$/.exec(action);
  if (declared) return `${declared[1]} ${SUIT_SYMBOL[declared[2] as Suit]}`;
  const claim = /^claim:(\d+)$/.exec(action);
  if (claim) return t.claim.claimAction(Number(claim[1]));
  if (action === 'accept') return t.claim.accept;
  if (action === 'reject') return t.claim.reject;
  return callText(action, t);
}
