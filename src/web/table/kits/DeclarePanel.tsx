import { parseBondtolvaAction } from '../../../games/bondtolva/actions.js';
import { SUIT_SYMBOL, SUITS } from '../../cards/notation.js';
import { useT } from '../../i18n/index.js';

/** Bondtolva: after winning a trick, declare trumf or tjog with a king–queen pair, or not. */
export function DeclarePanel(p: { actions: string[]; onDeclare: (a: string) => void; busy?: boolean }) {
  const t = useT();
  return (
    <fieldset class="declare" aria-label={t.bondtolva.declarations}>
      {p.actions.map((a) => {
        const parsed = parseBondtolvaAction(a);
        if (!parsed.ok || parsed.value.kind !== 'declare') {
          return (
            <button type="button" key={a} data-action={a} disabled={p.busy} onClick={() => p.onDeclare(a)}>
              {t.bondtolva.noDeclaration}
            </button>
          );
        }
        const suit = SUITS[parsed.value.suit];
        const word = parsed.value.declaration === 'trumf' ? t.bondtolva.trumf : t.bondtolva.tjog;
        return (
          <button
            type="button"
            key={a}
            class={`primary suit-${suit}`}
            data-action={a}
            disabled={p.busy}
            aria-label={t.bondtolva.declare(word, t.cards.suits[suit])}
            onClick={() => p.onDeclare(a)}
          >
            {word} <span class={`sym suit-${suit}`}>{SUIT_SYMBOL[suit]}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
