/**
 * Who is at the table: "away since 18:42" at a seat whose person has no connection, a nudge
 * for a person who has been to act for a while, the "timed out" mark, and the notices a person
 * gets (someone nudged you; your time ran out and a bot played for you).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { NUDGE_AFTER_MS } from '../../protocol/nudge.js';
import { useT } from '../i18n/index.js';
import { connection } from '../net/socket.js';
import type { SeatInfo, StateMessage, TurnInfo } from '../net/types.js';
import { settings } from '../state/settings.js';
import { useStore } from '../state/store.js';
import { turnClock, useNow } from './Countdown.js';

/** "away 5 min" for the first hour, then "away since 18:42". */
export function AwayChip({ since }: { since: string }) {
  const t = useT();
  const { lang } = useStore(settings);
  const now = useNow(30_000);
  const at = Date.parse(since);
  const minutes = Math.max(0, Math.floor((now - at) / 60_000));
  const time = new Date(at).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' });
  return (
    <span class="chip flag away-since" title={t.presence.awaySince(time)}>
      {minutes < 60 ? t.presence.awayFor(minutes) : t.presence.awaySince(time)}
    </span>
  );
}

export function TimedOutChip({ count }: { count: number }) {
  const t = useT();
  return (
    <span class="chip flag timed-out" title={t.presence.timedOutTitle}>
      {t.presence.timedOut(count)}
    </span>
  );
}

/** Shows itself once the person at this badge has been to act for `NUDGE_AFTER_MS`. */
export function NudgeButton({ turn, name, onNudge }: { turn: TurnInfo; name: string; onNudge: () => void }) {
  const t = useT();
  const [due, setDue] = useState(() => turnClock(turn, Date.now()).waited >= NUDGE_AFTER_MS);
  useEffect(() => {
    const wait = NUDGE_AFTER_MS - turnClock(turn, Date.now()).waited;
    setDue(wait <= 0);
    if (wait <= 0) return;
    const timer = setTimeout(() => setDue(true), wait);
    return () => clearTimeout(timer);
  }, [turn]);
  if (!due) return null;
  return (
    <button
      type="button"
      class="chip nudge"
      data-tool="nudge"
      data-seat={turn.seat}
      aria-label={t.presence.nudgeLabel(name)}
      onClick={onNudge}
    >
      {t.presence.nudge}
    </button>
  );
}

/** The mark and the away time a seat shows (beside its other chips). */
export function PresenceChips({ info }: { info?: SeatInfo }) {
  if (!info) return null;
  return (
    <>
      {info.away && info.awaySince && <AwayChip since={info.awaySince} />}
      {info.timedOut ? <TimedOutChip count={info.timedOut} /> : null}
    </>
  );
}

/** A short buzz and a soft tone, where the device allows (a page may not vibrate or sound before a tap). */
function alertSoftly(): void {
  try {
    navigator.vibrate?.(120);
  } catch {
    // No vibration here.
  }
  try {
    const Ctx = globalThis.AudioContext;
    if (!Ctx) return;
    const audio = new Ctx();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 660;
    gain.gain.setValueAtTime(0.0001, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.08, audio.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + 0.35);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.4);
    tone.onended = () => void audio.close();
  } catch {
    // No sound here.
  }
}

const NOTICE_MS = 12_000;

/**
 * The notices of the seats you hold: someone nudged you (until you act, or a while), your time
 * ran out and a bot played for you, you nudged someone. `nameOf` names a place.
 */
export function PresenceNotices(p: {
  tableId: string;
  state: StateMessage | undefined;
  held: readonly number[];
  nameOf: (place: number) => string;
  sentTo: number | null;
}) {
  const t = useT();
  const nudge = useStore(connection.nudges);
  const [shown, setShown] = useState<{ nudgedBy?: number; timedOut?: boolean }>({});
  const version = p.state?.version;
  const place = p.state?.seat ?? null;
  const timedOut = place === null ? 0 : (p.state?.table.seats[place]?.timedOut ?? 0);
  const lastTimedOut = useRef<{ place: number | null; count: number } | null>(null);

  // Someone nudged one of our places.
  useEffect(() => {
    if (!nudge || nudge.tableId !== p.tableId || !p.held.includes(nudge.seat)) return;
    if (Date.now() - nudge.at > NOTICE_MS) return;
    setShown((s) => ({ ...s, nudgedBy: nudge.by }));
    alertSoftly();
    const timer = setTimeout(() => setShown((s) => ({ ...s, nudgedBy: undefined })), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [nudge]);

  // Our time ran out (the count went up since we last looked).
  useEffect(() => {
    const before = lastTimedOut.current;
    lastTimedOut.current = { place, count: timedOut };
    if (!before || before.place !== place || timedOut <= before.count) return;
    setShown((s) => ({ ...s, timedOut: true }));
    const timer = setTimeout(() => setShown((s) => ({ ...s, timedOut: false })), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [timedOut, place]);

  // Acting yourself answers a nudge.
  const acted = useRef(version);
  useEffect(() => {
    if (acted.current !== undefined && version !== acted.current && !p.state?.legal.length) {
      setShown((s) => ({ ...s, nudgedBy: undefined }));
    }
    acted.current = version;
  }, [version]);

  return (
    <>
      {shown.nudgedBy !== undefined && (
        <p class="banner nudged" role="alert">
          {t.presence.nudged(p.nameOf(shown.nudgedBy))}
        </p>
      )}
      {shown.timedOut && (
        <p class="banner warn timed-out-notice" role="status">
          {t.presence.youTimedOut}
        </p>
      )}
      {p.sentTo !== null && (
        <p class="banner nudge-sent" role="status">
          {t.presence.nudgeSent(p.nameOf(p.sentTo))}
        </p>
      )}
    </>
  );
}

/** Sends a nudge from your seat; says so for a moment (`sentTo`), refusals go to `onError`. */
export function useNudge(
  tableId: string,
  token: string | undefined,
  onError: (e: { code: string; message: string }) => void,
) {
  const [sentTo, setSentTo] = useState<number | null>(null);
  useEffect(() => {
    if (sentTo === null) return;
    const timer = setTimeout(() => setSentTo(null), 4000);
    return () => clearTimeout(timer);
  }, [sentTo]);
  const nudge = token
    ? async (place: number) => {
        const reply = await connection.nudge(tableId, token, place);
        if (reply.type === 'error') onError(reply);
        else setSentTo(place);
      }
    : undefined;
  return { nudge, sentTo };
}
