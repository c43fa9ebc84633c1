import type { MatchResult } from '../../engine/game.js';
import type { Sheet } from '../../scorekeeper/sheet.js';
import { cardText } from '../cards/notation.js';
import { useT } from '../i18n/index.js';
import { BondtolvaSheet } from '../score/BondtolvaSheet.js';
import { ContractRowsSheet } from '../score/ContractRowsSheet.js';
import { RubberSheet } from '../score/RubberSheet.js';
import { SelbuSheet } from '../score/SelbuSheet.js';
import { UnfinishedBonus } from '../score/UnfinishedBonus.js';
import { sideName } from './text.js';

/**
 * The sheet players know (ui.md), drawn by the web client's own score-sheet components from
 * the standing the keeper computes (the same shape the engine gives them).
 */
export function SheetView(p: { sheet: Sheet; result: MatchResult; options: Record<string, unknown> }) {
  const t = useT();
  const { sheet, result } = p;
  const names = sheet.players;
  switch (sheet.game) {
    case 'bridge': {
      const scoring = p.options.scoring;
      if (scoring === 'rubber') {
        return (
          <>
            <p class="muted keeper-sides">
              {t.score.we}: {sideName('NS', t)} ({names[0]}, {names[2]}) · {t.score.they}: {sideName('EW', t)}{' '}
              ({names[1]}, {names[3]})
            </p>
            <RubberSheet result={result} we="NS" />
            <UnfinishedBonus result={result} />
          </>
        );
      }
      return (
        <ContractRowsSheet
          result={result}
          names={names}
          extra={{
            header: scoring === 'duplicate' ? t.score.deal : t.score.vulnerable,
            cell: (d) =>
              scoring === 'duplicate'
                ? `${d.board ?? ''} · ${t.table.vul[String(d.vulnerable)] ?? ''}`
                : (t.table.vul[String(d.vulnerable)] ?? ''),
          }}
        />
      );
    }
    case 'bondebridge':
      // Names are by player; the declarer column names who sat in that seat (ContractRowsSheet).
      return <ContractRowsSheet result={result} names={names} />;
    case 'bridgette':
      return (
        <ContractRowsSheet
          result={result}
          names={names}
          regularDeals={6}
          extra={{
            header: t.score.dealer,
            cell: (d) => names[d.dealer] ?? (typeof d.upcard === 'string' ? cardText(d.upcard) : ''),
          }}
        />
      );
    case 'selbu':
      return <SelbuSheet result={result} names={names} />;
    case 'bondtolva':
      return <BondtolvaSheet result={result} names={names} />;
  }
}
