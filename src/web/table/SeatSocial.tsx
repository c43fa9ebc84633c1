/**
 * What a seat says about who holds it, beyond its name: a bot's level and rating, a seat open
 * for a person, someone arriving at the next deal, a signed-in player. For someone seated at
 * the table a bot's label is the seat's menu: it opens the question that hands the seat to a
 * person (a button of its own at every bot's seat crowded a phone's table, and pushed the side
 * seats past the screen's edge).
 */
import { useT } from '../i18n/index.js';
import type { SeatInfo } from '../net/types.js';
import { Dialog } from '../ui/Dialog.js';
import { botLabel, isOffered } from './seatHolders.js';
import './social.css';

/**
 * "strong bot · 1580", and the short "Bot" that a side seat on a phone shows in its place
 * (./social.css): the level and rating there made the side seats so wide that the auction in the
 * middle had no room for four calls (German and Danish at 360 px). The whole label stays in the
 * seat's menu, its title and what a screen reader says.
 */
function BotText(p: { bot: ReturnType<typeof botLabel>; short: string }) {
  return (
    <span class="bot-text" data-short={p.short}>
      <span class="bot-full">{p.bot.text}</span>
    </span>
  );
}

/**
 * The chips of a seat's holder; `name` is the seat's name (a person's, else North or Player n).
 * With `onOffer` the bot's label is a button that opens the seat's menu.
 */
export function HolderChips(p: { info?: SeatInfo; game: string; name: string; onOffer?: () => void }) {
  const t = useT();
  const w = t.tableSocial;
  const { info, name } = p;
  if (!info) return null;
  const bot = info.kind === 'bot' ? botLabel(p.game, info.level, t) : null;
  return (
    <>
      {bot && !p.onOffer && (
        <span class="chip flag bot-level" title={bot.label}>
          <span aria-hidden="true">
            <BotText bot={bot} short={t.seat.bot} />
          </span>
          <span class="sr-only">{bot.label}</span>
        </span>
      )}
      {bot && p.onOffer && (
        <button
          type="button"
          class="chip flag bot-level seat-menu"
          data-tool="offer-seat"
          aria-haspopup="dialog"
          onClick={p.onOffer}
        >
          <span aria-hidden="true">
            <BotText bot={bot} short={t.seat.bot} /> <span class="menu-mark">▾</span>
          </span>
          <span class="sr-only">
            {bot.label}: {w.offer}
          </span>
        </button>
      )}
      {isOffered(info) && <span class="chip offered">{w.offered}</span>}
      {info.arriving && <span class="chip flag arriving">{w.arriving(name)}</span>}
      {info.signedIn && (
        <span class="chip signed-in" title={w.signedIn}>
          <span aria-hidden="true">✓</span>
          <span class="sr-only">{w.signedIn}</span>
        </span>
      )}
    </>
  );
}

/**
 * A bot's seat's menu: its one action, handing the seat to a person, with what that means
 * (it cannot be taken back, and anyone with the link may take the seat).
 */
export function OfferDialog(p: {
  seatName: string;
  bot: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const w = t.tableSocial;
  return (
    <Dialog title={`${p.seatName}: ${p.bot}`} onClose={p.onClose}>
      <p>{w.offerExplain}</p>
      <div class="dialog-actions">
        <button type="button" class="primary" data-tool="confirm-offer" onClick={p.onConfirm}>
          {w.offerTitle}
        </button>
        <button type="button" onClick={p.onClose}>
          {w.cancel}
        </button>
      </div>
    </Dialog>
  );
}

/** For the people seated at the table: which bot seats are open for a person, with the way to invite someone. */
export function OfferedNotice(p: { offered: readonly string[]; onInvite?: () => void }) {
  const t = useT();
  if (p.offered.length === 0) return null;
  return (
    <p class="banner offered-notice">
      {t.tableSocial.offeredNotice(p.offered.join(', '))}{' '}
      {p.onInvite && (
        <button type="button" data-tool="offered-invite" onClick={p.onInvite}>
          {t.tableSocial.sendLink}
        </button>
      )}
    </p>
  );
}
