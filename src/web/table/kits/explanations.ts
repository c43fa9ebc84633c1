/** The bidding system's explanations of calls, in the chosen language, for the contract games' auction and bidding box. */
import { explainAuction, explanationOf } from '../../../bidding/explain.js';
import { meaningIn, nextSituation } from '../../../bidding/system.js';
import { explanationText } from '../../../words/explanation.js';
import type { BiddingWords } from '../../../words/types.js';
import type { CallExplanation } from '../AuctionGrid.js';

interface AuctionView {
  game: string;
  calls?: Array<[number, string]>;
  firstCaller?: number | null;
}

const explained = (game: string): game is 'bridge' | 'bondebridge' =>
  game === 'bridge' || game === 'bondebridge';

/** What each call of the auction shows (by its index), or undefined for games without the system. */
export function auctionExplainer(
  view: AuctionView,
  words: BiddingWords,
): ((index: number) => CallExplanation | null) | undefined {
  if (!explained(view.game) || !view.calls) return undefined;
  const all = explainAuction(view.game, view.calls);
  return (i) => (all[i] ? { text: explanationText(all[i], words), alert: all[i].alert } : null);
}

/** What a call would show if made now: "15–17 points, balanced" (an alerted call says so first). */
export function callExplainer(
  view: unknown,
  words: BiddingWords,
): ((call: string) => string | null) | undefined {
  const v = view as AuctionView;
  if (!explained(v.game) || !v.calls) return undefined;
  // One situation for every button of the box.
  const situation = nextSituation(v.game, v.calls, v.firstCaller ?? 0);
  return (call) => {
    const e = explanationOf(call, meaningIn(situation, call));
    return `${e.alert ? '! ' : ''}${explanationText(e, words)}`;
  };
}
