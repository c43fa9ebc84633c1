/**
 * Bondtolva at the table: each player's protocol (points so far), the stock, trumf and tjog
 * declarations with the cards they showed, and the panel to declare after winning a trick
 * (without a pair, the lone `pass` is sent at once).
 */
import { Card } from '../../cards/Card.js';
import { SUIT_SYMBOL, type Suit } from '../../cards/notation.js';
import type { SeatChoices } from '../actions.js';
import { trumpText } from '../format.js';
import { DeclarePanel } from './DeclarePanel.js';
import type { TableKit } from './kit.js';
import { Stock, stockChip } from './parts.js';
import type { BondtolvaView } from './views.js';

/** The winner's declaration choice is only `pass`: no pair to declare. */
const onlyPass = (mine: SeatChoices): boolean =>
  mine.declarations.length === 1 && mine.declarations[0] === 'pass' && mine.cards.size === 0;

export const bondtolvaKit: TableKit<BondtolvaView> = {
  compass: false,
  headChips: (v, t) => [{ key: 'deal', label: '', value: t.table.deal(v.dealIndex + 1) }],
  chips: (v, _names, t) => [
    ...(v.trump !== null || v.phase !== 'deal'
      ? [
          {
            key: 'trump',
            label: t.table.trump,
            value: v.trump === null ? '–' : trumpText(v.trump, t),
            cls: `trump trump-${v.trump ?? 'none'}`,
          },
        ]
      : []),
    ...stockChip(v.stockCount, t),
  ],
  seatMarks: ({ view, t }, s) => ({
    detail: `${t.bondtolva.protocol} ${view.protocol[s]} · ${t.table.tricks} ${view.tricksWon[s]}`,
    detailLabel: `${t.bondtolva.protocol} ${view.protocol[s]}, ${t.table.tricks} ${view.tricksWon[s]}`,
  }),
  seatCards({ view, t }, s) {
    const known = view.knownCards[s];
    if (!known?.length) return [];
    return [
      <div class="known" key="known">
        <span class="muted">{t.bondtolva.shown}:</span>
        {known.map((c) => (
          <Card key={c} code={c} small />
        ))}
      </div>,
    ];
  },
  centre({ view, names, t }) {
    const out = [];
    if (view.stockCount > 0 && view.phase !== 'over') out.push(<Stock key="stock" count={view.stockCount} />);
    if (view.declarations.length) {
      out.push(
        <ul class="declarations" key="decl" aria-label={t.bondtolva.declarations}>
          {view.declarations.map((d) => (
            <li key={`${d.seat}${d.kind}`}>
              {t.bondtolva.declared(
                names[d.seat],
                d.kind === 'trumf' ? t.bondtolva.trumf : t.bondtolva.tjog,
                SUIT_SYMBOL[d.suit as Suit] ?? d.suit,
              )}
            </li>
          ))}
        </ul>,
      );
    }
    return out;
  },
  panel({ view, mine, busy, act }) {
    if (view.phase !== 'declare' || !mine || mine.declarations.length === 0) return null;
    // A lone pass goes by itself (autoAction); its button shows only if sending it failed.
    if (onlyPass(mine) && busy) return null;
    return <DeclarePanel actions={mine.declarations} busy={busy} onDeclare={(a) => act(a, mine.seat)} />;
  },
  autoAction: (view, mine) => (view.phase === 'declare' && onlyPass(mine) ? 'pass' : undefined),
};
