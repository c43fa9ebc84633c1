/**
 * The table's social parts that are logic: which places a newcomer may take (free, then bots'
 * offered to a person), a bot's label with its rating, the invitations kept for the toast, the
 * friends offered an Invite button, and the lobby's Join for a table with an offered seat.
 */
import { describe, expect, it } from 'vitest';
import { botLevels, GAME_IDS } from '../../src/catalog.js';
import { botRating } from '../../src/ratings/botRatings.js';
import { display } from '../../src/ratings/rating.js';
import { type FriendAtTables, invitable } from '../../src/web/friends/friendsApi.js';
import { tableAction } from '../../src/web/lobby/tableAction.js';
import { addInvitation, MAX_INVITATIONS, without, withoutTable } from '../../src/web/net/invitations.js';
import type { SeatInfo, TableInfo } from '../../src/web/net/types.js';
import { botLabel, isOffered, takeablePlaces } from '../../src/web/table/seatHolders.js';
import { LANGUAGES, MESSAGES } from './messages.js';

const en = MESSAGES.en;

const table = (seats: Array<Omit<SeatInfo, 'seat'>>, status: TableInfo['status'] = 'playing'): TableInfo =>
  ({
    id: 'abc',
    game: 'selbu',
    options: {},
    seats: seats.map((s, seat) => ({ seat, ...s })),
    freeSeats: seats.filter((s) => s.kind === 'free').length,
    status,
    match: 0,
    version: 3,
    createdAt: '2026-01-01T00:00:00.000Z',
    settings: { visibility: 'public', undo: true, spectatorChat: false, turnTimer: 0, hints: false },
  }) as TableInfo;

describe('places a newcomer may take', () => {
  const mixed = table([
    { kind: 'human', name: 'Kari' },
    { kind: 'bot', level: 'strong', offered: true },
    { kind: 'bot', level: 'basic' },
    { kind: 'free' },
  ]);

  it('free places first, then bots’ places offered to a person; never a bot’s not offered or a person’s', () => {
    expect(takeablePlaces(mixed)).toEqual([3, 1]);
    expect(isOffered(mixed.seats[1])).toBe(true);
    expect(isOffered(mixed.seats[2])).toBe(false);
    // A person arriving at an offered seat holds it as a stand-in: no longer offered.
    expect(
      isOffered({ seat: 0, kind: 'human', name: 'Ola', standIn: true, arriving: true, level: 'strong' }),
    ).toBe(false);
  });

  it('none once the match is over', () => {
    expect(takeablePlaces({ ...mixed, status: 'over' })).toEqual([]);
  });

  it('the lobby says Join at a table whose only open place is an offered bot’s, Watch where none is', () => {
    const offeredOnly = table([
      { kind: 'human', name: 'Kari' },
      { kind: 'bot', level: 'basic', offered: true },
    ]);
    expect(offeredOnly.freeSeats).toBe(0);
    expect(tableAction(offeredOnly, false)).toBe('join');
    const full = table([
      { kind: 'human', name: 'Kari' },
      { kind: 'bot', level: 'basic' },
    ]);
    expect(tableAction(full, false)).toBe('watch');
    expect(tableAction(offeredOnly, true)).toBe('resume');
  });
});

describe('a bot’s label', () => {
  it('says the level and the game’s fixed rating for that level', () => {
    const r = botRating('selbu', 'strong');
    expect(r).toBeDefined();
    const shown = display(r!);
    expect(botLabel('selbu', 'strong', en)).toEqual({
      text: `strong bot · ${shown}`,
      label: `strong bot, rating ${shown}`,
      name: 'strong bot',
      rating: shown,
    });
    // The rating is the game's: the same level rates differently in another game.
    expect(botLabel('bridge', 'strong', en).text).toBe(
      `strong bot · ${display(botRating('bridge', 'strong')!)}`,
    );
    expect(display(botRating('bridge', 'strong')!)).not.toBe(shown);
  });

  it('without a rating (an unknown game or level) it names the bot alone', () => {
    expect(botLabel('whist', 'strong', en)).toEqual({
      text: 'strong bot',
      label: 'strong bot',
      name: 'strong bot',
    });
    expect(botLabel('selbu', 'expert', en)).toEqual({
      text: 'bot (expert)',
      label: 'bot (expert)',
      name: 'bot (expert)',
    });
    expect(botLabel('selbu', undefined, en).text).toBe(en.seat.bot);
  });

  it('every level of every game has a name in every language and a rating', () => {
    for (const game of GAME_IDS) {
      for (const level of botLevels(game)) {
        expect(botRating(game, level), `${game} ${level}`).toBeDefined();
        for (const lang of LANGUAGES) {
          expect(MESSAGES[lang].tableSocial.bots[level], `${lang} ${level}`).toBeTruthy();
          expect(botLabel(game, level, MESSAGES[lang]).text).toMatch(/ · \d{3,4}$/);
        }
      }
    }
  });
});

describe('invitations kept for the toast', () => {
  const a = { tableId: 't1', game: 'selbu', from: 'Kari' };
  const b = { tableId: 't2', game: 'bridge', from: 'Ola' };

  it('newest first; the same sender and table again is shown once, moved to the top', () => {
    const two = addInvitation(addInvitation([], a), b);
    expect(two).toEqual([b, a]);
    expect(addInvitation(two, { ...a })).toEqual([a, b]);
    // Another sender to the same table is another invitation.
    expect(addInvitation(two, { ...a, from: 'Per' })).toHaveLength(3);
  });

  it('keeps at most a few, dropping the oldest', () => {
    let all = [a];
    for (let i = 0; i < MAX_INVITATIONS + 2; i++)
      all = addInvitation(all, { tableId: `x${i}`, game: 'selbu', from: 'Per' });
    expect(all).toHaveLength(MAX_INVITATIONS);
    expect(all[0].tableId).toBe(`x${MAX_INVITATIONS + 1}`);
    expect(all).not.toContainEqual(a);
  });

  it('drops only what the message carries beyond its fields', () => {
    expect(addInvitation([], { ...a, type: 'invitation' } as typeof a)).toEqual([a]);
  });

  it('dismissing removes one; going to a table removes every invitation to it', () => {
    const three = [a, b, { ...a, from: 'Per' }];
    expect(without(three, a)).toEqual([b, { ...a, from: 'Per' }]);
    expect(withoutTable(three, 't1')).toEqual([b]);
  });
});

describe('friends offered an Invite button', () => {
  const f = (name: string, online: boolean, at: string[] = []): FriendAtTables => ({
    name,
    online,
    tables: at.map((id) => ({ id, game: 'selbu' })),
  });

  it('online and not at this table already, by name', () => {
    const friends = [
      f('Ola', true),
      f('åse', true),
      f('Kari', false),
      f('bjørn', true, ['abc']),
      f('Anna', true, ['zzz']),
    ];
    expect(invitable(friends, 'abc', 'nb').map((x) => x.name)).toEqual(['Anna', 'Ola', 'åse']);
  });
});

describe('the words of the new buttons', () => {
  it('in every language a button’s spoken name holds its visible text (WCAG 2.5.3)', () => {
    for (const lang of LANGUAGES) {
      const w = MESSAGES[lang].tableSocial;
      const holds = (name: string, visible: string) =>
        expect(name.toLocaleLowerCase(lang), `${lang}: "${name}"`).toContain(visible.toLocaleLowerCase(lang));
      holds(w.inviteFriendLabel('X'), w.inviteFriend);
      holds(w.dismissLabel('X'), w.dismiss);
    }
  });
});
