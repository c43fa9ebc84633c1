import type { Action, BaseView, Seat } from '../../engine/game.js';
import type { BondebridgeView } from '../../games/bondebridge/game.js';
import type { BondtolvaView } from '../../games/bondtolva/view.js';
import type { BridgeView } from '../../games/bridge/game.js';
import { parseBridgetteAction } from '../../games/bridgette/actions.js';
import type { BridgetteView } from '../../games/bridgette/view.js';
import type { SelbuView } from '../../games/selbu/view.js';
import type { SheetGameId } from '../../scorekeeper/sheet.js';
import type { TerminalWords } from '../../words/reference.js';
import { namingSeats, type RefusalWords } from '../../words/refusals.js';
import { renderBondebridge } from './bondebridge.js';
import { renderBondtolva } from './bondtolva.js';
import { renderBridge } from './bridge.js';
import { renderBridgette } from './bridgette.js';
import { renderSelbu, selbuSeat } from './selbu.js';
import { twoHandSeat } from './twoHand.js';

/** How the terminal shows one game: the view as text, a seat's name in it, another seat's action. */
interface TerminalRenderer {
  render(view: BaseView, w: TerminalWords): string;
  seat(view: BaseView, seat: Seat, w: TerminalWords): string;
  /** Another seat's action as `view` (the player's, before it) may know it; as typed when absent. */
  action?(view: BaseView, action: Action, w: TerminalWords): string;
}

/** A renderer typed for its own game's view, stored with the others. */
const forView = <V>(render: (view: V, w: TerminalWords) => string) =>
  render as unknown as TerminalRenderer['render'];

const compass: TerminalRenderer['seat'] = (_view, seat, w) => w.compass[seat];

/** One entry per game (the score keeper's ids: a game missing here does not compile). */
const RENDERERS = {
  bondebridge: { render: forView<BondebridgeView>(renderBondebridge), seat: compass },
  selbu: {
    render: forView<SelbuView>(renderSelbu),
    seat: (_view, seat, w) => selbuSeat(w, seat),
    // A secret bid stays secret until every bid is in (the view then shows them all).
    action: (view, action, w) =>
      (view as SelbuView).phase === 'bidding' && (view as SelbuView).bidding === 'simultaneous'
        ? w.selbu.hiddenBid
        : action,
  },
  bridge: { render: forView<BridgeView>(renderBridge), seat: compass },
  bridgette: {
    render: forView<BridgetteView>(renderBridgette),
    seat: (view, seat, w) => twoHandSeat(view.seat, seat, w),
    // The opponent's discards are never shown: only how many went.
    action: (_view, action, w) => {
      const parsed = parseBridgetteAction(action);
      return parsed.ok && parsed.value.kind === 'discard'
        ? w.bridgette.discarded(parsed.value.cards.length)
        : action;
    },
  },
  bondtolva: {
    render: forView<BondtolvaView>(renderBondtolva),
    seat: (view, seat, w) => twoHandSeat(view.seat, seat, w),
  },
} satisfies Record<SheetGameId, TerminalRenderer>;

const rendererOf = (game: string): TerminalRenderer | undefined =>
  (RENDERERS as Record<string, TerminalRenderer>)[game];

/** A seat's name as the game's text names it: North, seat 2, you or the opponent. */
export function seatName(view: BaseView, seat: Seat, w: TerminalWords): string {
  return rendererOf(view.game)?.seat(view, seat, w) ?? (view.seats === 4 ? w.compass[seat] : w.seat(seat));
}

/** A bot's action as the player watching may know it: a secret bid or discard is not named. */
export const otherSeatAction = (view: BaseView, action: Action, w: TerminalWords): string =>
  rendererOf(view.game)?.action?.(view, action, w) ?? action;

/** The view as the game's text shows it (every game of the catalog has one; JSON for any other). */
export const renderView = (view: BaseView, w: TerminalWords): string =>
  rendererOf(view.game)?.render(view, w) ?? JSON.stringify(view);

/** How a refusal names things in the terminal: cards and calls as typed, seats as the text names them. */
export function terminalRefusalWords(view: BaseView, w: TerminalWords): RefusalWords {
  return namingSeats({
    card: (code) => code,
    suit: (letter) => w.suits[letter] ?? letter,
    seat: (s) => seatName(view, s, w),
    call: (call) => call,
  });
}
