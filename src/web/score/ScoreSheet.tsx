import { cardText } from '../cards/notation.js';
import { useT } from '../i18n/index.js';
import type { MatchResult, TableInfo } from '../net/types.js';
import { BondtolvaSheet } from './BondtolvaSheet.js';
import { ContractRowsSheet } from './ContractRowsSheet.js';
import { RubberSheet } from './RubberSheet.js';
import { SelbuSheet } from './SelbuSheet.js';
import { UnfinishedBonus } from './UnfinishedBonus.js';

export interface ScoreSheetProps {
  game: string;
  result: MatchResult;
  names: string[];
  info?: TableInfo;
  /** The viewer's seat: decides "We" on the rubber sheet. */
  seat: number | null;
}

/** The score sheet each game's players know (ui.md). */
export function ScoreSheet(p: ScoreSheetProps) {
  const t = useT();
  switch (p.game) {
    case 'bridge': {
      const scoring = p.info?.options.scoring ?? 'rubber';
      if (scoring === 'rubber')
        return (
          <>
            <RubberSheet result={p.result} we={p.seat !== null && p.seat % 2 === 1 ? 'EW' : 'NS'} />
            <UnfinishedBonus result={p.result} />
          </>
        );
      return (
        <ContractRowsSheet
          result={p.result}
          names={p.names}
          extra={{
            header: scoring === 'duplicate' ? t.review.board : t.score.vulnerable,
            cell: (d) =>
              scoring === 'duplicate'
                ? `${d.board ?? ''} · ${t.table.vul[String(d.vulnerable)] ?? ''}`
                : (t.table.vul[String(d.vulnerable)] ?? ''),
          }}
        />
      );
    }
    case 'bondebridge':
      return <ContractRowsSheet result={p.result} names={p.names} />;
    case 'bridgette':
      return (
        <ContractRowsSheet
          result={p.result}
          names={p.names}
          regularDeals={6}
          extra={{
            header: t.score.upcard,
            cell: (d) => (typeof d.upcard === 'string' ? cardText(d.upcard, t) : ''),
          }}
        />
      );
    case 'selbu':
      return <SelbuSheet result={p.result} names={p.names} />;
    case 'bondtolva':
      return <BondtolvaSheet result={p.result} names={p.names} />;
    default:
      return <ContractRowsSheet result={p.result} names={p.names} />;
  }
}
