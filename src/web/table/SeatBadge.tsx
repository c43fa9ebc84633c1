import type { ComponentChildren } from 'preact';
import { useT } from '../i18n/index.js';
import type { SeatInfo, TurnInfo } from '../net/types.js';
import { Countdown } from './Countdown.js';
import type { Position } from './layout.js';
import { NudgeButton, PresenceChips } from './Presence.js';
import { HolderChips } from './SeatSocial.js';

export interface SeatBadgeProps {
  seat: number;
  position: Position;
  /** The game: a bot's rating is the game's. */
  game: string;
  name: string;
  info?: SeatInfo;
  /** N/E/S/W where the game names seats by compass. */
  compass?: string;
  isYou: boolean;
  isDealer: boolean;
  toAct: boolean;
  /** This seat led the trick on the table. */
  led?: boolean;
  /** This seat's side is vulnerable (red, with a text label too). */
  vulnerable?: boolean;
  /** Declarer or dummy, once the contract is known. */
  role?: string;
  /** A short line under the name: tricks, bids, points. */
  detail?: string;
  detailLabel?: string;
  /** A person must act for this seat now: how long they waited, the turn timer's time left. */
  turn?: TurnInfo;
  /** Nudges this seat's person (given when you sit at the table and they are someone else). */
  onNudge?: () => void;
  /** Offers this bot's seat to a person (given to someone seated at the table, for a bot's seat not yet offered). */
  onOffer?: () => void;
  children?: ComponentChildren;
}

/** One player around the table: name, seat, dealer and turn markers, bot/away/offered flags. */
export function SeatBadge(p: SeatBadgeProps) {
  const t = useT();
  const flags: string[] = [];
  // A bot's chip says its level and rating (HolderChips); someone arriving says when they play.
  if (p.info?.standIn && !p.info.arriving) flags.push(`${t.seat.standIn} ${p.name}`);
  // With the moment known, the away chip says since when (PresenceChips).
  if (p.info?.away && !p.info.awaySince) flags.push(t.seat.away);
  if (p.info?.kind === 'free') flags.push(t.seat.free);
  const cls = [
    'seat',
    `pos-${p.position}`,
    p.toAct ? 'to-act' : '',
    p.isYou ? 'you' : '',
    p.info?.away ? 'away' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section class={cls} aria-label={p.name} data-seat={p.seat}>
      <div class="seat-head">
        {p.compass && (
          <span
            class={`compass${p.vulnerable ? ' vul' : ''}`}
            title={p.vulnerable ? t.table.vulnerable : undefined}
          >
            {p.compass}
          </span>
        )}
        <span class="seat-name">
          {p.name}
          {p.isYou && <span class="you-mark"> ({t.seat.you})</span>}
        </span>
        {p.isDealer && (
          <span class="chip dealer" title={t.seat.dealer}>
            <span aria-hidden="true">{t.seat.dealerShort}</span>
            <span class="sr-only">{t.seat.dealer}</span>
          </span>
        )}
      </div>
      <div class="seat-sub">
        {p.vulnerable && <span class="chip vul">{t.table.vulnerable}</span>}
        {p.role && <span class="chip role">{p.role}</span>}
        {flags.map((f) => (
          <span class="chip flag" key={f}>
            {f}
          </span>
        ))}
        <HolderChips info={p.info} game={p.game} name={p.name} onOffer={p.onOffer} />
        <PresenceChips info={p.info} />
        {p.toAct && <span class="chip turn">{t.seat.toAct}</span>}
        {p.turn && <Countdown turn={p.turn} />}
        {p.turn && p.onNudge && !p.isYou && <NudgeButton turn={p.turn} name={p.name} onNudge={p.onNudge} />}
        {p.led && <span class="chip led">{t.seat.led}</span>}
        {p.detail && (
          <span class="detail">
            <span aria-hidden={p.detailLabel ? 'true' : undefined}>{p.detail}</span>
            {p.detailLabel && <span class="sr-only">{p.detailLabel}</span>}
          </span>
        )}
      </div>
      {p.children}
    </section>
  );
}
