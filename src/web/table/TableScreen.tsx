import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { CardBack } from '../cards/Card.js';
import { useT } from '../i18n/index.js';
import type { StateMessage } from '../net/types.js';
import { settings } from '../state/settings.js';
import { useStore } from '../state/store.js';
import { choicesOf, type SeatChoices } from './actions.js';
import { Countdown } from './Countdown.js';
import { Hand } from './Hand.js';
import { InfoBar } from './InfoBar.js';
import { kitFor, placeOf, scoreNames, seatInfoAt, seatNames } from './kits/byGame.js';
import type { TableContext } from './kits/kit.js';
import { bottomSeat, seatPositions } from './layout.js';
import { SeatBadge } from './SeatBadge.js';
import { Standing } from './Standing.js';
import { TrickArea, type TrickMark } from './TrickArea.js';
import { useShownTrick } from './useShownTrick.js';

export interface TableScreenProps {
  state: StateMessage;
  /** Sends an action for `seat` (dummy's seat when declarer plays from dummy). */
  onAct: (action: string, seat: number) => void;
  busy: boolean;
  /** Replay: every hand the view holds is shown at its seat. */
  revealAll?: boolean;
  /** Replaces the status line (the replay says which action led here). */
  caption?: string;
  /** Replay with a review: cards marked in the open hands (best cards) and in the trick (costs). */
  marks?: { hands?: { cards: ReadonlySet<string>; note: string }; trick?: TrickMark };
  /** Controls of the table page shown in the action row, by the hand (Undo). */
  tools?: ComponentChildren;
  /** Nudges the person at a place (given when you sit at the table). */
  onNudge?: (place: number) => void;
  /** Offers a bot's place to a person (given when you sit at the table). */
  onOffer?: (place: number) => void;
}

const EMPTY = new Set<string>();

/**
 * One seat's (or a spectator's) picture of the table: the view and the legal actions, no
 * rules. What only one game has comes from its kit (kits/), looked up by the view's game.
 */
export function TableScreen({
  state,
  onAct,
  busy,
  revealAll,
  caption,
  marks,
  tools,
  onNudge,
  onOffer,
}: TableScreenProps) {
  const t = useT();
  const { fourColour, confirmCards } = useStore(settings);
  const view = state.view;
  const info = state.table;
  // The seat looked from: the state's own seat, or where people change seats (info.seating)
  // the one its person decides from this deal (North for the person playing North and South).
  const me = view.seat;
  const game = view.game;
  const kit = kitFor(game);
  const compass = kit.compass;
  const names = seatNames(info, game, view.seats, t);
  const byScoreKey = scoreNames(info, game, view.seats, t);
  /** Every seat the viewer's person holds this deal. */
  const held = (s: number): boolean =>
    me !== null && (info.seating ? state.seat !== null && placeOf(info, s) === state.seat : s === me);
  const bottom = bottomSeat(me, view.seats, compass);
  const positions = seatPositions(view.seats, bottom);
  const choices = state.legal.map(choicesOf);
  const mine: SeatChoices | undefined = choices.find((c) => c.seat === me);
  const forOthers = choices.filter((c) => c.seat !== me);
  // A replay's step shows its trick as it stands (no hold, no gathering), a live table holds the finished one.
  const trick = useShownTrick(view, !revealAll);

  // Cards picked in the own hand when the kit asks for some (an exchange), cleared when the deal changes.
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  useEffect(() => setChosen(new Set()), [view.dealIndex, view.phase]);
  const ctx: TableContext = {
    view,
    me,
    names,
    mine,
    acting: choices,
    busy,
    act: onAct,
    chosen,
    t,
  };
  const picking = (kit.choosing?.(ctx) ?? 0) > 0;

  const dummy = kit.dummy?.(view) ?? null;
  const declarer = kit.declarer?.(view) ?? null;
  const dummyCards = dummy !== null && dummy !== me ? view.hands[dummy] : null;
  const ownCards = me === null ? null : (view.hands[me] ?? null);

  const toAct = new Set(view.toAct);
  const over = view.phase === 'over';
  const actingNames = view.toAct.map((s) => names[s]);
  const myTurn = choices.length > 0;
  const freeToAct = view.toAct.some((s) => seatInfoAt(info, s)?.kind === 'free');

  let status: string;
  if (caption !== undefined) status = caption;
  else if (view.phase === 'over') status = t.table.matchOver;
  else if (mine) status = t.table.yourTurn;
  else if (forOthers.length) {
    // Dummy's cards, or the other hand one person plays (bondebridge with three players).
    const other = forOthers[0].seat;
    status =
      other === dummy ? t.table.playFromDummy : t.table.playFrom(t.seat.compass[other] ?? names[other]);
  } else if (freeToAct) status = t.table.waitingForSeat;
  else if (actingNames.length) status = t.table.waitingFor(actingNames.join(', '));
  else status = '';

  const turnOf = (seat: number) => (over || revealAll ? undefined : info.turns?.find((x) => x.seat === seat));
  /** Nudges whoever decides for `seat` (declarer for dummy), unless that is you. */
  const nudgeAt = (seat: number) => {
    const turn = turnOf(seat);
    if (!onNudge || !turn || turn.place === state.seat) return undefined;
    return () => onNudge(turn.place);
  };
  /** A bot's seat not yet offered, when the viewer may offer it. */
  const offerAt = (seat: number) => {
    const s = seatInfoAt(info, seat);
    if (!onOffer || revealAll || s?.kind !== 'bot' || s.offered) return undefined;
    return () => onOffer(s.seat);
  };
  /** Your own turn with the turn timer running: its countdown sits above your hand. */
  const ownTurn = info.turns?.find((x) => held(x.seat) && x.remainingMs !== undefined && !revealAll);

  const cardsFor = (seat: number): ReadonlySet<string> =>
    choices.find((c) => c.seat === seat)?.cards ?? EMPTY;

  const roleOf = (s: number): string | undefined =>
    s === declarer ? t.table.declarer : s === dummy ? t.table.dummy : undefined;

  const seatExtras = (s: number) => {
    if (s === bottom && !revealAll) return null;
    const out = [];
    const visible = view.hands[s];
    if (revealAll && visible && s !== dummy) {
      out.push(
        <Hand
          key="open"
          cards={visible}
          game={game}
          trump={view.trump}
          playable={EMPTY}
          onPlay={() => undefined}
          confirm={false}
          label={t.table.handOf(names[s])}
          columns
          marked={marks?.hands}
        />,
      );
      return out;
    }
    out.push(...(kit.seatCards?.(ctx, s) ?? []));
    if (!kit.hidesBacks?.(view) && view.handCounts[s] > 0 && !visible) {
      out.push(
        <div class="backs" key="backs" title={t.cards.hidden(view.handCounts[s])}>
          <CardBack small label={t.cards.hidden(view.handCounts[s])} />
          <span class="count" aria-hidden="true">
            {view.handCounts[s]}
          </span>
        </div>,
      );
    }
    // A hand shown at another seat: dummy, or the viewer's other hand (one person playing two;
    // other hands a view shows, such as selbu's foreheads, are the kit's to draw).
    const open = s === dummy ? dummyCards : s !== me && held(s) ? visible : null;
    if (open) {
      out.push(
        <Hand
          key="dummy"
          cards={open}
          game={game}
          trump={view.trump}
          playable={cardsFor(s)}
          onPlay={(c) => onAct(c, s)}
          confirm={confirmCards}
          label={s === dummy ? t.table.dummyHand(names[s]) : t.table.handOf(t.seat.compass[s] ?? names[s])}
          columns
          busy={busy}
          marked={marks?.hands}
        />,
      );
    }
    return out;
  };

  const centerExtras = kit.centre?.(ctx) ?? [];
  const centrePiece = trick?.cards.length ? null : (kit.centrePiece?.(ctx) ?? null);
  // Who led the trick on the table stays marked at their seat until the trick is gathered.
  const leader = trick?.cards.length ? trick.leader : null;

  // ---- own hand ----
  let handCards: readonly string[] | null = ownCards;
  // Forehead round: the own card is hidden until it must be played (then the server offers it).
  if (me !== null && !handCards && mine?.cards.size) handCards = [...mine.cards];
  const handPlayable = picking ? EMPTY : me === null ? EMPTY : cardsFor(me);

  return (
    <div
      data-phase={view.phase}
      data-deal={view.dealIndex}
      class={`table-screen game-${game} seats-${view.seats}${fourColour ? ' four-colour' : ''}${myTurn ? ' my-turn' : ''}${busy ? ' busy' : ''}${revealAll ? ' all-open' : ''}`}
    >
      <InfoBar view={view} info={info} names={names} />
      <div class="notices">
        {info.seating && me !== null && view.phase !== 'over' && (
          <p class="seats-this-deal">
            {t.table.yourSeats(
              Array.from({ length: view.seats }, (_, s) => s)
                .filter(held)
                .map((s) => t.seat.compass[s] ?? names[s]),
            )}
          </p>
        )}
        {kit.notices?.(ctx)}
      </div>
      <section class="felt" aria-label={t.a11y.table}>
        {Array.from({ length: view.seats }, (_, s) => {
          const marks = kit.seatMarks?.(ctx, s) ?? {};
          // Once the match is over, dealer and vulnerability would describe a deal never dealt.
          return (
            <SeatBadge
              key={s}
              seat={s}
              game={game}
              position={positions[s]}
              name={names[s]}
              info={seatInfoAt(info, s)}
              compass={compass ? t.seat.compassShort[s] : undefined}
              isYou={held(s)}
              isDealer={!over && s === view.dealer}
              toAct={toAct.has(s)}
              led={s === leader}
              vulnerable={!over && marks.vulnerable}
              role={roleOf(s)}
              detail={marks.detail}
              detailLabel={marks.detailLabel}
              turn={turnOf(s)}
              onNudge={nudgeAt(s)}
              onOffer={offerAt(s)}
            >
              {seatExtras(s)}
            </SeatBadge>
          );
        })}
        <div class="center">
          {centrePiece ?? (
            <TrickArea
              trick={trick}
              positions={positions}
              names={names}
              gather={!revealAll}
              mark={marks?.trick}
            />
          )}
          {centerExtras.length > 0 && <div class="center-extras">{centerExtras}</div>}
        </div>
      </section>
      <section class="action-area" aria-label={t.a11y.actions}>
        <p class={`status${myTurn ? ' mine' : ''}`} role="status" aria-live="polite">
          {status}
        </p>
        {tools}
        {kit.note?.(ctx) ?? null}
        {kit.panel?.(ctx) ?? null}
        <Standing result={view.result} names={byScoreKey} />
      </section>
      {me !== null && view.phase !== 'over' && (
        <div class="own-hand">
          {ownTurn && <Countdown turn={ownTurn} own />}
          {handCards ? (
            <Hand
              id="own-hand"
              cards={handCards}
              game={game}
              trump={view.trump}
              playable={handPlayable}
              onPlay={(c) => onAct(c, me)}
              confirm={confirmCards}
              label={t.table.hand}
              busy={busy}
              selection={
                picking
                  ? {
                      chosen,
                      toggle: (c) =>
                        setChosen((old) => {
                          const next = new Set(old);
                          if (next.has(c)) next.delete(c);
                          else next.add(c);
                          return next;
                        }),
                    }
                  : undefined
              }
            />
          ) : (
            (kit.hiddenHand?.(ctx) ?? null)
          )}
        </div>
      )}
    </div>
  );
}
