/**
 * The table's social parts in the browser: a guest hands a bot's seat to a person, a second
 * browser takes it by the invite link and both see who sits there; a signed-in player sees
 * their friends online in the invite dialog and the server's answer to an invitation; a
 * friend's invitation shows as a toast on any page, said by a screen reader, reached and
 * answered with the keyboard; the lobby marks nothing rated at a table with guests. Pictures
 * at 360×740 and 1280×800; nothing of this reaches past a 360 px screen.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, test } from 'vitest';
import { openSession, type Session, screenshot, seriousViolations } from './helpers/browser.js';
import { act, seeded, waitForChoice } from './helpers/play.js';

const baseUrl = inject('baseUrl');
const SMALL_PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

const sessions: Session[] = [];
async function person(viewport: { width: number; height: number }, name: string | null = 'Tester') {
  const s = await openSession({ viewport, name });
  sessions.push(s);
  return s;
}
afterAll(async () => {
  for (const s of sessions) await s.close();
});

/** A selbu table for two from the lobby's form: you at place 0, the basic bot (or nobody) at place 1. */
async function selbuForTwo(page: Page, second: 'bot:basic' | 'free' = 'bot:basic'): Promise<string> {
  await page.goto(baseUrl);
  await page.locator('input[name="game"][value="selbu"]').check();
  await page.locator('#opt-selbu-players').fill('2');
  // The seat list follows the server's answer for two players.
  await page.locator('#seat-2').waitFor({ state: 'detached' });
  await page.waitForFunction(
    () => !document.querySelector<HTMLButtonElement>('[data-tool="create"]')?.disabled,
  );
  expect(await page.locator('#seat-1').inputValue()).toBe('bot:basic');
  if (second === 'free') await page.locator('#seat-1').selectOption('free');
  await page.locator('[data-tool="create"]').click();
  await page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/, { waitUntil: 'commit', timeout: 60_000 });
  await page.waitForSelector('.table-screen .seat.you');
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** Elements reaching past the sides of the screen (the page clips sideways overflow). */
function pastTheSides(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const w = window.innerWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > w + 0.5)
      out.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(`:is(${sel}), :is(${sel}) *`))) {
      const r = el.getBoundingClientRect();
      if (r.width > 1 && r.height > 1 && (r.right > w + 0.5 || r.left < -0.5))
        out.push(`${el.tagName.toLowerCase()}.${el.className} ${Math.round(r.left)}–${Math.round(r.right)}`);
    }
    return out;
  }, selector);
}

const seatOf = (page: Page, place: number) => page.locator(`.seat[data-seat="${place}"]`);

describe('handing a bot’s seat to a person', () => {
  test('offered from the table, taken by the invite link in another browser; both see who sits there', async () => {
    const kari = await person(DESKTOP, 'Kari');
    const page = kari.page;
    const id = await selbuForTwo(page);

    // The bot's seat says its level and its rating for selbu.
    await expect
      .poll(() => seatOf(page, 1).locator('.bot-level').textContent())
      .toMatch(/^basic bot · \d{3,4}/);
    // Not rated: the lobby would say so only for signed-in players at every place.
    const listed = (await (await fetch(`${baseUrl}/api/tables/${id}`)).json()) as { table: { rated?: true } };
    expect(listed.table.rated).toBeUndefined();

    // Someone has acted in the deal, so that the newcomer arrives at the next one.
    await act(page, await waitForChoice(page), seeded(3));

    // On a phone the bot's seat holds its label and the action to give it away within the screen.
    await page.setViewportSize(SMALL_PHONE);
    expect(await pastTheSides(page, '.table-page')).toEqual([]);
    expect(await seriousViolations(page, '.felt')).toEqual([]);
    await screenshot(page, 'handover-bot-seat-360x740', false);
    // The bot's label is the seat's menu: it says what handing the seat over means, then does it.
    await seatOf(page, 1).locator('[data-tool="offer-seat"]').click();
    await page.locator('[data-tool="confirm-offer"]').waitFor();
    expect(await pastTheSides(page, '.dialog')).toEqual([]);
    await screenshot(page, 'handover-seat-menu-360x740', false);
    await page.setViewportSize(DESKTOP);
    await page.locator('[data-tool="confirm-offer"]').click();
    // Then the invite dialog, as the next step is to tell someone.
    const url = (await page.locator('#invite-url').textContent())!.trim();
    expect(url).toMatch(new RegExp(`/t/${id}$`));
    await page.keyboard.press('Escape');
    await seatOf(page, 1).locator('.chip.offered').waitFor();
    await expect.poll(() => page.locator('.offered-notice').textContent()).toContain('open for a person');
    expect(await seatOf(page, 1).locator('[data-tool="offer-seat"]').count()).toBe(0);
    for (const v of [SMALL_PHONE, DESKTOP]) {
      await page.setViewportSize(v);
      if (v === SMALL_PHONE) expect(await pastTheSides(page, '.table-page')).toEqual([]);
      await screenshot(page, `handover-offered-${v.width}x${v.height}`, false);
    }

    // Ola opens the link: the offered seat is his to take.
    const ola = await person(SMALL_PHONE, 'Ola');
    await ola.page.goto(url);
    const take = ola.page.locator('[data-join="1"]');
    await expect.poll(() => take.textContent()).toContain('from the bot');
    await take.click();
    await ola.page.locator('.seat.you[data-seat="1"]').waitFor();
    // Mid-deal: the bot finishes this one, and Ola is told when he plays.
    await ola.page.locator('.arriving-notice').waitFor();
    await screenshot(ola.page, 'handover-arriving-360x740', false);

    // Kari sees Ola at the seat, arriving; the seat is no longer open.
    await expect.poll(() => seatOf(page, 1).locator('.seat-name').textContent()).toBe('Ola');
    await expect
      .poll(() => seatOf(page, 1).locator('.chip.arriving').textContent())
      .toBe('Ola plays from the next deal');
    expect(await seatOf(page, 1).locator('.chip.offered').count()).toBe(0);
    await page.locator('.offered-notice').waitFor({ state: 'detached' });

    const seats = (await (await fetch(`${baseUrl}/api/tables/${id}`)).json()) as {
      table: { seats: Array<{ kind: string; name?: string; arriving?: true; offered?: true }> };
    };
    expect(seats.table.seats[1]).toMatchObject({ kind: 'human', name: 'Ola', arriving: true });
    expect(kari.errors).toEqual([]);
    expect(ola.errors).toEqual([]);
  });
});

/** Signs this browser up (the cookie comes with the answer): the page then belongs to `name`. */
async function signUp(s: Session, name: string): Promise<void> {
  const res = await s.page.request.post(`${baseUrl}/api/players`, {
    data: { name, password: 'correct horse battery' },
  });
  expect(res.status()).toBe(201);
}

/** A name no earlier run of the same server has taken. */
const fresh = (name: string) => `${name}${Math.floor(Math.random() * 1e6)}`;

describe('inviting a friend', () => {
  test('a signed-in player sees the friends online; the server’s refusal is said in words', async () => {
    const anna = await person(SMALL_PHONE);
    const bjorn = fresh('Bjorn');
    await signUp(anna, fresh('Anna'));
    // Bjørn has an account (signed up elsewhere), so the server knows whom Anna means.
    const other = await fetch(`${baseUrl}/api/players`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: bjorn, password: 'correct horse battery' }),
    });
    expect(other.status).toBe(201);
    // The friends list is the profile side's (GET /api/friends): here its answer is given, so
    // that the dialog is tested whatever follows the server holds.
    await anna.page.route('**/api/friends', (route) =>
      route.fulfill({
        json: {
          friends: [
            { name: bjorn, online: true, tables: [] },
            { name: 'Cecilie', online: false, tables: [] },
            { name: 'Dag', online: true, tables: [{ id: 'elsewhere', game: 'bridge' }] },
          ],
        },
      }),
    );
    await selbuForTwo(anna.page);
    await seatOf(anna.page, 1).locator('[data-tool="offer-seat"]').click();
    await anna.page.locator('[data-tool="confirm-offer"]').click();

    const list = anna.page.locator('.invite-friends .friend-list');
    await list.waitFor();
    // Online only (Dag plays elsewhere and may still come).
    expect(
      await list.locator('li').evaluateAll((li) => li.map((x) => x.getAttribute('data-friend'))),
    ).toEqual([bjorn, 'Dag'].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    // The link, its copy button and the network advice are still there.
    await anna.page.locator('#invite-url').waitFor();
    await anna.page.locator('[data-tool="copy-invite"]').waitFor();

    // Nobody follows anybody on this server: the invitation is refused as not a friend.
    await list.locator(`li[data-friend="${bjorn}"] [data-tool="invite-friend"]`).click();
    await expect
      .poll(() => list.locator(`li[data-friend="${bjorn}"] .friend-result`).textContent())
      .toBe('You can invite only friends: follow them first.');
    expect(await pastTheSides(anna.page, '.dialog')).toEqual([]);
    expect(await seriousViolations(anna.page, '.dialog')).toEqual([]);
    await screenshot(anna.page, 'handover-invite-friends-360x740', false);
    await anna.page.setViewportSize(DESKTOP);
    await screenshot(anna.page, 'handover-invite-friends-1280x800', false);
    expect(anna.errors).toEqual([]);
  });

  test('a guest sees the link and no friends', async () => {
    const guest = await person(SMALL_PHONE);
    let asked = 0;
    guest.page.on('request', (r) => {
      if (r.url().endsWith('/api/friends')) asked++;
    });
    await selbuForTwo(guest.page);
    await seatOf(guest.page, 1).locator('[data-tool="offer-seat"]').click();
    await guest.page.locator('[data-tool="confirm-offer"]').click();
    await guest.page.locator('#invite-url').waitFor();
    await expect.poll(() => asked).toBe(1);
    // 401 (signed out), or a server without the friends routes: nothing more than before.
    await guest.page.waitForTimeout(300);
    expect(await guest.page.locator('.invite-friends').count()).toBe(0);
    expect(guest.errors).toEqual([]);
  });

  test('followed and online: the friend gets the invitation', async () => {
    const host = await person(DESKTOP);
    const friend = await person(SMALL_PHONE);
    const friendName = fresh('Frida');
    await signUp(host, fresh('Hans'));
    await signUp(friend, friendName);
    const follow = await host.page.request.put(`${baseUrl}/api/friends/${encodeURIComponent(friendName)}`);
    expect(follow.status()).toBe(200);
    await friend.page.goto(baseUrl);
    // A place left free for the friend: the table offers the invite button.
    const id = await selbuForTwo(host.page, 'free');
    await host.page.locator('[data-tool="invite"]').click();
    const row = host.page.locator(`.friend-list li[data-friend="${friendName}"]`);
    await row.locator('[data-tool="invite-friend"]').click();
    await expect.poll(() => row.locator('.friend-result').textContent()).toBe('Invitation sent');
    const toast = friend.page.locator(`.invitation[data-invitation="${id}"]`);
    await expect.poll(() => toast.textContent()).toContain('invites you to Selbu-whist');
  });
});

describe('a friend’s invitation', () => {
  test('a toast on any page, said politely, reached and answered with the keyboard', async () => {
    // A table with a free place to be invited to.
    const kari = await person(DESKTOP, 'Kari');
    const id = await selbuForTwo(kari.page);
    await seatOf(kari.page, 1).locator('[data-tool="offer-seat"]').click();
    await kari.page.locator('[data-tool="confirm-offer"]').click();
    await kari.page.locator('#invite-url').waitFor();

    const ola = await person(SMALL_PHONE, 'Ola');
    await signUp(ola, fresh('Ola'));
    // The server's own socket, with two invitations pushed in as the server pushes them.
    let push: ((m: object) => void) | undefined;
    await ola.page.routeWebSocket(/\/ws$/, (ws) => {
      const server = ws.connectToServer();
      push = (m) => ws.send(JSON.stringify(m));
      void server;
    });
    await ola.page.goto(baseUrl);
    // Signed in, the lobby opens the socket that invitations come by.
    await expect.poll(() => push !== undefined).toBe(true);
    const region = ola.page.locator('section.invitations');
    expect(await region.getAttribute('aria-live')).toBe('polite');
    push!({ type: 'invitation', tableId: 'gone1234', game: 'bridge', from: 'Per' });
    push!({ type: 'invitation', tableId: id, game: 'selbu', from: 'Kari' });
    await expect.poll(() => region.locator('.invitation').count()).toBe(2);
    expect(await region.locator('.invitation-text').allTextContents()).toEqual([
      'Kari invites you to Selbu-whist',
      'Per invites you to Bridge',
    ]);
    expect(await pastTheSides(ola.page, 'section.invitations')).toEqual([]);
    expect(await seriousViolations(ola.page, 'section.invitations')).toEqual([]);
    await screenshot(ola.page, 'handover-toast-360x740', false);
    // In German, the longest of the five, it still fits and names the game in German words.
    await ola.page.locator('[data-tool="language"]').selectOption('de');
    await expect
      .poll(() => region.locator('.invitation-text').first().textContent())
      .toBe('Kari lädt dich zu Selbu-whist ein');
    expect(await pastTheSides(ola.page, 'section.invitations')).toEqual([]);
    await screenshot(ola.page, 'handover-toast-de-360x740', false);
    await ola.page.locator('[data-tool="language"]').selectOption('en');
    await expect
      .poll(() => region.locator('.invitation-text').first().textContent())
      .toBe('Kari invites you to Selbu-whist');
    await ola.page.setViewportSize(DESKTOP);
    await screenshot(ola.page, 'handover-toast-1280x800', false);

    // From the top of the page, Tab reaches the toast's buttons soon after the header's.
    const focused = () =>
      ola.page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
      );
    await ola.page.locator('body').focus();
    let reached = false;
    for (let i = 0; i < 12 && !reached; i++) {
      await ola.page.keyboard.press('Tab');
      reached = (await focused()) === 'Dismiss the invitation from Per';
    }
    expect(reached).toBe(true);
    await ola.page.keyboard.press('Escape');
    await expect.poll(() => region.locator('.invitation').count()).toBe(1);

    // Join with the keyboard: to the table, seated at the place offered.
    await region.locator('[data-tool="accept-invitation"]').focus();
    await ola.page.keyboard.press('Enter');
    await ola.page.waitForURL(new RegExp(`/t/${id}$`), { waitUntil: 'commit' });
    await ola.page.locator('.seat.you[data-seat="1"]').waitFor();
    expect(await region.locator('.invitation').count()).toBe(0);
    // Signed in, Ola's seat carries the mark at Kari's table.
    await seatOf(kari.page, 1).locator('.chip.signed-in').waitFor();
    expect(ola.errors).toEqual([]);
    expect(kari.errors).toEqual([]);
  });
});

describe('the lobby', () => {
  test('a table where every place is a signed-in player is marked Rated, narrow on a phone', async () => {
    const host = await person(SMALL_PHONE);
    const guest = await person(SMALL_PHONE);
    await signUp(host, fresh('Hege'));
    await signUp(guest, fresh('Geir'));
    const id = await selbuForTwo(host.page, 'free');
    // Without the second player the table is not rated.
    await host.page.goto(baseUrl);
    const row = host.page.locator(`li[data-table="${id}"]`);
    await row.waitFor();
    expect(await row.locator('.chip.rated').count()).toBe(0);

    await guest.page.goto(`${baseUrl}/t/${id}`);
    await guest.page.locator('[data-join="1"]').click();
    await guest.page.locator('.seat.you[data-seat="1"]').waitFor();
    await host.page.locator('.open-tables .section-head button.link').click();
    await expect.poll(() => row.locator('.chip.rated').textContent(), { timeout: 15_000 }).toBe('Rated');
    expect(await pastTheSides(host.page, '.open-tables')).toEqual([]);
    await row.scrollIntoViewIfNeeded();
    await screenshot(host.page, 'handover-lobby-rated-360x740', false);
    expect(host.errors).toEqual([]);
    expect(guest.errors).toEqual([]);
  });
});
