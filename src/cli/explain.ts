import { explainCall } from '../bidding/explain.js';
import { parseCall } from '../cards/call.js';
import { explanationText } from '../words/explanation.js';
import type { Language } from '../words/languages.js';
import { terminalWords } from './language.js';

interface AuctionView {
  game: string;
  phase?: string;
  calls?: Array<[number, string]>;
  firstCaller?: number | null;
}

/**
 * What a call shows by the bots' bidding system (docs/bidding.md), in the terminal's language:
 * `1NT: 15–17 points, balanced`, an alerted call marked `(alert)`. Null outside a contract
 * game's auction or for something that is not a call.
 */
export function callExplanation(
  view: unknown,
  call: string,
  lang: Language,
  calls?: Array<[number, string]>,
): string | null {
  const v = view as AuctionView;
  if ((v.game !== 'bridge' && v.game !== 'bondebridge') || !parseCall(call).ok) return null;
  const before = calls ?? v.calls ?? [];
  const e = explainCall(v.game, before, call.toUpperCase(), v.firstCaller ?? 0);
  const w = terminalWords(lang);
  return `${e.call}${e.alert ? ` ${w.play.alert}` : ''}: ${explanationText(e, w.bidding)}`;
}
