/**
 * Issue 34's walk from start to end, as two people would do it: Anna and Bjørn sign up in the
 * header, follow each other on the friends page; Anna creates a short selbu table for two with
 * a bot in the other place, gives the bot's seat to a person and invites Bjørn from the invite
 * dialog; Bjørn joins from the invitation and they play a rated match to its end (if the bot had
 * already acted when he came, he arrived for the next deal, that match was unrated, and the
 * rematch they agree on is the rated one). Then both profiles show the match, its replay link and
 * the changed rating — and a guest who watches under Anna's name may not chat as her.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, test } from 'vitest';
import { openSession, type Session, screenshot } from './helpers/browser.js';
import { act, seeded, waitForChoice } from './helpers/play.js';

const baseUrl = inject('baseUrl');
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const PASSWORD = 'kitchen table 34';

const sessions: Session[] = [];
afterAll(async () => {
  for (const s of sessions) await s.close();
});
async function person(viewport: { width: number; height: number }, name: string | null): Promise<Session> {
  const s = await openSession({ viewport, name });
  sessions.push(s);
  return s;
}

async function signUp(page: Page, name: string): Promise<void> {
  await page.goto(baseUrl);
  await page.locator('[data-tool="sign-in"]').click();
  await page.locator('[data-tool="to-sign-up"]').click();
  await page.locator('[data-tool="sign-up-form"]').waitFor();
  await page.locator('[data-tool="account-name"]').fill(name);
  await page.locator('[data-tool="account-password"]').fill(PASSWORD);
  await page.locator('[data-tool="account-submit"]').click();
  await page.locator('[data-tool="account"]').waitFor();
}

async function follow(page: Page, name: string): Promise<void> {
  await page.locator('[data-tool="account"]').click();
  await page.locator('[data-tool="my-friends"]').click();
  await page.waitForURL(`${baseUrl}/friends`);
  await page.locator('[data-tool="follow-name"]').fill(name);
  await page.locator('[data-tool="follow-submit"]').click();
  await page.locator(`[data-friend="${name}"]`).waitFor();
}

/** Selbu for two, two rounds of one card, spectators may chat; the other place a basic bot. */
async function createShortSelbu(page: Page): Promise<string> {
  await page.goto(baseUrl);
  await page.locator('input[name="game"][value="selbu"]').check();
  await page.locator('#opt-selbu-players').fill('2');
  await page.locator('#seat-2').waitFor({ state: 'detached' });
  await page.locator('#opt-selbu-handSizes').selectOption('__custom');
  await page.locator('#opt-selbu-handSizes + input, .choice:has(#opt-selbu-handSizes) input').fill('1,1');
  await page.locator('[data-setting="spectatorChat"] input').check();
  await page.waitForFunction(
    () => !document.querySelector<HTMLButtonElement>('[data-tool="create"]')?.disabled,
  );
  expect(await page.locator('#seat-1').inputValue()).toBe('bot:basic');
  await page.locator('[data-tool="create"]').click();
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/, { waitUntil: 'commit', timeout: 60_000 });
  await page.waitForSelector('.table-screen .seat.you');
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** Both play whatever is theirs to play until the match is over at both screens. */
async function playBoth(pages: Page[], seed: number): Promise<void> {
  await Promise.all(
    pages.map(async (page, i) => {
      const rnd = seeded(seed + i);
      for (let n = 0; n < 200; n++) {
        const choice = await waitForChoice(page, 60_000);
        if (choice.kind === 'over') return;
        await act(page, choice, rnd);
      }
      throw new Error('the match did not end');
    }),
  );
}

interface Profile {
  ratings: Record<string, { rating: number; matches: number }>;
  matches: {
    tableId: string;
    match: number;
    rated: boolean;
    rank: number;
    rating?: { before: number; after: number };
  }[];
}
const profileOf = async (name: string): Promise<Profile> =>
  (await (await fetch(`${baseUrl}/api/players/${encodeURIComponent(name)}`)).json()) as Profile;

describe('two friends, a table handed over from a bot, a rated match, their profiles', () => {
  test('sign up, befriend, hand over, play rated to the end; both profiles show it', async () => {
    // New people each try: a retry runs on the same server, where the first names are taken.
    const run = Date.now().toString(36).slice(-5);
    const ANNA = `Anna ${run}`;
    const BJORN = `Bjørn ${run}`;
    const anna = await person(DESKTOP, null);
    const bjorn = await person(PHONE, null);
    // A guest whose remembered name is Anna's.
    const guest = await person(PHONE, ANNA);
    await signUp(anna.page, ANNA);
    await signUp(bjorn.page, BJORN);
    await follow(anna.page, BJORN);
    await follow(bjorn.page, ANNA);

    const id = await createShortSelbu(anna.page);
    // A bot in a place: not rated.
    const before = (await (await fetch(`${baseUrl}/api/tables/${id}`)).json()) as { table: { rated?: true } };
    expect(before.table.rated).toBeUndefined();

    // Anna gives the bot's seat to a person and invites Bjørn, who is online on his friends page.
    await anna.page.locator('.seat[data-seat="1"] [data-tool="offer-seat"]').click();
    await anna.page.locator('[data-tool="confirm-offer"]').click();
    const row = anna.page.locator(`.friend-list li[data-friend="${BJORN}"]`);
    await row.locator('[data-tool="invite-friend"]').click();
    await expect.poll(() => row.locator('.friend-result').textContent()).toBe('Invitation sent');
    await anna.page.keyboard.press('Escape');

    const invitation = bjorn.page.locator(`.invitation[data-invitation="${id}"]`);
    await expect.poll(() => invitation.textContent(), { timeout: 15_000 }).toContain(ANNA);
    await invitation.locator('[data-tool="accept-invitation"]').click();
    await bjorn.page.waitForURL(new RegExp(`/t/${id}$`));
    await bjorn.page.waitForSelector('.table-screen .seat.you');
    await playBoth([anna.page, bjorn.page], 34);
    let profile = await profileOf(ANNA);
    expect(profile.matches[0]).toMatchObject({ tableId: id });
    if (!profile.matches[0].rated) {
      // Bjørn came after the bot's first call: the next match is theirs from its first action.
      // Either player starts the rematch; it begins at both screens.
      await anna.page.locator('[data-tool="rematch"]').click();
      await anna.page.waitForSelector('.match-end', { state: 'detached' });
      await bjorn.page.waitForSelector('.match-end', { state: 'detached' });
      await playBoth([anna.page, bjorn.page], 35);
      profile = await profileOf(ANNA);
    }
    const rated = profile.matches[0];
    expect(rated).toMatchObject({ tableId: id, rated: true });
    // Both places signed-in people playing them: the table says it is rated.
    const after = (await (await fetch(`${baseUrl}/api/tables/${id}`)).json()) as { table: { rated?: true } };
    expect(after.table.rated).toBe(true);

    // Both profiles, as each opens their own from the menu.
    for (const [s, name] of [
      [anna, ANNA],
      [bjorn, BJORN],
    ] as const) {
      const page = s.page;
      await page.goto(baseUrl);
      await page.locator('[data-tool="account"]').click();
      await page.locator('[data-tool="my-profile"]').click();
      await page.waitForURL(`${baseUrl}/p/${encodeURIComponent(name)}`);
      const line = page.locator('[data-tool="matches"] > li').first();
      await line.waitFor();
      expect(await line.locator('[data-tool="match-replay"]').getAttribute('href')).toBe(
        `/t/${id}/replay?match=${rated.match}`,
      );
      const mine = (await profileOf(name)).matches[0];
      expect(mine.rating).toBeDefined();
      expect(mine.rating!.after).not.toBe(mine.rating!.before);
      const change = await line.locator('[data-tool="rating-change"]').textContent();
      expect(change).toContain(String(mine.rating!.after));
      const selbu = page.locator('[data-tool="ratings"] li', { hasText: 'Selbu' });
      expect(await selbu.textContent()).toContain(String(mine.rating!.after));
      expect((await profileOf(name)).ratings.selbu.matches).toBe(1);
      await screenshot(page, `players-profile-${page.viewportSize()!.width}`, true);
      // The replay link opens the match.
      await line.locator('[data-tool="match-replay"]').click();
      await page.waitForURL(/\/replay\?match=/);
      await page.locator('[data-tool="next"]').waitFor();
    }
    // The winner went up, the loser down (openskill on the same two new players); a drawn
    // match (two one-card rounds can tie) leaves them level.
    const [annaNow, bjornNow] = [await profileOf(ANNA), await profileOf(BJORN)];
    const [a, b] = [annaNow.ratings.selbu, bjornNow.ratings.selbu];
    const [rankA, rankB] = [annaNow.matches[0].rank, bjornNow.matches[0].rank];
    if (rankA === rankB) expect(a.rating).toBe(b.rating);
    else expect(a.rating > b.rating).toBe(rankA < rankB);

    // A guest watching under Anna's name may not chat as her.
    await guest.page.goto(`${baseUrl}/t/${id}`);
    await guest.page.waitForSelector('.table-screen');
    const chatButton = guest.page.locator('[data-tool="chat"]');
    if (await chatButton.count()) await chatButton.click();
    await guest.page.locator('[data-tool="chat-input"]').fill('Det er meg, Anna');
    await guest.page.locator('[data-tool="chat-send"]').click();
    await expect
      .poll(() => guest.page.locator('.chat-error').textContent())
      .toBe('That name belongs to a signed-in player; choose another.');
    for (const s of [anna, bjorn, guest]) expect(s.errors).toEqual([]);
  });
});
