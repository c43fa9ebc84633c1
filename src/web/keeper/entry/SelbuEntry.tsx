import { useState } from 'preact/hooks';
import { forbiddenDealerBid, selbuBidProblem } from '../../../scorekeeper/selbu.js';
import type { Upcoming } from '../../../scorekeeper/sheet.js';
import { useT } from '../../i18n/index.js';
import { errorText, trumpWord } from '../text.js';
import { type EntryFormProps, FormFoot, NumberSelect, previewScore, ScorePreview } from './common.js';

type SelbuNext = Extract<Upcoming, { game: 'selbu' }>;

/**
 * Selbu: the bids first (the hook rule checked as they are entered), then, after the round,
 * the tricks (they must add up to the hand size). A correction shows both at once.
 */
export function SelbuEntry(p: EntryFormProps<SelbuNext>) {
  const t = useT();
  const { sheet, next } = p;
  const names = sheet.players;
  const initial = (p.initial ?? null) as { bids?: number[]; tricks?: number[]; trump?: string } | null;
  // A new round whose bids are saved already: only the tricks are left to enter.
  const pendingBids = p.initial === undefined ? next.bids : null;
  const [bidding, setBidding] = useState(pendingBids === null);
  const [bids, setBids] = useState<Array<number | null>>(
    pendingBids ?? initial?.bids ?? names.map(() => null),
  );
  const [tricks, setTricks] = useState<Array<number | null>>(initial?.tricks ?? names.map(() => null));
  const [trump, setTrump] = useState<string | null>(initial?.trump ?? next.enteredTrump ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const correcting = p.initial !== undefined;
  const askTricks = correcting ? initial?.tricks !== undefined : !bidding;
  const draw = next.trump === null;

  const hook = selbuBidProblem(next, bids);
  const forbidden = forbiddenDealerBid(
    next,
    bids.map((b, s) => (s === next.dealer ? null : b)),
  );
  const bidSum = bids.reduce<number>((a, b) => a + (b ?? 0), 0);
  const trickSum = tricks.reduce<number>((a, b) => a + (b ?? 0), 0);
  const entry: Record<string, unknown> = { bids };
  if (draw) entry.trump = trump ?? undefined;
  if (askTricks) entry.tricks = tricks;
  const preview = askTricks ? previewScore(sheet, p.index, entry) : null;

  const setAt = (list: Array<number | null>, seat: number, v: number | null) =>
    list.map((x, s) => (s === seat ? v : x));

  const submit = (e: Event) => {
    e.preventDefault();
    const refused = p.onSave(entry);
    if (refused) {
      setProblem(errorText(refused, t, names));
      return;
    }
    setProblem(null);
    if (!correcting && bidding) setBidding(false);
    else if (!correcting) {
      setBids(names.map(() => null));
      setTricks(names.map(() => null));
      setTrump(null);
      setBidding(true);
    }
  };

  // Bidding order: from the dealer's left, clockwise.
  const order = names.map((_, i) => (next.dealer + 1 + i) % names.length);
  const showBids = bidding || correcting;

  return (
    <form class="keeper-entry selbu-entry" onSubmit={submit}>
      {draw && showBids && (
        <label class="keeper-field">
          <span>{t.keeper.trumpTurnedUp}</span>
          <select name="trump" value={trump ?? ''} onChange={(e) => setTrump(e.currentTarget.value || null)}>
            <option value="">{t.keeper.chooseTrump}</option>
            {next.trumpChoices.map((s) => (
              <option key={s} value={s}>
                {trumpWord(s, t)}
              </option>
            ))}
          </select>
        </label>
      )}
      <table class="keeper-selbu">
        <thead>
          <tr>
            <th scope="col">{t.keeper.player}</th>
            <th scope="col">{t.keeper.bid}</th>
            {askTricks && <th scope="col">{t.keeper.tricks}</th>}
          </tr>
        </thead>
        <tbody>
          {order.map((seat) => (
            <tr key={seat}>
              <th scope="row">
                {names[seat]}
                {seat === next.dealer && <span class="chip dealer">{t.seat.dealerShort}</span>}
              </th>
              <td>
                {showBids ? (
                  <NumberSelect
                    label={t.keeper.bidOf(names[seat])}
                    name={`bid-${seat}`}
                    value={bids[seat]}
                    from={0}
                    to={next.handSize}
                    disabled={(n) => seat === next.dealer && n === forbidden}
                    onChange={(v) => {
                      setBids((old) => setAt(old, seat, v));
                      setProblem(null);
                    }}
                  />
                ) : (
                  <strong class="keeper-bid">{bids[seat]}</strong>
                )}
              </td>
              {askTricks && (
                <td>
                  <NumberSelect
                    label={t.keeper.tricksOf(names[seat])}
                    name={`tricks-${seat}`}
                    value={tricks[seat]}
                    from={0}
                    to={next.handSize}
                    onChange={(v) => {
                      setTricks((old) => setAt(old, seat, v));
                      setProblem(null);
                    }}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p class="muted keeper-sums" aria-live="polite">
        {t.keeper.bidsSum(bidSum, next.handSize)}
        {askTricks && ` · ${t.keeper.tricksSum(trickSum, next.handSize)}`}
        {forbidden !== null && showBids && ` · ${names[next.dealer]}: ≠ ${forbidden} (${t.keeper.forbidden})`}
      </p>
      {showBids && hook && (hook.code === 'hook-simultaneous' || hook.code === 'hook-sequential') && (
        <p class="banner warn hook-note" role="alert">
          {errorText(hook, t, names)}
        </p>
      )}
      {!bidding && !correcting && <p class="muted">{t.keeper.waitingTricks}</p>}
      <ScorePreview score={preview} names={names} />
      <FormFoot
        problem={problem}
        saveLabel={correcting ? t.keeper.save : bidding ? t.keeper.saveBids : t.keeper.saveRound}
        canSave={!(showBids && hook !== null)}
        onCancel={p.onCancel}
        onDelete={p.onDelete}
      >
        {!correcting && !bidding && (
          <button type="button" onClick={() => setBidding(true)}>
            {t.keeper.changeBids}
          </button>
        )}
      </FormFoot>
    </form>
  );
}
