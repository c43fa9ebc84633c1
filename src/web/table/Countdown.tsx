/**
 * The turn timer as people see it: a bar that empties and the seconds left, at the badge of
 * whoever must act and above your own hand on your turn. The server sends the time left when
 * it sends the state; clocks differ between machines, so this counts down from the moment the
 * state arrived here, never from the server's time.
 */
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/index.js';
import type { TurnInfo } from '../net/types.js';

/** When each turn (a new object with every state) was first seen on this page. */
const seenAt = new WeakMap<TurnInfo, number>();

const firstSeen = (turn: TurnInfo): number => {
  let at = seenAt.get(turn);
  if (at === undefined) {
    at = Date.now();
    seenAt.set(turn, at);
  }
  return at;
};

/** Re-renders every `ms` while `on`; returns the time now. */
export function useNow(ms: number, on = true): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!on) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms, on]);
  return now;
}

/** How long `turn` has waited and how much time is left, as of now on this page (ms). */
export function turnClock(turn: TurnInfo, now: number): { waited: number; left?: number } {
  const since = Math.max(0, now - firstSeen(turn));
  return {
    waited: turn.waitedMs + since,
    ...(turn.remainingMs !== undefined && { left: Math.max(0, turn.remainingMs - since) }),
  };
}

/** Seconds as 0:27 or 1:45. */
const clockText = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export interface CountdownProps {
  turn: TurnInfo;
  /** Your own turn: larger, with a label. */
  own?: boolean;
}

/** Nothing when the table has no timer or it stands still. */
export function Countdown({ turn, own }: CountdownProps) {
  const t = useT();
  const timed = turn.remainingMs !== undefined && turn.limitMs !== undefined;
  const now = useNow(250, timed);
  if (!timed) return null;
  const left = turnClock(turn, now).left ?? 0;
  const seconds = Math.ceil(left / 1000);
  const share = turn.limitMs ? Math.min(1, left / turn.limitMs) : 0;
  const low = seconds <= 10;
  const label = seconds > 0 ? t.presence.secondsLeft(seconds) : t.presence.timeUp;
  return (
    <span
      class={`countdown${own ? ' own' : ''}${low ? ' low' : ''}`}
      role="timer"
      aria-label={own ? `${t.presence.yourTime}: ${label}` : label}
      title={label}
      data-seat={turn.seat}
      data-left={seconds}
    >
      {own && <span class="countdown-label">{t.presence.yourTime}</span>}
      <span class="countdown-track" aria-hidden="true">
        <span class="countdown-fill" style={{ '--share': share.toFixed(3) }} />
      </span>
      <span class="countdown-text" aria-hidden="true">
        {seconds > 0 ? clockText(seconds) : '0:00'}
      </span>
    </span>
  );
}
