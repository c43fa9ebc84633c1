import type { Action, BaseView, Game, Seat } from './game.js';

/**
 * Whether `action` is legal for `seat` as far as a host holding only the seat's view and its
 * listed legal actions can tell: listed, or, where the game lists only a selection, vouched for
 * by its `legalFromView`. Hosts with the state ask `apply` instead.
 */
export const legalInView = <V extends BaseView>(
  game: Pick<Game<never, never, V>, 'legalFromView'>,
  view: V,
  seat: Seat,
  legal: readonly Action[],
  action: Action,
): boolean => legal.includes(action) || game.legalFromView?.(view, seat, action) === true;
