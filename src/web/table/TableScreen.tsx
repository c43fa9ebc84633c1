import { useEffect, useState } from 'preact/hooks';
import { Card, CardBack } from '../cards/Card.js';
import { SUIT_SYMBOL, type Suit } from '../cards/notation.js';
import { useT } from '../i18n/index.js';
import type { StateMessage } from '../net/types.js';
import { settings } from '../state/settings.js';
import { useStore } from '../state/store.js';
import { AuctionGrid } from './AuctionGrid.js';
import { choicesOf, discardAction, type SeatChoices } from './actions.js';
import { BiddingBox } from './BiddingBox.js';
import { BidReveal } from './BidReveal.js';
import { DealBanner } from './DealBanner.js';
import { DeclarePanel } from './DeclarePanel.js';
import { ExchangePanel } from './ExchangePanel.js';
import { seatNames } from './format.js';
import { Hand } from './Hand.js';
import { InfoBar } from './InfoBar.js';
import { bottomSeat, seatPositions } from './layout.js';
import { SeatBadge } from './SeatBadge.js';
import { SelbuBidPicker } from './SelbuBidPicker.js';
import { Standing } from './Standing.js';
import { TrickArea } from './TrickArea.js';
import { useShownTrick } from './useShownTrick.js';
import {
  type AnyView,
  isBondtolva,
  isBridge,
  isBridgette,
  isContractView,
  isSelbu,
  usesCompass,
} from './views.js';

export interface TableScreenProps {
  state: StateMessage;
  /** Sends an action for `seat` (dummy's seat when declarer plays from dummy). */
  onAct: (action: string, seat: number) => void;
  busy: boolean;
  /** Replay: every hand the view holds is shown at its seat. */
  revealAll?: boolean;
  /** Replaces the status line (the replay says which action led here). */
  caption?: string;
}

const EMPTY = new Set<string>();

/** One seat's (or a spectator's) picture of the table: the view and the legal actions, no rules. */
export function TableScreen({ state, onAct, busy, revealAll, caption }: TableScreenProps) {
  const t = useT();
  const { fourColour, confirmCards } = useStore(settings);
  const view = state.view as AnyView;
  const info = state.table;
  const me = state.seat;
  const game = view.game;
  const compass = usesCompass(game);
  const names = seatNames(info, game, view.seats, t);
  const bottom = bottomSeat(me, view.seats, compass);
  const positions = seatPositions(view.seats, bottom);
  const choices = state.legal.map(choicesOf);
  const mine: SeatChoices | undefined = choices.find((c) => c.seat === me);
  const forOthers = choices.filter((c) => c.seat !== me);
  const trick = useShownTrick(view);

  // Bridgette's exchange: the cards chosen to discard, cleared when the deal changes.
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  useEffect(() => setChosen(new Set()), [view.dealIndex, view.phase]);
  const exchanging = isBridgette(view) && view.mustDiscard > 0 && (mine?.discards.length ?? 0) > 0;

  const dummy = isContractView(view) ? view.dummy : null;
  const dummyCards = dummy !== null && dummy !== me ? view.hands[dummy] : null;
  const ownCards = me === null ? null : (view.hands[me] ?? null);

  const toAct = new Set(view.toAct);
  const actingNames = view.toAct.map((s) => names[s]);
  const myTurn = choices.length > 0;
  const freeToAct = view.toAct.some((s) => info.seats[s]?.kind === 'free');

  let status: string;
  if (caption !== undefined) status = caption;
  else if (view.phase === 'over') status = t.table.matchOver;
  else if (mine || forOthers.length) {
    status = forOthers.length && !mine ? t.table.playFromDummy : t.table.yourTurn;
  } else if (freeToAct) status = t.table.waitingForSeat;
  else if (actingNames.length) status = t.table.waitingFor(actingNames.join(', '));
  else status = '';

  const cardsFor = (seat: number): ReadonlySet<string> =>
    choices.find((c) => c.seat === seat)?.cards ?? EMPTY;

  // ---- per-game pieces ----
  let panel = null;
  if (isContractView(view) && view.phase === 'auction') {
    panel = (
      <div class="auction-panel">
        <AuctionGrid
          calls={view.calls}
          seats={4}
          names={names}
          columns={[3, 0, 1, 2]}
          headers={t.seat.compassShort}
          dealer={view.dealer}
        />
        {mine && mine.calls.size > 0 && (
          <BiddingBox legal={mine.calls} onCall={(c) => onAct(c, mine.seat)} busy={busy} />
        )}
      </div>
    );
  }
  // During the play the auction stays at hand, as on a bidding slip beside the table.
  if (isContractView(view) && view.phase === 'play' && view.calls.length) {
    panel = (
      <details class="auction-record">
        <summary>{t.auction.title}</summary>
        <AuctionGrid
          calls={view.calls}
          seats={4}
          names={names}
          columns={[3, 0, 1, 2]}
          headers={t.seat.compassShort}
          dealer={view.dealer}
        />
      </details>
    );
  }
  if (isBridgette(view) && view.phase === 'play' && view.auction.length) {
    panel = (
      <details class="auction-record">
        <summary>{t.auction.title}</summary>
        <AuctionGrid
          calls={view.auction}
          seats={2}
          names={names}
          columns={[0, 1]}
          headers={names}
          dealer={view.dealer}
        />
      </details>
    );
  }
  if (isBridgette(view) && view.phase === 'auction') {
    panel = (
      <div class="auction-panel">
        <AuctionGrid
          calls={view.auction}
          seats={2}
          names={names}
          columns={[0, 1]}
          headers={names}
          dealer={view.dealer}
        />
        {mine && mine.calls.size > 0 && (
          <BiddingBox legal={mine.calls} onCall={(c) => onAct(c, mine.seat)} busy={busy} />
        )}
      </div>
    );
  }
  if (isBridgette(view) && view.phase === 'exchange') {
    panel = exchanging ? (
      <ExchangePanel
        need={view.mustDiscard}
        chosen={chosen.size}
        busy={busy}
        onDiscard={() => onAct(discardAction([...chosen]), me!)}
      />
    ) : (
      <p class="prompt">{t.bridgette.waitingForDiscard}</p>
    );
  }
  if (isSelbu(view) && (view.phase === 'bidding' || view.phase === 'hook')) {
    const canBid = mine && mine.bids.size > 0;
    const waiting = view.hasBid.filter((b) => !b).length;
    const hookChange = view.phase === 'hook' && me !== null && view.hookSeat === me;
    const forbidden =
      hookChange && me !== null
        ? (view.bids[me] ?? null)
        : me !== null && me === view.dealer
          ? view.forbiddenBid
          : null;
    panel = (
      <div class="selbu-panel">
        {view.phase === 'hook' && view.hookSeat !== null && (
          <p class="hook-note" role="status">
            {hookChange ? t.selbu.changeYourBid : t.selbu.mustChange(names[view.hookSeat], view.handSize)}
          </p>
        )}
        {view.forehead && <p class="prompt">{t.selbu.forehead}</p>}
        {canBid ? (
          <SelbuBidPicker
            handSize={view.handSize}
            legal={mine.bids}
            forbidden={forbidden}
            busy={busy}
            onBid={(b) => onAct(b, mine.seat)}
            prompt={
              view.bidding === 'simultaneous' && view.phase === 'bidding'
                ? `${t.selbu.bid} — ${t.selbu.secretBid}`
                : t.selbu.bid
            }
          />
        ) : (
          view.bidding === 'simultaneous' &&
          view.phase === 'bidding' && (
            <p class="prompt" role="status">
              {t.selbu.waitingForBids(waiting)}
            </p>
          )
        )}
      </div>
    );
  }
  if (isBondtolva(view) && view.phase === 'declare' && mine && mine.declarations.length > 0) {
    panel = <DeclarePanel actions={mine.declarations} busy={busy} onDeclare={(a) => onAct(a, mine.seat)} />;
  }

  // ---- seats ----
  const badgeDetail = (s: number): { detail?: string; label?: string } => {
    if (isSelbu(view)) {
      const bid = view.bids[s];
      const shownBid = bid !== null ? String(bid) : view.hasBid[s] ? '✓' : '–';
      return {
        detail: `${view.tricksWon[s]}/${shownBid}`,
        label: `${t.table.tricks} ${view.tricksWon[s]}, ${t.score.bid} ${shownBid}`,
      };
    }
    if (isBondtolva(view)) {
      return {
        detail: `${t.bondtolva.protocol} ${view.protocol[s]} · ${t.table.tricks} ${view.tricksWon[s]}`,
        label: `${t.bondtolva.protocol} ${view.protocol[s]}, ${t.table.tricks} ${view.tricksWon[s]}`,
      };
    }
    if (isBridgette(view)) return { detail: `${t.table.tricks} ${view.tricksWon[s]}` };
    return {};
  };
  const vulnerableOf = (s: number): boolean | undefined => {
    if (!isBridge(view)) return undefined;
    const v = view.vulnerable;
    return v === 'all' || (v === 'NS' && s % 2 === 0) || (v === 'EW' && s % 2 === 1);
  };

  const declarer = isContractView(view) || isBridgette(view) ? view.declarer : null;
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
        />,
      );
      return out;
    }
    if (isSelbu(view) && view.forehead && visible?.length) {
      out.push(
        <div class="forehead" key="forehead">
          {visible.map((c) => (
            <Card key={c} code={c} small />
          ))}
        </div>,
      );
    }
    if (isBondtolva(view) && view.knownCards[s]?.length) {
      out.push(
        <div class="known" key="known">
          <span class="muted">{t.bondtolva.shown}:</span>
          {view.knownCards[s].map((c) => (
            <Card key={c} code={c} small />
          ))}
        </div>,
      );
    }
    if (
      !(s === dummy && dummyCards) &&
      !(isSelbu(view) && view.forehead) &&
      view.handCounts[s] > 0 &&
      !visible
    ) {
      out.push(
        <div class="backs" key="backs" title={t.cards.hidden(view.handCounts[s])}>
          <CardBack small label={t.cards.hidden(view.handCounts[s])} />
          <span class="count" aria-hidden="true">
            {view.handCounts[s]}
          </span>
        </div>,
      );
    }
    if (s === dummy && dummyCards) {
      const dummyPlayable = cardsFor(s);
      out.push(
        <Hand
          key="dummy"
          cards={dummyCards}
          game={game}
          trump={view.trump}
          playable={dummyPlayable}
          onPlay={(c) => onAct(c, s)}
          confirm={confirmCards}
          label={t.table.dummyHand(names[s])}
          columns
          busy={busy}
        />,
      );
    }
    return out;
  };

  const centerExtras = [];
  if (isBridgette(view) && view.upcard && view.phase !== 'over') {
    centerExtras.push(
      <div class="upcard" key="upcard">
        <span class="label">{t.table.upcard}</span>
        <Card code={view.upcard} small />
      </div>,
    );
  }
  if (isBridgette(view) && view.phase === 'exchange') {
    centerExtras.push(
      <ul class="drawn" key="drawn">
        {view.drawn.map((n, s) => (n > 0 ? <li key={s}>{t.bridgette.drew(names[s], n)}</li> : null))}
      </ul>,
    );
  }
  if (isSelbu(view) && view.upcard && view.phase !== 'over') {
    centerExtras.push(
      <div class="upcard" key="upcard">
        <span class="label">{t.table.upcard}</span>
        <Card code={view.upcard} small />
      </div>,
    );
  }
  if ((isBondtolva(view) || isBridgette(view)) && view.stockCount > 0 && view.phase !== 'over') {
    centerExtras.push(
      <div class="stock" key="stock" title={t.table.stockCount(view.stockCount)}>
        <CardBack small label={t.table.stockCount(view.stockCount)} />
        <span class="count" aria-hidden="true">
          {view.stockCount}
        </span>
      </div>,
    );
  }
  if (isBondtolva(view) && view.declarations.length) {
    centerExtras.push(
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

  // ---- own hand ----
  let handCards: readonly string[] | null = ownCards;
  // Forehead round: the own card is hidden until it must be played (then the server offers it).
  if (me !== null && !handCards && mine?.cards.size) handCards = [...mine.cards];
  const handPlayable = exchanging ? EMPTY : me === null ? EMPTY : cardsFor(me);

  return (
    <div
      class={`table-screen game-${game} seats-${view.seats}${fourColour ? ' four-colour' : ''}${myTurn ? ' my-turn' : ''}${busy ? ' busy' : ''}`}
    >
      <InfoBar view={view} info={info} names={names} />
      <div class="notices">
        <DealBanner result={view.result} names={names} />
        {isSelbu(view) && <BidReveal view={view} names={names} />}
      </div>
      <section class="felt" aria-label={t.a11y.table}>
        {Array.from({ length: view.seats }, (_, s) => {
          const d = badgeDetail(s);
          return (
            <SeatBadge
              key={s}
              seat={s}
              position={positions[s]}
              name={names[s]}
              info={info.seats[s]}
              compass={compass ? t.seat.compassShort[s] : undefined}
              isYou={s === me}
              isDealer={s === view.dealer}
              toAct={toAct.has(s)}
              vulnerable={vulnerableOf(s)}
              role={roleOf(s)}
              detail={d.detail}
              detailLabel={d.label}
            >
              {seatExtras(s)}
            </SeatBadge>
          );
        })}
        <div class="center">
          <TrickArea trick={trick} positions={positions} names={names} gather={!revealAll} />
          {centerExtras.length > 0 && <div class="center-extras">{centerExtras}</div>}
        </div>
      </section>
      <section class="action-area" aria-label={t.a11y.actions}>
        <p class={`status${myTurn ? ' mine' : ''}`} role="status" aria-live="polite">
          {status}
        </p>
        {isBridgette(view) && view.leadBan && view.leadBan.seat === me && mine?.cards.size ? (
          <p class="note">{t.bridgette.leadBan(t.cards.suits[view.leadBan.suit] ?? view.leadBan.suit)}</p>
        ) : null}
        {panel}
        <Standing result={view.result} names={names} />
      </section>
      {me !== null && view.phase !== 'over' && (
        <div class="own-hand">
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
                exchanging
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
          ) : isSelbu(view) && view.forehead && view.handCounts[me] > 0 ? (
            <div class="hand forehead-own">
              <CardBack label={t.selbu.yourHiddenCard} />
              <span class="muted">{t.selbu.yourHiddenCard}</span>
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
