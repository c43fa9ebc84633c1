/**
 * The `basic` Bondtolva bot: heuristic card play in phase 1 (save matadors, win them when it
 * pays, keep pairs and trumps), declarations when they bring it nearer to exactly 12, and
 * exact play in phase 2, where the opponent's hand is deduced from the cards seen.
 */

import { type Card, formatCard, parseCard } from '../../cards/card.js';
import { makeBondtolvaAction, PASS, parseBondtolvaAction } from '../../games/bondtolva/actions.js';
import type { BondtolvaView } from '../../games/bondtolva/view.js';
import type { Bot, BotInput } from '../bot.js';
import { solveEndgame } from './endgame.js';
import { knowledgeOf } from './knowledge.js';
import { bestDeclarationSuit, declarationGain, phase1Card } from './phase1.js';
import { outcomeValue } from './value.js';

function chooseDeclaration(input: BotInput<BondtolvaView>): string {
  const k = knowledgeOf(input.view, input.seat);
  const options = input.legal
    .map((a) => parseBondtolvaAction(a))
    .flatMap((r) => (r.ok && r.value.kind === 'declare' ? [r.value] : []));
  if (options.length === 0) return PASS;
  if (declarationGain(k, options[0].declaration === 'trumf' ? 2 : 1) <= 0) return PASS;
  const suit = bestDeclarationSuit(
    k,
    options.map((o) => o.suit),
  );
  return makeBondtolvaAction(options.find((o) => o.suit === suit) ?? options[0]);
}

function choosePhase2(input: BotInput<BondtolvaView>, legal: Card[]): Card {
  const k = knowledgeOf(input.view, input.seat);
  // Stock empty: every unseen card is in the opponent's hand.
  const oppHand = k.unseen;
  const { card } = solveEndgame({
    hands: [k.hand, oppHand],
    trump: k.trump,
    led: k.led,
    matadors: k.matadors,
    points: k.points,
    value: (lastTrickMine, matadorPoint) =>
      outcomeValue(
        k.protocol,
        [
          k.declared[0] + (lastTrickMine ? 1 : 0) + (matadorPoint === 0 ? 1 : 0),
          k.declared[1] + (lastTrickMine ? 0 : 1) + (matadorPoint === 1 ? 1 : 0),
        ],
        lastTrickMine,
      ),
  });
  return legal.includes(card) ? card : legal[0];
}

export const basicBondtolvaBot: Bot = {
  level: 'basic',
  choose(raw) {
    const input = raw as BotInput<BondtolvaView>;
    const { view, legal } = input;
    if (view.phase === 'declare') return chooseDeclaration(input);
    const cards = legal.map((a) => parseCard(a)).flatMap((r) => (r.ok ? [r.value] : []));
    if (cards.length === 0) return legal[0];
    if (view.phase === 'phase2') return formatCard(choosePhase2(input, cards));
    return formatCard(phase1Card(knowledgeOf(view, input.seat), cards));
  },
};
