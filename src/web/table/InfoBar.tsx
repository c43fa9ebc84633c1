import { useT } from '../i18n/index.js';
import type { TableInfo } from '../net/types.js';
import { contractLine, trumpText } from './format.js';
import {
  type AnyView,
  isBondebridge,
  isBondtolva,
  isBridge,
  isBridgette,
  isContractView,
  isSelbu,
} from './views.js';

/** Where the match stands, in a line of chips: deal, dealer, vulnerability, contract, trump, tricks. */
export function InfoBar(p: { view: AnyView; info: TableInfo; names: string[] }) {
  const t = useT();
  const v = p.view;
  const chips: Array<{ key: string; label: string; value: string; cls?: string }> = [];
  const add = (key: string, label: string, value: string | null | undefined, cls?: string) => {
    // Once the match is over only the phase is news; the rest describes a deal not dealt.
    if (v.phase === 'over' && key !== 'phase') return;
    if (value !== null && value !== undefined && value !== '') chips.push({ key, label, value, cls });
  };

  if (isBondebridge(v))
    add('deal', '', t.table.deal(Math.min(v.dealsPlayed + 1, v.matchDeals), v.matchDeals));
  if (isBridge(v)) {
    if (v.board !== null) add('deal', '', t.table.board(v.board));
    else if (v.roundDeal !== null) add('deal', '', t.table.roundDeal(v.roundDeal));
    else add('deal', '', t.table.deal(v.dealIndex + 1));
    add('vul', '', t.table.vul[v.vulnerable] ?? v.vulnerable, `vul-${v.vulnerable}`);
  }
  if (isSelbu(v) && v.round > 0) {
    add('deal', '', `${t.table.round(v.round, v.rounds)} · ${t.table.cardsThisRound(v.handSize)}`);
  }
  if (isBridgette(v)) {
    add(
      'deal',
      '',
      v.countedDeals >= 6 ? t.bridgette.extraDeal : t.bridgette.countedDeals(v.countedDeals + 1),
    );
  }
  if (isBondtolva(v)) add('deal', '', t.table.deal(v.dealIndex + 1));

  add('dealer', t.seat.dealer, p.names[v.dealer]);
  add('phase', '', t.table.phase[v.phase] ?? v.phase, 'phase');

  const contract = isContractView(v) || isBridgette(v) ? v.contract : null;
  if (contract) {
    const declarer = (v as { declarer: number | null }).declarer;
    add(
      'contract',
      t.table.contract,
      contractLine(contract, declarer === null ? null : p.names[declarer], t),
      'contract',
    );
  }
  const showTrump = isSelbu(v) || isBondtolva(v) ? v.trump !== null || v.phase !== 'deal' : false;
  if (showTrump) {
    const trump = isBondtolva(v) && v.trump === null ? '–' : trumpText(v.trump, t);
    add('trump', t.table.trump, trump, `trump trump-${v.trump ?? 'none'}`);
  }
  if (isContractView(v) && v.contract) {
    const ns = v.tricksWon[0] + v.tricksWon[2];
    const ew = v.tricksWon[1] + v.tricksWon[3];
    add(
      'tricks',
      t.table.tricks,
      `${t.seat.compassShort[0]}${t.seat.compassShort[2]} ${ns} – ${ew} ${t.seat.compassShort[1]}${t.seat.compassShort[3]}`,
    );
  }
  if (isBridgette(v) && v.contract) add('tricks', t.table.tricks, `${v.tricksWon[0]} – ${v.tricksWon[1]}`);
  if ((isBondtolva(v) || isBridgette(v)) && v.stockCount > 0)
    add('stock', t.table.stock, String(v.stockCount));

  return (
    <ul class="info-bar" aria-label={t.app.title}>
      {chips.map((c) => (
        <li key={c.key} class={`info ${c.cls ?? ''}`}>
          {c.label && <span class="label">{c.label}: </span>}
          <span class="value">{c.value}</span>
        </li>
      ))}
    </ul>
  );
}
