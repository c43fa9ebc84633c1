import { useEffect, useState } from 'preact/hooks';
import type { ShownError } from '../i18n/refusals.js';
import { ApiError } from '../net/api.js';
import { seatsAt, seatTokens } from '../net/seats.js';
import { connection, stateKey } from '../net/socket.js';
import type { TableSource } from '../net/tableSource.js';
import type { StateMessage, TableInfo } from '../net/types.js';
import { nameToJoin } from '../state/account.js';
import { useStore } from '../state/store.js';
import { takeAutoJoin } from './autoJoin.js';

/**
 * The table as this page holds it: the seats the person holds here (resumed by token), the
 * table's info, joining (asking for a name first), watching without a seat, and the state shown:
 * the seat chosen, else one that must act now, else the first held, else the spectator's.
 */
export function useTableConnection(
  id: string,
  setError: (e: ShownError | null) => void,
  source: TableSource,
) {
  const tokens = useStore(seatTokens);
  const mySeats = seatsAt(tokens, id);
  const states = useStore(connection.states)[id] ?? {};
  const status = useStore(connection.status);
  /** Messages refused with `unavailable`, waiting to go again (../net/retry.ts). */
  const waiting = useStore(connection.waiting);
  const [info, setInfo] = useState<TableInfo | null>(null);
  const [missing, setMissing] = useState(false);
  /** A seat to take once the person has said their name (asked once, then remembered). */
  const [naming, setNaming] = useState<{ seat?: number } | null>(null);
  const [chosenSeat, setChosenSeat] = useState<number | null>(null);
  /** The bot that takes over when the person steps away: the game's `basic`, if it has one. */
  const [standInLevel, setStandInLevel] = useState('random');

  useEffect(() => {
    connection.connect();
    source
      .table(id)
      .then(async (table) => {
        setInfo(table);
        const auto = takeAutoJoin(id);
        if (auto !== undefined && !seatsAt(seatTokens.get(), id).some((s) => s.seat === auto)) {
          await join(auto);
        }
      })
      .catch((e) => {
        if (e instanceof ApiError && e.status === 404) setMissing(true);
        else
          setError({ code: e instanceof ApiError ? e.code : 'server-error', message: (e as Error).message });
      });
  }, [id]);

  useEffect(() => {
    if (!info) return;
    source
      .games()
      .then((games) => {
        const levels = games.find((g) => g.id === info.game)?.botLevels ?? [];
        setStandInLevel(levels.includes('basic') ? 'basic' : (levels[0] ?? 'random'));
      })
      .catch(() => undefined);
  }, [info?.game]);

  // Without a seat, watch: the public view keeps the page alive until one joins.
  useEffect(() => {
    if (mySeats.length === 0 && !missing) connection.spectate(id);
  }, [id, mySeats.length, missing]);

  const join = async (seat?: number, given?: string) => {
    setError(null);
    // Read now, not from the render: the name dialog has just set it. Signed in, the account's.
    const chosen = (given ?? (await nameToJoin())).trim();
    if (!chosen) {
      setNaming({ seat });
      return;
    }
    const reply = await connection.join(id, chosen, seat);
    if (reply.type === 'error') setError(reply);
    else if (reply.type === 'joined') setChosenSeat(reply.seat);
  };

  // The seat shown: the one chosen, else one that must act now, else the first held.
  const held = mySeats.map((s) => states[stateKey(s.seat)]).filter((s): s is StateMessage => Boolean(s));
  const acting = held.find((s) => s.legal.length > 0);
  const state: StateMessage | undefined =
    (chosenSeat !== null && held.length > 1 && !acting
      ? held.find((s) => s.seat === chosenSeat)
      : undefined) ??
    acting ??
    held.find((s) => s.seat === chosenSeat) ??
    held[0] ??
    states.spectator;
  const myToken =
    state && state.seat !== null ? mySeats.find((s) => s.seat === state.seat)?.token : undefined;
  const table = state?.table ?? info ?? undefined;

  return {
    mySeats,
    status,
    waiting,
    missing,
    naming,
    setNaming,
    setChosenSeat,
    standInLevel,
    join,
    state,
    myToken,
    table,
  };
}
