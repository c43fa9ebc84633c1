import { type Card, isColon, rankOf, suitOf } from '../../cards/card.js';
import { colonOfGroup, inColonGroup } from '../../games/bridgette/cards.js';
import { colonTrickWinner } from '../../games/bridgette/play.js';
import type { BridgetteKnowledge } from './knowledge.js';

/** Card play of the basic bot: cash winners, draw trumps, steal with colons, win cheaply, lose cheaply. */

/** Unseen cards above `c` in its suit, cached per knowledge object (one decision). */
const higherCache = new WeakMap<BridgetteKnowledge, Map<Card, number>>();
function higherUnseen(k: BridgetteKnowledge, c: Card): number {
  let m = higherCache.get(k);
  if (!m) {
    m = new Map();
    higherCache.set(k, m);
  }
  let n = m.get(c);
  if (n === undefined) {
    n = k.unseen.filter((u) => !isColon(u) && suitOf(u) === suitOf(c) && rankOf(u) > rankOf(c)).length;
    m.set(c, n);
  }
  return n;
}

const unseenIn = (k: BridgetteKnowledge, suit: number): number =>
  k.unseen.filter((u) => !isColon(u) && suitOf(u) === suit).length;

const isMaster = (k: BridgetteKnowledge, c: Card): boolean => !isColon(c) && higherUnseen(k, c) === 0;
const isTrump = (k: BridgetteKnowledge, c: Card): boolean =>
  !isColon(c) && k.trump !== null && suitOf(c) === k.trump;

/** How much a card is worth keeping: trumps, then winners, then rank. */
function keepValue(k: BridgetteKnowledge, c: Card): number {
  if (isColon(c)) return 5;
  return rankOf(c) + (isTrump(k, c) ? 30 : 0) + (isMaster(k, c) ? 15 : 0);
}

const cheapest = (k: BridgetteKnowledge, cards: readonly Card[]): Card =>
  cards.reduce((a, b) => (keepValue(k, b) < keepValue(k, a) ? b : a));

/** Chance that the opponent holds none of `beaters` unseen cards (hypergeometric). */
function noneHeld(unseen: number, beaters: number, held: number): number {
  let p = 1;
  for (let i = 0; i < held; i++) {
    if (unseen - i <= 0) break;
    p *= Math.max(0, unseen - beaters - i) / (unseen - i);
  }
  return p;
}

/** Chance that a colon led now wins: the opponent has no card of its group and no trump. */
export function colonStealChance(k: BridgetteKnowledge, colon: Card): number {
  const beaters = k.unseen.filter(
    (u) => !isColon(u) && (inColonGroup(colon, u) || (k.trump !== null && suitOf(u) === k.trump)),
  ).length;
  return noneHeld(k.unseen.length, beaters, k.oppCount);
}

function chooseLead(k: BridgetteKnowledge, legal: readonly Card[]): Card {
  const suitCards = legal.filter((c) => !isColon(c));
  const trump = k.trump;
  const oppMayTrump = trump !== null && !k.oppVoid[trump] && unseenIn(k, trump) > 0;
  const count = (s: number) => suitCards.filter((c) => suitOf(c) === s).length;
  // Declarer draws trumps with a master trump while the opponent may still hold some.
  if (trump !== null && k.declarer === k.seat && oppMayTrump) {
    const master = suitCards.find((c) => isTrump(k, c) && isMaster(k, c));
    if (master !== undefined) return master;
  }
  // Cash a master side card the opponent cannot ruff (longest suit first).
  const cashable = suitCards
    .filter((c) => isMaster(k, c) && !isTrump(k, c))
    .filter((c) => !oppMayTrump || !k.oppVoid[suitOf(c)]);
  if (cashable.length) return cashable.reduce((a, b) => (count(suitOf(b)) > count(suitOf(a)) ? b : a));
  // Steal a trick with a colon the opponent probably cannot beat.
  const colons = legal.filter(isColon);
  const steal = colons.find((c) => colonStealChance(k, c) >= 0.5);
  if (steal !== undefined) return steal;
  if (suitCards.length === 0) return legal[0];
  // Otherwise lead low from the longest suit (defenders keep their trumps), avoiding a suit
  // the opponent will ruff.
  const candidates = suitCards.filter(
    (c) =>
      (k.declarer === k.seat || !isTrump(k, c)) && !(oppMayTrump && k.oppVoid[suitOf(c)] && !isTrump(k, c)),
  );
  const pool = candidates.length ? candidates : suitCards;
  const suit = pool.reduce((a, b) => (count(suitOf(b)) > count(suitOf(a)) ? b : a));
  const low = pool.filter((c) => suitOf(c) === suitOf(suit));
  // With only honours that may still lose, a colon is the cheaper exit.
  const lowest = cheapest(k, low);
  if (colons.length && rankOf(lowest) >= 11 && !isMaster(k, lowest)) return cheapest(k, colons);
  return lowest;
}

function chooseFollow(k: BridgetteKnowledge, legal: readonly Card[], lead: Card): Card {
  const winners = legal.filter((c) => colonTrickWinner(lead, c, k.trump) === 1);
  if (winners.length) return cheapest(k, winners);
  const losers = legal.filter((c) => !isColon(c));
  const colons = legal.filter(isColon);
  if (colons.length === 0) return cheapest(k, losers);
  if (losers.length === 0) return colons[0];
  // Beside suit cards, several colons are offered only on a led colon (colonOnColon: allowed):
  // the one to give up is the least likely to steal a trick later.
  const colon = colons.reduce((a, b) => (colonStealChance(k, b) < colonStealChance(k, a) ? b : a));
  // A colon saves a real card (and on a suit lead stops the leader from running the suit);
  // keep it instead only when it is a likely steal later and the card given up is worthless.
  const giveUp = cheapest(k, losers);
  const worthless = !isTrump(k, giveUp) && !isMaster(k, giveUp) && rankOf(giveUp) <= 9;
  const running = !isColon(lead) && (isMaster(k, lead) || rankOf(lead) >= 12);
  const matching = isColon(lead) || colon === colonOfGroup(lead);
  if (worthless && !running && matching && colonStealChance(k, colon) >= 0.35) return giveUp;
  return colon;
}

export function chooseCard(k: BridgetteKnowledge, legal: readonly Card[]): Card {
  return k.lead === undefined ? chooseLead(k, legal) : chooseFollow(k, legal, k.lead);
}
