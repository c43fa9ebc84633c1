import { useT } from '../i18n/index.js';
import { serverTables, type TableSource } from '../net/tableSource.js';
import type { StateMessage, TrickView } from '../net/types.js';
import { useFinishedDeal } from '../replay/DealReview.js';
import { lastTrickOf } from '../replay/steps.js';
import { usesCompass } from './kits/byGame.js';
import { bottomSeat, seatPositions } from './layout.js';
import { TrickArea } from './TrickArea.js';
import { lastFinishedTrick } from './useShownTrick.js';

/** The last trick dialog's picture: this deal's last finished trick, or the previous deal's. */
export function LastTrick({
  state,
  names,
  source = serverTables,
}: {
  state: StateMessage;
  names: string[];
  /** Where the previous deal comes from (default: the server). */
  source?: TableSource;
}) {
  const trick = lastFinishedTrick(state.view);
  const rows = state.view.result.deals.length;
  if (!trick && rows > 0)
    return <PreviousDealTrick state={state} names={names} row={rows - 1} source={source} />;
  return <TrickPicture state={state} names={names} trick={trick} />;
}

/** At a deal's start the last trick is the previous deal's, fetched with that deal. */
function PreviousDealTrick({
  state,
  names,
  row,
  source,
}: {
  state: StateMessage;
  names: string[];
  row: number;
  source: TableSource;
}) {
  const t = useT();
  const { deal, failed } = useFinishedDeal(source, state.tableId, state.table.match, row);
  if (failed) return <p>{t.table.noLastTrick}</p>;
  if (!deal) return <p class="muted">{t.review.loading}</p>;
  const end = deal.steps[deal.steps.length - 1]?.view;
  return (
    <TrickPicture
      state={state}
      names={names}
      trick={end ? lastTrickOf(end) : null}
      note={t.review.fromPreviousDeal}
    />
  );
}

function TrickPicture(p: { state: StateMessage; names: string[]; trick: TrickView | null; note?: string }) {
  const t = useT();
  const { state, names, trick } = p;
  if (!trick) return <p>{t.table.noLastTrick}</p>;
  const v = state.view;
  const positions = seatPositions(v.seats, bottomSeat(v.seat, v.seats, usesCompass(v.game)));
  return (
    <div class={`last-trick seats-${v.seats}`}>
      {p.note && <p class="muted">{p.note}</p>}
      <div class="mini-felt">
        <TrickArea trick={trick} positions={positions} names={names} />
      </div>
      {trick.winner !== undefined && <p>{t.table.wonBy(names[trick.winner])}</p>}
    </div>
  );
}
