import { useState } from 'preact/hooks';
import type { ShownError } from '../i18n/refusals.js';
import { connection } from '../net/socket.js';

/**
 * Handing a bot's seat over from the table page: the place being asked about (the question
 * is open), then `offerSeat` from the viewer's seat; once offered, `onOffered` (the page opens
 * the invite dialog, since the next step is to tell someone).
 */
export function useSeatOffer(
  tableId: string,
  token: string | undefined,
  setError: (e: ShownError | null) => void,
  onOffered: () => void,
) {
  const [asking, setAsking] = useState<number | null>(null);
  const confirm = async () => {
    const place = asking;
    setAsking(null);
    if (place === null || !token) return;
    const reply = await connection.offerSeat(tableId, token, place);
    if (reply.type === 'error') setError(reply);
    else onOffered();
  };
  return {
    asking,
    ask: token ? (place: number) => setAsking(place) : undefined,
    cancel: () => setAsking(null),
    confirm,
  };
}
