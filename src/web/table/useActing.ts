import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { ShownError } from '../i18n/refusals.js';
import { connection } from '../net/socket.js';
import type { StateMessage } from '../net/types.js';
import { automaticAction } from './kits/byGame.js';

/**
 * Sending the person's actions: `act` sends one for a seat at the state's version, and the
 * table is `busy` from then until a newer state arrives (or the action is refused).
 */
export function useActing(
  id: string,
  state: StateMessage | undefined,
  myToken: string | undefined,
  setError: (e: ShownError | null) => void,
) {
  /** The version an action was sent at: the table is busy until a newer state arrives. */
  const [pendingAt, setPendingAt] = useState<number | null>(null);
  const busy = pendingAt !== null && state !== undefined && state.version <= pendingAt;
  const act = async (action: string, seat: number) => {
    if (!state || !myToken || busy) return;
    setPendingAt(state.version);
    setError(null);
    const reply = await connection.act(
      id,
      myToken,
      state.version,
      action,
      // The seat the state looks from is the default (where people change seats: not state.seat).
      seat === state.view.seat ? undefined : seat,
    );
    if (reply.type === 'error') {
      setPendingAt(null);
      setError(reply);
    }
  };
  return { busy, act };
}

/**
 * A choice that is no choice (bondtolva's lone pass) is sent at once, once per state, before
 * the page paints: the person never sees or clicks it (the button shows only if sending fails).
 */
export function useAutomaticAction(
  state: StateMessage | undefined,
  myToken: string | undefined,
  busy: boolean,
  act: (action: string, seat: number) => Promise<void>,
): void {
  const auto = state && myToken ? automaticAction(state) : undefined;
  const autoSent = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!auto || busy || !state) return;
    const key = `${state.version}:${auto.seat}:${auto.action}`;
    if (autoSent.current === key) return;
    autoSent.current = key;
    void act(auto.action, auto.seat);
  }, [auto?.action, auto?.seat, state?.version, busy]);
}
