/**
 * What a seat says about who holds it, beyond its name: a bot's level and rating, a seat open
 * for a person, someone arriving at the next deal, a signed-in player; and the action that
 * hands a bot's seat to a person, with the question it asks first.
 */
import { useT } from '../i18n/index.js';
import type { SeatInfo } from '../net/types.js';
import { Dialog } from '../ui/Dialog.js';
import { botLabel, isOffered } from './seatHolders.js';
import './social.css';

/** The chips of a seat's holder; `name` is the seat's name (a person's, else North or Player n). */
export function HolderChips({ info, game, name }: { info?: SeatInfo; game: string; name: string }) {
  const t = useT();
  const w = t.tableSocial;
  if (!info) return null;
  const bot = info.kind === 'bot' ? botLabel(game, info.level, t) : null;
  return (
    <>
      {bot && (
        <span class="chip flag bot-level" title={bot.label}>
          <span aria-hidden="true">{bot.text}</span>
          <span class="sr-only">{bot.label}</span>
        </span>
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

/** "Give to a person" on a bot's seat, for someone seated at the table. */
export function OfferButton({ seatName, onOffer }: { seatName: string; onOffer: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      class="chip offer-seat"
      data-tool="offer-seat"
      aria-label={t.tableSocial.offerLabel(seatName)}
      onClick={onOffer}
    >
      {t.tableSocial.offer}
    </button>
  );
}

/** Asks before a seat is offered: it cannot be taken back, and anyone with the link may take it. */
export function OfferDialog(p: { seatName: string; onConfirm: () => void; onClose: () => void }) {
  const t = useT();
  const w = t.tableSocial;
  return (
    <Dialog title={`${w.offerTitle}: ${p.seatName}`} onClose={p.onClose}>
      <p>{w.offerExplain}</p>
      <div class="dialog-actions">
        <button type="button" class="primary" data-tool="confirm-offer" onClick={p.onConfirm}>
          {w.offerConfirm}
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
