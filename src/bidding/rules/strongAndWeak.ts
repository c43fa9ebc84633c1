import type { Rule } from '../rule.js';
import { atLeast, atMost, hcp, isMajor, len } from './build.js';

/** Responses to the strong 2♣, to weak twos and to preempts; opener's rebid after 2♣–2♦. */

export const STRONG_AND_WEAK_RULES: Rule[] = [
  {
    id: 'strong2C.positive',
    auction: '2C P',
    call: '=a',
    // 2♦ is the waiting answer: diamonds show at the three level.
    shows: (b) => (b.a === 1 ? null : { hcp: atLeast(8), len: len([b.a, atLeast(5)]), forcing: 'game' }),
  },
  {
    id: 'strong2C.positiveD',
    auction: '2C P',
    call: '3D',
    shows: { hcp: atLeast(8), len: { D: atLeast(5) }, forcing: 'game' },
  },
  {
    id: 'strong2C.2NT',
    auction: '2C P',
    call: '2NT',
    shows: { hcp: atLeast(8), balanced: true, forcing: 'game' },
  },
  {
    id: 'strong2C.waiting',
    auction: '2C P',
    call: '2D',
    shows: { artificial: true, role: 'waiting', forcing: 'one-round' },
  },
  {
    id: 'strong2C.rebid.2NT',
    auction: '2C P 2D P',
    call: '2NT',
    shows: { hcp: hcp(22, 24), balanced: true },
  },
  {
    id: 'strong2C.rebid.3NT',
    auction: '2C P 2D P',
    call: '3NT',
    shows: { hcp: hcp(25, 27), balanced: true },
  },
  {
    id: 'strong2C.rebid.suit',
    auction: '2C P 2D P',
    call: '=a',
    shows: (b) => ({ len: len([b.a, atLeast(5)]), forcing: 'game' }),
    prefer: (f, b) => f.lengths[3 - b.a] === Math.max(...f.lengths),
  },
  {
    id: 'strong2C.rebid.any',
    auction: '2C P 2D P',
    call: '=a',
    shows: (b) => ({ len: len([b.a, atLeast(4)]), forcing: 'game' }),
    prefer: (f, b) => f.lengths[3 - b.a] === Math.max(...f.lengths),
  },
  // After opener's suit: raise with three, else notrump (game forcing either way).
  {
    id: 'strong2C.raise',
    auction: '2C P 2D P 2a P',
    call: '3a',
    shows: (b) => ({ len: len([b.a, atLeast(3)]) }),
  },
  {
    id: 'strong2C.noFit',
    auction: '2C P 2D P 2a P',
    call: '2NT',
    shows: (b) => ({ len: len([b.a, atMost(2)]) }),
  },
  {
    id: 'strong2C.noFit3',
    auction: '2C P 2D P 3a P',
    call: '3NT',
    shows: (b) => ({ len: len([b.a, atMost(2)]) }),
  },
  // Weak twos and preempts: game with support and a strong hand, a preemptive raise, notrump, or pass.
  {
    id: 'weak.game',
    auction: '2M P',
    call: '4M',
    games: ['bridge'],
    shows: (b) => ({ hcp: atLeast(16), len: len([b.M, atLeast(3)]), role: 'to-play' }),
  },
  {
    id: 'weak.3NT',
    auction: '2a P',
    call: '3NT',
    games: ['bridge'],
    shows: (b) => ({ hcp: atLeast(16), len: len([b.a, atMost(isMajor(b.a) ? 2 : 13)]) }),
  },
  {
    id: 'weak.raise',
    auction: '2a P',
    call: '3a',
    shows: (b) => ({ hcp: atMost(15), len: len([b.a, atLeast(3)]), role: 'preempt' }),
  },
  {
    id: 'weak.pass',
    auction: '2a P',
    games: ['bridge'],
    call: 'P',
    shows: (b) => ({ oneOf: [{ hcp: atMost(15) }, { len: len([b.a, atMost(2)]) }] }),
  },
  { id: 'weak.pass', auction: '2a P', games: ['bondebridge'], call: 'P', shows: {} },
  {
    id: 'preempt.game',
    auction: '3M P',
    call: '4M',
    games: ['bridge'],
    shows: (b) => ({ hcp: atLeast(14), len: len([b.M, atLeast(2)]), role: 'to-play' }),
  },
  { id: 'preempt.3NT', auction: '3a P', call: '3NT', games: ['bridge'], shows: { hcp: atLeast(16) } },
  { id: 'preempt.pass', auction: '3a P', call: 'P', shows: {} },
];
