import { parseCall, type StrainIndex } from '../../cards/call.js';
import type { Meaning } from '../meaning.js';
import type { Rule, Situation } from '../rule.js';
import { atLeast, atMost, L, len, suitIndex } from './build.js';

/**
 * Key-card Blackwood (1430: 5♣ one or four, 5♦ zero or three, 5♥ two without the trump
 * queen, 5♠ two with it) and the game bids that follow from what partner has shown. These
 * rules read the partnership's bounds, so they apply in any auction the pattern rules leave.
 */

const partnerOf = (seat: number) => (seat + 2) % 4;

/** The last call of a seat, with its meaning and the calls after it. */
function lastCallOf(
  s: Situation,
  seat: number,
): { call: string; meaning: Meaning | null; index: number } | null {
  for (let i = s.calls.length - 1; i >= 0; i--)
    if (s.calls[i][0] === seat) return { call: s.calls[i][1], meaning: s.meanings[i], index: i };
  return null;
}

/** A suit both partners hold at least 8 of, as far as partner's calls show: the suits partner showed 3+ in. */
function fitCandidates(s: Situation): StrainIndex[] {
  return ([3, 2, 1, 0] as StrainIndex[]).filter((t) => s.partner.len[suitIndex(t)].min >= 3);
}

const ourSuitsBid = (s: Situation): StrainIndex[] => {
  const out: StrainIndex[] = [];
  for (const [seat, text] of s.calls) {
    const c = parseCall(text);
    if (seat % 2 === s.seat % 2 && c.ok && c.value.kind === 'bid' && c.value.strain < 4)
      out.push(c.value.strain);
  }
  return out;
};

/** The suit to agree for slam: the longest that partner showed and our side bid. */
function agreedSuit(s: Situation): StrainIndex | null {
  const bid = ourSuitsBid(s);
  const fits = fitCandidates(s).filter((t) => bid.includes(t));
  if (!fits.length) return null;
  return fits.sort((x, y) => s.partner.len[suitIndex(y)].min - s.partner.len[suitIndex(x)].min)[0];
}

const KEY_CARD_ANSWERS: Array<[string, number[], boolean | undefined]> = [
  ['5C', [1, 4], undefined],
  ['5D', [0, 3, 5], undefined],
  ['5H', [2], false],
  ['5S', [2], true],
];

/** The asker's reading of an answer: the lower count unless that makes the ask absurd. */
const partnerCount = (counts: number[], mine: number): number => {
  const low = Math.min(...counts);
  const high = Math.max(...counts.filter((c) => c + mine <= 5), low);
  return mine + low < 3 && high !== low ? high : low;
};

const BLACKWOOD: Rule[] = [
  {
    id: 'slam.ask',
    games: ['bridge'],
    call: '4NT',
    when: (s, b) => {
      if (s.lastBid && s.lastBid.level >= 5) return null;
      const mine = lastCallOf(s, s.seat);
      const theirs = lastCallOf(s, partnerOf(s.seat));
      if (mine?.meaning?.asks === 'keyCards' || theirs?.meaning?.asks === 'keyCards') return null;
      const t = agreedSuit(s);
      return t === null ? null : { ...b, t };
    },
    shows: (b, s) => {
      const t = b.t;
      const need = 8 - s.partner.len[suitIndex(t)].min;
      return {
        hcp: atLeast(33 - s.partner.hcp.min),
        len: len([t, atLeast(need)]),
        asks: 'keyCards',
        trump: L(t),
        artificial: true,
        forcing: 'one-round',
      };
    },
  },
  ...KEY_CARD_ANSWERS.map(
    ([call, counts, trumpQueen]): Rule => ({
      id: `slam.answer.${call}`,
      games: ['bridge'],
      call,
      when: (s, b) => {
        const ask = lastCallOf(s, partnerOf(s.seat));
        const rho = s.calls[s.calls.length - 1];
        if (ask?.call !== '4NT' || ask.meaning?.asks !== 'keyCards' || !ask.meaning.trump) return null;
        if (ask.index !== s.calls.length - 2 || rho[1] !== 'P') return null;
        return { ...b, t: (3 - ['S', 'H', 'D', 'C'].indexOf(ask.meaning.trump)) as StrainIndex };
      },
      shows: (b) => ({
        keyCards: { trump: L(b.t), counts, ...(trumpQueen !== undefined && { trumpQueen }) },
        artificial: true,
      }),
    }),
  ),
  // The asker places the contract: a small slam missing at most one key card, else five of the suit.
  ...(['slam', 'signoff'] as const).map(
    (kind): Rule => ({
      id: `slam.place.${kind}`,
      games: ['bridge'],
      call: kind === 'slam' ? '6t' : '5t',
      when: (s, b) => {
        const mine = lastCallOf(s, s.seat);
        const answer = lastCallOf(s, partnerOf(s.seat));
        if (mine?.meaning?.asks !== 'keyCards' || !answer?.meaning?.keyCards) return null;
        if (answer.index !== s.calls.length - 2) return null;
        return { ...b, t: (3 - ['S', 'H', 'D', 'C'].indexOf(answer.meaning.keyCards.trump)) as StrainIndex };
      },
      shows: (b, s) => {
        const answer = lastCallOf(s, partnerOf(s.seat))!.meaning!.keyCards!;
        const counts = [0, 1, 2, 3, 4, 5].filter(
          (mine) => partnerCount(answer.counts, mine) + mine >= 4 === (kind === 'slam'),
        );
        return { keyCards: { trump: L(b.t), counts }, role: 'to-play' };
      },
    }),
  ),
  {
    id: 'slam.signoff.pass',
    games: ['bridge'],
    call: 'P',
    when: (s, b) => {
      const mine = lastCallOf(s, s.seat);
      const answer = lastCallOf(s, partnerOf(s.seat));
      if (!mine?.meaning?.asks || !answer?.meaning?.keyCards || answer.index !== s.calls.length - 2)
        return null;
      return b;
    },
    // The answer already is five of the trump suit: too many key cards missing to go on.
    shows: { role: 'to-play' },
  },
  {
    id: 'slam.answered.pass',
    games: ['bridge'],
    call: 'P',
    when: (s, b) => (lastCallOf(s, s.seat)?.meaning?.keyCards ? b : null),
    shows: {},
  },
];

/** Bridge: game when partner's shown points and ours reach 25, in a major fit if there is one. */
const GAMES: Rule[] = [
  {
    id: 'game.major',
    games: ['bridge'],
    call: '4M',
    when: (s, b) => (s.lastBid && s.lastBid.level >= 4 ? null : b),
    shows: (b, s) => {
      const pmin = s.partner.len[suitIndex(b.M)].min;
      if (pmin < 2 || s.partner.hcp.min < 6) return null;
      return { hcp: atLeast(25 - s.partner.hcp.min), len: len([b.M, atLeast(8 - pmin)]), role: 'to-play' };
    },
  },
  {
    id: 'game.3NT',
    games: ['bridge'],
    call: '3NT',
    when: (s, b) =>
      s.partner.hcp.min >= 6 &&
      (!s.lastBid || s.lastBid.level < 3 || (s.lastBid.level === 3 && s.lastBid.strain < 4))
        ? b
        : null,
    shows: (_b, s) => {
      const noFit: Meaning['len'] = {};
      for (const M of [3, 2] as StrainIndex[]) {
        const pmin = s.partner.len[suitIndex(M)].min;
        if (pmin >= 3) Object.assign(noFit, len([M, atMost(7 - pmin)]));
      }
      return { hcp: atLeast(25 - s.partner.hcp.min), len: noFit, role: 'to-play' };
    },
  },
];

export const SLAM_RULES = BLACKWOOD;
export const GAME_RULES = GAMES;
