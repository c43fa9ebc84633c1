import { PASS } from './actions.js';
import type { BondtolvaView } from './view.js';

/**
 * What `stikk play` does for the person at once: the lone `pass` after a trick won without a
 * pair to declare (the game waits for it only so that the wait tells the opponent nothing).
 */
export function automaticAction(view: BondtolvaView, legal: readonly string[]): string | undefined {
  return view.phase === 'declare' && legal.length === 1 && legal[0] === PASS ? PASS : undefined;
}
